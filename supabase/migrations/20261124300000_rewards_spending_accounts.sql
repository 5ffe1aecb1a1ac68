-- Rewards the server checks itself, coins that buy something (a premium pack unlocked for good),
-- who invited whom as the people involved may read it, and deleting one's own account.

-- Rewards: each names what earns it; claim_reward checks it on the server, never trusting the
-- client. Rewards the server cannot check (newsletter, social follow) are switched off.
alter table public.rewards add column requirement text not null default 'none'
  check (requirement in ('none', 'published-pack', 'pack-liked', 'feedback', 'liked-game', 'referred'));

-- The catalogue as this migration leaves it (seed.sql holds the same rows, idempotently).
insert into public.rewards (id, title, description, coins, active, sort_order, requirement) values
  ('welcome', 'Welcome to the dojo', 'Create your account.', 25, true, 10, 'none'),
  ('first-pack', 'Pack maker', 'Publish your first game pack.', 50, true, 20, 'published-pack'),
  ('share-pack', 'Crowd pleaser', 'Someone else likes one of your published packs.', 30, true, 30, 'pack-liked'),
  ('joined-through-friend', 'Joined through a friend', 'Sign up through a friend''s invite link.', 30, true, 35, 'referred'),
  ('fan', 'Fan', 'Like a game or a pack.', 10, true, 45, 'liked-game'),
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

