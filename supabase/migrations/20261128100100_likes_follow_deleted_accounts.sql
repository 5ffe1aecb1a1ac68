-- A pack's like count follows its live likes whatever removes them. Deleting an account cascades
-- its like rows away (likes.user_id references profiles on delete cascade) without passing
-- through unlike_game, so packs.likes kept counting the likes of accounts that no longer exist.
-- This trigger takes them off as the rows go, in the same statement: packs.likes = the count of
-- live likes after any deletion. Unlike tombstones (liked = false) were never counted and are
-- left out here too; a pack deleted in the same cascade simply matches nothing.

create or replace function private.likes_removed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.packs k
  set likes = greatest(k.likes - gone.n, 0)
  from (
    select private.try_uuid(o.game_id) as pack_id, pg_catalog.count(*)::integer as n
    from removed_likes o
    where o.liked
    group by 1
  ) gone
  where gone.pack_id is not null and k.id = gone.pack_id;
  return null;
end;
$$;

revoke all on function private.likes_removed() from public, anon, authenticated;

create trigger likes_removed
after delete on public.likes
referencing old table as removed_likes
for each statement execute function private.likes_removed();
