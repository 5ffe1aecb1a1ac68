-- The community gallery (/packs): published packs served from Postgres, one page at a time,
-- instead of listing Storage and downloading every file (SPEC §7's listing stays where SPEC uses
-- it). One RPC, gallery_packs, answers a page of cards: sorted by trending, most liked, most
-- played, newest or (with a search) best match; filtered by tags, 18+ and alcohol; searched with
-- Postgres full-text search over name, tags, author and description. Paging is keyset (a cursor
-- holding the last card's sort value and id), never OFFSET, so the 1000th page costs what the
-- first does. Counters (likes, plays) are read from the table that like_game and count_play keep.

-- Helpers for generated columns: immutable, so Postgres can store their values with each row. ----

-- Tags as the gallery filters them: trimmed, lowercase, empty ones dropped.
create or replace function private.tag_keys(p_tags text[]) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(pg_catalog.lower(pg_catalog.btrim(t)) order by i), '{}')
  from pg_catalog.unnest(p_tags) with ordinality u(t, i)
  where pg_catalog.btrim(t) <> ''
$$;

-- What search matches, weighted so a word in the name ranks above one in the tags, the author or
-- the description (A > B > C > D). The 'simple' configuration (no stemming, no stop words): packs
-- are written in English, French, Spanish, German, Danish…, and a prefix match covers plurals.
create or replace function private.pack_search_vector(
  p_name text, p_tags text[], p_author text, p_description text
) returns tsvector
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('simple', coalesce(p_name, '')), 'A')
    || pg_catalog.setweight(
      pg_catalog.to_tsvector('simple', coalesce(pg_catalog.array_to_string(p_tags, ' '), '')), 'B')
    || pg_catalog.setweight(pg_catalog.to_tsvector('simple', coalesce(p_author, '')), 'C')
    || pg_catalog.setweight(pg_catalog.to_tsvector('simple', coalesce(p_description, '')), 'D')
$$;

-- Trending: engagement on a log scale plus recency, so it needs no clock and can be indexed (the
-- score of a pack only moves when its own counters do). Ten times the engagement (a like counts
-- as three plays) is worth 12.5 hours of newness: a fresh pack reaches the top, and a loved one
-- stays there for days.
create or replace function private.trending_score(
  p_likes integer, p_plays integer, p_published timestamptz
) returns double precision
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.log(greatest(p_likes, 0)::double precision * 3 + greatest(p_plays, 0) + 1)
    + coalesce(extract(epoch from p_published)::double precision, 0) / 45000
$$;

-- New columns ------------------------------------------------------------------------------------

alter table public.packs
  -- Set when a pack is taken off the gallery pending review (reports reach the threshold, or an
  -- operator hides it). It stays readable at /game/{id} by link; the owner is told.
  add column hidden_at timestamptz,
  add column prompt_count integer
    generated always as (pg_catalog.jsonb_array_length(prompts)) stored,
  add column tag_keys text[] generated always as (private.tag_keys(tags)) stored,
  add column search tsvector
    generated always as (private.pack_search_vector(name, tags, author, description)) stored,
  -- Best match ranks in tiers (see gallery_sql), each answered by its own text index: every word
  -- in the name; every word in the name or the tags.
  add column name_search tsvector
    generated always as (pg_catalog.to_tsvector('simple', coalesce(name, ''))) stored,
  add column label_search tsvector
    generated always as (private.pack_search_vector(name, tags, null, null)) stored,
  add column trending double precision
    generated always as (private.trending_score(likes, plays, published_at)) stored;

-- Indexes: one per sort, each holding only what the gallery shows, plus text search and tags. -----

create index packs_gallery_trending on public.packs (trending desc, id desc)
  where published and deleted_at is null and hidden_at is null;
create index packs_gallery_liked on public.packs (likes desc, id desc)
  where published and deleted_at is null and hidden_at is null;
create index packs_gallery_played on public.packs (plays desc, id desc)
  where published and deleted_at is null and hidden_at is null;
create index packs_gallery_newest on public.packs (published_at desc, id desc)
  where published and deleted_at is null and hidden_at is null;
create index packs_gallery_search on public.packs using gin (search)
  where published and deleted_at is null and hidden_at is null;
create index packs_gallery_tags on public.packs using gin (tag_keys)
  where published and deleted_at is null and hidden_at is null;
create index packs_gallery_name_search on public.packs using gin (name_search)
  where published and deleted_at is null and hidden_at is null;
create index packs_gallery_label_search on public.packs using gin (label_search)
  where published and deleted_at is null and hidden_at is null;

-- The query ----------------------------------------------------------------------------------------

-- A search box's text as a query: every word must match, the last ones as prefixes too, so
-- "drink gam" finds "Drinking games". Null when the text has no words.
create or replace function private.gallery_tsquery(p_text text) returns tsquery
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.to_tsquery('simple',
    pg_catalog.string_agg(pg_catalog.quote_literal(w.lexeme) || ':*', ' & '))
  from pg_catalog.unnest(pg_catalog.to_tsvector('simple', coalesce(pg_catalog.left(p_text, 200), ''))) w
  having pg_catalog.count(*) > 0
$$;

-- Filters every gallery query applies, as SQL text over the parameters described below.
create or replace function private.gallery_where(
  p_tags boolean, p_explicit boolean, p_alcohol boolean
) returns text
language sql immutable
set search_path = ''
as $$
  select 'k.published and k.deleted_at is null and k.hidden_at is null'
    || case when p_tags then ' and k.tag_keys @> $4' else '' end
    || case when p_explicit is not null then ' and k.explicit = $5' else '' end
    || case when p_alcohol is not null then ' and k.alcohol = $6' else '' end
