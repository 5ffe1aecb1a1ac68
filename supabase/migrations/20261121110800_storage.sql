-- Published pack files (SPEC §7): packs/{packId}.json in a public bucket. Anyone reads; only the
-- owner of the pack row (public.packs.owner_id) writes or deletes its file, so a pack must be
-- pushed (pack.save) before its file is uploaded.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('packs', 'packs', true, 5242880, array['application/json'])
on conflict (id) do nothing;

create policy "packs files: everyone reads" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'packs');

-- The packs subquery runs under the caller's RLS, which already limits it to their own rows.
create policy "packs files: owner uploads" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'packs'
    and exists (
      select 1 from public.packs p
      where p.owner_id = (select auth.uid()) and p.deleted_at is null
        and p.id::text || '.json' = objects.name
    )
  );

create policy "packs files: owner replaces" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'packs'
    and exists (
      select 1 from public.packs p
      where p.owner_id = (select auth.uid()) and p.id::text || '.json' = objects.name
    )
  )
  with check (
    bucket_id = 'packs'
    and exists (
      select 1 from public.packs p
      where p.owner_id = (select auth.uid()) and p.deleted_at is null
        and p.id::text || '.json' = objects.name
    )
  );

-- Deleting stays possible after the pack row is tombstoned, so the owner can clean up.
create policy "packs files: owner deletes" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'packs'
    and exists (
      select 1 from public.packs p
      where p.owner_id = (select auth.uid()) and p.id::text || '.json' = objects.name
    )
  );
