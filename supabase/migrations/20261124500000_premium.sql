-- Premium through Stripe (issue 13). The edge functions (supabase/functions) are the only
-- writers, through the security definer functions below, each executable by service_role only.
-- Neither the service role nor the client roles get any grant on the tables: hosted Supabase
-- gives new public tables no automatic grants, and none is needed here.
--
-- The profile's premium columns (premium, cancelled, stripe_user_id, stripe_subscription_id,
-- premium_end_date) follow the user's Stripe subscription; clients read them as before (the
-- profile is synced) and can never write them (authenticated may update `username` only).

-- One Stripe customer per user: profiles.stripe_user_id, set once.
create unique index profiles_stripe_customer on public.profiles (stripe_user_id)
  where stripe_user_id is not null;

-- The newest state read from Stripe per subscription. `synced_at` is when the edge function read
-- it from Stripe (ms): a state read earlier never overwrites one read later, so a late retry or
-- an event delivered out of order cannot move a subscription backwards.
create table private.stripe_subscriptions (
  id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  customer_id text not null,
  status text not null,
  price_id text,
  cancel_at_period_end boolean not null default false,
  -- unix seconds
  current_period_end bigint,
  synced_at bigint not null,
  updated_at timestamptz not null default now()
);

create index stripe_subscriptions_user on private.stripe_subscriptions (user_id);
revoke all on private.stripe_subscriptions from public, anon, authenticated, service_role;
revoke all on public.stripe_events from public, anon, authenticated, service_role;

-- The subscription that decides a user's premium: one that grants it (the latest-ending first),
-- else the most recent one.
create or replace function private.deciding_subscription(p_user_id uuid)
returns private.stripe_subscriptions
language sql
stable
set search_path = ''
as $$
  select s.*
  from private.stripe_subscriptions s
  where s.user_id = p_user_id
  order by s.status in ('active', 'trialing', 'past_due') desc,
           s.current_period_end desc nulls last,
           s.synced_at desc
  limit 1;
$$;

-- Premium while the subscription is active, trialing, or past due (Stripe is still retrying the
-- card). A subscription cancelled at period end stays premium until Stripe ends it.
create or replace function private.refresh_profile_premium(p_user_id uuid) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_sub private.stripe_subscriptions;
begin
  v_sub := private.deciding_subscription(p_user_id);
  if v_sub.id is null then
    return;
  end if;
  update public.profiles
  set premium = v_sub.status in ('active', 'trialing', 'past_due'),
      cancelled = v_sub.cancel_at_period_end or v_sub.status = 'canceled',
      stripe_subscription_id = v_sub.id,
      premium_end_date = v_sub.current_period_end,
      stripe_user_id = coalesce(stripe_user_id, v_sub.customer_id)
  where id = p_user_id;
end;
$$;

-- The customer id stored for a user, or null; `profile` false when the user has no profile.
create or replace function public.stripe_customer_of(p_user_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'profile', p.id is not null,
    'customerId', p.stripe_user_id
  )
  from (select 1) one
  left join public.profiles p on p.id = p_user_id;
$$;

-- Stores a user's Stripe customer once: the first id stored wins and is returned to every
-- caller, so two checkouts started at once end up with one customer. Null: no such profile.
create or replace function public.claim_stripe_customer(p_user_id uuid, p_customer_id text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_customer text;
begin
  if p_customer_id is null or pg_catalog.btrim(p_customer_id) = '' then
    raise exception 'customer id is required' using errcode = '22023';
  end if;
  update public.profiles set stripe_user_id = p_customer_id
  where id = p_user_id and stripe_user_id is null;
  select stripe_user_id into v_customer from public.profiles where id = p_user_id;
  return v_customer;
end;
$$;

-- Applies one subscription state read from Stripe, for one webhook event (or, with a null event
-- id, for a function that has just changed the subscription itself, such as cancel).
--   p_subscription: { id, customer, status, priceId, cancelAtPeriodEnd, currentPeriodEnd, userId }
--                   or null for an event that concerns no subscription (recorded only).
--   p_read_at:      when that state was read from Stripe, ms since the epoch.
-- Answers { outcome }: 'applied'; 'duplicate' (this event id was processed before: nothing
-- changes); 'stale' (a newer state is already stored: the event is recorded, nothing else);
-- 'recorded' (no subscription); 'no-user' (no profile for this customer or metadata).
-- The event id is recorded in the same transaction as its effect, so an event whose processing
-- fails is not recorded and Stripe's retry applies it. Two deliveries at once: the same event id
-- waits on the other's insert and is then a duplicate; different events for one user wait on
-- the profile row lock and are applied one after the other.
create or replace function public.apply_stripe_subscription(
  p_event_id text,
  p_event_type text,
  p_subscription jsonb,
  p_read_at bigint
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- What check-subscription and cancel-subscription read: the user's customer and deciding
-- subscription as last stored by the webhook.
create or replace function public.premium_state(p_user_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_sub private.stripe_subscriptions;
  v_customer text;
begin
  select stripe_user_id into v_customer from public.profiles where id = p_user_id;
  v_sub := private.deciding_subscription(p_user_id);
  return jsonb_build_object(
    'customerId', v_customer,
    'subscriptionId', v_sub.id,
    'status', v_sub.status,
    'priceId', v_sub.price_id,
    'cancelAtPeriodEnd', coalesce(v_sub.cancel_at_period_end, false),
    'currentPeriodEnd', v_sub.current_period_end
  );
end;
$$;

revoke all on function private.deciding_subscription(uuid), private.refresh_profile_premium(uuid)
  from public, anon, authenticated, service_role;
revoke all on function public.stripe_customer_of(uuid), public.claim_stripe_customer(uuid, text),
  public.apply_stripe_subscription(text, text, jsonb, bigint), public.premium_state(uuid)
  from public, anon, authenticated;
grant execute on function public.stripe_customer_of(uuid), public.claim_stripe_customer(uuid, text),
  public.apply_stripe_subscription(text, text, jsonb, bigint), public.premium_state(uuid)
  to service_role;
