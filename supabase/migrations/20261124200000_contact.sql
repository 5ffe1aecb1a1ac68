-- Messages to the team (the /info/contact form), and game feedback from visitors who are not
-- signed in. push() (…_sync.sql) serves signed-in users only; push_anonymous() applies the op
-- types that need no account (sync/protocol.ts ANONYMOUS_OP_TYPES) with the anon key. Like push
-- it is idempotent by op id (a replay answers the first outcome), and on top of push's checks it
-- keeps payloads small, takes few ops per call and caps how many ops it records per hour, so the
-- public anon key cannot be used to flood the tables.

-- A message to the team. Nobody reads these through the API: RLS is on with no policy, and the
-- API roles have no grants. The team reads them with the service role (dashboard, SQL editor).
create table public.contact_messages (
  id bigint generated always as identity primary key,
  -- null: sent by a visitor who was not signed in
  user_id uuid references public.profiles (id) on delete cascade,
  name text not null default '' check (pg_catalog.char_length(name) <= 80),
  -- '' when not given; otherwise where a reply can go
  email text not null default '' check (
    pg_catalog.char_length(email) <= 254
    and (email = '' or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
  ),
  topic text not null
    check (topic in ('question', 'problem', 'idea', 'partnership', 'privacy', 'other')),
  message text not null
    check (pg_catalog.char_length(message) between 1 and 2000 and pg_catalog.btrim(message) <> ''),
  created_at timestamptz not null default now()
);

create index contact_messages_created on public.contact_messages (created_at);

alter table public.contact_messages enable row level security;
revoke all on public.contact_messages from anon, authenticated;

-- Feedback from a visitor who was not signed in has no user. Client inserts still need
-- user_id = auth.uid() (the policy in …_feedback.sql), so only push_anonymous writes these rows.
alter table public.feedback alter column user_id drop not null;

-- Every op id push_anonymous recorded, with its first answer (push's processed_ops needs a user).
create table private.anonymous_ops (
  op_id uuid primary key,
  -- the signed-in sender, null for a visitor
  user_id uuid references public.profiles (id) on delete cascade,
  type text not null,
  payload jsonb not null,
  status text not null check (status in ('applied', 'rejected')),
  result jsonb,
  reason text,
  processed_at timestamptz not null default now()
);

create index anonymous_ops_recent on private.anonymous_ops (type, processed_at);
create index anonymous_ops_user on private.anonymous_ops (user_id, type, processed_at);

-- How many ops of each type push_anonymous records per rolling hour (applied or rejected, since
-- both are stored): from all visitors together, and from each signed-in sender. Past it, an op is
-- answered "retry" and not recorded, so the client keeps it and sends it later. Operators can
-- change the numbers with an update; 0 stops a type.
create table private.anonymous_limits (
  type text primary key,
  visitors_per_hour integer not null check (visitors_per_hour >= 0),
  per_user_per_hour integer not null check (per_user_per_hour >= 0)
);

insert into private.anonymous_limits (type, visitors_per_hour, per_user_per_hour) values
  ('contact.create', 120, 10),
  ('feedback.create', 600, 60);

create or replace function private.op_contact_create(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := pg_catalog.btrim(coalesce(private.payload_text(p, 'name', 80, false), ''));
  v_email text := pg_catalog.btrim(coalesce(private.payload_text(p, 'email', 254, false), ''));
  v_topic text := private.payload_nonempty(p, 'topic', 20);
  v_message text := private.payload_nonempty(p, 'message', 2000);
  v_id bigint;
begin
  if v_email <> '' and v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'payload.email must be an email address';
  end if;
  if v_topic not in ('question', 'problem', 'idea', 'partnership', 'privacy', 'other') then
    raise exception 'payload.topic must be one of question, problem, idea, partnership, privacy, other';
  end if;
  insert into public.contact_messages (user_id, name, email, topic, message)
  values (p_user, v_name, v_email, v_topic, v_message)
  returning id into v_id;
  return pg_catalog.jsonb_build_object('messageId', v_id);
end;
$$;

-- What a replayed op id answers (the anonymous twin of private.replay_outcome).
create or replace function private.anonymous_replay(
  p_prev private.anonymous_ops, p_user uuid, p_type text, p jsonb
) returns jsonb
language plpgsql immutable
set search_path = ''
as $$
begin
  if p_prev.user_id is distinct from p_user then
    return pg_catalog.jsonb_build_object(
      'id', p_prev.op_id, 'status', 'rejected', 'reason', 'operation id already used');
  end if;
  if p_prev.type <> p_type or p_prev.payload <> p then
    return pg_catalog.jsonb_build_object(
      'id', p_prev.op_id, 'status', 'rejected',
      'reason', 'operation id already used with a different payload');
  end if;
  return pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
    'id', p_prev.op_id, 'status', 'duplicate', 'first', p_prev.status,
    'result', p_prev.result, 'reason', p_prev.reason));
end;
$$;

create or replace function private.apply_anonymous_op(p_user uuid, p_type text, p jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  case p_type
    when 'contact.create' then
      return private.op_contact_create(p_user, p);
    when 'feedback.create' then
      return private.op_feedback_create(p_user, p);
    else
      raise exception 'unknown operation type: %', pg_catalog.left(p_type, 40);
  end case;
end;
$$;

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
      or (v_op ->> 'type') not in ('contact.create', 'feedback.create') then
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
    if v_recent >= coalesce(v_limit, 0) then
      v_results := v_results || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'id', v_id, 'status', 'retry',
        'reason', 'too many messages in the last hour; it will be sent again later'));
      continue;
    end if;

    -- One subtransaction per operation: a rejection rolls back that operation only.
    begin
      insert into private.anonymous_ops (op_id, user_id, type, payload, status)
      values (v_id, v_sender, v_type, v_payload, 'applied');
      v_result := private.apply_anonymous_op(v_sender, v_type, v_payload);
      update private.anonymous_ops set result = v_result where op_id = v_id;
      v_outcome := pg_catalog.jsonb_build_object('id', v_id, 'status', 'applied', 'result', v_result);
    exception
      when serialization_failure or deadlock_detected or lock_not_available then
        -- transient: fail the call (nothing recorded) so the client sends it again
        raise;
      when others then
        v_reason := sqlerrm;
        insert into private.anonymous_ops (op_id, user_id, type, payload, status, reason)
        values (v_id, v_sender, v_type, v_payload, 'rejected', v_reason);
        v_outcome := pg_catalog.jsonb_build_object(
          'id', v_id, 'status', 'rejected', 'reason', v_reason);
    end;
    v_results := v_results || pg_catalog.jsonb_build_array(v_outcome);
  end loop;

  return pg_catalog.jsonb_build_object('protocolVersion', 1, 'results', v_results);
end;
$$;

revoke all on function public.push_anonymous(jsonb) from public, anon, authenticated;
grant execute on function public.push_anonymous(jsonb) to anon, authenticated;
