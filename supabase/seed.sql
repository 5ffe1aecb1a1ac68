-- The rewards catalogue. Idempotent: re-running refreshes titles and amounts.
insert into public.rewards (id, title, description, coins, sort_order) values
  ('welcome', 'Welcome to the dojo', 'Create your account.', 25, 10),
  ('first-pack', 'Pack maker', 'Save your first game pack.', 50, 20),
  ('share-pack', 'Spread the word', 'Share one of your packs with friends.', 30, 30),
  ('newsletter', 'In the loop', 'Subscribe to the newsletter.', 20, 40),
  ('follow-social', 'Follower', 'Follow us on social media.', 15, 50),
  ('feedback', 'Critic', 'Send us feedback about a game.', 10, 60)
on conflict (id) do update set
  title = excluded.title,
  description = excluded.description,
  coins = excluded.coins,
  sort_order = excluded.sort_order;
