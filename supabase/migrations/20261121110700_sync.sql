-- The sync surface (DESIGN "The backend"): push() applies a batch of outbox operations
-- idempotently, pull() returns what changed since a cursor. Operation and change shapes are
-- mirrored in sync/protocol.ts (PROTOCOL_VERSION 1); keep the two in step.

-- Every operation id ever applied or rejected, with its first answer, so a replay answers the same.
create table public.processed_ops (
  op_id uuid primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null,
  payload jsonb not null,
  status text not null check (status in ('applied', 'rejected')),
  result jsonb,
  reason text,
  processed_at timestamptz not null default now()
);

alter table public.processed_ops enable row level security;
revoke all on public.processed_ops from anon, authenticated;

-- Cursors at or below this transaction id cannot be served: tombstones they would need are gone.
create table private.sync_horizon (
  id boolean primary key default true check (id),
  xid xid8 not null default '0'
);
insert into private.sync_horizon default values;

-- Payload validation. Each raises with the field path so a rejection says what to fix. ----------

create or replace function private.payload_text(
  p jsonb, p_field text, p_max integer, p_required boolean default true, p_path text default 'payload'
) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_value jsonb := p -> p_field;
begin
  if v_value is null or v_value = 'null'::jsonb then
    if p_required then
      raise exception '%.% is required', p_path, p_field;
    end if;
    return null;
  end if;
  if pg_catalog.jsonb_typeof(v_value) <> 'string' then
    raise exception '%.% must be a string', p_path, p_field;
  end if;
  if pg_catalog.char_length(p ->> p_field) > p_max then
    raise exception '%.% is too long (max % characters)', p_path, p_field, p_max;
  end if;
  return p ->> p_field;
end;
$$;

create or replace function private.payload_nonempty(
  p jsonb, p_field text, p_max integer, p_path text default 'payload'
) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v text := private.payload_text(p, p_field, p_max, true, p_path);
begin
  if pg_catalog.btrim(v) = '' then
    raise exception '%.% must not be empty', p_path, p_field;
  end if;
  return v;
end;
$$;

create or replace function private.payload_bool(p jsonb, p_field text, p_path text default 'payload')
returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(p -> p_field) is distinct from 'boolean' then
    raise exception '%.% must be a boolean', p_path, p_field;
  end if;
  return (p ->> p_field)::boolean;
end;
$$;

create or replace function private.payload_int(
  p jsonb, p_field text, p_min integer, p_max integer, p_path text default 'payload'
) returns integer
language plpgsql immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if pg_catalog.jsonb_typeof(p -> p_field) is distinct from 'number' then
    raise exception '%.% must be a number', p_path, p_field;
  end if;
  v := (p ->> p_field)::numeric;
  if v <> pg_catalog.trunc(v) or v < p_min or v > p_max then
    raise exception '%.% must be an integer from % to %', p_path, p_field, p_min, p_max;
  end if;
  return v::integer;
end;
$$;

create or replace function private.payload_uuid(p jsonb, p_field text, p_path text default 'payload')
returns uuid
language plpgsql immutable
set search_path = ''
as $$
declare
  v uuid;
begin
  if pg_catalog.jsonb_typeof(p -> p_field) is distinct from 'string' then
    raise exception '%.% must be a uuid string', p_path, p_field;
  end if;
  v := private.try_uuid(p ->> p_field);
  if v is null then
    raise exception '%.% must be a uuid', p_path, p_field;
  end if;
  return v;
end;
$$;

-- Operations. Each takes the caller's id (from the JWT, never from the payload) and raises to
-- reject. ----------------------------------------------------------------------------------------

