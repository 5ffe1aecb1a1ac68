-- Profiles (SPEC §3). One row per auth user, created by a trigger with the SPEC §5 defaults.
-- Clients may change only their username; coins, premium fields and counters are written by
-- security definer functions (coins only through the ledger) or by the service role.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null check (pg_catalog.char_length(pg_catalog.btrim(username)) between 1 and 80),
  creation_date timestamptz not null default now(),
  achievements text[] not null default array['Early Bird'],
  dojo_coins integer not null default 0 check (dojo_coins >= 0),
  premium boolean not null default false,
  cancelled boolean not null default false,
  stripe_user_id text,
  stripe_subscription_id text,
  -- unix seconds, as SPEC §3's premiumEndDate
  premium_end_date bigint,
  liked_games text[] not null default '{}',
  created_games text[] not null default '{}',
  claimed_rewards text[] not null default '{}',
  referred_users integer not null default 0 check (referred_users >= 0),
  updated_at timestamptz not null default now(),
  change_xid xid8 not null default pg_current_xact_id()
);

create index profiles_change_xid on public.profiles (change_xid);

create trigger profiles_stamp before insert or update on public.profiles
  for each row execute function private.stamp_change();

-- The balance is a cache of sum(coin_ledger.amount): it may only move by a ledger insert, whose
-- trigger runs one level deeper. A direct write (even by the service role) is refused.
create or replace function private.guard_profile_coins() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.dojo_coins <> 0 then
      raise exception 'dojo_coins starts at 0; coins move only through coin_ledger';
    end if;
  elsif new.dojo_coins is distinct from old.dojo_coins and pg_catalog.pg_trigger_depth() < 2 then
    raise exception 'dojo_coins changes only through coin_ledger';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_guard_coins before insert or update on public.profiles
  for each row execute function private.guard_profile_coins();

create or replace function private.create_profile_for_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, username)
  values (new.id, private.username_from_email(new.email))
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.create_profile_for_user();

alter table public.profiles enable row level security;

create policy "profiles: owner reads" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "profiles: owner updates" on public.profiles
  for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (username) on public.profiles to authenticated;
