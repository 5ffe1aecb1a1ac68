-- The rewards catalogue. Idempotent: re-running refreshes titles, amounts and what earns each
-- (`requirement`, checked by the server in private.reward_earned). The app's offline copy is
-- src/features/account/rewards.ts (a test keeps the two equal). Rewards the server cannot check
-- stay switched off.
insert into public.rewards (id, title, description, coins, active, sort_order, requirement) values
  ('welcome', 'Welcome to the dojo', 'Create your account.', 25, true, 10, 'none'),
  ('first-pack', 'Pack maker', 'Publish your first game pack.', 50, true, 20, 'published-pack'),
  ('share-pack', 'Crowd pleaser', 'Someone else likes one of your published packs.', 30, true, 30, 'pack-liked'),
  ('joined-through-friend', 'Joined through a friend', 'Sign up through a friend''s invite link.', 30, true, 35, 'referred'),
  ('fan', 'Fan', 'Like a pack, or give a game a thumbs up.', 10, true, 45, 'liked-game'),
  ('feedback', 'Critic', 'Rate a game with the thumbs under it while signed in.', 10, true, 60, 'feedback'),
  ('newsletter', 'In the loop', 'Subscribe to the newsletter.', 20, false, 40, 'none'),
  ('follow-social', 'Follower', 'Follow us on social media.', 15, false, 50, 'none')
on conflict (id) do update set
  title = excluded.title,
  description = excluded.description,
  coins = excluded.coins,
  active = excluded.active,
  sort_order = excluded.sort_order,
  requirement = excluded.requirement;
