-- A pack says which language it is written in (issue 39, "Danish at parity"): English or Danish.
-- The owner picks it in the editor; the pack page and the gallery's cards show it, the gallery
-- filters by it, and a table playing the pack reads its lead-ins in that language. Packs saved
-- before are English. pack.save takes metadata.lang (absent or null: the pack keeps its language),
-- the pull's pack body carries it, and gallery_packs answers it on every card and takes a lang
-- filter (null: every language).

alter table public.packs add column lang text not null default 'en'
  constraint packs_lang_known check (lang in ('en', 'da'));

-- A language filter is an equality before the sort key: the default sort and the newest have
-- indexes that answer it in order (the other sorts filter their own index).
create index packs_gallery_lang_trending on public.packs (lang, trending desc, id desc)
  where published and deleted_at is null and hidden_at is null;
create index packs_gallery_lang_newest on public.packs (lang, published_at desc, id desc)
  where published and deleted_at is null and hidden_at is null;

-- pack.save takes metadata.lang.
create or replace function private.op_pack_save(p_user uuid, p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  v_game text;
  v_lang text;
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
    -- a bad value only (not a transient failure, which must not become a refusal)
    exception when data_exception or raise_exception then
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

  -- The game the pack is for (docs/spec/editor.md): one of the protocol's PACK_GAMES; absent or null
  -- from a client older than packs' games, which the client then places by the lead-ins.
  if v_meta ? 'game' and pg_catalog.jsonb_typeof(v_meta -> 'game') <> 'null' then
    if pg_catalog.jsonb_typeof(v_meta -> 'game') <> 'string'
      or (v_meta ->> 'game') not in ('never-have-i-ever', 'most-likely-to', 'truth-or-dare',
        'charades', 'category', 'party-stream') then
      raise exception 'payload.pack.metadata.game must be one of never-have-i-ever, most-likely-to, truth-or-dare, charades, category, party-stream';
    end if;
    v_game := v_meta ->> 'game';
  end if;

  -- The language the pack is written in (issue 39): en or da; absent or null from a client older
  -- than packs' languages, which keeps the pack's language (a new pack is English).
  if v_meta ? 'lang' and pg_catalog.jsonb_typeof(v_meta -> 'lang') <> 'null' then
    if pg_catalog.jsonb_typeof(v_meta -> 'lang') <> 'string'
      or (v_meta ->> 'lang') not in ('en', 'da') then
      raise exception 'payload.pack.metadata.lang must be en or da';
    end if;
    v_lang := v_meta ->> 'lang';
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
        or pg_catalog.jsonb_typeof(e -> 'text') is distinct from 'string'
        or (e ? 'kind' and (e ->> 'kind') is distinct from 'truth'
          and (e ->> 'kind') is distinct from 'dare')),
    pg_catalog.count(*) filter (
      where pg_catalog.jsonb_typeof(e -> 'text') = 'string'
        and pg_catalog.char_length(e ->> 'text') > 500),
    pg_catalog.count(*) filter (
      where pg_catalog.jsonb_typeof(e -> 'text') = 'string' and pg_catalog.btrim(e ->> 'text') = ''),
    -- only the text is kept: stored prompts have one known shape
    -- the text, and a truth or dare pack's mark of each prompt
    coalesce(pg_catalog.jsonb_agg(
      case when v_game = 'truth-or-dare' and e ? 'kind'
        then pg_catalog.jsonb_build_object('text', e ->> 'text', 'kind', e ->> 'kind')
        else pg_catalog.jsonb_build_object('text', e ->> 'text') end
      order by i), '[]')
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
    id, owner_id, name, description, author, explicit, alcohol, tags, prompts, draft, game,
    lang, published, creation_date, updated_at
  ) values (
    v_id, p_user, v_name, v_description, v_author, v_explicit, v_alcohol, v_tags, v_prompts, v_draft, v_game,
    coalesce(v_lang, 'en'), false, coalesce(v_created, now()), now()
  )
  on conflict (id) do update set
    name = excluded.name,
    description = excluded.description,
    author = excluded.author,
    explicit = excluded.explicit,
    alcohol = excluded.alcohol,
    tags = excluded.tags,
    prompts = excluded.prompts,
    -- a save from a client that knows no games keeps the game the pack has
    game = coalesce(excluded.game, k.game),
    -- and one that knows no languages keeps the pack's language
    lang = coalesce(v_lang, k.lang),
    draft = excluded.draft,
    -- saving as a draft takes a published pack off the public list
    published = k.published and not excluded.draft,
    updated_at = now();

  update public.profiles
    set created_games = pg_catalog.array_append(created_games, v_id::text)
    where id = p_user and not (v_id::text = any (created_games));
  return pg_catalog.jsonb_build_object('packId', v_id, 'draft', v_draft);
end;
$function$;