$$;

-- The SQL gallery_packs runs for a sort and the filters in use. Built as text so each combination
-- gets its own plan (a generic plan with "param is null or …" branches would not use the indexes),
-- and exposed to the tests, which EXPLAIN exactly this statement. Parameters, always in this order:
-- $1 cursor sort value (text), $2 cursor id, $3 tsquery, $4 tag keys, $5 18+ filter, $6 alcohol
-- filter, $7 row limit. Values only ever travel as parameters, never into the text. Best match
-- has its own statements (gallery_tier_sql).
create or replace function private.gallery_sql(
  p_sort text, p_after boolean, p_search boolean, p_tags boolean, p_explicit boolean, p_alcohol boolean
) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_key text;
  v_type text;
  v_where text := private.gallery_where(p_tags, p_explicit, p_alcohol);
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
    'select k.id, k.name, k.author, k.prompt_count, k.tags, k.explicit, k.alcohol, k.likes, '
    'k.plays, k.published_at, k.updated_at, (%1$s)::text as sort_value '
    'from public.packs k where %2$s order by %1$s desc, k.id desc limit $7',
    v_key, v_where);
end;
$$;

-- Best match ranks packs in three tiers, and by trending within a tier: every word of the search
-- in the name (3); every word in the name or the tags (2); anywhere, author and description
-- included (1). Ranking every match with ts_rank read them all (20,000 rows for a common word,
-- about 60 ms at 100,000 packs); a tier is read in trending order instead, one of two ways:
-- - window: the next 500 packs by trending (the trending index), those of the tier. Enough when
--   the tier is common, which is when reading all its matches would be slow;
-- - all: every match of the tier through its text index, then sorted. Used when the window did
--   not fill the page, which is when the tier is rare and its matches are few.
-- Parameters as gallery_sql's; $1 is the trending value of the cursor's card when p_after (the
-- cursor is in this tier).
create or replace function private.gallery_tier_sql(
  p_tier integer, p_window boolean, p_after boolean, p_tags boolean, p_explicit boolean,
  p_alcohol boolean
) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_where text := private.gallery_where(p_tags, p_explicit, p_alcohol);
  v_match text;
  v_columns text := pg_catalog.format(
    'k.id, k.name, k.author, k.prompt_count, k.tags, k.explicit, k.alcohol, k.likes, k.plays, '
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
$$;

-- One page of gallery cards. sort: trending (default), liked, played, newest, or relevance (best
-- match; only with a search, otherwise trending). explicit/alcohol: null shows both, true only
-- such packs, false none; explicit defaults to false, so 18+ packs show only to a caller that
-- asks for them (the device's 18+ setting). tags: every one must be on the pack (any letter case).
-- Answers {packs: [card…], nextCursor: text | null}; pass nextCursor back, with the same sort and
-- filters, for the next page.
create or replace function public.gallery_packs(
  sort text default 'trending',
  cursor text default null,
  search text default null,
  tags text[] default null,
  explicit boolean default false,
  alcohol boolean default null,
  page_size integer default 24
) returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $$
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
    '''tags'', g.tags, ''explicit'', g.explicit, ''alcohol'', g.alcohol, ''likes'', g.likes, '
    '''plays'', g.plays, ''publishedAt'', g.published_at, ''updatedAt'', g.updated_at, '
    '''sortValue'', g.sort_value)), ''[]'') from (%s) g';
begin
  if v_sort not in ('trending', 'liked', 'played', 'newest', 'relevance') then
    raise exception 'sort must be one of trending, liked, played, newest, relevance'
      using errcode = '22023';
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
          v_query is not null, pg_catalog.cardinality(v_tags) > 0, explicit, alcohol))
        into v_rows
        using v_value, v_id, v_query, v_tags, explicit, alcohol, v_size + 1;
    else
      -- Tier by tier, from the cursor's, until the page (and one more card) is full.
      v_rows := '[]';
      for v_t in reverse 3..1 loop
        continue when v_tier is not null and v_t > v_tier;
        v_need := v_size + 1 - pg_catalog.jsonb_array_length(v_rows);
        exit when v_need <= 0;
        execute pg_catalog.format(v_cards, private.gallery_tier_sql(v_t, true,
            coalesce(v_t = v_tier, false), pg_catalog.cardinality(v_tags) > 0, explicit, alcohol))
          into v_part
          using v_value, v_id, v_query, v_tags, explicit, alcohol, v_need;
        if pg_catalog.jsonb_array_length(v_part) < v_need then
          execute pg_catalog.format(v_cards, private.gallery_tier_sql(v_t, false,
              coalesce(v_t = v_tier, false), pg_catalog.cardinality(v_tags) > 0, explicit, alcohol))
            into v_part
            using v_value, v_id, v_query, v_tags, explicit, alcohol, v_need;
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
$$;

-- Hosted Supabase grants nothing on new functions (since 2026-10-30); say exactly who may call.
revoke all on function public.gallery_packs(text, text, text, text[], boolean, boolean, integer)
  from public, anon, authenticated;
grant execute on function public.gallery_packs(text, text, text, text[], boolean, boolean, integer)
  to anon, authenticated;
revoke all on function private.tag_keys(text[]), private.pack_search_vector(text, text[], text, text),
  private.trending_score(integer, integer, timestamptz), private.gallery_tsquery(text),
  private.gallery_sql(text, boolean, boolean, boolean, boolean, boolean),
  private.gallery_where(boolean, boolean, boolean),
  private.gallery_tier_sql(integer, boolean, boolean, boolean, boolean, boolean)
  from public;
