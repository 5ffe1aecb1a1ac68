-- Deleting an account never leaves a Stripe subscription charging nobody's account. The client
-- ends a renewing subscription first (cancel-subscription with `immediately`); this refuses the
-- deletion while the caller still has one that would renew: active, trialing or past due (Stripe
-- is still retrying the card) and not set to cancel at the period's end. A subscription that is
-- ended, or set to end at the period's end, charges nothing more and lets the account go.
--
-- The refusal has its own code, PD001 (PostgREST answers 400 with `code: "PD001"`), so the client
-- can tell it from any other failure. Everything else is the function of
-- 20261124300000_rewards_spending_accounts.sql, unchanged; so are its grants.

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
  if exists (
    select 1 from private.stripe_subscriptions s
    where s.user_id = v_user
      and s.status in ('active', 'trialing', 'past_due')
      and not s.cancel_at_period_end
  ) then
    raise exception 'The premium subscription still renews: end it before deleting the account'
      using errcode = 'PD001',
            hint = 'cancel-subscription with immediately: true ends it now';
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