create or replace function private.op_feedback_create(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into public.feedback (user_id, key, time, feedback, positive, game, username)
  values (
    p_user,
    private.payload_nonempty(p, 'key', 100),
    coalesce(private.payload_text(p, 'time', 100, false), ''),
    private.payload_nonempty(p, 'feedback', 2000),
    private.payload_bool(p, 'positive'),
    coalesce(private.payload_text(p, 'game', 100, false), ''),
    coalesce(private.payload_text(p, 'user', 80, false), '')
  )
  returning id into v_id;
  return pg_catalog.jsonb_build_object('feedbackId', v_id);
end;
$$;

-- Last writer wins in server order: the later push overwrites.
create or replace function private.op_pack_state_set(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_game text := private.payload_nonempty(p, 'game', 60);
  v_pack text := private.payload_nonempty(p, 'packId', 100);
  v_active boolean := private.payload_bool(p, 'active');
begin
  -- the pull key is game || '/' || packId
  if pg_catalog.strpos(v_game, '/') > 0 then
    raise exception 'payload.game must not contain "/"';
  end if;
  insert into public.pack_states as s (user_id, game, pack_id, active)
  values (p_user, v_game, v_pack, v_active)
  on conflict (user_id, game, pack_id) do update set active = excluded.active, updated_at = now();
  return pg_catalog.jsonb_build_object('active', v_active);
end;
$$;

create or replace function private.op_pack_save(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pack jsonb := p -> 'pack';
  v_meta jsonb;
  v_draft boolean := private.payload_bool(p, 'draft');
  v_id uuid;
  v_name text;
  v_description text;
  v_author text;
  v_explicit boolean;
  v_alcohol boolean;
  v_created timestamptz;
  v_tags text[];
  v_prompts jsonb;
  v_bad integer;
  v_long integer;
  v_empty integer;
  v_owner uuid;
  v_deleted timestamptz;
begin
  if pg_catalog.jsonb_typeof(v_pack) is distinct from 'object' then
    raise exception 'payload.pack must be an object';
  end if;
  v_meta := v_pack -> 'metadata';
  if pg_catalog.jsonb_typeof(v_meta) is distinct from 'object' then
    raise exception 'payload.pack.metadata must be an object';
  end if;
  v_id := private.payload_uuid(v_meta, 'id', 'payload.pack.metadata');
  v_name := coalesce(private.payload_text(v_meta, 'name', 80, false, 'payload.pack.metadata'), '');
  v_description :=
    coalesce(private.payload_text(v_meta, 'description', 1000, false, 'payload.pack.metadata'), '');
  v_author := coalesce(private.payload_text(v_meta, 'author', 80, false, 'payload.pack.metadata'), '');
  v_explicit := false;
  if v_meta ? 'explicit' then
    v_explicit := private.payload_bool(v_meta, 'explicit', 'payload.pack.metadata');
  end if;
  v_alcohol := false;
  if v_meta ? 'alcohol' then
    v_alcohol := private.payload_bool(v_meta, 'alcohol', 'payload.pack.metadata');
  end if;
  if v_meta ? 'creation_date' then
    begin
      v_created := private.payload_text(v_meta, 'creation_date', 40, true, 'payload.pack.metadata');
      -- PostgreSQL also accepts words such as 'yesterday'; the protocol promises ISO 8601 only.
      if (v_meta ->> 'creation_date') !~ '^\d{4}-\d{2}-\d{2}([T ][0-9:.]+)?(Z|[+-]\d{2}(:?\d{2})?)?$' then
        raise exception 'not ISO';
      end if;
    exception when others then
      raise exception 'payload.pack.metadata.creation_date must be an ISO timestamp';
    end;
  end if;

  v_tags := '{}';
  if v_meta ? 'tags' then
    if pg_catalog.jsonb_typeof(v_meta -> 'tags') <> 'array' then
      raise exception 'payload.pack.metadata.tags must be an array of strings';
    end if;
    if pg_catalog.jsonb_array_length(v_meta -> 'tags') > 20 then
      raise exception 'payload.pack.metadata.tags has more than 20 tags';
    end if;
    if exists (
      select 1 from pg_catalog.jsonb_array_elements(v_meta -> 'tags') t(e)
      where pg_catalog.jsonb_typeof(e) <> 'string' or pg_catalog.char_length(e #>> '{}') > 30
    ) then
      raise exception 'payload.pack.metadata.tags must be strings of at most 30 characters';
    end if;
    select coalesce(pg_catalog.array_agg(e order by i), '{}') into v_tags
    from pg_catalog.jsonb_array_elements_text(v_meta -> 'tags') with ordinality t(e, i);
  end if;
  -- SPEC §4: a draft save carries the "draft" tag, a final save does not.
  v_tags := pg_catalog.array_remove(v_tags, 'draft');
  if v_draft then
    v_tags := pg_catalog.array_append(v_tags, 'draft');
  end if;

  v_prompts := v_pack -> 'prompts';
  if pg_catalog.jsonb_typeof(v_prompts) is distinct from 'array' then
    raise exception 'payload.pack.prompts must be an array';
  end if;
  if pg_catalog.jsonb_array_length(v_prompts) > 5000 then
    raise exception 'payload.pack.prompts has more than 5000 prompts';
  end if;
  select
    pg_catalog.count(*) filter (
      where pg_catalog.jsonb_typeof(e) <> 'object'
        or pg_catalog.jsonb_typeof(e -> 'text') is distinct from 'string'),
    pg_catalog.count(*) filter (
      where pg_catalog.jsonb_typeof(e -> 'text') = 'string'
        and pg_catalog.char_length(e ->> 'text') > 500),
    pg_catalog.count(*) filter (
      where pg_catalog.jsonb_typeof(e -> 'text') = 'string' and pg_catalog.btrim(e ->> 'text') = ''),
    -- only the text is kept: stored prompts have one known shape
    coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('text', e ->> 'text') order by i), '[]')
  into v_bad, v_long, v_empty, v_prompts
  from pg_catalog.jsonb_array_elements(v_prompts) with ordinality t(e, i);
  if v_bad > 0 then
    raise exception 'payload.pack.prompts must be objects with a string text';
  end if;
  if v_long > 0 then
    raise exception 'payload.pack.prompts text is too long (max 500 characters)';
  end if;

  -- SPEC §5 validation applies to a finished pack; a draft may be incomplete.
  if not v_draft then
    if pg_catalog.btrim(v_name) = '' then
      raise exception 'Game name is required';
    end if;
    if pg_catalog.btrim(v_description) = '' then
      raise exception 'Game description is required';
    end if;
    if pg_catalog.btrim(v_author) = '' then
      raise exception 'Author name is required';
    end if;
    if pg_catalog.jsonb_array_length(v_prompts) = 0 then
      raise exception 'You need to add at least one prompt';
    end if;
    if v_empty > 0 then
      raise exception 'Prompt text is required';
    end if;
  end if;

  select owner_id, deleted_at into v_owner, v_deleted from public.packs where id = v_id for update;
  if found and v_owner <> p_user then
    raise exception 'pack belongs to another user';
  end if;
  if found and v_deleted is not null then
    raise exception 'pack was deleted';
  end if;

  insert into public.packs as k (
    id, owner_id, name, description, author, explicit, alcohol, tags, prompts, draft,
    published, creation_date, updated_at
  ) values (
    v_id, p_user, v_name, v_description, v_author, v_explicit, v_alcohol, v_tags, v_prompts, v_draft,
    false, coalesce(v_created, now()), now()
  )
  on conflict (id) do update set
    name = excluded.name,
    description = excluded.description,
    author = excluded.author,
    explicit = excluded.explicit,
    alcohol = excluded.alcohol,
    tags = excluded.tags,
    prompts = excluded.prompts,
    draft = excluded.draft,
    -- saving as a draft takes a published pack off the public list
    published = k.published and not excluded.draft,
    updated_at = now();

  update public.profiles
    set created_games = pg_catalog.array_append(created_games, v_id::text)
    where id = p_user and not (v_id::text = any (created_games));
  return pg_catalog.jsonb_build_object('packId', v_id, 'draft', v_draft);
end;
$$;

create or replace function private.op_pack_publish(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := private.payload_uuid(p, 'packId');
  v_pack public.packs;
begin
  select * into v_pack from public.packs where id = v_id for update;
  if not found or v_pack.owner_id <> p_user then
    raise exception 'pack not found';
  end if;
  if v_pack.deleted_at is not null then
    raise exception 'pack was deleted';
  end if;
  if v_pack.draft then
    raise exception 'a draft cannot be published; save it with draft=false first';
  end if;
  update public.packs
    set published = true, published_at = coalesce(published_at, now())
    where id = v_id;
  return pg_catalog.jsonb_build_object('packId', v_id, 'published', true);
end;
$$;

-- A delete leaves a tombstone (content cleared) so every device, and every reader of a once
-- public pack, learns of it; deleting an id never saved still records the tombstone. The file
-- packs/{id}.json is removed by the client through Storage (hosted Storage owns those objects).
create or replace function private.op_pack_delete(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := private.payload_uuid(p, 'packId');
  v_owner uuid;
begin
  select owner_id into v_owner from public.packs where id = v_id for update;
  if found and v_owner <> p_user then
    raise exception 'pack belongs to another user';
  end if;
  if not found then
    if exists (select 1 from public.pack_drafts where pack_id = v_id and owner_id <> p_user) then
      raise exception 'pack belongs to another user';
    end if;
    insert into public.packs (id, owner_id, deleted_at) values (v_id, p_user, now());
  else
    update public.packs
      set deleted_at = coalesce(deleted_at, now()), published = false, prompts = '[]',
          description = '', tags = '{}', updated_at = now()
      where id = v_id;
  end if;
  delete from public.pack_drafts where pack_id = v_id and owner_id = p_user;
  update public.profiles set created_games = pg_catalog.array_remove(created_games, v_id::text)
    where id = p_user;
  return pg_catalog.jsonb_build_object('packId', v_id, 'deleted', true);
end;
$$;

create or replace function private.op_draft_update(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pack uuid := private.payload_uuid(p, 'packId');
  v_text text := private.payload_nonempty(p, 'update', 1400000);
  v_bytes bytea;
  v_id bigint;
begin
  if v_text !~ '^[A-Za-z0-9+/]+={0,2}$' then
    raise exception 'payload.update must be base64';
  end if;
  begin
    v_bytes := pg_catalog.decode(v_text, 'base64');
  exception when others then
    raise exception 'payload.update must be base64';
  end;
  if pg_catalog.octet_length(v_bytes) > 1048576 then
    raise exception 'payload.update is too large (max 1 MiB)';
  end if;
  -- A draft belongs to whoever owns the pack id (or first wrote a draft for it).
  if exists (select 1 from public.packs where id = v_pack and (owner_id <> p_user or deleted_at is not null)) then
    raise exception 'pack not found';
  end if;
  if exists (select 1 from public.pack_drafts where pack_id = v_pack and owner_id <> p_user) then
    raise exception 'pack not found';
  end if;
  -- Compaction: a client that merged every update up to replacesUpTo may send the merged state and
  -- drop those rows. Only ids it has seen go, so a concurrent update from another device survives.
  if p ? 'replacesUpTo' then
    delete from public.pack_drafts
      where pack_id = v_pack and owner_id = p_user
        and id <= private.payload_int(p, 'replacesUpTo', 1, 2147483647);
  end if;
  insert into public.pack_drafts (pack_id, owner_id, yjs_update) values (v_pack, p_user, v_bytes)
  returning id into v_id;
  return pg_catalog.jsonb_build_object('draftUpdateId', v_id);
end;
$$;

create or replace function private.apply_op(p_user uuid, p_type text, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_text text;
begin
  case p_type
    when 'feedback.create' then
      return private.op_feedback_create(p_user, p);
    when 'pack-state.set' then
      return private.op_pack_state_set(p_user, p);
    when 'like.add' then
      return pg_catalog.jsonb_build_object(
        'changed', private.like_game(p_user, private.payload_text(p, 'gameId', 100)));
    when 'like.remove' then
      return pg_catalog.jsonb_build_object(
        'changed', private.unlike_game(p_user, private.payload_text(p, 'gameId', 100)));
    when 'play.count' then
      return pg_catalog.jsonb_build_object(
        'plays', private.count_play(p_user, private.payload_uuid(p, 'packId')));
    when 'reward.claim' then
      v_text := private.claim_reward(p_user, private.payload_nonempty(p, 'rewardId', 60));
      if v_text <> 'Reward claimed successfully' then
        raise exception '%', v_text;
      end if;
      return pg_catalog.jsonb_build_object('message', v_text);
    when 'coins.spend' then
      if not private.spend_coins(
        p_user,
        private.payload_int(p, 'amount', 1, 1000000),
        private.payload_nonempty(p, 'reason', 180)
      ) then
        raise exception 'Insufficient dojo coins';
      end if;
      return pg_catalog.jsonb_build_object('spent', (p ->> 'amount')::integer);
    when 'referral.record' then
      return private.record_referral(p_user, private.payload_nonempty(p, 'referrerId', 100));
    when 'profile.update' then
      v_text := pg_catalog.btrim(private.payload_nonempty(p, 'username', 80));
      update public.profiles set username = v_text where id = p_user;
      return pg_catalog.jsonb_build_object('username', v_text);
    when 'pack.save' then
      return private.op_pack_save(p_user, p);
    when 'pack.publish' then
      return private.op_pack_publish(p_user, p);
    when 'pack.delete' then
      return private.op_pack_delete(p_user, p);
    when 'draft.update' then
      return private.op_draft_update(p_user, p);
    else
      raise exception 'unknown operation type: %', pg_catalog.left(p_type, 40);
  end case;
end;
$$;

-- What a replayed op id answers: the first outcome, unless the replay is not the same operation.
create or replace function private.replay_outcome(
  p_prev public.processed_ops, p_user uuid, p_type text, p jsonb
) returns jsonb
language plpgsql immutable
set search_path = ''
as $$
begin
  if p_prev.user_id <> p_user then
    -- another user's id: say no more than that it is taken
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

create or replace function public.push(ops jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_op jsonb;
  v_id_text text;
  v_id uuid;
  v_type text;
  v_payload jsonb;
  v_prev public.processed_ops;
  v_result jsonb;
  v_outcome jsonb;
  v_reason text;
  v_results jsonb := '[]';
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  if ops is null or pg_catalog.jsonb_typeof(ops) <> 'array' then
    raise exception 'ops must be an array' using errcode = '22023';
  end if;
  -- Each operation runs in a subtransaction (a reward claim in up to three). Past 64 writing
  -- subtransactions PostgreSQL's per-backend cache overflows and other sessions' snapshots slow
  -- down, so batches stay small: 50 keeps the common operations under it.
  if pg_catalog.jsonb_array_length(ops) > 50 then
    raise exception 'at most 50 operations per push' using errcode = '22023';
  end if;
  -- SPEC §4: a missing profile is recreated (every op and its record hang off it).
  insert into public.profiles (id, username)
  select u.id, private.username_from_email(u.email) from auth.users u where u.id = v_user
  on conflict (id) do nothing;
  if not exists (select 1 from public.profiles where id = v_user) then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;

  for v_op in select e from pg_catalog.jsonb_array_elements(ops) t(e) loop
    v_id_text := case when pg_catalog.jsonb_typeof(v_op -> 'id') = 'string' then v_op ->> 'id' end;
    v_id := private.try_uuid(v_id_text);
    v_outcome := null;
    if pg_catalog.jsonb_typeof(v_op) <> 'object' or v_id is null then
      v_reason := 'operation id must be a uuid';
    elsif pg_catalog.jsonb_typeof(v_op -> 'userId') is distinct from 'string'
      or private.try_uuid(v_op ->> 'userId') is distinct from v_user then
      -- never recorded: the id may be the real owner's, who must still be able to push it
      v_reason := 'operation userId does not match the signed-in user';
    elsif pg_catalog.jsonb_typeof(v_op -> 'type') is distinct from 'string' then
      v_reason := 'operation type must be a string';
    elsif pg_catalog.jsonb_typeof(v_op -> 'payload') is distinct from 'object' then
      v_reason := 'operation payload must be an object';
    elsif pg_catalog.jsonb_typeof(v_op -> 'createdAt') is distinct from 'string'
      or pg_catalog.jsonb_typeof(v_op -> 'attempts') is distinct from 'number' then
      v_reason := 'operation createdAt must be a string and attempts a number';
    elsif pg_catalog.octet_length((v_op -> 'payload')::text) > 3000000 then
      v_reason := 'operation payload is too large (max 3 MB)';
    else
      v_reason := null;
    end if;
    if v_reason is not null then
      v_results := v_results || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'id', v_id_text, 'status', 'rejected', 'reason', v_reason));
      continue;
    end if;

    v_type := v_op ->> 'type';
    v_payload := v_op -> 'payload';
    select * into v_prev from public.processed_ops where op_id = v_id;
    if found then
      v_results := v_results || pg_catalog.jsonb_build_array(
        private.replay_outcome(v_prev, v_user, v_type, v_payload));
      continue;
    end if;

    -- One subtransaction per operation: a rejection rolls back that operation only.
    begin
      insert into public.processed_ops (op_id, user_id, type, payload, status)
      values (v_id, v_user, v_type, v_payload, 'applied')
      on conflict (op_id) do nothing;
      if found then
        v_result := private.apply_op(v_user, v_type, v_payload);
        update public.processed_ops set result = v_result where op_id = v_id;
        v_outcome := pg_catalog.jsonb_build_object(
          'id', v_id, 'status', 'applied', 'result', v_result);
      else
        -- a concurrent push of the same id committed first
        select * into v_prev from public.processed_ops where op_id = v_id;
        v_outcome := private.replay_outcome(v_prev, v_user, v_type, v_payload);
      end if;
    exception when others then
      v_reason := sqlerrm;
      insert into public.processed_ops (op_id, user_id, type, payload, status, reason)
      values (v_id, v_user, v_type, v_payload, 'rejected', v_reason)
      on conflict (op_id) do nothing;
      if found then
        v_outcome := pg_catalog.jsonb_build_object(
          'id', v_id, 'status', 'rejected', 'reason', v_reason);
      else
        select * into v_prev from public.processed_ops where op_id = v_id;
        v_outcome := private.replay_outcome(v_prev, v_user, v_type, v_payload);
      end if;
    end;
    v_results := v_results || pg_catalog.jsonb_build_array(v_outcome);
  end loop;

  return pg_catalog.jsonb_build_object('protocolVersion', 1, 'results', v_results);
end;
$$;

-- Everything the caller may see, as one ordered stream of keys. Non-owners see a once-public pack
-- as a tombstone when it is no longer public. Bodies are built separately (change_body) and only
-- for the rows a page sends, so paging through many rows stays linear.
-- p_from bounds every branch so a pull reads only rows changed since the cursor (the function is
-- security definer, so it is never inlined and an outer filter could not reach the indexes).
create or replace function private.visible_changes(p_user uuid, p_from xid8)
returns table (xid xid8, kind text, key text, tomb boolean)
language sql stable
security definer
set search_path = ''
as $$
  select p.change_xid, 'profile', p.id::text, false
  from public.profiles p where p.id = p_user and (p_from is null or p.change_xid >= p_from)
  union all
  select k.change_xid, 'pack', k.id::text,
    not (k.deleted_at is null and (k.owner_id = p_user or k.published))
  from public.packs k
  where (k.owner_id = p_user or k.published_at is not null)
    and (p_from is null or k.change_xid >= p_from)
  union all
  select l.change_xid, 'like', l.game_id, not l.liked
  from public.likes l where l.user_id = p_user and (p_from is null or l.change_xid >= p_from)
  union all
  select s.change_xid, 'pack-state', s.game || '/' || s.pack_id, false
  from public.pack_states s where s.user_id = p_user
    and (p_from is null or s.change_xid >= p_from)
  union all
  select d.change_xid, 'draft-update', d.id::text, false
  from public.pack_drafts d where d.owner_id = p_user
    and (p_from is null or d.change_xid >= p_from)
  union all
  select c.change_xid, 'coin-entry', c.id::text, false
  from public.coin_ledger c where c.user_id = p_user
    and (p_from is null or c.change_xid >= p_from)
$$;

-- The wire form of one change (sync/protocol.ts `Change`). Runs inside pull's statement, so it
-- sees the same snapshot as visible_changes.
create or replace function private.change_body(p_user uuid, p_kind text, p_key text)
returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  case p_kind
    when 'profile' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'profile', 'id', p.id, 'profile',
          pg_catalog.jsonb_build_object(
            'username', p.username,
            'creation_date', p.creation_date,
            'achievements', pg_catalog.to_jsonb(p.achievements),
            'dojo_coins', p.dojo_coins,
            'premium', p.premium,
            'cancelled', p.cancelled,
            'stripe_user_id', p.stripe_user_id,
            'stripe_subscription_id', p.stripe_subscription_id,
            'liked_games', pg_catalog.to_jsonb(p.liked_games),
            'created_games', pg_catalog.to_jsonb(p.created_games),
            'claimed_rewards', pg_catalog.to_jsonb(p.claimed_rewards),
            'premiumEndDate', p.premium_end_date,
            'referred_users', p.referred_users))
        from public.profiles p where p.id = p_user
      );
    when 'pack' then
      return (
        select case when k.deleted_at is null and (k.owner_id = p_user or k.published) then
          pg_catalog.jsonb_build_object('kind', 'pack', 'id', k.id, 'pack',
            pg_catalog.jsonb_build_object(
              'metadata', pg_catalog.jsonb_build_object(
                'name', k.name, 'id', k.id, 'description', k.description, 'author', k.author,
                'explicit', k.explicit, 'alcohol', k.alcohol, 'creation_date', k.creation_date,
                'tags', pg_catalog.to_jsonb(k.tags)),
              'prompts', k.prompts,
              'likes', k.likes,
              'plays', k.plays,
              'lastUpdated', k.updated_at,
              'draft', k.draft,
              'published', k.published,
              'ownerId', k.owner_id))
        else pg_catalog.jsonb_build_object('kind', 'pack', 'id', k.id, 'deleted', true)
        end
        from public.packs k
        where k.id = p_key::uuid and (k.owner_id = p_user or k.published_at is not null)
      );
    when 'like' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'like', 'gameId', l.game_id, 'liked', l.liked)
        from public.likes l where l.user_id = p_user and l.game_id = p_key
      );
    when 'pack-state' then
      -- key is game || '/' || pack_id; games never contain '/'
      return (
        select pg_catalog.jsonb_build_object('kind', 'pack-state', 'game', s.game,
          'packId', s.pack_id, 'active', s.active)
        from public.pack_states s
        where s.user_id = p_user and s.game = pg_catalog.split_part(p_key, '/', 1)
          and s.pack_id = pg_catalog.substr(p_key, pg_catalog.strpos(p_key, '/') + 1)
      );
    when 'draft-update' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'draft-update', 'id', d.id, 'packId', d.pack_id,
          'update', pg_catalog.translate(pg_catalog.encode(d.yjs_update, 'base64'), E'\n', ''))
        from public.pack_drafts d where d.id = p_key::bigint and d.owner_id = p_user
      );
    when 'coin-entry' then
      return (
        select pg_catalog.jsonb_build_object('kind', 'coin-entry', 'id', c.id, 'amount', c.amount,
          'reason', c.reason, 'createdAt', c.created_at)
        from public.coin_ledger c where c.id = p_key::bigint and c.user_id = p_user
      );
    else
      return null;
  end case;
