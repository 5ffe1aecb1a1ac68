-- Referrals (SPEC §6): a user is referred once; the referrer earns coins (through the ledger) and
-- referred_users + 1. Recorded by the referred user; nobody can refer themselves.

create table public.referrals (
  referred_id uuid primary key references public.profiles (id) on delete cascade,
  referrer_id uuid not null references public.profiles (id) on delete cascade,
  coins integer not null check (coins >= 0),
  created_at timestamptz not null default now(),
  check (referred_id <> referrer_id)
);

create index referrals_referrer on public.referrals (referrer_id);

alter table public.referrals enable row level security;
create policy "referrals: parties read" on public.referrals
  for select to authenticated
  using (referred_id = (select auth.uid()) or referrer_id = (select auth.uid()));
revoke all on public.referrals from anon, authenticated;
grant select on public.referrals to authenticated;

-- Coins a referrer earns per referred user. A function rather than a literal so one place holds it.
create or replace function private.referral_reward() returns integer
language sql immutable
as $$ select 100 $$;

create or replace function private.record_referral(p_user uuid, p_referrer text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_referrer uuid := private.normalise_user_id(p_referrer);
  v_coins integer := private.referral_reward();
begin
  if p_user is null then
    raise exception 'User is not authenticated';
  end if;
  if v_referrer is null then
    raise exception 'referrerId must be a user id';
  end if;
  if v_referrer = p_user then
    raise exception 'a user cannot refer themselves';
  end if;
  perform 1 from public.profiles where id = v_referrer;
  if not found then
    raise exception 'referrer not found';
  end if;
  if exists (select 1 from public.referrals where referred_id = p_user) then
    raise exception 'user was already referred';
  end if;
  -- Two accounts referring each other would farm coins for both.
  if exists (
    select 1 from public.referrals where referred_id = v_referrer and referrer_id = p_user
  ) then
    raise exception 'mutual referrals are not allowed';
  end if;
  begin
    insert into public.referrals (referred_id, referrer_id, coins) values (p_user, v_referrer, v_coins);
  exception when unique_violation then
    raise exception 'user was already referred';
  end;
  insert into public.coin_ledger (user_id, amount, reason)
  values (v_referrer, v_coins, 'referral:' || p_user::text);
  update public.profiles set referred_users = referred_users + 1 where id = v_referrer;
  return pg_catalog.jsonb_build_object('referrerId', v_referrer, 'coins', v_coins);
end;
$$;

create or replace function public.record_referral(referrer_id text) returns jsonb
language sql
security definer
set search_path = ''
as $$ select private.record_referral(auth.uid(), referrer_id) $$;

revoke all on function public.record_referral(text) from public, anon, authenticated;
grant execute on function public.record_referral(text) to authenticated;
