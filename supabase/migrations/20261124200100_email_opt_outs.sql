-- Email opt-outs (/info/unsubscribe). Every email we send carries a link
-- /info/unsubscribe?token=<user id>.<HMAC-SHA256 of the user id, base64url>, signed with a secret
-- that lives in the private schema and never leaves the database: the page records the opt-out
-- through an anon RPC without signing in, and a forged or truncated token changes nothing.
-- Signed-in users can turn it on and off themselves. A mail sender (service role) makes the link
-- with unsubscribe_link_token(user_id) and checks email_opted_out(user_id) before sending.

-- One row per account that wants no email from us. No client reads or writes it directly.
create table public.email_opt_outs (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  -- 'link': from an email's unsubscribe link; 'settings': the signed-in user's own toggle
  source text not null check (source in ('link', 'settings')),
  created_at timestamptz not null default now()
);

alter table public.email_opt_outs enable row level security;
revoke all on public.email_opt_outs from anon, authenticated;

-- The signing key: 32 random bytes made when this migration runs, so each project has its own.
-- Replacing it (update private.email_link_secret set secret = extensions.gen_random_bytes(32))
-- invalidates every link already sent.
create table private.email_link_secret (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into private.email_link_secret default values;

-- base64url (no padding) of HMAC-SHA256('unsubscribe:v1:' || user id): 43 characters.
create or replace function private.unsubscribe_mac(p_user uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.encode(
    extensions.hmac(pg_catalog.convert_to('unsubscribe:v1:' || p_user::text, 'UTF8'), s.secret, 'sha256'),
    'base64'), '+/=', '-_')
  from private.email_link_secret s
$$;

-- For the mail sender (service role): the token to put in an email's unsubscribe link.
create or replace function public.unsubscribe_link_token(user_id uuid) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles p where p.id = unsubscribe_link_token.user_id) then
    raise exception 'user not found' using errcode = '22023';
  end if;
  return user_id::text || '.' || private.unsubscribe_mac(user_id);
end;
$$;

-- For the mail sender (service role): whether this account asked for no email.
create or replace function public.email_opted_out(user_id uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.email_opt_outs o where o.user_id = email_opted_out.user_id)
$$;

-- From the link, signed in or not. Answers {status}: "unsubscribed" (recorded now or before;
-- `already` says which), "invalid" (forged, truncated or from another project: nothing changes),
-- "no-account" (a genuine link for an account that has since been deleted).
create or replace function public.unsubscribe(token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_mac text;
begin
  if token is null or token !~ '^[0-9A-Fa-f-]{36}\.[A-Za-z0-9_-]{43}$' then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  v_user := private.try_uuid(pg_catalog.split_part(token, '.', 1));
  v_mac := pg_catalog.split_part(token, '.', 2);
  if v_user is null or v_mac is distinct from private.unsubscribe_mac(v_user) then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  if not exists (select 1 from public.profiles where id = v_user) then
    return pg_catalog.jsonb_build_object('status', 'no-account');
  end if;
  insert into public.email_opt_outs (user_id, source) values (v_user, 'link')
  on conflict (user_id) do nothing;
  return pg_catalog.jsonb_build_object('status', 'unsubscribed', 'already', not found);
end;
$$;

-- The signed-in user's own setting: true = no email.
create or replace function public.my_email_opt_out() returns boolean
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  return exists (select 1 from public.email_opt_outs where user_id = v_user);
end;
$$;

create or replace function public.set_my_email_opt_out(opted_out boolean) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  if opted_out is null then
    raise exception 'opted_out must be true or false' using errcode = '22023';
  end if;
  insert into public.profiles (id, username)
  select u.id, private.username_from_email(u.email) from auth.users u where u.id = v_user
  on conflict (id) do nothing;
  if not exists (select 1 from public.profiles where id = v_user) then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  if opted_out then
    insert into public.email_opt_outs (user_id, source) values (v_user, 'settings')
    on conflict (user_id) do nothing;
  else
    delete from public.email_opt_outs where user_id = v_user;
  end if;
  return opted_out;
end;
$$;

revoke all on function
  public.unsubscribe_link_token(uuid), public.email_opted_out(uuid), public.unsubscribe(text),
  public.my_email_opt_out(), public.set_my_email_opt_out(boolean)
  from public, anon, authenticated;
grant execute on function public.unsubscribe(text) to anon, authenticated;
grant execute on function public.my_email_opt_out(), public.set_my_email_opt_out(boolean)
  to authenticated;
grant execute on function public.unsubscribe_link_token(uuid), public.email_opted_out(uuid)
  to service_role;
