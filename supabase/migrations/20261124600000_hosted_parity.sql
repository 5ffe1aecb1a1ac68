-- What hosted Supabase does today that the first migrations did not allow for (issue 13, point 8).

-- 1. Grants for the service role. Since 2026-10-30 a table created in public gives the service
-- role nothing until a migration grants it (projects made before then gave it everything).
-- Projects of either age end up with the same grants: exactly what the server-side code needs.
revoke all on
  public.profiles, public.coin_ledger, public.rewards, public.reward_claims, public.referrals,
  public.packs, public.likes, public.pack_states, public.pack_drafts, public.feedback,
  public.stripe_events, public.processed_ops, public.contact_messages, public.email_opt_outs,
  public.pack_unlock_prices, public.pack_unlocks
  from service_role;
revoke all on sequence
  public.coin_ledger_id_seq, public.contact_messages_id_seq, public.feedback_id_seq,
  public.pack_drafts_id_seq
  from service_role;

-- The payment functions and the Stripe webhook read and write only through the security definer
-- functions of 20261124500000_premium.sql (premium fields, customers, event ids once), so the
-- service role needs no table grant at all.

-- 2. Hosted loads pg-safeupdate for the Data API's sessions: an UPDATE or DELETE without a WHERE
-- clause fails there ("UPDATE requires a WHERE clause"), also inside functions. The horizon only
-- moves forward, which is also the WHERE clause.
create or replace function public.purge_tombstones(older_than interval default '30 days')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_max xid8;
  v_count integer;
begin
  with gone as (
    delete from public.likes where not liked and updated_at < now() - older_than
    returning change_xid
  ), gone_packs as (
    delete from public.packs where deleted_at is not null and deleted_at < now() - older_than
    returning change_xid
  ), all_gone as (
    select change_xid from gone union all select change_xid from gone_packs
  )
  select pg_catalog.max(change_xid), pg_catalog.count(*) into v_max, v_count from all_gone;
  if v_max is not null then
    update private.sync_horizon set xid = v_max where id and xid < v_max;
  end if;
  return v_count;
end;
$$;

revoke all on function public.purge_tombstones(interval) from public, anon, authenticated;
grant execute on function public.purge_tombstones(interval) to service_role;
