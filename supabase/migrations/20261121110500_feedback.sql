-- Feedback records (SPEC §3). Write-only for clients: a user inserts their own and reads them back.

create table public.feedback (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- SPEC keys feedback by the date string it was given on
  key text not null check (pg_catalog.char_length(key) between 1 and 100),
  time text not null check (pg_catalog.char_length(time) <= 100),
  feedback text not null check (pg_catalog.char_length(feedback) between 1 and 2000),
  positive boolean not null,
  game text not null default '' check (pg_catalog.char_length(game) <= 100),
  username text not null default '' check (pg_catalog.char_length(username) <= 80),
  created_at timestamptz not null default now()
);

create index feedback_user on public.feedback (user_id);

alter table public.feedback enable row level security;
create policy "feedback: owner inserts" on public.feedback
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "feedback: owner reads" on public.feedback
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on public.feedback from anon, authenticated;
grant select on public.feedback to authenticated;
-- user_id is left out: it always comes from the JWT through the column default
grant insert (key, time, feedback, positive, game, username) on public.feedback to authenticated;
