-- Deleting an account leaves nothing that names it and nothing another account can take over.
--
-- 1. A pack id once used is never owned by another account. Deleting an account cascades its
--    packs away, and another account could then save a pack under the same id, write its public
--    file, and an old /game/{id} link or a printed QR code would show the new owner's pack. Every
--    pack id is now recorded when first saved (private.pack_ids_used) and kept after the pack and
--    its owner are gone (owner set to null); saving a pack under an id recorded for anyone else
--    (or for a deleted account) is refused. A trigger, so every way a pack row is written obeys it.
-- 2. Stripe events that named the deleted user (their customer id and user id in the stored
--    subscription state) are scrubbed: the event id stays, so a late redelivery is still a
--    duplicate, and nothing else.
--    Events that arrive later for a customer no account has (the webhook's late deliveries after a
--    deletion) are stored the same way, with nothing but their id.
-- 3. What the delete-account edge function needs to do its part first, as the service role: the
--    account's Stripe customers and pack ids (account_deletion_target). It ends every live
--    subscription, deletes the customers at Stripe and removes the public pack files through the
--    Storage API (hosted allows no other way), then calls delete_my_account as the user.

create table private.pack_ids_used (
  id uuid primary key,
  -- null once the owner's account is deleted: the id stays taken for good
  owner_id uuid references auth.users (id) on delete set null,
  first_saved_at timestamptz not null default now()
);
revoke all on private.pack_ids_used from public, anon, authenticated, service_role;

insert into private.pack_ids_used (id, owner_id)
select k.id, k.owner_id from public.packs k
on conflict (id) do nothing;

create or replace function private.pack_id_is_free() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.pack_ids_used (id, owner_id) values (new.id, new.owner_id)
  on conflict (id) do nothing;
  if not found and exists (
    select 1 from private.pack_ids_used u
    where u.id = new.id and u.owner_id is distinct from new.owner_id
  ) then
    raise exception 'this pack id was used by another account: save the pack under a new id'
      using errcode = '23505';
  end if;
  return new;
end;
$$;
revoke all on function private.pack_id_is_free() from public, anon, authenticated;

create trigger packs_id_is_free
  before insert or update of id, owner_id on public.packs
  for each row execute function private.pack_id_is_free();

-- For the delete-account edge function (service role): the account's Stripe customers (the
-- profile's, and any a subscription was recorded under) and the ids of its packs.
create or replace function public.account_deletion_target(p_user_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'customerIds', coalesce((
      select pg_catalog.jsonb_agg(distinct c.id order by c.id)
      from (
        select p.stripe_user_id as id from public.profiles p
        where p.id = p_user_id and p.stripe_user_id is not null
        union
        select s.customer_id from private.stripe_subscriptions s where s.user_id = p_user_id
      ) c
    ), '[]'::jsonb),
    'packIds', coalesce((
      select pg_catalog.jsonb_agg(k.id order by k.id) from public.packs k
      where k.owner_id = p_user_id
    ), '[]'::jsonb)
  )
$$;
revoke all on function public.account_deletion_target(uuid) from public, anon, authenticated;
grant execute on function public.account_deletion_target(uuid) to service_role;

-- delete_my_account of 20261124800000_account_deletion_ends_subscription.sql, now also scrubbing
-- the Stripe events that named the account. Everything else unchanged; so are its grants.
create or replace function public.delete_my_account() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_packs integer;
  v_customers text[];
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
    -- Left to the Storage API (the delete-account function, or the client); the rows still go.
  end;
  select pg_catalog.array_agg(distinct c) into v_customers
  from (
    select p.stripe_user_id as c from public.profiles p
    where p.id = v_user and p.stripe_user_id is not null
    union
    select s.customer_id from private.stripe_subscriptions s where s.user_id = v_user
  ) x;
  update public.stripe_events e
  set payload = pg_catalog.jsonb_build_object('accountDeleted', true)
  where e.payload is not null
    and (e.payload ->> 'customer' = any (coalesce(v_customers, '{}'))
      or e.payload ->> 'userId' = v_user::text);
  delete from auth.users where id = v_user;
  return pg_catalog.jsonb_build_object('deleted', true, 'packs', v_packs);
end;
$$;

-- apply_stripe_subscription as last defined, now storing an event about a customer no account has
-- with nothing but its id. Everything else unchanged; so are its grants.
CREATE OR REPLACE FUNCTION public.apply_stripe_subscription(p_event_id text, p_event_type text, p_subscription jsonb, p_read_at bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_sub_id text := p_subscription ->> 'id';
  v_customer text := p_subscription ->> 'customer';
  v_user uuid;
  v_synced bigint;
begin
  if p_event_id is not null then
    insert into public.stripe_events (id, type, payload)
    values (p_event_id, coalesce(p_event_type, 'unknown'), p_subscription)
    on conflict (id) do nothing;
    if not found then
      return jsonb_build_object('outcome', 'duplicate');
    end if;
  end if;
  if p_subscription is null or v_sub_id is null then
    return jsonb_build_object('outcome', 'recorded');
  end if;
  if v_customer is null or p_read_at is null then
    raise exception 'subscription state needs customer and read time' using errcode = '22023';
  end if;

  -- The user: the owner of the customer, else the one named in the subscription's metadata (set
  -- by create-checkout-session) if they have no other customer. Locking the profile row orders
  -- every premium change of this user.
  select p.id into v_user from public.profiles p where p.stripe_user_id = v_customer for update;
  if v_user is null then
    select p.id into v_user from public.profiles p
    where p.id = private.try_uuid(p_subscription ->> 'userId') and p.stripe_user_id is null
    for update;
  end if;
  if v_user is null then
    -- No account has this customer: most often one deleted since, whose events must not name it
    -- again. The event id is kept (a redelivery stays a duplicate), nothing else.
    if p_event_id is not null then
      update public.stripe_events set payload = jsonb_build_object('noAccount', true)
      where id = p_event_id;
    end if;
    return jsonb_build_object('outcome', 'no-user');
  end if;

  select s.synced_at into v_synced from private.stripe_subscriptions s where s.id = v_sub_id;
  if v_synced is not null and v_synced > p_read_at then
    return jsonb_build_object('outcome', 'stale');
  end if;

  insert into private.stripe_subscriptions as s (
    id, user_id, customer_id, status, price_id, cancel_at_period_end, current_period_end,
    synced_at
  ) values (
    v_sub_id,
    v_user,
    v_customer,
    coalesce(p_subscription ->> 'status', 'incomplete'),
    p_subscription ->> 'priceId',
    coalesce((p_subscription ->> 'cancelAtPeriodEnd')::boolean, false),
    (p_subscription ->> 'currentPeriodEnd')::bigint,
    p_read_at
  )
  on conflict (id) do update
  set status = excluded.status,
      price_id = excluded.price_id,
      cancel_at_period_end = excluded.cancel_at_period_end,
      current_period_end = excluded.current_period_end,
      synced_at = excluded.synced_at,
      updated_at = now();

  perform private.refresh_profile_premium(v_user);
  return jsonb_build_object('outcome', 'applied');
end;
$function$;
