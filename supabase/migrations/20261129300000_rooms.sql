-- Rooms: every player on their own phone, live, on Supabase Realtime (issue 42).
--
-- A host creates a room and gets a 6-character code; players join with the code and a name
-- (guests through anonymous sign-in) and each gets a seat: a seat id and a seat token, kept in
-- the phone's storage, with which a reloaded phone (even one whose session was lost) takes its
-- seat back. The game itself never touches the database: the host's phone broadcasts the state
-- on the private channel `room:{room id}` and each player sends intents on its own seat's channel
-- `room:{room id}:seat:{seat id}`. The policies on realtime.messages at the end decide who may
-- join and send on each, so a topic proves who sent a message: only the host sends on the room
-- channel, only a seat's player (and the host) on that seat's channel.
--
-- Clients reach the tables only through the security definer functions below (no grants).

create table public.rooms (
  id uuid primary key default gen_random_uuid(),
  -- unambiguous alphabet: no 0/O, 1/I/L
  code text not null check (code ~ '^[2-9A-HJKMNP-Z]{6}$'),
  game text not null check (game ~ '^[a-z0-9-]{1,60}$'),
  host_seat uuid,
  created_at timestamptz not null default now(),
  last_active_at timestamptz not null default now(),
  ended_at timestamptz
);

-- A code names one live room; an ended room's code is free again.
create unique index rooms_live_code on public.rooms (code) where ended_at is null;
create index rooms_live_idle on public.rooms (last_active_at) where ended_at is null;

create table public.room_seats (
  id uuid primary key default gen_random_uuid(),
  room_id uuid not null references public.rooms (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  number int not null check (number between 1 and 16),
  name text not null check (octet_length(name) between 1 and 20 and name = btrim(name)),
  -- sha256 of the seat token, hex; the token itself is only ever in the player's phone
  token_hash text not null,
  joined_at timestamptz not null default now(),
  unique (room_id, user_id),
  unique (room_id, number)
);
create index room_seats_user on public.room_seats (user_id);

alter table public.rooms
  add constraint rooms_host_seat_fkey foreign key (host_seat)
  references public.room_seats (id) on delete set null deferrable initially deferred;

alter table public.rooms enable row level security;
alter table public.room_seats enable row level security;
revoke all on public.rooms, public.room_seats from anon, authenticated, service_role;

-- Helpers ----------------------------------------------------------------------------------------

create or replace function private.room_max_seats() returns int
language sql immutable
set search_path = ''
as $$ select 16 $$;

-- A room nobody has joined, rejoined or touched for this long has ended.
create or replace function private.room_idle_limit() returns interval
language sql immutable
set search_path = ''
as $$ select interval '12 hours' $$;

create or replace function private.new_room_code() returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  v_alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  v_bytes bytea := extensions.gen_random_bytes(6);
  v_code text := '';
begin
  for i in 0..5 loop
    -- 256 is not a multiple of 31: the slight bias costs nothing for a six-letter room code
    v_code := v_code || substr(v_alphabet, 1 + (get_byte(v_bytes, i) % 31), 1);
  end loop;
  return v_code;
end;
$$;

create or replace function private.room_seat_token() returns text
language sql volatile
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_')
$$;

create or replace function private.room_token_hash(p_token text) returns text
language sql immutable
set search_path = ''
as $$ select pg_catalog.encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex') $$;

-- A player's name as the room shows it: trimmed, spaces collapsed, at most 20 UTF-8 bytes (the
-- table link's limit, MAX_NAME_BYTES), no control characters, one player per name in any case.
create or replace function private.room_player_name(p_room uuid, p_name text, p_except uuid)
returns text
language plpgsql stable
set search_path = ''
as $$
declare
  v_name text := pg_catalog.regexp_replace(pg_catalog.btrim(coalesce(p_name, '')), '\s+', ' ', 'g');
begin
  if v_name = '' then
    raise exception 'Choose a name to join the room.' using errcode = 'PDR03';
  end if;
  if v_name ~ '[[:cntrl:]]' then
    raise exception 'A name cannot contain line breaks or control characters.'
      using errcode = 'PDR03';
  end if;
  if pg_catalog.octet_length(v_name) > 20 then
    raise exception 'That name is too long: 20 letters at most (emoji and accented letters count as more than one).'
      using errcode = 'PDR03';
  end if;
  if exists (
    select 1 from public.room_seats s
    where s.room_id = p_room and pg_catalog.lower(s.name) = pg_catalog.lower(v_name)
      and s.id is distinct from p_except
  ) then
    raise exception 'Someone in this room already goes by that name: add an initial or pick another.'
      using errcode = 'PDR03';
  end if;
  return v_name;
end;
$$;

create or replace function private.require_room_user() returns uuid
language plpgsql stable
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in (or continue as a guest) to play in a room.' using errcode = 'PDR05';
  end if;
  return auth.uid();
end;
$$;

-- The live room, locked for the rest of the transaction: joins, rejoins and hand-overs of one
-- room run one after another, so the seat count and the host are exact.
create or replace function private.lock_live_room(p_room uuid) returns public.rooms
language plpgsql volatile
set search_path = ''
as $$
declare
  v_room public.rooms;
begin
  select * into v_room from public.rooms r where r.id = p_room for update;
  if not found or v_room.ended_at is not null
     or v_room.last_active_at < now() - private.room_idle_limit() then
    raise exception 'This room has ended: ask the host for a new code.' using errcode = 'PDR01';
  end if;
  return v_room;
end;
$$;

create or replace function private.room_seat_answer(p_room public.rooms, p_seat public.room_seats, p_token text)
returns jsonb
language sql stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'roomId', p_room.id,
    'code', p_room.code,
    'game', p_room.game,
    'seatId', p_seat.id,
    'seatNumber', p_seat.number,
    'name', p_seat.name,
    'seatToken', p_token,
    'host', p_room.host_seat is not distinct from p_seat.id,
    'hostSeatId', p_room.host_seat
  )
