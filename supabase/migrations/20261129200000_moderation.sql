-- Moderation that cannot be gamed (issue 40, item 5).
--
-- * Reports survive their reporter: deleting an account keeps its reports with user_id null, so a
--   pack hidden by accounts that then delete themselves stays in the moderators' queue.
-- * A report counts towards hiding a pack only from an account with a confirmed email that is at
--   least a day old (pack_reports.counts, decided when the report arrives). Every report is still
--   kept and shown to moderators.
-- * Moderators: accounts whose app_metadata has "moderator": true. Only SQL grants it
--   (private.set_moderator, supabase/README.md); app_metadata cannot be written by the client.
--   The functions below read the claim from auth.users, so taking it away works at once, not only
--   when the moderator's access token expires.
-- * The /moderation page calls moderation_queue(), moderate_pack() (restore / remove) and
--   ban_author(); every decision goes to private.moderation_log, which the page shows.
-- * A ban: every published pack of the author leaves the gallery (hidden), and the account can no
--   longer publish a pack or report one.

-- Reports survive their reporter ---------------------------------------------------------------
alter table public.pack_reports drop constraint pack_reports_pkey;
alter table public.pack_reports add column id bigint generated always as identity primary key;
alter table public.pack_reports alter column user_id drop not null;
alter table public.pack_reports drop constraint pack_reports_user_id_fkey;
alter table public.pack_reports
  add constraint pack_reports_user_id_fkey
  foreign key (user_id) references public.profiles (id) on delete set null;
-- one report per account per pack (a deleted reporter's rows, user_id null, no longer collide)
alter table public.pack_reports
  add constraint pack_reports_one_per_account unique (pack_id, user_id);
-- whether the report counts towards hiding the pack: its account had a confirmed email, was at
-- least a day old and was not banned when it reported. Reports sent before this rule counted.
alter table public.pack_reports add column counts boolean not null default true;
create index pack_reports_user on public.pack_reports (user_id);

-- Moderators, bans and the log ------------------------------------------------------------------
create or replace function private.is_moderator(p_user uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((
    select (u.raw_app_meta_data -> 'moderator') = 'true'::jsonb
    from auth.users u where u.id = p_user
  ), false)
$$;

-- Grants or takes away the moderator claim. SQL editor / psql only (no API role can call it);
-- the account's next access token (sign in again, or the hourly refresh) carries the claim.
create or replace function private.set_moderator(p_email text, p_moderator boolean) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  update auth.users u
  set raw_app_meta_data = case
      when p_moderator then
        coalesce(u.raw_app_meta_data, '{}'::jsonb) || '{"moderator": true}'::jsonb
      else coalesce(u.raw_app_meta_data, '{}'::jsonb) - 'moderator'
    end,
    updated_at = now()
  where pg_catalog.lower(u.email) = pg_catalog.lower(pg_catalog.btrim(p_email))
  returning u.id into v_id;
  if v_id is null then
    raise exception 'no account with the email %', p_email;
  end if;
  return v_id;
end;
$$;

create table private.banned_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  banned_at timestamptz not null default now(),
  banned_by uuid references auth.users (id) on delete set null,
  note text not null default ''
);

create or replace function private.is_banned(p_user uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.banned_accounts b where b.user_id = p_user)
$$;

create table private.moderation_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  moderator_id uuid references auth.users (id) on delete set null,
  -- names as they were, so the log still reads after an account or pack is gone
  moderator_name text not null,
  action text not null check (action in ('restore', 'remove', 'ban')),
  pack_id uuid references public.packs (id) on delete set null,
  pack_name text not null default '',
  author_id uuid references auth.users (id) on delete set null,
  author_name text not null default '',
  note text not null default '' check (pg_catalog.char_length(note) <= 500)
);
create index moderation_log_at on private.moderation_log (at desc);

-- Whether an account's report counts towards hiding a pack.
create or replace function private.report_counts(p_user uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    where u.id = p_user
      and u.email_confirmed_at is not null
      and u.created_at <= now() - interval '1 day'
  ) and not private.is_banned(p_user)
$$;

-- A banned account publishes nothing: no new published pack, and no draft made public. Its packs
-- that a moderator restores stay as they are.
create or replace function private.refuse_banned_publish() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published and (tg_op = 'INSERT' or not old.published)
    and private.is_banned(new.owner_id) then
    raise exception 'A moderator has banned this account: it cannot publish packs'
      using errcode = 'PD002';
  end if;
  return new;