-- Whether p_user has done what a requirement asks, from the server's own rows.
create or replace function private.reward_earned(p_user uuid, p_requirement text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select case p_requirement
    when 'none' then true
    when 'published-pack' then exists (
      select 1 from public.packs k
      where k.owner_id = p_user and k.published and k.deleted_at is null)
    when 'pack-liked' then exists (
      select 1 from public.packs k
      join public.likes l on l.game_id = k.id::text and l.liked and l.user_id <> p_user
      where k.owner_id = p_user and k.published and k.deleted_at is null)
    when 'feedback' then exists (select 1 from public.feedback f where f.user_id = p_user)
    when 'liked-game' then exists (
      select 1 from public.likes l where l.user_id = p_user and l.liked)
    when 'referred' then exists (select 1 from public.referrals r where r.referred_id = p_user)
    else false
  end
$$;

-- As in 20261124100000, plus the requirement: a reward not earned yet answers the SPEC §8
-- "Error claiming reward" and records nothing, so it can be claimed once it is earned.
create or replace function private.claim_reward(p_user uuid, p_reward text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_found boolean;
  v_coins integer;
  v_requirement text;
begin
  if p_user is null then
    return 'User is not authenticated';
  end if;
  begin
    -- The row lock serialises concurrent claims by the same user (push already holds it).
    perform 1 from public.profiles where id = p_user for update;
    v_found := found;
  exception when others then
    if private.is_transient(sqlstate) then
      raise;
    end if;
    return 'Error accessing user document';
  end;
  if not v_found then
    begin
      insert into public.profiles (id, username)
      select u.id, private.username_from_email(u.email) from auth.users u where u.id = p_user
      on conflict (id) do nothing;
      perform 1 from public.profiles where id = p_user for update;
      if not found then
        return 'Failed to create user document';
      end if;
    exception when others then
      if private.is_transient(sqlstate) then
        raise;
      end if;
      return 'Failed to create user document';
    end;
  end if;
  if exists (select 1 from public.reward_claims where user_id = p_user and reward_id = p_reward) then
    return 'Reward already claimed';
  end if;
  begin
    select r.coins, r.requirement into v_coins, v_requirement
      from public.rewards r where r.id = p_reward and r.active;
    if not found or not private.reward_earned(p_user, v_requirement) then
      return 'Error claiming reward';
    end if;
    insert into public.reward_claims (user_id, reward_id) values (p_user, p_reward);
    if v_coins > 0 then
      insert into public.coin_ledger (user_id, amount, reason)
      values (p_user, v_coins, 'reward:' || p_reward);
    end if;
    update public.profiles
      set claimed_rewards = pg_catalog.array_append(claimed_rewards, p_reward)
      where id = p_user and not (p_reward = any (claimed_rewards));
  exception
    when unique_violation then
      return 'Reward already claimed';
    when others then
      if private.is_transient(sqlstate) then
        raise;
      end if;
      return 'Error claiming reward';
  end;
  return 'Reward claimed successfully';
end;
$$;

-- Spending: a premium built-in pack unlocked for good -----------------------------------------

-- Which built-in premium packs coins can unlock, keyed `${game}/${packId}` as the app names them.
create table public.pack_unlock_prices (
  pack_key text primary key check (pack_key ~ '^[a-z0-9-]{1,40}/[a-z0-9-]{1,60}$'),
  price integer not null check (price between 1 and 1000000)
);

insert into public.pack_unlock_prices (pack_key, price) values
  ('never-have-i-ever/travel-tales', 75),
  ('truth-or-dare/throwback', 75),
  ('most-likely-to/office-party', 75),
  ('charades/office', 75),
  ('category/brain-burners', 75)
on conflict (pack_key) do update set price = excluded.price;

create table public.pack_unlocks (
  user_id uuid not null references public.profiles (id) on delete cascade,
  pack_key text not null references public.pack_unlock_prices (pack_key),
  price integer not null check (price >= 0),
  unlocked_at timestamptz not null default now(),
  primary key (user_id, pack_key)
);

alter table public.pack_unlock_prices enable row level security;
alter table public.pack_unlocks enable row level security;
create policy "pack_unlock_prices: everyone reads" on public.pack_unlock_prices
  for select to anon, authenticated using (true);
create policy "pack_unlocks: owner reads" on public.pack_unlocks
  for select to authenticated using (user_id = (select auth.uid()));
revoke all on public.pack_unlock_prices, public.pack_unlocks from anon, authenticated;
grant select on public.pack_unlock_prices to anon, authenticated;
grant select on public.pack_unlocks to authenticated;

-- Answers {status, balance, price}: 'unlocked' (coins spent, recorded in the ledger as
-- "spend:unlock:<key>"), 'already' (nothing spent), 'insufficient' (balance below the price,
-- nothing spent: SPEC §5, never below 0), 'unknown' (not a pack coins can unlock).
create or replace function private.unlock_pack(p_user uuid, p_key text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_price integer;
  v_balance integer;
begin
  if p_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  -- The caller's profile row first: the lock order every coin rule follows.
  select dojo_coins into v_balance from public.profiles where id = p_user for update;
  if not found then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  select price into v_price from public.pack_unlock_prices where pack_key = p_key;
  if not found then
    return pg_catalog.jsonb_build_object('status', 'unknown', 'balance', v_balance);
  end if;
  if exists (select 1 from public.pack_unlocks where user_id = p_user and pack_key = p_key) then
    return pg_catalog.jsonb_build_object('status', 'already', 'balance', v_balance, 'price', v_price);
  end if;
  if not private.spend_coins(p_user, v_price, 'unlock:' || p_key) then
    return pg_catalog.jsonb_build_object(
      'status', 'insufficient', 'balance', v_balance, 'price', v_price);
  end if;
  insert into public.pack_unlocks (user_id, pack_key, price) values (p_user, p_key, v_price);
  return pg_catalog.jsonb_build_object(
    'status', 'unlocked', 'balance', v_balance - v_price, 'price', v_price);
end;
$$;

create or replace function public.unlock_pack(pack_key text) returns jsonb
language sql
security definer
set search_path = ''
as $$ select private.unlock_pack(auth.uid(), pack_key) $$;

revoke all on function public.unlock_pack(text) from public, anon, authenticated;
grant execute on function public.unlock_pack(text) to authenticated;

-- Referrals as the people involved see them --------------------------------------------------

-- The username behind an invite code (a profile id), for "{name} invited you" on the sign-up
-- page. Only the username, only for a real profile id: nothing else about the account.
create or replace function public.inviter_name(code text) returns text
language sql stable
security definer
set search_path = ''
as $$
  select p.username from public.profiles p
  where p.id = private.normalise_user_id(code) and pg_catalog.char_length(code) <= 100
$$;

-- Who invited the caller: {referrerId, username}, or null.
create or replace function public.my_inviter() returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('referrerId', r.referrer_id, 'username', p.username)
  from public.referrals r join public.profiles p on p.id = r.referrer_id
  where r.referred_id = auth.uid()
$$;

revoke all on function public.inviter_name(text) from public, anon, authenticated;
revoke all on function public.my_inviter() from public, anon, authenticated;
grant execute on function public.inviter_name(text) to anon, authenticated;
grant execute on function public.my_inviter() to authenticated;

-- Deleting one's own account -----------------------------------------------------------------

-- Deletes the caller's auth user; every row they own goes with it (profiles cascade from
-- auth.users, and every table cascades from profiles). Their published pack files go too:
-- the client removes them through the Storage API first (hosted Storage refuses direct deletes
-- from storage.objects on recent versions), and this removes any row left, where allowed.
create or replace function public.delete_my_account() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_packs integer;
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  select pg_catalog.count(*)::integer into v_packs from public.packs where owner_id = v_user;
  begin
    delete from storage.objects o
    using public.packs k
    where k.owner_id = v_user and o.bucket_id = 'packs' and o.name = k.id::text || '.json';
  exception when others then
    if private.is_transient(sqlstate) then
      raise;
    end if;
    -- Left to the Storage API call the client made first; the rows below still go.
  end;
  delete from auth.users where id = v_user;
  return pg_catalog.jsonb_build_object('deleted', true, 'packs', v_packs);
end;
$$;

revoke all on function public.delete_my_account() from public, anon, authenticated;
grant execute on function public.delete_my_account() to authenticated;

-- Pull: the profile now carries the premium packs unlocked with coins (an unlock also moves the
-- coin balance, which restamps the profile row, so the change is pulled with it).
create or replace function private.change_body(p_user uuid, p_kind text, p_key text)
returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  case p_kind
    when 'profile' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'profile', 'id', p.id, 'profile',
          pg_catalog.jsonb_build_object(
            'username', p.username,
            'creation_date', p.creation_date,
            'achievements', pg_catalog.to_jsonb(p.achievements),
            'dojo_coins', p.dojo_coins,
            'premium', p.premium,
            'cancelled', p.cancelled,
            'stripe_user_id', p.stripe_user_id,
            'stripe_subscription_id', p.stripe_subscription_id,
            'liked_games', pg_catalog.to_jsonb(p.liked_games),
            'created_games', pg_catalog.to_jsonb(p.created_games),
            'claimed_rewards', pg_catalog.to_jsonb(p.claimed_rewards),
            'premiumEndDate', p.premium_end_date,
            'referred_users', p.referred_users,
            'unlocked_packs', coalesce((
              select pg_catalog.jsonb_agg(u.pack_key order by u.unlocked_at, u.pack_key)
              from public.pack_unlocks u where u.user_id = p.id), '[]'::jsonb)))
        from public.profiles p where p.id = p_user
      );
    when 'pack' then
      return (
        select case when k.deleted_at is null and (k.owner_id = p_user or k.published) then
          pg_catalog.jsonb_build_object('kind', 'pack', 'id', k.id, 'pack',
            pg_catalog.jsonb_build_object(
              'metadata', pg_catalog.jsonb_build_object(
                'name', k.name, 'id', k.id, 'description', k.description, 'author', k.author,
                'explicit', k.explicit, 'alcohol', k.alcohol, 'creation_date', k.creation_date,
                'tags', pg_catalog.to_jsonb(k.tags)),
              'prompts', k.prompts,
              'likes', k.likes,
              'plays', k.plays,
              'lastUpdated', k.updated_at,
              'draft', k.draft,
              'published', k.published,
              'ownerId', k.owner_id))
        else pg_catalog.jsonb_build_object('kind', 'pack', 'id', k.id, 'deleted', true)
        end
        from public.packs k
        where k.id = p_key::uuid and (k.owner_id = p_user or k.published_at is not null)
      );
    when 'like' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'like', 'gameId', l.game_id, 'liked', l.liked)
        from public.likes l where l.user_id = p_user and l.game_id = p_key
      );
    when 'pack-state' then
      -- key is game || '/' || pack_id; games never contain '/'
      return (
        select pg_catalog.jsonb_build_object('kind', 'pack-state', 'game', s.game,
          'packId', s.pack_id, 'active', s.active)
        from public.pack_states s
        where s.user_id = p_user and s.game = pg_catalog.split_part(p_key, '/', 1)
          and s.pack_id = pg_catalog.substr(p_key, pg_catalog.strpos(p_key, '/') + 1)
      );
    when 'draft-update' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'draft-update', 'id', d.id, 'packId', d.pack_id,
          'update', pg_catalog.translate(pg_catalog.encode(d.yjs_update, 'base64'), E'\n', ''))
        from public.pack_drafts d where d.id = p_key::bigint and d.owner_id = p_user
      );
    when 'coin-entry' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'coin-entry', 'id', c.id, 'amount', c.amount,
          'reason', c.reason, 'createdAt', c.created_at)
        from public.coin_ledger c where c.id = p_key::bigint and c.user_id = p_user
      );
    else
      return null;
  end case;
end;
$$;