-- change_body of 20261202200000_profile_language.sql with a pack's language in its metadata.
create or replace function private.change_body(p_user uuid, p_kind text, p_key text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
            'referred_users', p.referred_users,
            'lang', p.lang,
            'unlocked_packs', coalesce((
              select pg_catalog.jsonb_agg(u.pack_key order by u.unlocked_at, u.pack_key)
              from public.pack_unlocks u where u.user_id = p.id), '[]'::jsonb)))
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
                'tags', pg_catalog.to_jsonb(k.tags), 'game', k.game, 'lang', k.lang),
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
$function$;

-- The gallery with a language filter, $8 after the parameters of 20261124700000_gallery.sql, and
-- each card's language. The old signatures go: their callers are these functions only.
drop function public.gallery_packs(text, text, text, text[], boolean, boolean, integer);
drop function private.gallery_sql(text, boolean, boolean, boolean, boolean, boolean);
drop function private.gallery_tier_sql(integer, boolean, boolean, boolean, boolean, boolean);
drop function private.gallery_where(boolean, boolean, boolean);

create or replace function private.gallery_where(p_tags boolean, p_explicit boolean, p_alcohol boolean, p_lang boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 'k.published and k.deleted_at is null and k.hidden_at is null'
    || case when p_tags then ' and k.tag_keys @> $4' else '' end
    || case when p_explicit is not null then ' and k.explicit = $5' else '' end
    || case when p_alcohol is not null then ' and k.alcohol = $6' else '' end
    || case when p_lang then ' and k.lang = $8' else '' end
$function$;

create or replace function private.gallery_sql(p_sort text, p_after boolean, p_search boolean, p_tags boolean, p_explicit boolean, p_alcohol boolean, p_lang boolean)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_key text;
  v_type text;
  v_where text := private.gallery_where(p_tags, p_explicit, p_alcohol, p_lang);
begin
  case p_sort
    when 'trending' then v_key := 'k.trending'; v_type := 'double precision';
    when 'liked' then v_key := 'k.likes'; v_type := 'integer';
    when 'played' then v_key := 'k.plays'; v_type := 'integer';
    when 'newest' then v_key := 'k.published_at'; v_type := 'timestamptz';
    else raise exception 'unknown gallery sort: %', p_sort;
  end case;
  if p_search then
    v_where := v_where || ' and k.search @@ $3';
  end if;
  if p_after then
    v_where := v_where || pg_catalog.format(' and (%s, k.id) < ($1::%s, $2)', v_key, v_type);
  end if;
  return pg_catalog.format(
    'select k.id, k.name, k.author, k.prompt_count, k.tags, k.explicit, k.alcohol, k.game, k.lang, k.likes, '
    'k.plays, k.published_at, k.updated_at, (%1$s)::text as sort_value '
    'from public.packs k where %2$s order by %1$s desc, k.id desc limit $7',
    v_key, v_where);
end;
$function$;

create or replace function private.gallery_tier_sql(p_tier integer, p_window boolean, p_after boolean, p_tags boolean, p_explicit boolean, p_alcohol boolean, p_lang boolean)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_where text := private.gallery_where(p_tags, p_explicit, p_alcohol, p_lang);
  v_match text;
  v_columns text := pg_catalog.format(
    'k.id, k.name, k.author, k.prompt_count, k.tags, k.explicit, k.alcohol, k.game, k.lang, k.likes, k.plays, '
    'k.published_at, k.updated_at, ''%s:'' || k.trending::text as sort_value', p_tier);
begin
  case p_tier
    when 3 then v_match := 'k.name_search @@ $3';
    when 2 then v_match := 'k.label_search @@ $3 and not k.name_search @@ $3';
    when 1 then v_match := 'k.search @@ $3 and not k.label_search @@ $3';
    else raise exception 'unknown best-match tier: %', p_tier;
  end case;
  if p_after then
    v_where := v_where || ' and (k.trending, k.id) < ($1::double precision, $2)';
  end if;
  if p_window then
    return pg_catalog.format(
      'select %1$s from (select * from public.packs k where %2$s '
      'order by k.trending desc, k.id desc limit 500) k '
      'where %3$s order by k.trending desc, k.id desc limit $7',
      v_columns, v_where, v_match);
  end if;
  return pg_catalog.format(
    'with m as materialized (select * from public.packs k where %2$s and %3$s) '
    'select %1$s from m k order by k.trending desc, k.id desc limit $7',
    v_columns, v_where, v_match);
end;
$function$;

create or replace function public.gallery_packs(sort text DEFAULT 'trending'::text, cursor text DEFAULT NULL::text, search text DEFAULT NULL::text, tags text[] DEFAULT NULL::text[], explicit boolean DEFAULT false, alcohol boolean DEFAULT NULL::boolean, page_size integer DEFAULT 24, lang text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_sort text := coalesce(sort, 'trending');
  v_size integer := least(greatest(coalesce(page_size, 24), 1), 60);
  v_query tsquery := private.gallery_tsquery(search);
  v_tags text[] := private.tag_keys(tags);
  v_c jsonb;
  v_value text;
  v_id uuid;
  v_rows jsonb;
  v_count integer;
  v_last jsonb;
  v_tier integer;
  v_t integer;
  v_need integer;
  v_part jsonb;
  -- One page of rows (from the statement in %s) as cards.
  v_cards constant text := 'select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('
    '''id'', g.id, ''name'', g.name, ''author'', g.author, ''promptCount'', g.prompt_count, '
    '''tags'', g.tags, ''explicit'', g.explicit, ''alcohol'', g.alcohol, ''game'', g.game, ''lang'', g.lang, ''likes'', g.likes, '
    '''plays'', g.plays, ''publishedAt'', g.published_at, ''updatedAt'', g.updated_at, '
    '''sortValue'', g.sort_value)), ''[]'') from (%s) g';