end;
$$;

create trigger packs_refuse_banned_publish
  before insert or update of published on public.packs
  for each row execute function private.refuse_banned_publish();

-- pack.report, as in 20261124700100_pack_reports.sql, plus: banned accounts cannot report, and only
-- reports that count (private.report_counts) hide the pack.
create or replace function private.op_pack_report(p_user uuid, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pack uuid := private.payload_uuid(p, 'packId');
  v_reason text := private.payload_nonempty(p, 'reason', 20);
  v_note text := pg_catalog.btrim(coalesce(private.payload_text(p, 'note', 500, false), ''));
  v_row public.packs;
  v_open integer;
  v_hidden boolean;
begin
  if v_reason not in ('offensive', 'sexual', 'hateful', 'dangerous', 'spam', 'other') then
    raise exception 'payload.reason must be one of offensive, sexual, hateful, dangerous, spam, other';
  end if;
  if private.is_banned(p_user) then
    raise exception 'A moderator has banned this account: it cannot report packs';
  end if;
  -- The pack row is locked first, so reports arriving at once are counted one after another and
  -- the threshold hides the pack exactly when it is reached.
  select * into v_row from public.packs where id = v_pack for update;
  if not found or v_row.deleted_at is not null or not v_row.published then
    raise exception 'pack not found';
  end if;
  if v_row.owner_id = p_user then
    raise exception 'you cannot report your own pack';
  end if;
  insert into public.pack_reports (pack_id, user_id, reason, note, counts)
  values (v_pack, p_user, v_reason, v_note, private.report_counts(p_user))
  on conflict (pack_id, user_id) do nothing;
  if not found then
    return pg_catalog.jsonb_build_object(
      'packId', v_pack, 'reported', false, 'already', true, 'hidden', v_row.hidden_at is not null);
  end if;
  select pg_catalog.count(*) into v_open
  from public.pack_reports where pack_id = v_pack and dismissed_at is null and counts;
  v_hidden := v_row.hidden_at is not null;
  if not v_hidden and v_open >= private.report_threshold() then
    update public.packs set hidden_at = now() where id = v_pack;
    v_hidden := true;
  end if;
  return pg_catalog.jsonb_build_object(
    'packId', v_pack, 'reported', true, 'already', false, 'hidden', v_hidden);
end;
$$;

-- The caller, who must be a moderator.
create or replace function private.require_moderator() returns uuid
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null or not private.is_moderator(v_user) then
    raise exception 'Only moderators can do this' using errcode = '42501';
  end if;
  return v_user;
end;
$$;

create or replace function private.account_name(p_user uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.username from public.profiles p where p.id = p_user),
    (select u.email from auth.users u where u.id = p_user),
    '')
$$;

-- The moderators' queue: every public pack that is hidden or has reports no moderator has looked
-- at, hidden first, then the most reported, each with all its reports; and the last 50 decisions.
create or replace function public.moderation_queue() returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  perform private.require_moderator();
  return pg_catalog.jsonb_build_object(
    'packs', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'packId', k.id,
          'name', k.name,
          'author', k.author,
          'authorBanned', private.is_banned(k.owner_id),
          'hiddenAt', k.hidden_at,
          'openReports', q.open_reports,
          'reports', q.reports)
        order by k.hidden_at is null, q.open_reports desc, k.hidden_at desc, k.id)
      from public.packs k
      cross join lateral (
        select pg_catalog.count(*) filter (where r.dismissed_at is null) as open_reports,
          coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
              'reason', r.reason,
              'note', r.note,
              'at', r.created_at,
              'reporter', case when r.user_id is null then null
                else private.account_name(r.user_id) end,
              'counts', r.counts,
              'dismissed', r.dismissed_at is not null)
            order by r.created_at desc, r.id desc), '[]'::jsonb) as reports
        from public.pack_reports r where r.pack_id = k.id
      ) q
      where k.published and k.deleted_at is null
        and (k.hidden_at is not null or exists (
          select 1 from public.pack_reports o where o.pack_id = k.id and o.dismissed_at is null))
    ), '[]'::jsonb),
    'log', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'at', l.at, 'moderator', l.moderator_name, 'action', l.action,
          'packName', l.pack_name, 'author', l.author_name, 'note', l.note)
        order by l.at desc, l.id desc)
      from (select * from private.moderation_log order by at desc, id desc limit 50) l
    ), '[]'::jsonb));
