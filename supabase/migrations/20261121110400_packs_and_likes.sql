-- User game packs (SPEC §3), likes, which built-in packs a user has switched on, and Yjs draft
-- updates. Clients write none of these tables directly: every write is an operation applied by
-- push() (or a function below) so ownership, counters and tombstones stay consistent.

create table public.packs (
  id uuid primary key,
  owner_id uuid not null references public.profiles (id) on delete cascade,
  name text not null default '' check (pg_catalog.char_length(name) <= 80),
  description text not null default '' check (pg_catalog.char_length(description) <= 1000),
  author text not null default '' check (pg_catalog.char_length(author) <= 80),
  explicit boolean not null default false,
  alcohol boolean not null default false,
  tags text[] not null default '{}',
  prompts jsonb not null default '[]' check (pg_catalog.jsonb_typeof(prompts) = 'array'),
  draft boolean not null default true,
  -- public to everyone while published and not deleted; a draft save unpublishes
  published boolean not null default false check (not (published and draft)),
  -- first publication; non-owners get a tombstone for a pack that was ever public
  published_at timestamptz,
  likes integer not null default 0 check (likes >= 0),
  plays integer not null default 0 check (plays >= 0),
  creation_date timestamptz not null default now(),
  -- SPEC §3 lastUpdated: content changes only, not counters
  updated_at timestamptz not null default now(),
  -- tombstone: the row stays (content cleared) so every device learns of the delete
  deleted_at timestamptz,
  change_xid xid8 not null default pg_current_xact_id()
);

create index packs_owner on public.packs (owner_id, change_xid);
create index packs_public on public.packs (change_xid) where published_at is not null;

create trigger packs_stamp before insert or update on public.packs
  for each row execute function private.stamp_change();

create table public.likes (
  user_id uuid not null references public.profiles (id) on delete cascade,
  game_id text not null check (pg_catalog.char_length(game_id) between 1 and 100),
  -- false is the tombstone of an unlike, kept so other devices learn of it
  liked boolean not null default true,
  updated_at timestamptz not null default now(),
  change_xid xid8 not null default pg_current_xact_id(),
  primary key (user_id, game_id)
);

create index likes_user on public.likes (user_id, change_xid);

create trigger likes_stamp before insert or update on public.likes
  for each row execute function private.stamp_change();

create table public.pack_states (
  user_id uuid not null references public.profiles (id) on delete cascade,
  game text not null
    check (pg_catalog.char_length(game) between 1 and 60 and pg_catalog.strpos(game, '/') = 0),
  pack_id text not null check (pg_catalog.char_length(pack_id) between 1 and 100),
  active boolean not null,
  updated_at timestamptz not null default now(),
  change_xid xid8 not null default pg_current_xact_id(),
  primary key (user_id, game, pack_id)
);

create index pack_states_user on public.pack_states (user_id, change_xid);

create trigger pack_states_stamp before insert or update on public.pack_states
  for each row execute function private.stamp_change();

create table public.pack_drafts (
  id bigint generated always as identity primary key,
  pack_id uuid not null,
  owner_id uuid not null references public.profiles (id) on delete cascade,
  yjs_update bytea not null check (pg_catalog.octet_length(yjs_update) between 1 and 1048576),
  created_at timestamptz not null default now(),
  change_xid xid8 not null default pg_current_xact_id()
);

create index pack_drafts_pack on public.pack_drafts (pack_id);
create index pack_drafts_owner on public.pack_drafts (owner_id, change_xid);

alter table public.packs enable row level security;
alter table public.likes enable row level security;
alter table public.pack_states enable row level security;
alter table public.pack_drafts enable row level security;

create policy "packs: owner or published" on public.packs
  for select to anon, authenticated
  using (owner_id = (select auth.uid()) or (published and deleted_at is null));
create policy "likes: owner reads" on public.likes
  for select to authenticated using (user_id = (select auth.uid()));
