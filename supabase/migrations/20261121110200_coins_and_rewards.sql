-- Dojo coins as an append-only ledger (balance = sum of entries, never below 0), the rewards
-- catalogue and reward claims (one per user and reward), with the SPEC §5/§8 rules as functions.

create table public.coin_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  amount integer not null check (amount <> 0),
  reason text not null check (pg_catalog.char_length(reason) between 1 and 200),
  created_at timestamptz not null default now(),
  change_xid xid8 not null default pg_current_xact_id()
);

create index coin_ledger_user on public.coin_ledger (user_id, change_xid);

-- Applying the entry to the cached balance inside the same statement makes the profiles CHECK
-- (dojo_coins >= 0) the final guard: an entry that would overdraw fails and is not recorded.
create or replace function private.apply_coin_entry() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' then
    raise exception 'coin_ledger is append-only';
  end if;
  update public.profiles set dojo_coins = dojo_coins + new.amount where id = new.user_id;
  if not found then
    raise exception 'no profile for coin entry';
  end if;
  return new;
end;
$$;

create trigger coin_ledger_apply after insert on public.coin_ledger
  for each row execute function private.apply_coin_entry();
create trigger coin_ledger_append_only before update on public.coin_ledger
  for each row execute function private.apply_coin_entry();

create table public.rewards (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  title text not null,
  description text not null default '',
  coins integer not null check (coins >= 0),
  active boolean not null default true,
  sort_order integer not null default 0
);

create table public.reward_claims (
  user_id uuid not null references public.profiles (id) on delete cascade,
  reward_id text not null references public.rewards (id),
  claimed_at timestamptz not null default now(),
  primary key (user_id, reward_id)
);

alter table public.coin_ledger enable row level security;
alter table public.rewards enable row level security;
alter table public.reward_claims enable row level security;

create policy "coin_ledger: owner reads" on public.coin_ledger
  for select to authenticated using (user_id = (select auth.uid()));
create policy "rewards: everyone reads" on public.rewards
  for select to anon, authenticated using (true);
create policy "reward_claims: owner reads" on public.reward_claims
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on public.coin_ledger, public.rewards, public.reward_claims from anon, authenticated;
grant select on public.coin_ledger, public.reward_claims to authenticated;
grant select on public.rewards to anon, authenticated;

-- SPEC §8 result strings are the contract; they are returned, never raised.
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
    -- The row lock serialises concurrent claims by the same user.
    perform 1 from public.profiles where id = p_user for update;
    v_found := found;
  exception when others then
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
      return 'Error claiming reward';
  end;
  return 'Reward claimed successfully';
end;
$$;

create or replace function private.spend_coins(p_user uuid, p_amount integer, p_reason text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_balance integer;
begin
  if p_user is null then
    return false;
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 1000000 then
    raise exception 'amount must be an integer from 1 to 1000000';
  end if;
  if p_reason is null or pg_catalog.char_length(p_reason) not between 1 and 180 then
    raise exception 'reason must be 1 to 180 characters';
  end if;
  select dojo_coins into v_balance from public.profiles where id = p_user for update;
  if not found or v_balance - p_amount < 0 then
    return false;
  end if;
  insert into public.coin_ledger (user_id, amount, reason)
  values (p_user, -p_amount, 'spend:' || p_reason);
  return true;
end;
$$;

create or replace function private.add_coins(p_target text, p_amount integer, p_reason text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.normalise_user_id(p_target);
begin
  if p_target is null or pg_catalog.btrim(p_target) = '' or v_user is null then
    return false;
  end if;
  if p_amount is null or p_amount = 0 then
    return false;
  end if;
  perform 1 from public.profiles where id = v_user for update;
  if not found then
    return false;
  end if;
  begin
    insert into public.coin_ledger (user_id, amount, reason)
    values (v_user, p_amount, coalesce(nullif(p_reason, ''), 'grant'));
  exception when check_violation then
    return false;
  end;
  return true;
end;
$$;

-- API surface -----------------------------------------------------------------------------------

create or replace function public.claim_reward(reward_id text) returns text
language sql
security definer
set search_path = ''
as $$ select private.claim_reward(auth.uid(), reward_id) $$;

create or replace function public.spend_coins(amount integer, reason text default 'spend')
returns boolean
language sql
security definer
set search_path = ''
as $$ select private.spend_coins(auth.uid(), amount, reason) $$;

-- Service role only (the Stripe webhook and operators): clients never mint coins.
create or replace function public.add_coins(target_user_id text, amount integer, reason text default 'grant')
returns boolean
language sql
security definer
set search_path = ''
as $$ select private.add_coins(target_user_id, amount, reason) $$;

revoke all on function public.claim_reward(text) from public, anon, authenticated;
revoke all on function public.spend_coins(integer, text) from public, anon, authenticated;
revoke all on function public.add_coins(text, integer, text) from public, anon, authenticated;
grant execute on function public.claim_reward(text) to authenticated;
grant execute on function public.spend_coins(integer, text) to authenticated;
grant execute on function public.add_coins(text, integer, text) to service_role;