end;
$$;

create or replace function private.resync(p_reason text) returns jsonb
language sql immutable
as $$
  select pg_catalog.jsonb_build_object('protocolVersion', 1, 'resync', true, 'reason', p_reason)
$$;

-- Cursor = {"v":1,"x":"<xid8>","h":"<horizon>"} or, mid-page, also "k":"<kind>","id":"<key>";
-- h is the tombstone horizon the cursor was issued under.
-- Rows stamped below the fence pg_snapshot_xmin(snapshot) are final: nothing can still commit
-- with those ids. Rows at or above it were written by transactions that committed before this
-- snapshot while an older one is still open; they are returned but the cursor stays at the fence,
-- so they are sent again next time (at-least-once; clients apply by key) and the late committer's
-- rows are picked up when it commits. Paging only ever cuts inside the final part.
create or replace function public.pull(cursor text default null, "limit" integer default 500)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_snap pg_catalog.pg_snapshot := pg_catalog.pg_current_snapshot();
  v_fence xid8 := pg_catalog.pg_snapshot_xmin(v_snap);
  v_limit integer := least(greatest(coalesce("limit", 500), 1), 1000);
  v_c jsonb;
  v_from xid8;
  v_kind text;
  v_key text;
  v_horizon xid8;
  v_issued_under xid8;
  v_final bigint;
  v_changes jsonb;
  v_page_cursor text;
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  select h.xid into v_horizon from private.sync_horizon h;
  if cursor is not null then
    begin
      v_c := cursor::jsonb;
      if (v_c ->> 'v') is distinct from '1' then
        return private.resync('unsupported cursor version');
      end if;
      v_from := (v_c ->> 'x')::xid8;
      v_kind := v_c ->> 'k';
      v_key := v_c ->> 'id';
      v_issued_under := coalesce((v_c ->> 'h')::xid8, '0'::xid8);
    exception when others then
      return private.resync('malformed cursor');
    end;
    if v_from is null or v_from > pg_catalog.pg_snapshot_xmax(v_snap) or (v_kind is null) <> (v_key is null) then
      return private.resync('malformed cursor');
    end if;
    -- Only tombstones purged after the cursor was issued can be missing from what the client has:
    -- a cursor is too old when the horizon moved since ("h") and past its position. (A full pull's
    -- mid-page cursor may sit below a horizon that has not moved; that one stays valid.)
    if v_horizon > v_issued_under and v_from <= v_horizon then
      return private.resync('cursor too old');
    end if;
  end if;

  -- One statement, the candidate set materialised once (no temp table: pulls are frequent and
  -- temp tables churn the catalogs).
  with c as materialized (
    select v.xid, v.kind, v.key
    from private.visible_changes(v_user, v_from) v
    where case
      when v_from is null then not v.tomb
      when v_kind is null then v.xid >= v_from
      else v.xid > v_from
        or (v.xid = v_from
          and (v.kind collate "C", v.key collate "C") > (v_kind collate "C", v_key collate "C"))
    end
  ),
  final_part as (
    select c.*, pg_catalog.row_number() over (
      order by c.xid, c.kind collate "C", c.key collate "C") as n
    from c where c.xid < v_fence
  ),
  counted as (select pg_catalog.count(*) as total from final_part)
  select
    counted.total,
    case when counted.total > v_limit then
      (select pg_catalog.jsonb_agg(private.change_body(v_user, f.kind, f.key) order by f.n)
         from final_part f where f.n <= v_limit)
    else
      (select coalesce(pg_catalog.jsonb_agg(private.change_body(v_user, c.kind, c.key)
         order by c.xid, c.kind collate "C", c.key collate "C"), '[]')
       from c)
    end,
    (select pg_catalog.jsonb_build_object(
        'v', 1, 'x', f.xid::text, 'k', f.kind, 'id', f.key, 'h', v_horizon::text)::text
       from final_part f where f.n = v_limit)
  into v_final, v_changes, v_page_cursor
  from counted;

  if v_final > v_limit then
    -- cut inside the final part: resume exactly after the last row sent
    return pg_catalog.jsonb_build_object(
      'protocolVersion', 1, 'changes', v_changes, 'cursor', v_page_cursor, 'more', true);
  end if;
  return pg_catalog.jsonb_build_object(
    'protocolVersion', 1,
    'changes', v_changes,
    'cursor', pg_catalog.jsonb_build_object('v', 1, 'x', v_fence::text, 'h', v_horizon::text)::text,
    'more', false);
end;
$$;

-- Operators (service role) drop old tombstones; cursors from before them must resync.
create or replace function public.purge_tombstones(older_than interval default '30 days')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_max xid8;
  v_count integer;
begin
  with gone as (
    delete from public.likes where not liked and updated_at < now() - older_than
    returning change_xid
  ), gone_packs as (
    delete from public.packs where deleted_at is not null and deleted_at < now() - older_than
    returning change_xid
  ), all_gone as (
    select change_xid from gone union all select change_xid from gone_packs
  )
  select pg_catalog.max(change_xid), pg_catalog.count(*) into v_max, v_count from all_gone;
  if v_max is not null then
    update private.sync_horizon set xid = greatest(xid, v_max);
  end if;
  return v_count;
end;
$$;

revoke all on function public.push(jsonb), public.pull(text, integer), public.purge_tombstones(interval)
  from public, anon, authenticated;
grant execute on function public.push(jsonb), public.pull(text, integer) to authenticated;
grant execute on function public.purge_tombstones(interval) to service_role;