create policy "pack_states: owner reads" on public.pack_states
  for select to authenticated using (user_id = (select auth.uid()));
create policy "pack_drafts: owner reads" on public.pack_drafts
  for select to authenticated using (owner_id = (select auth.uid()));

revoke all on public.packs, public.likes, public.pack_states, public.pack_drafts
  from anon, authenticated;
grant select on public.packs to anon, authenticated;
grant select on public.likes, public.pack_states, public.pack_drafts to authenticated;

-- Whether a user may see a pack: their own, or a published one.
create or replace function private.pack_visible(p_user uuid, p_pack uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.packs p
    where p.id = p_pack and p.deleted_at is null and (p.owner_id = p_user or p.published)
  )
$$;

-- Liking twice is a no-op (SPEC §5). A game id that names a pack also moves packs.likes, so
-- packs.likes = count of live likes and profiles.liked_games = the user's live likes.
create or replace function private.like_game(p_user uuid, p_game text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pack uuid := private.try_uuid(p_game);
  v_is_pack boolean := false;
begin
  if p_user is null then
    raise exception 'User is not authenticated';
  end if;
  if p_game is null or pg_catalog.char_length(p_game) not between 1 and 100 then
    raise exception 'gameId must be 1 to 100 characters';
  end if;
  if v_pack is not null then
    v_is_pack := exists (select 1 from public.packs where id = v_pack);
    if v_is_pack and not private.pack_visible(p_user, v_pack) then
      raise exception 'pack not found';
    end if;
  end if;
  insert into public.likes as l (user_id, game_id, liked) values (p_user, p_game, true)
  on conflict (user_id, game_id) do update set liked = true, updated_at = now()
    where l.liked = false;
  if not found then
    return false;
  end if;
  update public.profiles set liked_games = pg_catalog.array_append(liked_games, p_game)
    where id = p_user and not (p_game = any (liked_games));
  if v_is_pack then
    update public.packs set likes = likes + 1 where id = v_pack;
  end if;
  return true;
end;
$$;

create or replace function private.unlike_game(p_user uuid, p_game text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pack uuid := private.try_uuid(p_game);
begin
  if p_user is null then
    raise exception 'User is not authenticated';
  end if;
  if p_game is null or pg_catalog.char_length(p_game) not between 1 and 100 then
    raise exception 'gameId must be 1 to 100 characters';
  end if;
  update public.likes set liked = false, updated_at = now()
    where user_id = p_user and game_id = p_game and liked;
  if not found then
    return false;
  end if;
  update public.profiles set liked_games = pg_catalog.array_remove(liked_games, p_game)
    where id = p_user;
  if v_pack is not null then
    update public.packs set likes = greatest(likes - 1, 0) where id = v_pack;
  end if;
  return true;
end;
$$;

create or replace function private.count_play(p_user uuid, p_pack uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_plays integer;
begin
  if p_user is null then
    raise exception 'User is not authenticated';
  end if;
  update public.packs set plays = plays + 1
    where id = p_pack and deleted_at is null and (owner_id = p_user or published)
    returning plays into v_plays;
  if not found then
    raise exception 'pack not found';
  end if;
  return v_plays;
end;
$$;

create or replace function public.like_game(game_id text) returns boolean
language sql security definer set search_path = ''
as $$ select private.like_game(auth.uid(), game_id) $$;

create or replace function public.unlike_game(game_id text) returns boolean
language sql security definer set search_path = ''
as $$ select private.unlike_game(auth.uid(), game_id) $$;

create or replace function public.count_play(pack_id uuid) returns integer
language sql security definer set search_path = ''
as $$ select private.count_play(auth.uid(), pack_id) $$;

revoke all on function public.like_game(text), public.unlike_game(text), public.count_play(uuid)
  from public, anon, authenticated;
grant execute on function public.like_game(text), public.unlike_game(text), public.count_play(uuid)
  to authenticated;