end;
$$;

-- restore: back in the gallery, its open reports dismissed (they stop counting; the same accounts
-- cannot report it again). remove: unpublished (off the gallery and its link), reports kept.
create or replace function public.moderate_pack(pack_id uuid, action text, note text default '')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_moderator uuid := private.require_moderator();
  v_id uuid := pack_id;
  v_action text := action;
  v_note text := pg_catalog.btrim(coalesce(note, ''));
  v_row public.packs;
begin
  if v_action is null or v_action not in ('restore', 'remove') then
    raise exception 'The action must be restore or remove';
  end if;
  if pg_catalog.char_length(v_note) > 500 then
    raise exception 'The note is too long (500 characters at most)';
  end if;
  select * into v_row from public.packs k where k.id = v_id for update;
  if not found or v_row.deleted_at is not null then
    raise exception 'This pack no longer exists';
  end if;
  if v_action = 'restore' then
    update public.pack_reports r set dismissed_at = now()
      where r.pack_id = v_id and r.dismissed_at is null;
    update public.packs k set hidden_at = null where k.id = v_id;
  else
    update public.packs k set published = false, hidden_at = coalesce(k.hidden_at, now())
      where k.id = v_id;
  end if;
  insert into private.moderation_log
    (moderator_id, moderator_name, action, pack_id, pack_name, author_id, author_name, note)
  values (v_moderator, private.account_name(v_moderator), v_action, v_id, v_row.name,
    v_row.owner_id, coalesce(nullif(v_row.author, ''), private.account_name(v_row.owner_id)), v_note);
  return pg_catalog.jsonb_build_object('packId', v_id, 'action', v_action);
end;
$$;

-- Bans the author of a pack: all their published packs leave the gallery, and they can no longer
-- publish or report. A moderator cannot ban themselves or another moderator.
create or replace function public.ban_author(pack_id uuid, note text default '') returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_moderator uuid := private.require_moderator();
  v_id uuid := pack_id;
  v_note text := pg_catalog.btrim(coalesce(note, ''));
  v_row public.packs;
  v_hidden integer;
begin
  if pg_catalog.char_length(v_note) > 500 then
    raise exception 'The note is too long (500 characters at most)';
  end if;
  select * into v_row from public.packs k where k.id = v_id;
  if not found or v_row.owner_id is null then
    raise exception 'This pack no longer exists';
  end if;
  if v_row.owner_id = v_moderator then
    raise exception 'You cannot ban yourself';
  end if;
  if private.is_moderator(v_row.owner_id) then
    raise exception 'This author is a moderator: take the claim away first';
  end if;
  insert into private.banned_accounts (user_id, banned_by, note)
  values (v_row.owner_id, v_moderator, v_note)
  on conflict (user_id) do nothing;
  update public.packs k set hidden_at = now()
    where k.owner_id = v_row.owner_id and k.published and k.deleted_at is null
      and k.hidden_at is null;
  get diagnostics v_hidden = row_count;
  insert into private.moderation_log
    (moderator_id, moderator_name, action, pack_id, pack_name, author_id, author_name, note)
  values (v_moderator, private.account_name(v_moderator), 'ban', v_id, v_row.name,
    v_row.owner_id, coalesce(nullif(v_row.author, ''), private.account_name(v_row.owner_id)), v_note);
  return pg_catalog.jsonb_build_object('authorBanned', true, 'packsHidden', v_hidden);
end;
$$;

revoke all on table private.banned_accounts, private.moderation_log from public, anon, authenticated;
revoke all on function
  private.is_moderator(uuid), private.set_moderator(text, boolean), private.is_banned(uuid),
  private.report_counts(uuid), private.refuse_banned_publish(), private.require_moderator(),
  private.account_name(uuid), public.moderation_queue(), public.moderate_pack(uuid, text, text),
  public.ban_author(uuid, text)
  from public, anon, authenticated;
grant execute on function
  public.moderation_queue(), public.moderate_pack(uuid, text, text), public.ban_author(uuid, text)
  to authenticated;
