-- Reporting community packs: "Report this pack" (a reason from a short list and an optional note),
-- one report per account per pack, sent as the outbox op pack.report through push(). When
-- private.report_threshold() accounts (3) have reported a pack and no operator has looked yet, the
-- pack is hidden from the gallery pending review (packs.hidden_at, 20261124700000_gallery.sql); it
-- stays readable at /game/{id} by link, and its owner sees that it is hidden (my_hidden_packs()).
-- Operators review with review_pack() (service role; supabase/README.md says how).

create table public.pack_reports (
  pack_id uuid not null references public.packs (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null
    check (reason in ('offensive', 'sexual', 'hateful', 'dangerous', 'spam', 'other')),
  note text not null default '' check (pg_catalog.char_length(note) <= 500),
  created_at timestamptz not null default now(),
  -- set when an operator kept the pack: the report no longer counts towards hiding it, and the
  -- same account cannot report it again (the primary key)
  dismissed_at timestamptz,
  -- one report per account per pack
  primary key (pack_id, user_id)
);

create index pack_reports_open on public.pack_reports (pack_id) where dismissed_at is null;

-- Nobody reads reports through the API: RLS on, no policy, no grants. Operators use the service
-- role (SQL editor, dashboard).
alter table public.pack_reports enable row level security;
revoke all on public.pack_reports from anon, authenticated;

-- How many accounts' open reports hide a pack pending review.
create or replace function private.report_threshold() returns integer
language sql immutable
as $$ select 3 $$;

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
  -- The pack row is locked first, so reports arriving at once are counted one after another and
  -- the threshold hides the pack exactly when it is reached.
  select * into v_row from public.packs where id = v_pack for update;
  if not found or v_row.deleted_at is not null or not v_row.published then
    raise exception 'pack not found';
  end if;
  if v_row.owner_id = p_user then
    raise exception 'you cannot report your own pack';
  end if;
  insert into public.pack_reports (pack_id, user_id, reason, note)
  values (v_pack, p_user, v_reason, v_note)
  on conflict (pack_id, user_id) do nothing;
  if not found then
    return pg_catalog.jsonb_build_object(
      'packId', v_pack, 'reported', false, 'already', true, 'hidden', v_row.hidden_at is not null);
  end if;
  select pg_catalog.count(*) into v_open
  from public.pack_reports where pack_id = v_pack and dismissed_at is null;
  v_hidden := v_row.hidden_at is not null;
  if not v_hidden and v_open >= private.report_threshold() then
    update public.packs set hidden_at = now() where id = v_pack;
    v_hidden := true;
  end if;
  return pg_catalog.jsonb_build_object(
    'packId', v_pack, 'reported', true, 'already', false, 'hidden', v_hidden);
end;
$$;

-- The op dispatcher of 20261121110700_sync.sql, with pack.report added.
create or replace function private.apply_op(p_user uuid, p_type text, p jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_text text;
begin
  case p_type
    when 'feedback.create' then
      return private.op_feedback_create(p_user, p);
    when 'pack-state.set' then
      return private.op_pack_state_set(p_user, p);
    when 'like.add' then
      return pg_catalog.jsonb_build_object(
        'changed', private.like_game(p_user, private.payload_text(p, 'gameId', 100)));
    when 'like.remove' then
      return pg_catalog.jsonb_build_object(
        'changed', private.unlike_game(p_user, private.payload_text(p, 'gameId', 100)));
    when 'play.count' then
      return pg_catalog.jsonb_build_object(
        'plays', private.count_play(p_user, private.payload_uuid(p, 'packId')));
    when 'reward.claim' then
      v_text := private.claim_reward(p_user, private.payload_nonempty(p, 'rewardId', 60));
      if v_text <> 'Reward claimed successfully' then
        raise exception '%', v_text;
      end if;
      return pg_catalog.jsonb_build_object('message', v_text);
    when 'coins.spend' then
      if not private.spend_coins(
        p_user,
        private.payload_int(p, 'amount', 1, 1000000),
        private.payload_nonempty(p, 'reason', 180)
      ) then
        raise exception 'Insufficient dojo coins';
      end if;
      return pg_catalog.jsonb_build_object('spent', (p ->> 'amount')::integer);
    when 'referral.record' then
      return private.record_referral(p_user, private.payload_nonempty(p, 'referrerId', 100));
    when 'profile.update' then
      v_text := pg_catalog.btrim(private.payload_nonempty(p, 'username', 80));
      update public.profiles set username = v_text where id = p_user;
      return pg_catalog.jsonb_build_object('username', v_text);
    when 'pack.save' then
      return private.op_pack_save(p_user, p);
    when 'pack.publish' then
      return private.op_pack_publish(p_user, p);
    when 'pack.delete' then
      return private.op_pack_delete(p_user, p);
    when 'draft.update' then
      return private.op_draft_update(p_user, p);
    when 'pack.report' then
      return private.op_pack_report(p_user, p);
    else
      raise exception 'unknown operation type: %', pg_catalog.left(p_type, 40);
  end case;
end;
$$;

-- The caller's packs that are hidden from the gallery pending review, newest first.
create or replace function public.my_hidden_packs() returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'packId', k.id, 'hiddenAt', k.hidden_at) order by k.hidden_at desc), '[]')
  from public.packs k
  where k.owner_id = auth.uid() and k.hidden_at is not null and k.deleted_at is null
$$;

-- An operator's decision on a hidden or reported pack. keep = true: back in the gallery, its open
-- reports dismissed (they stop counting; the same accounts cannot report it again). keep = false:
-- unpublished (off the gallery and its link), reports kept as the record.
create or replace function public.review_pack(pack_id uuid, keep boolean) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := pack_id;
begin
  if not exists (select 1 from public.packs k where k.id = v_id) then
    raise exception 'pack not found';
  end if;
  if keep then
    update public.pack_reports r set dismissed_at = now()
      where r.pack_id = v_id and r.dismissed_at is null;
    update public.packs k set hidden_at = null where k.id = v_id;
  else
    update public.packs k set published = false, hidden_at = coalesce(k.hidden_at, now())
      where k.id = v_id;
  end if;
  return pg_catalog.jsonb_build_object('packId', v_id, 'kept', keep);
end;
$$;

revoke all on function public.my_hidden_packs(), public.review_pack(uuid, boolean)
  from public, anon, authenticated;
grant execute on function public.my_hidden_packs() to authenticated;
grant execute on function public.review_pack(uuid, boolean) to service_role;
revoke all on function private.op_pack_report(uuid, jsonb), private.report_threshold() from public;
