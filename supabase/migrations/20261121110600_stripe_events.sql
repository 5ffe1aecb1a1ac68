-- Stripe webhook event ids, so a redelivered event is applied once. Service role only.

create table public.stripe_events (
  id text primary key,
  type text not null,
  payload jsonb,
  received_at timestamptz not null default now()
);

alter table public.stripe_events enable row level security;
revoke all on public.stripe_events from anon, authenticated;
