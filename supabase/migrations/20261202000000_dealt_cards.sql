-- Dealt cards follow the account (issue 38, "no repeats across nights"): a device remembers every
-- card it has dealt per deck (a deck is a pack: src/features/games/core/draw.ts DealtHistory) and
-- deals unseen cards first; for a signed-in user that memory is one row per deck here, so two
-- phones of one account together never deal a card twice until the deck is spent.
--
-- A deck's row is its round (how many times it was started over) and the fingerprints of the cards
-- dealt in that round (FNV-1a, 32 bits, base 36: at most 7 characters, never the card's text).
-- Merge, the same on both sides (sync/protocol.ts mergeDealt): the higher round wins (a deck
-- started over on one phone starts over on the other); equal rounds union their cards. The op
-- carries only the cards new since the device's last push, so it stays small; pull sends the
-- whole row. Bounded: 5000 cards per op, 10000 per deck, 2000 decks per account.

create table public.dealt_decks (
  user_id uuid not null references public.profiles (id) on delete cascade,
  deck text not null check (pg_catalog.char_length(deck) between 1 and 100),
  round integer not null check (round between 0 and 1000000),
  cards text[] not null check (pg_catalog.cardinality(cards) <= 10000),
  updated_at timestamptz not null default now(),
  change_xid xid8 not null default pg_current_xact_id(),
  primary key (user_id, deck)
);

create index dealt_decks_user on public.dealt_decks (user_id, change_xid, deck);

create trigger dealt_decks_stamp before insert or update on public.dealt_decks
  for each row execute function private.stamp_change();

alter table public.dealt_decks enable row level security;

create policy "dealt_decks: owner reads" on public.dealt_decks
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on public.dealt_decks from anon, authenticated;
grant select on public.dealt_decks to authenticated;

-- dealt.merge {deck, round, cards}: merges the cards a device dealt into the account's deck.
create or replace function private.op_dealt_merge(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deck text := private.payload_nonempty(p, 'deck', 100);
  v_round integer := private.payload_int(p, 'round', 0, 1000000);
  v_cards text[];
  v_row public.dealt_decks;
  v_merged text[];
begin
  if pg_catalog.jsonb_typeof(p -> 'cards') is distinct from 'array' then
    raise exception 'payload.cards must be an array';
  end if;
  if pg_catalog.jsonb_array_length(p -> 'cards') > 5000 then
    raise exception 'payload.cards is too long (max 5000 cards)';
  end if;
  if exists (
    select 1 from pg_catalog.jsonb_array_elements(p -> 'cards') e(c)
    where pg_catalog.jsonb_typeof(e.c) <> 'string' or not ((e.c #>> '{}') ~ '^[0-9a-z]{1,7}$')
  ) then
    raise exception 'payload.cards must hold card fingerprints';
  end if;
  select coalesce(pg_catalog.array_agg(distinct c order by c), '{}') into v_cards
  from pg_catalog.jsonb_array_elements_text(p -> 'cards') e(c);

  select * into v_row from public.dealt_decks d
    where d.user_id = p_user and d.deck = v_deck for update;
  if not found then
    if (select pg_catalog.count(*) from public.dealt_decks d where d.user_id = p_user) >= 2000 then
      raise exception 'an account keeps dealt cards of at most 2000 decks';
    end if;
    insert into public.dealt_decks (user_id, deck, round, cards)
      values (p_user, v_deck, v_round, v_cards)
      on conflict (user_id, deck) do nothing;
    if found then
      return pg_catalog.jsonb_build_object(
        'deck', v_deck, 'round', v_round, 'cards', pg_catalog.cardinality(v_cards));
    end if;
    -- another push made the row meanwhile: merge into it
    select * into v_row from public.dealt_decks d
      where d.user_id = p_user and d.deck = v_deck for update;
  end if;
  if v_round > v_row.round then
    -- the deck was started over on the pushing device: its round replaces the older one
    update public.dealt_decks d set round = v_round, cards = v_cards, updated_at = now()
      where d.user_id = p_user and d.deck = v_deck;
    v_row.round := v_round;
    v_row.cards := v_cards;
  elsif v_round = v_row.round then
    select coalesce(pg_catalog.array_agg(distinct c order by c), '{}') into v_merged
    from pg_catalog.unnest(v_row.cards || v_cards) u(c);
    if pg_catalog.cardinality(v_merged) > 10000 then
      raise exception 'a deck keeps at most 10000 dealt cards';
    end if;
    -- only a change moves the row (and so reaches the other devices)
    if pg_catalog.cardinality(v_merged) > pg_catalog.cardinality(v_row.cards) then
      update public.dealt_decks d set cards = v_merged, updated_at = now()
        where d.user_id = p_user and d.deck = v_deck;
      v_row.cards := v_merged;
    end if;
  end if;
  -- a lower round changes nothing: that device learns the newer round from its next pull
  return pg_catalog.jsonb_build_object(
    'deck', v_deck, 'round', v_row.round, 'cards', pg_catalog.cardinality(v_row.cards));
end;
$$;

revoke all on function private.op_dealt_merge(uuid, jsonb) from public;

insert into private.op_handlers (type, fn) values
  ('dealt.merge', 'private.op_dealt_merge(uuid, jsonb)');

-- pull_keys of 20261130400000_pull_keys.sql, answering 'dealt/<deck>' too.
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
      when v_kind = 'dealt' and v_rest <> '' then
        (select pg_catalog.jsonb_build_object('kind', 'dealt', 'deck', t.deck, 'round', t.round,
          'cards', pg_catalog.to_jsonb(t.cards))
        from public.dealt_decks t where t.user_id = v_user and t.deck = v_rest)
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

-- pull_page_sql and pull of 20261201000000 with a seventh kind rank: dealt decks. Everything else
-- unchanged; so are their grants.
create or replace function private.pull_page_sql(
  p_after text[], p_first boolean, p_since xid8, p_n integer
) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  -- p_after holds one predicate per kind rank, with %1$s = the xid column, %2$s = the key
  v_uuid text := '''^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$''';
  v_parts text[] := '{}';
begin
  -- rank 1: coin entries
  v_parts := v_parts || pg_catalog.format(
    'select c.change_xid as xid, 1 as rank, %2$L as kind, null::text as kt, c.id as kb '
    'from public.coin_ledger c where c.user_id = $1 and %1$s order by c.change_xid, c.id limit %3$s',
    pg_catalog.format(p_after[1], 'c.change_xid', 'c.id'), 'coin-entry', p_n);
  -- rank 2: draft updates
  v_parts := v_parts || pg_catalog.format(
    'select d.change_xid, 2, %2$L, null::text, d.id '
    'from public.pack_drafts d where d.owner_id = $1 and %1$s order by d.change_xid, d.id limit %3$s',
    pg_catalog.format(p_after[2], 'd.change_xid', 'd.id'), 'draft-update', p_n);
  -- rank 3: likes
  v_parts := v_parts || pg_catalog.format(
    'select l.change_xid, 3, %2$L, l.game_id, null::bigint '
    'from public.likes l where l.user_id = $1 and %1$s %4$s '
    'order by l.change_xid, l.game_id limit %3$s',
    pg_catalog.format(p_after[3], 'l.change_xid', 'l.game_id'), 'like', p_n,
    case when p_first then 'and l.liked' else '' end);
  -- rank 4: packs. The caller's own ...
  v_parts := v_parts || pg_catalog.format(
    'select k.change_xid, 4, %2$L, k.id::text, null::bigint '
    'from public.packs k where k.owner_id = $1 and %1$s %4$s '
    'order by k.change_xid, k.id::text limit %3$s',
    pg_catalog.format(p_after[4], 'k.change_xid', 'k.id::text'), 'pack', p_n,
    case when p_first then 'and k.deleted_at is null' else '' end);
  -- ... someone else's public pack the caller likes, at the like (a like made on another device
  -- brings the pack) ...
  v_parts := v_parts || pg_catalog.format(
    'select l.change_xid, 4, %2$L, l.game_id, null::bigint '
    'from public.likes l join public.packs k '
    '  on k.id = (case when l.game_id ~ %4$s then l.game_id::uuid end) '
    'where l.user_id = $1 and l.liked and l.game_id ~ %4$s and %1$s '
    '  and k.owner_id <> $1 and k.published_at is not null %5$s '
    'order by l.change_xid, l.game_id limit %3$s',
    pg_catalog.format(p_after[4], 'l.change_xid', 'l.game_id'), 'pack', p_n, v_uuid,
    case when p_first then 'and k.published and k.deleted_at is null' else '' end);
  -- ... and at the pack's own change (an edit, a delete, its counters). A first page skips this:
  -- the likes above bring every liked pack as it is now.
  if not p_first then
    v_parts := v_parts || pg_catalog.format(
      'select k.change_xid, 4, %2$L, k.id::text, null::bigint '
      'from public.packs k where k.published_at is not null and %1$s %4$s and k.owner_id <> $1 '
      '  and exists (select 1 from public.likes l '
      '    where l.user_id = $1 and l.game_id = k.id::text and l.liked) '
      'order by k.change_xid, k.id::text limit %3$s',
      pg_catalog.format(p_after[4], 'k.change_xid', 'k.id::text'), 'pack', p_n,
      case when p_since is null then ''
        else pg_catalog.format('and k.change_xid >= %L::xid8', p_since) end);
    -- ... and when a liked pack is gone with its owner's account (its row cascaded away, so no
    -- change of its own can say so): a tombstone at the deletion, from the ids kept for good.
    v_parts := v_parts || pg_catalog.format(
      'select u.gone_xid, 4, %2$L, u.id::text, null::bigint '
      'from public.likes l join private.pack_ids_used u '
      '  on u.id = (case when l.game_id ~ %4$s then l.game_id::uuid end) '
      'where l.user_id = $1 and l.liked and l.game_id ~ %4$s and u.gone_xid is not null '
      '  and %1$s %5$s and not exists (select 1 from public.packs k where k.id = u.id) '
      'order by u.gone_xid, u.id::text limit %3$s',
      pg_catalog.format(p_after[4], 'u.gone_xid', 'u.id::text'), 'pack', p_n, v_uuid,
      case when p_since is null then ''
        else pg_catalog.format('and u.gone_xid >= %L::xid8', p_since) end);
  end if;
  -- rank 5: pack states
  v_parts := v_parts || pg_catalog.format(
    'select s.change_xid, 5, %2$L, s.game || ''/'' || s.pack_id, null::bigint '
    'from public.pack_states s where s.user_id = $1 and %1$s '
    'order by s.change_xid, s.game || ''/'' || s.pack_id limit %3$s',
    pg_catalog.format(p_after[5], 's.change_xid', '(s.game || ''/'' || s.pack_id)'),
    'pack-state', p_n);
  -- rank 6: the profile
  v_parts := v_parts || pg_catalog.format(
    'select p.change_xid, 6, %2$L, p.id::text, null::bigint '
    -- (offset 0: looked up by id, never by walking the change index of every profile)
    'from (select * from public.profiles where id = $1 offset 0) p where %1$s',
    pg_catalog.format(p_after[6], 'p.change_xid', 'p.id::text'), 'profile');
  -- rank 7: dealt cards, one row per deck
  v_parts := v_parts || pg_catalog.format(
    'select t.change_xid, 7, %2$L, t.deck, null::bigint '
    'from public.dealt_decks t where t.user_id = $1 and %1$s '
    'order by t.change_xid, t.deck limit %3$s',
    pg_catalog.format(p_after[7], 't.change_xid', 't.deck'), 'dealt', p_n);
  -- (a pack both liked and changed may come twice; clients apply by key)
  return '(' || pg_catalog.array_to_string(v_parts, ') union all (') || ')';
end;
$$;

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
