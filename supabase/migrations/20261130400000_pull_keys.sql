-- A refused op re-reads only the rows it touched.
--
-- When the server refuses an op, the device still shows the value that op wrote locally, which
-- the server never took. The client used to pull everything again to put the server's values
-- back: with 20,000 public packs that was a 21 MB download for one refused like. pull_keys
-- answers the current value of each key the client names (keys in the client's change-key form,
-- sync/protocol.ts changeKey: 'profile/<id>', 'pack/<id>', 'like/<gameId>',
-- 'pack-state/<game>/<packId>', 'draft-update/<id>', 'coin-entry/<id>'), as pull would send it,
-- with what the caller may see through pull and nothing more: its own profile, likes, pack states,
-- draft updates and coin entries, its own packs and published ones (a pack it can no longer see
-- comes back as a tombstone, as in pull). Keys with no row it may see are listed in `missing`
-- (a like never made, a pack that never existed or is someone else's private one, a malformed
-- key), so the client knows the server holds nothing there.

create or replace function public.pull_keys(keys text[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_key text;
  v_kind text;
  v_rest text;
  v_body jsonb;
  v_changes jsonb := '[]';
  v_missing jsonb := '[]';
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  if keys is null or pg_catalog.cardinality(keys) > 1000 then
    raise exception 'keys must be an array of at most 1000 keys' using errcode = '22023';
  end if;
  for v_key in
    select distinct k from pg_catalog.unnest(keys) t(k) where k is not null order by k
  loop
    v_kind := pg_catalog.split_part(v_key, '/', 1);
    v_rest := pg_catalog.substr(v_key, pg_catalog.length(v_kind) + 2);
    v_body := case
      -- change_body('profile') reads the caller's profile whatever the key: only the caller's own
      when v_kind = 'profile' then
        case when private.try_uuid(v_rest) = v_user then private.change_body(v_user, v_kind, v_rest) end
      when v_kind = 'pack' then
        case when private.try_uuid(v_rest) is not null then private.change_body(v_user, v_kind, v_rest) end
      when v_kind in ('draft-update', 'coin-entry') then
        case when v_rest ~ '^[0-9]{1,18}$' then private.change_body(v_user, v_kind, v_rest) end
      when v_kind in ('like', 'pack-state') and v_rest <> '' then
        private.change_body(v_user, v_kind, v_rest)
    end;
    if v_body is null then
      v_missing := v_missing || pg_catalog.jsonb_build_array(v_key);
    else
      v_changes := v_changes || pg_catalog.jsonb_build_array(v_body);
    end if;
  end loop;
  return pg_catalog.jsonb_build_object(
    'protocolVersion', 1, 'changes', v_changes, 'missing', v_missing);
end;
$$;

revoke all on function public.pull_keys(text[]) from public, anon, authenticated;
grant execute on function public.pull_keys(text[]) to authenticated;
