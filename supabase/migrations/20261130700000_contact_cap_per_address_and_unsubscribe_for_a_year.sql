-- Two small holes in what anyone can do without an account.
--
-- 1. One visitor could hold up every visitor's contact message for an hour: push_anonymous capped
--    anonymous ops per type for all visitors together, so one flooder used up the hour's share.
--    Each visitor's network address now has a cap of its own, checked before the shared one. The
--    address is never stored: a keyed hash of it (HMAC with a secret made here) is kept with the
--    op. The address is the one the platform's gateway reports (hosted: Cloudflare's
--    cf-connecting-ip, else x-real-ip, else the first x-forwarded-for entry; the local backend
--    sets x-forwarded-for to the socket's address and drops what a client sent in those headers).
--    No address (a direct database call): only the shared cap applies, as before.
--
-- 2. Unsubscribe links never expired and kept working after the account changed its address.
--    A link is now made for the address it is sent to and lasts a year: the token carries the day
--    it was made and a short tag of the address, under the MAC. A link older than a year, or sent
--    to an address the account no longer has, answers "expired" and changes nothing (the page says
--    to sign in and use the profile's switch). Links made before this change (no day, no address)
--    keep working until 2027-11-30, a year after the change: every one of them was sent less than
--    a year before it.

-- 1. Per-address cap ---------------------------------------------------------------------------

alter table private.anonymous_limits
  add column per_address_per_hour integer not null default 10 check (per_address_per_hour >= 0);
-- a bar's shared Wi-Fi puts a whole table behind one address: feedback keeps room for them
update private.anonymous_limits set per_address_per_hour = 60 where type = 'feedback.create';

alter table private.anonymous_ops add column address_key text;
create index anonymous_ops_address on private.anonymous_ops (type, address_key, processed_at)
  where address_key is not null;

create table private.address_key_secret (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into private.address_key_secret default values;

-- The caller's network address as the gateway reports it, hashed with the secret above; null when
-- the request carries none.
create or replace function private.request_address_key() returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_headers jsonb;
  v_address text;
begin
  begin
    v_headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  if v_headers is null or pg_catalog.jsonb_typeof(v_headers) <> 'object' then
    return null;
  end if;
  v_address := pg_catalog.btrim(coalesce(
    nullif(v_headers ->> 'cf-connecting-ip', ''),
    nullif(v_headers ->> 'x-real-ip', ''),
    nullif(pg_catalog.split_part(v_headers ->> 'x-forwarded-for', ',', 1), '')));
  if v_address is null or v_address = '' then
    return null;
  end if;
  return (select pg_catalog.encode(extensions.hmac(
    pg_catalog.convert_to('address:' || pg_catalog.lower(v_address), 'UTF8'), s.secret, 'sha256'),
    'hex')
  from private.address_key_secret s);
end;
$$;

revoke all on function private.request_address_key() from public;

-- push_anonymous of 20261128200000_op_dispatch_table.sql with the per-address cap; a visitor's ops
-- keep their address key. Nothing else changed.
create or replace function public.push_anonymous(ops jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_op jsonb;
  v_id_text text;
  v_id uuid;
  v_sender uuid;
  v_type text;
  v_payload jsonb;
  v_prev private.anonymous_ops;
  v_limit integer;
  v_recent integer;
  v_result jsonb;
  v_outcome jsonb;
  v_reason text;
  v_results jsonb := '[]';
  v_address text := private.request_address_key();
begin
  if ops is null or pg_catalog.jsonb_typeof(ops) <> 'array' then
    raise exception 'ops must be an array' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_array_length(ops) > 10 then
    raise exception 'at most 10 operations per anonymous push' using errcode = '22023';
  end if;
  if v_caller is not null then
    -- SPEC §4, as in push: a missing profile is recreated (a signed-in sender's rows hang off it).
    insert into public.profiles (id, username)
    select u.id, private.username_from_email(u.email) from auth.users u where u.id = v_caller
    on conflict (id) do nothing;
    if not exists (select 1 from public.profiles where id = v_caller) then
      raise exception 'User is not authenticated' using errcode = '42501';
    end if;
  end if;
  -- One anonymous push at a time: the hourly counts below stay exact under concurrency, and two
  -- pushes of the same op id meet here instead of racing (the second sees the first's row).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.push_anonymous'));

  for v_op in select e from pg_catalog.jsonb_array_elements(ops) t(e) loop
    v_id_text := case when pg_catalog.jsonb_typeof(v_op -> 'id') = 'string' then v_op ->> 'id' end;
    v_id := private.try_uuid(v_id_text);
    v_sender := null;
    if pg_catalog.jsonb_typeof(v_op) <> 'object' or v_id is null then
      v_reason := 'operation id must be a uuid';
    elsif coalesce(pg_catalog.jsonb_typeof(v_op -> 'userId'), 'null') <> 'null'
      and (v_caller is null
        or pg_catalog.jsonb_typeof(v_op -> 'userId') <> 'string'
        or private.try_uuid(v_op ->> 'userId') is distinct from v_caller) then
      -- never recorded: the op belongs to a session that is not this one
      v_reason := 'operation userId does not match the signed-in user';
    elsif pg_catalog.jsonb_typeof(v_op -> 'type') is distinct from 'string'
      or not exists (
        select 1 from private.op_handlers h where h.type = v_op ->> 'type' and h.anonymous
      ) then
      v_reason := 'operation type is not accepted without an account';
    elsif pg_catalog.jsonb_typeof(v_op -> 'payload') is distinct from 'object' then
      v_reason := 'operation payload must be an object';
    elsif pg_catalog.jsonb_typeof(v_op -> 'createdAt') is distinct from 'string'
      or pg_catalog.jsonb_typeof(v_op -> 'attempts') is distinct from 'number' then
      v_reason := 'operation createdAt must be a string and attempts a number';
    elsif pg_catalog.octet_length((v_op -> 'payload')::text) > 8000 then
      v_reason := 'operation payload is too large (max 8000 bytes)';
    elsif exists (select 1 from public.processed_ops where op_id = v_id) then
      -- an id push() already recorded is never applied a second time through this door
      v_reason := 'operation id already used';
    else
      v_reason := null;
    end if;
    if v_reason is not null then
      v_results := v_results || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'id', v_id_text, 'status', 'rejected', 'reason', v_reason));
      continue;
    end if;

    if pg_catalog.jsonb_typeof(v_op -> 'userId') = 'string' then
      v_sender := v_caller;
    end if;
    v_type := v_op ->> 'type';
    v_payload := v_op -> 'payload';
    select * into v_prev from private.anonymous_ops where op_id = v_id;
    if found then
      v_results := v_results || pg_catalog.jsonb_build_array(
        private.anonymous_replay(v_prev, v_sender, v_type, v_payload));
      continue;
    end if;

    -- The hourly cap: over it, nothing is recorded and the client sends the op again later.
    if v_sender is null then
      select l.visitors_per_hour into v_limit from private.anonymous_limits l where l.type = v_type;
      select pg_catalog.count(*) into v_recent from private.anonymous_ops a
        where a.type = v_type and a.user_id is null and a.processed_at > now() - interval '1 hour';
    else
      select l.per_user_per_hour into v_limit from private.anonymous_limits l where l.type = v_type;
      select pg_catalog.count(*) into v_recent from private.anonymous_ops a
        where a.user_id = v_sender and a.type = v_type and a.processed_at > now() - interval '1 hour';
    end if;
    -- A visitor's own address has a cap of its own, checked first: one flooder from one address
    -- uses up its own share of the hour, never everyone's.
    if v_sender is null and v_address is not null and v_recent < coalesce(v_limit, 0) then
      select l.per_address_per_hour into v_limit from private.anonymous_limits l
        where l.type = v_type;
      select pg_catalog.count(*) into v_recent from private.anonymous_ops a
        where a.type = v_type and a.user_id is null and a.address_key = v_address
          and a.processed_at > now() - interval '1 hour';
    end if;
    if v_recent >= coalesce(v_limit, 0) then
      v_results := v_results || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'id', v_id, 'status', 'retry',
        'reason', 'too many messages in the last hour; it will be sent again later'));
      continue;
    end if;

    -- One subtransaction per operation: a rejection rolls back that operation only.
    begin
      insert into private.anonymous_ops (op_id, user_id, type, payload, status, address_key)
      values (v_id, v_sender, v_type, v_payload, 'applied',
        case when v_sender is null then v_address end);
      v_result := private.apply_anonymous_op(v_sender, v_type, v_payload);
      update private.anonymous_ops set result = v_result where op_id = v_id;
      v_outcome := pg_catalog.jsonb_build_object('id', v_id, 'status', 'applied', 'result', v_result);
    exception
      when serialization_failure or deadlock_detected or lock_not_available then
        -- transient: fail the call (nothing recorded) so the client sends it again
        raise;
      when others then
        v_reason := sqlerrm;
        insert into private.anonymous_ops (op_id, user_id, type, payload, status, reason,
          address_key)
        values (v_id, v_sender, v_type, v_payload, 'rejected', v_reason,
          case when v_sender is null then v_address end);
        v_outcome := pg_catalog.jsonb_build_object(
          'id', v_id, 'status', 'rejected', 'reason', v_reason);
    end;
    v_results := v_results || pg_catalog.jsonb_build_array(v_outcome);
  end loop;

  return pg_catalog.jsonb_build_object('protocolVersion', 1, 'results', v_results);
