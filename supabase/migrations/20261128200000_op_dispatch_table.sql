-- Sync ops dispatched through a table. Until now every new op type meant declaring the whole
-- apply_op dispatcher again (and push_anonymous's list of types) in its migration. From here on
-- an op is its function plus one row in private.op_handlers, in one migration (supabase/README.md
-- "Adding a sync op"); apply_op, apply_anonymous_op and push_anonymous below are declared for
-- the last time. What each op does, and every answer push and push_anonymous give, is unchanged.

-- Which function applies each op type, and through which RPC. Written by migrations only: the API
-- roles have no grant on it (nor USAGE on the private schema).
create table private.op_handlers (
  -- the op's `type` on the wire (sync/protocol.ts OpType)
  type text primary key check (type ~ '^[a-z][a-z-]*\.[a-z][a-z-]*$'),
  -- 'private.<name>(uuid,jsonb)', a function (p_user uuid, p jsonb) returns jsonb: applies the
  -- payload for p_user (the caller, from the JWT; null for a visitor when anonymous) and raises to
  -- reject. Text, not regprocedure: pg_upgrade (how hosted projects move to a new PostgreSQL major)
  -- refuses a database with a regprocedure column, as function oids do not survive it. The
  -- trigger below resolves it (so a misspelled one fails the migration) and keeps it canonical.
  fn text not null,
  -- push_anonymous() takes it too, from visitors and signed-in users (sync/protocol.ts
  -- ANONYMOUS_OP_TYPES); it also needs a row in private.anonymous_limits, or every one is
  -- answered "retry"
  anonymous boolean not null default false,
  -- push() applies it; false: only push_anonymous() does (ANONYMOUS_RPC_ONLY_OP_TYPES)
  via_push boolean not null default true,
  check (anonymous or via_push)
);

revoke all on private.op_handlers from public, anon, authenticated, service_role;

-- A handler must have the one shape apply_op calls, and the conventions every rule follows
-- (private, security definer, search_path set), so a wrong row fails its migration, not a push.
create or replace function private.check_op_handler() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- raises "function … does not exist" for a name that is not a function
  v_fn pg_catalog.regprocedure := new.fn::pg_catalog.regprocedure;
begin
  if not exists (
    select 1
    from pg_catalog.pg_proc f
    join pg_catalog.pg_namespace n on n.oid = f.pronamespace
    where f.oid = v_fn
      and n.nspname = 'private'
      and f.pronargs = 2
      and f.proargtypes[0] = 'uuid'::pg_catalog.regtype
      and f.proargtypes[1] = 'jsonb'::pg_catalog.regtype
      and f.prorettype = 'jsonb'::pg_catalog.regtype
      and not f.proretset
      and f.prosecdef
      and exists (select 1 from pg_catalog.unnest(f.proconfig) c(s) where c.s like 'search_path=%')
  ) then
    raise exception 'op handler % for % must be private.<name>(uuid, jsonb) returns jsonb, security definer, with search_path set',
      v_fn, new.type;
  end if;
  -- schema-qualified, no argument names (search_path is empty): the form apply_op resolves
  new.fn := v_fn::text;
  return new;
end;
$$;

create trigger op_handlers_check before insert or update on private.op_handlers
  for each row execute function private.check_op_handler();

-- The branches of the old dispatcher that were written inline, each now a handler of its own
-- (the same statements in the same order, so the same answers and the same rejections).

create or replace function private.op_like_add(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return pg_catalog.jsonb_build_object(
    'changed', private.like_game(p_user, private.payload_text(p, 'gameId', 100)));
end;
$$;

create or replace function private.op_like_remove(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return pg_catalog.jsonb_build_object(
    'changed', private.unlike_game(p_user, private.payload_text(p, 'gameId', 100)));
end;
$$;

create or replace function private.op_play_count(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return pg_catalog.jsonb_build_object(
    'plays', private.count_play(p_user, private.payload_uuid(p, 'packId')));
end;
$$;

-- SPEC §8 strings: anything but success becomes the rejection's reason.
create or replace function private.op_reward_claim(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_text text := private.claim_reward(p_user, private.payload_nonempty(p, 'rewardId', 60));
begin
  if v_text <> 'Reward claimed successfully' then
    raise exception '%', v_text;
  end if;
  return pg_catalog.jsonb_build_object('message', v_text);
end;
$$;

create or replace function private.op_coins_spend(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.spend_coins(
    p_user,
    private.payload_int(p, 'amount', 1, 1000000),
    private.payload_nonempty(p, 'reason', 180)
  ) then
    raise exception 'Insufficient dojo coins';
  end if;
  return pg_catalog.jsonb_build_object('spent', (p ->> 'amount')::integer);
end;
$$;

create or replace function private.op_referral_record(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.record_referral(p_user, private.payload_nonempty(p, 'referrerId', 100));
end;
$$;

create or replace function private.op_profile_update(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_text text := pg_catalog.btrim(private.payload_nonempty(p, 'username', 80));
begin
  update public.profiles set username = v_text where id = p_user;
  return pg_catalog.jsonb_build_object('username', v_text);
end;
$$;

revoke all on function
  private.check_op_handler(),
  private.op_like_add(uuid, jsonb),
  private.op_like_remove(uuid, jsonb),
  private.op_play_count(uuid, jsonb),
  private.op_reward_claim(uuid, jsonb),
  private.op_coins_spend(uuid, jsonb),
  private.op_referral_record(uuid, jsonb),
  private.op_profile_update(uuid, jsonb)
  from public;

-- Every op type there is (sync/protocol.ts OP_TYPES; supabase/tests/protocol.test.ts checks).
insert into private.op_handlers (type, fn, anonymous, via_push) values
  ('contact.create', 'private.op_contact_create(uuid, jsonb)', true, false),
  ('feedback.create', 'private.op_feedback_create(uuid, jsonb)', true, true),
  ('pack-state.set', 'private.op_pack_state_set(uuid, jsonb)', false, true),
  ('like.add', 'private.op_like_add(uuid, jsonb)', false, true),
  ('like.remove', 'private.op_like_remove(uuid, jsonb)', false, true),
  ('play.count', 'private.op_play_count(uuid, jsonb)', false, true),
  ('reward.claim', 'private.op_reward_claim(uuid, jsonb)', false, true),
  ('coins.spend', 'private.op_coins_spend(uuid, jsonb)', false, true),
  ('referral.record', 'private.op_referral_record(uuid, jsonb)', false, true),
  ('profile.update', 'private.op_profile_update(uuid, jsonb)', false, true),
  ('pack.save', 'private.op_pack_save(uuid, jsonb)', false, true),
  ('pack.publish', 'private.op_pack_publish(uuid, jsonb)', false, true),
  ('pack.delete', 'private.op_pack_delete(uuid, jsonb)', false, true),
  ('draft.update', 'private.op_draft_update(uuid, jsonb)', false, true),
  ('pack.report', 'private.op_pack_report(uuid, jsonb)', false, true);

-- push()'s dispatcher, for the last time: the handler of the type, or the same refusal as before
-- for a type push() does not apply.
create or replace function private.apply_op(p_user uuid, p_type text, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fn text;
  v_result jsonb;
begin
  select h.fn into v_fn from private.op_handlers h where h.type = p_type and h.via_push;
  if not found then
    raise exception 'unknown operation type: %', pg_catalog.left(p_type, 40);
  end if;
  -- the function's oid printed as a regproc: its schema-qualified, quoted name (empty search_path)
  execute pg_catalog.format('select %s($1, $2)', v_fn::pg_catalog.regprocedure::pg_catalog.oid::pg_catalog.regproc)
    into v_result using p_user, p;
  return v_result;
end;
$$;

-- push_anonymous()'s dispatcher, for the last time: the op types marked anonymous.
create or replace function private.apply_anonymous_op(p_user uuid, p_type text, p jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fn text;
  v_result jsonb;
begin
  select h.fn into v_fn from private.op_handlers h where h.type = p_type and h.anonymous;
  if not found then
    raise exception 'unknown operation type: %', pg_catalog.left(p_type, 40);
  end if;
  execute pg_catalog.format('select %s($1, $2)', v_fn::pg_catalog.regprocedure::pg_catalog.oid::pg_catalog.regproc)
    into v_result using p_user, p;
  return v_result;
end;
$$;

-- push_anonymous of 20261124200000_contact.sql, for the last time: the types it takes are the
-- anonymous rows of private.op_handlers instead of a list written into it. Nothing else changed.
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
