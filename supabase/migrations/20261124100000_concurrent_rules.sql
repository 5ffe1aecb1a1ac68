-- Rules under real concurrency (PostgreSQL with many sessions, as production runs): one lock
-- order for every rule, transient failures never turned into final answers, and id-keyed rows
-- keyed on the canonical uuid.

-- Deadlock, serialization failure and lock timeout: the work may succeed when run again.
create or replace function private.is_transient(p_state text) returns boolean
language sql immutable
set search_path = ''
as $$ select p_state in ('40P01', '40001', '55P03') $$;

-- Serialises the recording of referrals (rare: once per account), so checks that span several
-- accounts (mutual referrals, cycles, the per-referrer cap) cannot race. Always taken before any
-- profile row lock; push takes it first when its batch records a referral.
create or replace function private.lock_referrals() returns void
language sql
set search_path = ''
as $$ select pg_catalog.pg_advisory_xact_lock(7283150424) $$;

-- The canonical spelling of an id: a uuid in any letter case becomes its lowercase form; anything
-- else (a built-in game or pack name) stays as given.
create or replace function private.canonical_id(p_value text) returns text
language sql immutable
set search_path = ''
as $$ select coalesce(private.try_uuid(p_value)::text, p_value) $$;

-- SPEC §8 strings stay the contract, but only a real failure becomes one: a transient error is
-- raised again so the push (or the RPC) is retried instead of answering "Error accessing user
-- document" for a claim the user is entitled to.
create or replace function private.claim_reward(p_user uuid, p_reward text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_found boolean;
  v_coins integer;
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
    select r.coins into v_coins from public.rewards r where r.id = p_reward and r.active;
    if not found then
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

-- Likes are keyed on the canonical id, so one pack cannot be liked once per spelling of its id.
create or replace function private.like_game(p_user uuid, p_game text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pack uuid := private.try_uuid(p_game);
  v_game text := private.canonical_id(p_game);
  v_is_pack boolean := false;
begin
  if p_user is null then
    raise exception 'User is not authenticated';
  end if;
  if p_game is null or pg_catalog.char_length(p_game) not between 1 and 100 then
    raise exception 'gameId must be 1 to 100 characters';
  end if;
  if v_pack is not null then
    v_is_pack := exists (select 1 from public.packs where id = v_pack);
    if v_is_pack and not private.pack_visible(p_user, v_pack) then
      raise exception 'pack not found';
    end if;
  end if;
  insert into public.likes as l (user_id, game_id, liked) values (p_user, v_game, true)
  on conflict (user_id, game_id) do update set liked = true, updated_at = now()
    where l.liked = false;
  if not found then
    return false;
  end if;
  update public.profiles set liked_games = pg_catalog.array_append(liked_games, v_game)
    where id = p_user and not (v_game = any (liked_games));
  if v_is_pack then
    update public.packs set likes = likes + 1 where id = v_pack;
  end if;
  return true;
end;
$$;

create or replace function private.unlike_game(p_user uuid, p_game text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pack uuid := private.try_uuid(p_game);
  v_game text := private.canonical_id(p_game);
begin
  if p_user is null then
    raise exception 'User is not authenticated';
  end if;
  if p_game is null or pg_catalog.char_length(p_game) not between 1 and 100 then
    raise exception 'gameId must be 1 to 100 characters';
  end if;
  update public.likes set liked = false, updated_at = now()
    where user_id = p_user and game_id = v_game and liked;
  if not found then
    return false;
  end if;
  update public.profiles set liked_games = pg_catalog.array_remove(liked_games, v_game)
    where id = p_user;
  if v_pack is not null then
    update public.packs set likes = greatest(likes - 1, 0) where id = v_pack;
  end if;
  return true;
end;
$$;

-- Pack states are keyed on the canonical pack id too.
create or replace function private.op_pack_state_set(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_game text := private.payload_nonempty(p, 'game', 60);
  v_pack text := private.canonical_id(private.payload_nonempty(p, 'packId', 100));
  v_active boolean := private.payload_bool(p, 'active');
begin
  -- the pull key is game || '/' || packId
  if pg_catalog.strpos(v_game, '/') > 0 then
    raise exception 'payload.game must not contain "/"';
  end if;
  insert into public.pack_states as s (user_id, game, pack_id, active)
  values (p_user, v_game, v_pack, v_active)
  on conflict (user_id, game, pack_id) do update set active = excluded.active, updated_at = now();
  return pg_catalog.jsonb_build_object('active', v_active);
end;
$$;

-- Rows written before this migration under another spelling are merged into the canonical one,
-- and the counters rebuilt from what remains.
insert into public.likes as l (user_id, game_id, liked, updated_at)
select user_id, lower(game_id), bool_or(liked), max(updated_at)
from public.likes
where private.try_uuid(game_id) is not null and game_id <> lower(game_id)
group by user_id, lower(game_id)
on conflict (user_id, game_id) do update set liked = l.liked or excluded.liked;
delete from public.likes where private.try_uuid(game_id) is not null and game_id <> lower(game_id);

update public.packs k set likes = c.n
from (
  select k2.id, (select count(*) from public.likes l where l.liked and l.game_id = k2.id::text)::int as n
  from public.packs k2
) c
where c.id = k.id and k.likes <> c.n;

update public.profiles p set liked_games = (
  select coalesce(array_agg(s.g order by s.first), '{}')
  from (
    select private.canonical_id(u.g) as g, min(u.i) as first
    from unnest(p.liked_games) with ordinality u(g, i) group by 1
  ) s
)
where exists (
  select 1 from unnest(p.liked_games) u(g)
  where private.try_uuid(u.g) is not null and u.g <> lower(u.g)
);

insert into public.pack_states as s (user_id, game, pack_id, active, updated_at)
select distinct on (user_id, game, lower(pack_id)) user_id, game, lower(pack_id), active, updated_at
from public.pack_states
where private.try_uuid(pack_id) is not null and pack_id <> lower(pack_id)
order by user_id, game, lower(pack_id), updated_at desc
on conflict (user_id, game, pack_id) do update set active = excluded.active
  where s.updated_at < excluded.updated_at;
delete from public.pack_states
where private.try_uuid(pack_id) is not null and pack_id <> lower(pack_id);

-- push: the lock order above, and transient failures raised instead of recorded.
create or replace function public.push(ops jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_op jsonb;
  v_id_text text;
  v_id uuid;
  v_type text;
  v_payload jsonb;
  v_prev public.processed_ops;
  v_result jsonb;
  v_outcome jsonb;
  v_reason text;
  v_results jsonb := '[]';
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  if ops is null or pg_catalog.jsonb_typeof(ops) <> 'array' then
    raise exception 'ops must be an array' using errcode = '22023';
  end if;
  -- Each operation runs in a subtransaction (a reward claim in up to three). Past 64 writing
  -- subtransactions PostgreSQL's per-backend cache overflows and other sessions' snapshots slow
  -- down, so batches stay small: 50 keeps the common operations under it.
  if pg_catalog.jsonb_array_length(ops) > 50 then
    raise exception 'at most 50 operations per push' using errcode = '22023';
  end if;
  -- SPEC §4: a missing profile is recreated (every op and its record hang off it).
  insert into public.profiles (id, username)
  select u.id, private.username_from_email(u.email) from auth.users u where u.id = v_user
  on conflict (id) do nothing;
  -- Lock order (the only one any rule follows): the referral lock when the batch records a
  -- referral, then the caller's profile row, once, for the whole push; other users' rows after.
  -- Taking the profile's strongest lock first means the key-share lock a processed_ops insert
  -- takes through its foreign key never has to be upgraded while another push holds the same
  -- weaker lock (that upgrade was the deadlock of two devices spending at once).
  if exists (
    select 1 from pg_catalog.jsonb_array_elements(ops) t(e)
    where pg_catalog.jsonb_typeof(e) = 'object' and e ->> 'type' = 'referral.record'
  ) then
    perform private.lock_referrals();
  end if;
  perform 1 from public.profiles where id = v_user for update;
  if not found then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;

  for v_op in select e from pg_catalog.jsonb_array_elements(ops) t(e) loop
    v_id_text := case when pg_catalog.jsonb_typeof(v_op -> 'id') = 'string' then v_op ->> 'id' end;
    v_id := private.try_uuid(v_id_text);
    v_outcome := null;
    if pg_catalog.jsonb_typeof(v_op) <> 'object' or v_id is null then
      v_reason := 'operation id must be a uuid';
    elsif pg_catalog.jsonb_typeof(v_op -> 'userId') is distinct from 'string'
      or private.try_uuid(v_op ->> 'userId') is distinct from v_user then
      -- never recorded: the id may be the real owner's, who must still be able to push it
      v_reason := 'operation userId does not match the signed-in user';
    elsif pg_catalog.jsonb_typeof(v_op -> 'type') is distinct from 'string' then
      v_reason := 'operation type must be a string';
    elsif pg_catalog.jsonb_typeof(v_op -> 'payload') is distinct from 'object' then
      v_reason := 'operation payload must be an object';
    elsif pg_catalog.jsonb_typeof(v_op -> 'createdAt') is distinct from 'string'
      or pg_catalog.jsonb_typeof(v_op -> 'attempts') is distinct from 'number' then
      v_reason := 'operation createdAt must be a string and attempts a number';
    elsif pg_catalog.octet_length((v_op -> 'payload')::text) > 3000000 then
      v_reason := 'operation payload is too large (max 3 MB)';
    else
      v_reason := null;
    end if;
    if v_reason is not null then
      v_results := v_results || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'id', v_id_text, 'status', 'rejected', 'reason', v_reason));
      continue;
    end if;

    v_type := v_op ->> 'type';
    v_payload := v_op -> 'payload';
    select * into v_prev from public.processed_ops where op_id = v_id;
    if found then
      v_results := v_results || pg_catalog.jsonb_build_array(
        private.replay_outcome(v_prev, v_user, v_type, v_payload));
      continue;
    end if;

    -- One subtransaction per operation: a rejection rolls back that operation only.
    begin
      insert into public.processed_ops (op_id, user_id, type, payload, status)
      values (v_id, v_user, v_type, v_payload, 'applied')
      on conflict (op_id) do nothing;
      if found then
        v_result := private.apply_op(v_user, v_type, v_payload);
        update public.processed_ops set result = v_result where op_id = v_id;
        v_outcome := pg_catalog.jsonb_build_object(
          'id', v_id, 'status', 'applied', 'result', v_result);
      else
        -- a concurrent push of the same id committed first
        select * into v_prev from public.processed_ops where op_id = v_id;
        v_outcome := private.replay_outcome(v_prev, v_user, v_type, v_payload);
      end if;
    exception when others then
      -- A transient failure says nothing about the op: abort the whole push, record nothing, and
      -- let the caller retry (the embedded backend retries; PostgREST answers 500 and the
      -- client's engine backs off and pushes again).
      if private.is_transient(sqlstate) then
        raise;
      end if;
      v_reason := sqlerrm;
      insert into public.processed_ops (op_id, user_id, type, payload, status, reason)
      values (v_id, v_user, v_type, v_payload, 'rejected', v_reason)
      on conflict (op_id) do nothing;
      if found then
        v_outcome := pg_catalog.jsonb_build_object(
          'id', v_id, 'status', 'rejected', 'reason', v_reason);
      else
        select * into v_prev from public.processed_ops where op_id = v_id;
        v_outcome := private.replay_outcome(v_prev, v_user, v_type, v_payload);
      end if;
    end;
    v_results := v_results || pg_catalog.jsonb_build_array(v_outcome);
  end loop;

  return pg_catalog.jsonb_build_object('protocolVersion', 1, 'results', v_results);
end;
$$;