end;
$$;

-- 2. Unsubscribe links for one address, for a year ---------------------------------------------

-- A short tag of an address (8 base64url characters of an HMAC): lets a link say which address it
-- was sent to without carrying the address itself.
create or replace function private.unsubscribe_address_tag(p_email text) returns text
language sql stable
security definer
set search_path = ''
as $$
  select pg_catalog.left(pg_catalog.translate(pg_catalog.encode(
    extensions.hmac(pg_catalog.convert_to(
      'unsubscribe-address:' || pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, ''))), 'UTF8'),
      s.secret, 'sha256'),
    'base64'), '+/=', '-_'), 8)
  from private.email_link_secret s
$$;

-- base64url (no padding) of HMAC-SHA256('unsubscribe:v2:' || user || ':' || day || ':' || tag).
create or replace function private.unsubscribe_mac_v2(p_user uuid, p_day integer, p_tag text)
returns text
language sql stable
security definer
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.encode(
    extensions.hmac(pg_catalog.convert_to(
      'unsubscribe:v2:' || p_user::text || ':' || p_day::text || ':' || p_tag, 'UTF8'),
      s.secret, 'sha256'),
    'base64'), '+/=', '-_')
  from private.email_link_secret s
$$;

-- The account's address now, from auth (profiles hold no email).
create or replace function private.account_email(p_user uuid) returns text
language sql stable
security definer
set search_path = ''
as $$ select u.email from auth.users u where u.id = p_user $$;