$$;

revoke all on function private.room_max_seats(), private.room_idle_limit(), private.new_room_code(),
  private.room_seat_token(), private.room_token_hash(text), private.room_player_name(uuid, text, uuid),
  private.require_room_user(), private.lock_live_room(uuid),
  private.room_seat_answer(public.rooms, public.room_seats, text) from public;

-- RPCs -------------------------------------------------------------------------------------------

-- A new room for `p_game` with the caller in seat 1 as its host.
create or replace function public.create_room(p_game text, p_name text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_room_user();
  v_room public.rooms;
  v_seat public.room_seats;
  v_token text := private.room_seat_token();
  v_name text;
begin
  if p_game is null or p_game !~ '^[a-z0-9-]{1,60}$' then
    raise exception 'That game cannot be played in a room.' using errcode = 'PDR06';
  end if;
  v_name := private.room_player_name(null, p_name, null);
  -- Rooms idle past the limit end now, which frees their codes.
  update public.rooms set ended_at = now()
    where ended_at is null and last_active_at < now() - private.room_idle_limit();
  for attempt in 1..20 loop
    begin
      insert into public.rooms (code, game) values (private.new_room_code(), p_game)
        returning * into v_room;
      exit;
    exception when unique_violation then
      if attempt = 20 then
        raise;
      end if;
    end;
  end loop;
  insert into public.room_seats (room_id, user_id, number, name, token_hash)
    values (v_room.id, v_user, 1, v_name, private.room_token_hash(v_token))
    returning * into v_seat;
  update public.rooms set host_seat = v_seat.id where id = v_room.id returning * into v_room;
  return private.room_seat_answer(v_room, v_seat, v_token);
end;
$$;

-- A seat in the live room with this code. Joining again from the same account gives the same
-- seat (with a new token: the old one stops working).
create or replace function public.join_room(p_code text, p_name text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_room_user();
  v_code text := pg_catalog.upper(pg_catalog.regexp_replace(coalesce(p_code, ''), '[\s-]', '', 'g'));
  v_room_id uuid;
  v_room public.rooms;
  v_seat public.room_seats;
  v_token text := private.room_seat_token();
  v_number int;
begin
  select r.id into v_room_id from public.rooms r
    where r.code = v_code and r.ended_at is null
      and r.last_active_at >= now() - private.room_idle_limit();
  if v_room_id is null then
    raise exception 'No room has that code: check it with the host (a code stops working when its room ends).'
      using errcode = 'PDR01';
  end if;
  v_room := private.lock_live_room(v_room_id);
  select * into v_seat from public.room_seats s where s.room_id = v_room.id and s.user_id = v_user;
  if found then
    update public.room_seats
      set name = private.room_player_name(v_room.id, p_name, v_seat.id),
          token_hash = private.room_token_hash(v_token)
      where id = v_seat.id returning * into v_seat;
  else
    select n into v_number from pg_catalog.generate_series(1, private.room_max_seats()) n
      where not exists (select 1 from public.room_seats s where s.room_id = v_room.id and s.number = n)
      order by n limit 1;
    if v_number is null then
      raise exception 'This room is full: 16 players is the most a room holds.' using errcode = 'PDR02';
    end if;
    insert into public.room_seats (room_id, user_id, number, name, token_hash)
      values (v_room.id, v_user, v_number, private.room_player_name(v_room.id, p_name, null),
              private.room_token_hash(v_token))
      returning * into v_seat;
  end if;
  update public.rooms set last_active_at = now() where id = v_room.id returning * into v_room;
  return private.room_seat_answer(v_room, v_seat, v_token);
end;
$$;

-- A phone back in its seat with the seat token it kept: after a reload, or with a new session
-- (the seat moves to the caller's account). The token stays the same.
create or replace function public.rejoin_room(p_room uuid, p_seat uuid, p_seat_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_room_user();
  v_room public.rooms := private.lock_live_room(p_room);
  v_seat public.room_seats;
begin
  select * into v_seat from public.room_seats s
    where s.id = p_seat and s.room_id = v_room.id
      and s.token_hash = private.room_token_hash(p_seat_token);
  if not found then
    raise exception 'This seat is no longer yours: join the room again with its code.'
      using errcode = 'PDR04';
  end if;
  if v_seat.user_id <> v_user then
    if exists (select 1 from public.room_seats s where s.room_id = v_room.id and s.user_id = v_user) then
      raise exception 'This phone already has another seat in this room.' using errcode = 'PDR04';
    end if;
    update public.room_seats set user_id = v_user where id = v_seat.id returning * into v_seat;
  end if;
  update public.rooms set last_active_at = now() where id = v_room.id returning * into v_room;
  return private.room_seat_answer(v_room, v_seat, p_seat_token);
end;
$$;

-- The players seated in a live room, for a player of that room.
create or replace function public.room_players(p_room uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_room_user();
  v_room public.rooms;
begin
  select * into v_room from public.rooms r
    where r.id = p_room and r.ended_at is null
      and r.last_active_at >= now() - private.room_idle_limit();
  if not found or not exists (
    select 1 from public.room_seats s where s.room_id = p_room and s.user_id = v_user
  ) then
    raise exception 'This room has ended: ask the host for a new code.' using errcode = 'PDR01';
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'seatId', s.id, 'seatNumber', s.number, 'name', s.name,
      'host', s.id = v_room.host_seat) order by s.number)
    from public.room_seats s where s.room_id = p_room
  ), '[]'::jsonb);
end;
$$;

-- Another seated phone becomes the host when the host it saw is still the host (so of several
-- phones taking over at once exactly one does). Answers {took, hostSeatId}.
create or replace function public.take_over_room(p_room uuid, p_seen_host_seat uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_room_user();
  v_room public.rooms := private.lock_live_room(p_room);
  v_seat uuid;
begin
  select s.id into v_seat from public.room_seats s where s.room_id = v_room.id and s.user_id = v_user;
  if v_seat is null then
    raise exception 'Only a player seated in this room can host it.' using errcode = 'PDR05';
  end if;
  if v_room.host_seat is distinct from p_seen_host_seat and v_room.host_seat is distinct from v_seat then
    return pg_catalog.jsonb_build_object('took', false, 'hostSeatId', v_room.host_seat);
  end if;
  update public.rooms set host_seat = v_seat, last_active_at = now() where id = v_room.id;
  return pg_catalog.jsonb_build_object('took', true, 'hostSeatId', v_seat);
end;
$$;

-- A seated player keeps the room from ending as idle (the host's phone calls it while playing).
create or replace function public.touch_room(p_room uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_room_user();
begin
  update public.rooms r set last_active_at = now()
    where r.id = p_room and r.ended_at is null
      and r.last_active_at >= now() - private.room_idle_limit()
      and exists (select 1 from public.room_seats s where s.room_id = r.id and s.user_id = v_user);
  return found;
end;
$$;

-- A player gives up their seat (the host hands the room over or ends it instead).
create or replace function public.leave_room(p_room uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_room_user();
  v_room public.rooms := private.lock_live_room(p_room);
begin
  if exists (select 1 from public.room_seats s where s.id = v_room.host_seat and s.user_id = v_user) then
    raise exception 'The host cannot leave the room: end it, or let another phone host it first.'
      using errcode = 'PDR05';
  end if;
  delete from public.room_seats s where s.room_id = v_room.id and s.user_id = v_user;
  return found;
end;
$$;

-- The host ends the room: its code stops working and its channels refuse everyone.
create or replace function public.end_room(p_room uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_room_user();
  v_room public.rooms := private.lock_live_room(p_room);
begin
  if not exists (select 1 from public.room_seats s where s.id = v_room.host_seat and s.user_id = v_user) then
    raise exception 'Only the host can end the room.' using errcode = 'PDR05';
  end if;
  update public.rooms set ended_at = now() where id = v_room.id;
  return true;
end;
$$;

-- Whether the caller may read (join) or write (send, track) on a room topic; what the
-- realtime.messages policies ask. Answers only about the caller.
--   room:{room}              read: seated players · presence: seated players · broadcast: the host
--   room:{room}:seat:{seat}  read and broadcast: that seat's player and the host · no presence
create or replace function public.room_channel_allowed(p_topic text, p_extension text, p_write boolean)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_match text[] := pg_catalog.regexp_match(coalesce(p_topic, ''),
    '^room:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?::seat:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))?$');
  v_room public.rooms;
  v_seat uuid;
begin
  if v_match is null or auth.uid() is null or p_extension not in ('broadcast', 'presence') then
    return false;
  end if;
  select * into v_room from public.rooms r
    where r.id = v_match[1]::uuid and r.ended_at is null
      and r.last_active_at >= now() - private.room_idle_limit();
  if not found then
    return false;
  end if;
  select s.id into v_seat from public.room_seats s where s.room_id = v_room.id and s.user_id = auth.uid();
  if v_seat is null then
    return false;
  end if;
  if v_match[2] is null then
    return not p_write or p_extension = 'presence' or v_seat = v_room.host_seat;
  end if;
  return p_extension = 'broadcast' and (v_match[2]::uuid = v_seat or v_seat = v_room.host_seat);
end;
$$;

revoke all on function public.create_room(text, text), public.join_room(text, text),
  public.rejoin_room(uuid, uuid, text), public.room_players(uuid), public.take_over_room(uuid, uuid),
  public.touch_room(uuid), public.leave_room(uuid), public.end_room(uuid),
  public.room_channel_allowed(text, text, boolean) from public, anon;
grant execute on function public.create_room(text, text), public.join_room(text, text),
  public.rejoin_room(uuid, uuid, text), public.room_players(uuid), public.take_over_room(uuid, uuid),
  public.touch_room(uuid), public.leave_room(uuid), public.end_room(uuid),
  public.room_channel_allowed(text, text, boolean) to authenticated;

-- Realtime authorisation: Realtime checks these as the joining user, with realtime.topic() set
-- to the channel's topic (select = may join, insert = may send or track).
create policy "room players join their room's channels" on realtime.messages
  for select to authenticated
  using (public.room_channel_allowed((select realtime.topic()), extension, false));

create policy "room players send on their room's channels" on realtime.messages
  for insert to authenticated
  with check (public.room_channel_allowed((select realtime.topic()), extension, true));
