-- Draft compaction names the updates it merged. A device that merged a set of a draft's updates
-- sends their merged state with `replaces`: the ids of exactly those rows. The server deletes only
-- those (of this owner and pack) and appends the merged update, in the push's transaction. An
-- update appended meanwhile by another device, even one whose id is lower than some merged id
-- (ids are taken before commit, so they do not commit in order), is never among them and stays.
-- The former `replacesUpTo` (every id up to a bound) could drop such an update; it is refused.

create or replace function private.op_draft_update(p_user uuid, p jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_pack uuid := private.payload_uuid(p, 'packId');
  v_text text := private.payload_nonempty(p, 'update', 1400000);
  v_bytes bytea;
  v_id bigint;
  v_replaces bigint[];
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
  if p ? 'replacesUpTo' then
    raise exception 'payload.replacesUpTo is not taken: name the merged updates in payload.replaces';
  end if;
  if p ? 'replaces' then
    if pg_catalog.jsonb_typeof(p -> 'replaces') is distinct from 'array'
      or pg_catalog.jsonb_array_length(p -> 'replaces') > 10000
      or exists (
        select 1 from pg_catalog.jsonb_array_elements(p -> 'replaces') e(v)
        where pg_catalog.jsonb_typeof(e.v) <> 'number'
          or (e.v #>> '{}')::numeric <> pg_catalog.trunc((e.v #>> '{}')::numeric)
          or (e.v #>> '{}')::numeric < 1
          or (e.v #>> '{}')::numeric > 9223372036854775807
      ) then
      raise exception 'payload.replaces must be a list of at most 10000 update ids';
    end if;
    select pg_catalog.array_agg((e.v #>> '{}')::bigint)
      into v_replaces from pg_catalog.jsonb_array_elements(p -> 'replaces') e(v);
  end if;
  -- A draft belongs to whoever owns the pack id (or first wrote a draft for it).
  if exists (select 1 from public.packs where id = v_pack and (owner_id <> p_user or deleted_at is not null)) then
    raise exception 'pack not found';
  end if;
  if exists (select 1 from public.pack_drafts where pack_id = v_pack and owner_id <> p_user) then
    raise exception 'pack not found';
  end if;
  if v_replaces is not null then
    delete from public.pack_drafts
      where pack_id = v_pack and owner_id = p_user and id = any(v_replaces);
  end if;
  insert into public.pack_drafts (pack_id, owner_id, yjs_update) values (v_pack, p_user, v_bytes)
  returning id into v_id;
  return pg_catalog.jsonb_build_object('draftUpdateId', v_id);
end;
$$;