revoke all on function private.unsubscribe_address_tag(text),
  private.unsubscribe_mac_v2(uuid, integer, text), private.account_email(uuid) from public;

-- For the mail sender (service role): the token for an email to the account's current address,
-- good for a year: <user id>.<days since 1970-01-01>.<address tag>.<mac>.
create or replace function public.unsubscribe_link_token(user_id uuid) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_day integer := (current_date - date '1970-01-01');
  v_tag text;
begin
  if not exists (select 1 from public.profiles p where p.id = unsubscribe_link_token.user_id) then
    raise exception 'user not found' using errcode = '22023';
  end if;
  v_tag := private.unsubscribe_address_tag(private.account_email(user_id));
  return user_id::text || '.' || v_day::text || '.' || v_tag || '.'
    || private.unsubscribe_mac_v2(user_id, v_day, v_tag);
end;
$$;

-- From the link, signed in or not. Answers {status}: "unsubscribed" (`already` says whether it
-- was recorded before), "invalid" (forged, truncated or from another project: nothing changes),
-- "expired" (genuine, but more than a year old or sent to an address the account no longer has:
-- nothing changes), "no-account" (a genuine link for an account since deleted).
create or replace function public.unsubscribe(token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_day integer;
  v_tag text;
  v_mac text;
  v_today integer := (current_date - date '1970-01-01');
begin
  if token is null then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  if token ~ '^[0-9A-Fa-f-]{36}\.[0-9]{1,6}\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{43}$' then
    v_user := private.try_uuid(pg_catalog.split_part(token, '.', 1));
    v_day := pg_catalog.split_part(token, '.', 2)::integer;
    v_tag := pg_catalog.split_part(token, '.', 3);
    v_mac := pg_catalog.split_part(token, '.', 4);
    if v_user is null or v_mac is distinct from private.unsubscribe_mac_v2(v_user, v_day, v_tag) then
      return pg_catalog.jsonb_build_object('status', 'invalid');
    end if;
    if not exists (select 1 from public.profiles where id = v_user) then
      return pg_catalog.jsonb_build_object('status', 'no-account');
    end if;
    if v_day > v_today + 1 or v_day < v_today - 365
      or v_tag is distinct from private.unsubscribe_address_tag(private.account_email(v_user)) then
      return pg_catalog.jsonb_build_object('status', 'expired');
    end if;
  elsif token ~ '^[0-9A-Fa-f-]{36}\.[A-Za-z0-9_-]{43}$' then
    -- a link from before links carried their day and address: good until a year after the change
    v_user := private.try_uuid(pg_catalog.split_part(token, '.', 1));
    v_mac := pg_catalog.split_part(token, '.', 2);
    if v_user is null or v_mac is distinct from private.unsubscribe_mac(v_user) then
      return pg_catalog.jsonb_build_object('status', 'invalid');
    end if;
    if not exists (select 1 from public.profiles where id = v_user) then
      return pg_catalog.jsonb_build_object('status', 'no-account');
    end if;
    if current_date > date '2027-11-30' then
      return pg_catalog.jsonb_build_object('status', 'expired');
    end if;
  else
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  insert into public.email_opt_outs (user_id, source) values (v_user, 'link')
  on conflict (user_id) do nothing;
  return pg_catalog.jsonb_build_object('status', 'unsubscribed', 'already', not found);
end;
$$;
