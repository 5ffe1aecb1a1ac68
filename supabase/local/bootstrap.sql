-- What a hosted Supabase project already has before our migrations run, reduced to the parts
-- the migrations and the local stand-in use. NOT a migration: hosted projects must never run it.
-- Idempotent so it can be applied to a fresh database on a shared PostgreSQL cluster, where
-- roles are cluster-wide and may already exist from an earlier run.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- Since 2026-10-30 (new projects since 2026-05-30) hosted Supabase gives the API roles nothing on
-- tables and sequences created in public: every grant must be in a migration, so one that
-- forgets a grant (to the service role too) fails a test. A local database made before this
-- stops granting for tables created from now on; existing tables keep theirs, as on hosted.
-- Functions keep PostgreSQL's EXECUTE for PUBLIC, which the migrations revoke one by one.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

-- Hosted's statement timeouts for the API roles. PostgREST applies the impersonated role's
-- settings in each request's transaction; the stand-in does the same (core.ts). Roles are
-- cluster-wide, so only set what is missing: parallel runs on one server then rarely collide.
do $$
declare
  v_role text;
  v_timeout text;
begin
  for v_role, v_timeout in values ('anon', '3s'), ('authenticated', '8s') loop
    if not exists (
      select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname = v_role and s.setdatabase = 0
        and ('statement_timeout=' || v_timeout) = any (s.setconfig)
    ) then
      execute format('alter role %I set statement_timeout = %L', v_role, v_timeout);
    end if;
  end loop;
end
$$;

-- auth ------------------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  token text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
alter table auth.refresh_tokens add column if not exists revoked_at timestamptz;
-- Guests sign in anonymously (GoTrue's POST /signup with no email): hosted marks them here and in
-- the JWT's is_anonymous claim, which policies may read.
alter table auth.users add column if not exists is_anonymous boolean not null default false;

-- The same definitions hosted Supabase uses: claims come from the per-transaction setting the
-- API layer writes, so policies see exactly the caller the JWT names.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- storage ---------------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.objects to anon, authenticated, service_role;
grant select on storage.buckets to anon, authenticated, service_role;
grant all on storage.buckets to service_role;

-- Hosted refuses a DELETE on storage.objects or storage.buckets that does not come from the
-- Storage API: a row deleted in SQL would leave its file behind in the object store. The Storage
-- server marks its own transactions with storage.allow_delete_query; so does the stand-in's
-- (storage.ts). A migration or function that deletes files directly fails here as it would there.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), '') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501',
        hint = 'Files are deleted through the Storage API, which removes the stored file with its row.';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();

create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- The stand-in keeps file bodies next to their metadata so one transaction covers both. Only the
-- server's own (superuser) connection touches this schema; the API roles have no grant on it.
create schema if not exists local_stand_in;
create table if not exists local_stand_in.blobs (
  bucket_id text not null,
  name text not null,
  content bytea not null,
  content_type text not null,
  primary key (bucket_id, name)
);
create table if not exists local_stand_in.migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);
-- sha256 of the file as applied, so a persistent dev database can tell when a migration was edited
alter table local_stand_in.migrations add column if not exists checksum text;

-- A storage row deleted (through the Storage API: see storage.protect_delete above) takes its
-- stand-in file body with it, so the public URL stops serving it, as hosted Storage does.
create or replace function local_stand_in.drop_blob() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from local_stand_in.blobs where bucket_id = old.bucket_id and name = old.name;
  return old;
end;
$$;
drop trigger if exists objects_drop_blob on storage.objects;
create trigger objects_drop_blob after delete on storage.objects
  for each row execute function local_stand_in.drop_blob();

-- The auth stand-in's one-time email links (sign-up confirmation, password recovery, email-link
-- sign-in): only a sha256 of each token is kept; a token is spent once and lapses after an hour.
create table if not exists local_stand_in.email_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('signup', 'recovery', 'magiclink')),
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index if not exists email_tokens_user on local_stand_in.email_tokens (user_id, kind);

-- The mail catcher: every email the stand-in would send, kept for the local inbox page
-- (/inbox) and the tests that read links from it. A hosted project sends real mail instead.
create table if not exists local_stand_in.mail (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  kind text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  link text not null,
  created_at timestamptz not null default now()
);
create index if not exists mail_to on local_stand_in.mail (to_address, created_at desc);

-- realtime --------------------------------------------------------------------------------------
-- What hosted Realtime's own migrations leave in every project (supabase/realtime,
-- lib/realtime/tenants/repo/migrations), reduced to what private-channel authorisation uses:
-- realtime.messages, whose RLS policies decide who may join (select) and send (insert) on a
-- topic, and realtime.topic(), the topic being checked. Hosted partitions the table by day and
-- gives it to supabase_realtime_admin; here it is one plain table, which the policies treat alike.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  primary key (id, inserted_at)
);
create index if not exists messages_topic_index on realtime.messages (topic);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
