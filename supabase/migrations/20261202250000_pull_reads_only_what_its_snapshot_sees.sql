-- A pull page could skip a transaction for good. pull took its snapshot (the fence) as it
-- started, but its page query ran under a newer statement snapshot: a transaction that began
-- after the fence and committed before the page was read was visible, so a full page could end
-- on its row, above a transaction that also began after the fence and was still running. That
-- one was neither in the cursor's `ip` (the fence did not know it) nor above the new position,
-- so its rows were never sent (found by the PostgreSQL 15 test where four sessions commit out of
-- order; made certain by a test that holds pull between its fence and its page).
-- Now a page reads only rows whose transaction the fence sees as committed: below `xmax` and
-- not running. Anything newer is above the position, or in `ip`, and comes in a later pull.
create or replace function public.pull(cursor text default null, "limit" integer default 500)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_snap pg_catalog.pg_snapshot := pg_catalog.pg_current_snapshot();
  v_xmin xid8 := pg_catalog.pg_snapshot_xmin(v_snap);
  v_xmax xid8 := pg_catalog.pg_snapshot_xmax(v_snap);
  v_limit integer := least(greatest(coalesce("limit", 500), 1), 1000);
  v_kinds constant text[] := array['coin-entry', 'draft-update', 'like', 'pack', 'pack-state', 'profile', 'dealt'];
  v_c jsonb;
  v_px xid8;
  v_prank integer;
  v_pkey text;
  v_ip xid8[] := '{}';
  v_since xid8;
  v_horizon xid8;
  v_issued_under xid8;
  v_after text[] := '{}';
  v_ip_after text[] := '{}';
  v_first boolean := cursor is null;
  v_sql text;
  v_count integer;
  v_changes jsonb;
  v_lx xid8;
  v_lr integer;
  v_lk text;
  v_cursor jsonb;
  v_seen text;
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  select h.xid into v_horizon from private.sync_horizon h;
  if cursor is not null then
    begin
      v_c := cursor::jsonb;
      if (v_c ->> 'v') = '1' then
        if v_c ? 'k' then
          return private.resync('unsupported cursor version');
        end if;
      elsif (v_c ->> 'v') is distinct from '2' then
        return private.resync('unsupported cursor version');
      end if;
      v_px := (v_c ->> 'x')::xid8;
      v_prank := (v_c ->> 'r')::integer;
      v_pkey := v_c ->> 'id';
      v_since := (v_c ->> 's')::xid8;
      if v_c ? 'ip' then
        select coalesce(pg_catalog.array_agg(e::xid8), '{}') into v_ip
        from pg_catalog.jsonb_array_elements_text(v_c -> 'ip') t(e);
      end if;
      v_issued_under := coalesce((v_c ->> 'h')::xid8, '0'::xid8);
      if v_prank in (1, 2) then
        perform v_pkey::bigint;
      end if;
    exception when data_exception then
      return private.resync('malformed cursor');
    end;
    if v_px is null or v_px > v_xmax or (v_prank is null) <> (v_pkey is null)
      or (v_prank is not null and v_prank not between 1 and 7) then
      return private.resync('malformed cursor');
    end if;
    -- Only tombstones purged after the cursor was issued can be missing from what the client has:
    -- a cursor is too old when the horizon moved since ("h") and past its lowest position.
    if v_horizon > v_issued_under
      and least(v_px, (select pg_catalog.min(i) from pg_catalog.unnest(v_ip) i)) <= v_horizon then
      return private.resync('cursor too old');
    end if;
  else
    v_px := '0'::xid8;
    -- the liked-packs branch covers changes from here on; older ones are in what the likes bring
    v_since := v_xmin;
  end if;

  v_seen := pg_catalog.format(' and %%1$s < %L::xid8 and pg_catalog.pg_visible_in_snapshot(%%1$s, %L::pg_catalog.pg_snapshot)',
    v_xmax, v_snap::text);

  -- Per kind rank, "after the position": %1$s is the xid column, %2$s the key.
  for r in 1..7 loop
    v_after := v_after || case
      when v_prank is null or r > v_prank then pg_catalog.format('%%1$s >= %L::xid8', v_px)
      when r < v_prank then pg_catalog.format('%%1$s > %L::xid8', v_px)
      -- the key is the client's text: a '%' in it must not reach the second format()
      else pg_catalog.format('(%%1$s, %%2$s) > (%L::xid8, %s::%s)', v_px,
        pg_catalog.replace(pg_catalog.quote_literal(v_pkey), '%', '%%'),
        case when r in (1, 2) then 'bigint' else 'text' end)
    end;
    v_ip_after := v_ip_after || pg_catalog.format('%%1$s = any (%L::xid8[])', v_ip);
    -- only what the fence sees as committed (the page query runs under a newer snapshot)
    v_after[r] := v_after[r] || v_seen;
    v_ip_after[r] := v_ip_after[r] || v_seen;
  end loop;

  v_sql := private.pull_page_sql(v_after, v_first, v_since, v_limit + 1);
  if pg_catalog.cardinality(v_ip) > 0 then
    v_sql := v_sql || ' union all ' || private.pull_page_sql(v_ip_after, false, null, v_limit + 1);
  end if;
  execute pg_catalog.format(
    'with page as materialized ( '
    '  select u.xid, u.rank, u.kind, u.kb, coalesce(u.kt, u.kb::text) as key, '
    '    pg_catalog.row_number() over (order by u.xid, u.rank, u.kt, u.kb) as n '
    '  from (select * from (%1$s) a order by xid, rank, kt, kb limit %2$s) u), '
    'sent as (select * from page where n <= %3$s), '
    -- Bodies only for the rows sent, the many small kinds by one primary-key join each (their
    -- shape is change_body''s, which builds the few profiles and packs).
    'body as ( '
    '  select p.n, coalesce(private.change_body($1, p.kind, p.key), '
    '    pg_catalog.jsonb_build_object(''kind'', ''pack'', ''id'', p.key, ''deleted'', true)) '
    '  as b from sent p '
    '    where p.kind in (''profile'', ''pack'') '
    '  union all '
    '  select p.n, pg_catalog.jsonb_build_object(''kind'', ''like'', ''gameId'', l.game_id, '
    '    ''liked'', l.liked) '
    '  from sent p join public.likes l on l.user_id = $1 and l.game_id = p.key '
    '    where p.kind = ''like'' '
    '  union all '
    '  select p.n, pg_catalog.jsonb_build_object(''kind'', ''pack-state'', ''game'', s.game, '
    '    ''packId'', s.pack_id, ''active'', s.active) '
    '  from sent p join public.pack_states s on s.user_id = $1 '
    '    and s.game = pg_catalog.split_part(p.key, ''/'', 1) '
    '    and s.pack_id = pg_catalog.substr(p.key, pg_catalog.strpos(p.key, ''/'') + 1) '
    '    where p.kind = ''pack-state'' '
    '  union all '
    '  select p.n, pg_catalog.jsonb_build_object(''kind'', ''dealt'', ''deck'', t.deck, '
    '    ''round'', t.round, ''cards'', pg_catalog.to_jsonb(t.cards)) '
    '  from sent p join public.dealt_decks t on t.user_id = $1 and t.deck = p.key '
    '    where p.kind = ''dealt'' '
    '  union all '
    '  select p.n, pg_catalog.jsonb_build_object(''kind'', ''draft-update'', ''id'', d.id, '
    '    ''packId'', d.pack_id, ''update'', '
    '    pg_catalog.translate(pg_catalog.encode(d.yjs_update, ''base64''), E''\n'', '''')) '
    '  from sent p join public.pack_drafts d on d.id = p.kb and d.owner_id = $1 '
    '    where p.kind = ''draft-update'' '
    '  union all '
    '  select p.n, pg_catalog.jsonb_build_object(''kind'', ''coin-entry'', ''id'', c.id, '
    '    ''amount'', c.amount, ''reason'', c.reason, ''createdAt'', c.created_at) '
    '  from sent p join public.coin_ledger c on c.id = p.kb and c.user_id = $1 '
    '    where p.kind = ''coin-entry'') '
    'select (select pg_catalog.count(*)::integer from page), '
    '  (select coalesce(pg_catalog.jsonb_agg(b.b order by b.n), ''[]'') from body b), '
    '  (select p.xid from page p where p.n = %3$s), (select p.rank from page p where p.n = %3$s), '
    '  (select p.key from page p where p.n = %3$s)',
    v_sql, v_limit + 1, v_limit)
  into v_count, v_changes, v_lx, v_lr, v_lk
  using v_user;

  if v_count > v_limit then
    v_cursor := pg_catalog.jsonb_build_object('v', 2, 'x', v_lx::text, 'r', v_lr, 'id', v_lk,
      'h', v_horizon::text);
    if v_since is not null then
      v_cursor := v_cursor || pg_catalog.jsonb_build_object('s', v_since::text);
    end if;
    v_px := v_lx;
  else
    v_cursor := pg_catalog.jsonb_build_object('v', 2, 'x', v_xmax::text, 'h', v_horizon::text);
    v_px := v_xmax;
  end if;
  -- transactions running below the new position: their rows come when they commit
  v_cursor := v_cursor || coalesce((
    select pg_catalog.jsonb_build_object('ip', pg_catalog.jsonb_agg(i::text order by i))
    from pg_catalog.pg_snapshot_xip(v_snap) i where i < v_px
    having pg_catalog.count(*) > 0), '{}');
  return pg_catalog.jsonb_build_object('protocolVersion', 1, 'changes', v_changes,
    'cursor', v_cursor::text, 'more', v_count > v_limit);
end;
$$;
