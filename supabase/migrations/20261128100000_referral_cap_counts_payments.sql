-- The referral cap counts referrals paid, not referrals still standing. A referral row goes with
-- the referred account (delete_my_account cascades it away), so counting rows let a referrer
-- delete the five accounts it referred and be paid for five more in the same 30 days. What was
-- paid is in the referrer's own coin ledger, which no other account's deletion touches: one
-- 'referral:<referred id>' line per paid referral. profiles.referred_users already counts payments
-- (it is only ever incremented beside that ledger line), so it stays equal to them.
--
-- private.record_referral is that of 20261124100100_referral_rules.sql with the cap read from the
-- ledger; every other check and the lock order are unchanged, and so are the grants.

-- Referrals paid to `p_referrer` since `p_since`, whatever became of the accounts referred.
create or replace function private.referrals_paid(p_referrer uuid, p_since timestamptz)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.count(*)::integer from public.coin_ledger
  where user_id = p_referrer and reason like 'referral:%' and created_at > p_since
$$;

revoke all on function private.referrals_paid(uuid, timestamptz) from public, anon, authenticated;

create or replace function private.record_referral(p_user uuid, p_referrer text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_referrer uuid := private.normalise_user_id(p_referrer);
  v_coins integer := private.referral_reward();
  v_user_since timestamptz;
  v_referrer_since timestamptz;
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
  -- Lock order: the referral lock, then both profiles in id order. Every check below reads
  -- referrals that only a holder of this lock writes, so two referrals cannot interleave.
  perform private.lock_referrals();
  perform 1 from public.profiles where id in (p_user, v_referrer) order by id for update;
  v_referrer_since := private.signed_up_at(v_referrer);
  if v_referrer_since is null then
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
  -- Longer cycles (X→Y→Z→X): the referrer's chain of referrers must not reach the caller.
  if exists (
    with recursive chain (id, depth) as (
      select r.referrer_id, 1 from public.referrals r where r.referred_id = v_referrer
      union
      select r.referrer_id, c.depth + 1
      from public.referrals r join chain c on r.referred_id = c.id
      where c.depth < 10000
    )
    select 1 from chain where id = p_user
  ) then
    raise exception 'referral cycles are not allowed';
  end if;
  v_user_since := private.signed_up_at(p_user);
  if v_user_since < v_referrer_since then
    raise exception 'a referrer must have signed up before the account they referred';
  end if;
  if now() - v_user_since > private.referral_window() then
    raise exception 'a referral must be recorded within 7 days of signing up';
  end if;
  if private.referrals_paid(v_referrer, now() - private.referral_cap_period())
     >= private.referral_cap() then
    raise exception 'referrer has reached the limit of 5 referrals in 30 days';
  end if;
  insert into public.referrals (referred_id, referrer_id, coins) values (p_user, v_referrer, v_coins);
  insert into public.coin_ledger (user_id, amount, reason)
  values (v_referrer, v_coins, 'referral:' || p_user::text);
  update public.profiles set referred_users = referred_users + 1 where id = v_referrer;
  return pg_catalog.jsonb_build_object('referrerId', v_referrer, 'coins', v_coins);
end;
$$;
