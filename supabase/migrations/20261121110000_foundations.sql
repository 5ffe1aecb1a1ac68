-- Foundations shared by every later migration: a schema for internals that the API never exposes,
-- and the change stamp that the sync cursor relies on.

-- `private` is not in PostgREST's exposed schemas, and the API roles get no USAGE on it, so
-- nothing here is callable by clients even though PostgreSQL grants EXECUTE to PUBLIC by default.
create schema if not exists private;
revoke all on schema private from public;

-- Every synced row carries the id of the transaction that last wrote it. The pull cursor compares
-- against these ids and is fenced at the oldest transaction still running, so a row written by a
-- transaction that commits late is never skipped (a timestamp or sequence cursor would skip it).
create or replace function private.stamp_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.change_xid := pg_catalog.pg_current_xact_id();
  return new;
end;
$$;

-- Derives the SPEC §5 default username from an email address.
create or replace function private.username_from_email(p_email text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when p_email is null or pg_catalog.strpos(p_email, '@') <= 1
      or pg_catalog.btrim(pg_catalog.split_part(p_email, '@', 1)) = '' then 'new_user'
    else pg_catalog.left(pg_catalog.btrim(pg_catalog.split_part(p_email, '@', 1)), 80)
  end
$$;

-- SPEC §3: a user id is cut at its first dot. Returns null for anything that is not a user id.
create or replace function private.normalise_user_id(p_id text) returns uuid
language plpgsql immutable
set search_path = ''
as $$
declare
  v text := pg_catalog.split_part(coalesce(p_id, ''), '.', 1);
begin
  if v !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  return v::uuid;
end;
$$;

-- A uuid, or null for anything else (so callers can validate instead of failing on a cast).
create or replace function private.try_uuid(p_value text) returns uuid
language plpgsql immutable
set search_path = ''
as $$
begin
  if p_value is null
    or p_value !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  return p_value::uuid;
end;
$$;