begin
  if v_sort not in ('trending', 'liked', 'played', 'newest', 'relevance') then
    raise exception 'sort must be one of trending, liked, played, newest, relevance'
      using errcode = '22023';
  end if;
  if lang is not null and lang not in ('en', 'da') then
    raise exception 'lang must be en or da' using errcode = '22023';
  end if;
  if pg_catalog.cardinality(v_tags) > 10 then
    raise exception 'at most 10 tags' using errcode = '22023';
  end if;
  if v_sort = 'relevance' and v_query is null then
    v_sort := 'trending';
  end if;
  if cursor is not null then
    begin
      v_c := cursor::jsonb;
      v_value := v_c ->> 'v';
      v_id := (v_c ->> 'id')::uuid;
    -- Only a cursor that does not parse (as JSON, or its id as a uuid) is malformed; anything
    -- else (a cancelled statement) stays what it is.
    exception when invalid_text_representation then
      raise exception 'malformed cursor' using errcode = '22023';
    end;
    if (v_c ->> 's') is distinct from v_sort or v_value is null or v_id is null then
      raise exception 'malformed cursor' using errcode = '22023';
    end if;
    -- A best-match cursor holds "tier:trending".
    if v_sort = 'relevance' then
      if v_value !~ '^[123]:' then
        raise exception 'malformed cursor' using errcode = '22023';
      end if;
      v_tier := pg_catalog.left(v_value, 1)::integer;
      v_value := pg_catalog.substr(v_value, 3);
    end if;
  end if;

  begin
    if v_sort <> 'relevance' then
      execute pg_catalog.format(v_cards, private.gallery_sql(v_sort, cursor is not null,
          v_query is not null, pg_catalog.cardinality(v_tags) > 0, explicit, alcohol, lang is not null))
        into v_rows
        using v_value, v_id, v_query, v_tags, explicit, alcohol, v_size + 1, lang;
    else
      -- Tier by tier, from the cursor's, until the page (and one more card) is full.
      v_rows := '[]';
      for v_t in reverse 3..1 loop
        continue when v_tier is not null and v_t > v_tier;
        v_need := v_size + 1 - pg_catalog.jsonb_array_length(v_rows);
        exit when v_need <= 0;
        execute pg_catalog.format(v_cards, private.gallery_tier_sql(v_t, true,
            coalesce(v_t = v_tier, false), pg_catalog.cardinality(v_tags) > 0, explicit, alcohol, lang is not null))
          into v_part
          using v_value, v_id, v_query, v_tags, explicit, alcohol, v_need, lang;
        if pg_catalog.jsonb_array_length(v_part) < v_need then
          execute pg_catalog.format(v_cards, private.gallery_tier_sql(v_t, false,
              coalesce(v_t = v_tier, false), pg_catalog.cardinality(v_tags) > 0, explicit, alcohol, lang is not null))
            into v_part
            using v_value, v_id, v_query, v_tags, explicit, alcohol, v_need, lang;
        end if;
        v_rows := v_rows || v_part;
      end loop;
    end if;
  exception when invalid_text_representation or invalid_datetime_format
    or datetime_field_overflow or numeric_value_out_of_range then
    raise exception 'malformed cursor' using errcode = '22023';
  end;

  v_count := pg_catalog.jsonb_array_length(v_rows);
  if v_count <= v_size then
    return pg_catalog.jsonb_build_object('packs', v_rows, 'nextCursor', null);
  end if;
  v_last := v_rows -> (v_size - 1);
  return pg_catalog.jsonb_build_object(
    'packs', v_rows - v_size,
    'nextCursor', pg_catalog.jsonb_build_object(
      's', v_sort, 'v', v_last ->> 'sortValue', 'id', v_last ->> 'id')::text);
end;
$function$;

revoke all on function public.gallery_packs(text, text, text, text[], boolean, boolean, integer, text)
  from public, anon, authenticated;
grant execute on function public.gallery_packs(text, text, text, text[], boolean, boolean, integer, text)
  to anon, authenticated;
revoke all on function private.gallery_sql(text, boolean, boolean, boolean, boolean, boolean, boolean),
  private.gallery_where(boolean, boolean, boolean, boolean),
  private.gallery_tier_sql(integer, boolean, boolean, boolean, boolean, boolean, boolean)
  from public;
