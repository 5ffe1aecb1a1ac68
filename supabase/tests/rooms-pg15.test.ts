import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitAs, errorOf, type Conn } from './harness.ts';
import { pg15File } from './pg15-file.ts';

// Rooms (20261129300000_rooms.sql) on PostgreSQL 15: what a room promises when phones act at the
// same moment, one session per phone (17 joins → 16 seats; double joins; seat and host
// take-overs), and the realtime.messages policies Realtime checks as each phone's user.
const { reachable, connect } = await pg15File('PostgreSQL 15 (rooms)');

interface Seat {
  roomId: string;
  code: string;
  seatId: string;
  seatToken: string;
  seatNumber: number;
  host: boolean;
  hostSeatId: string;
}

describe.skipIf(!reachable)('PostgreSQL 15 (rooms)', () => {
  const conns: Conn[] = [];
  let admin: Conn;
  const open = async (n: number) => {
    const opened = await Promise.all(Array.from({ length: n }, () => connect()));
    conns.push(...opened);
    return opened;
  };
  beforeAll(async () => {
    admin = (await open(1))[0]!;
  });
  afterAll(async () => {
    await Promise.all(conns.map((c) => c.close()));
  });

  /** A phone: an anonymous user of its own. */
  const phone = async () => {
    const id = randomUUID();
    await commitAs(
      admin,
      'postgres',
      'insert into auth.users (id, is_anonymous) values ($1, true)',
      [id],
    );
    return id;
  };
  /** Several phones, made one after another on the setup session. */
  const phones = async (n: number) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(await phone());
    return out;
  };
  const rpc = async <T>(c: Conn, user: string, sql: string, params: unknown[]) => {
    const [row] = await commitAs<{ r: T }>(c, { sub: user }, `select ${sql} as r`, params);
    return row!.r;
  };
  const create = (c: Conn, user: string, name = 'Host') =>
    rpc<Seat>(c, user, 'public.create_room($1, $2)', ['most-likely-to', name]);
  const join = (c: Conn, user: string, code: string, name: string) =>
    rpc<Seat>(c, user, 'public.join_room($1, $2)', [code, name]);
  const seats = async (roomId: string) => {
    const [row] = await commitAs<{ n: number }>(
      admin,
      'postgres',
      'select count(*)::int as n from public.room_seats where room_id = $1',
      [roomId],
    );
    return row!.n;
  };

  /** What Realtime's join (select) or send (insert) check answers for this user and topic. */
  const channelCheck = async (
    user: string,
    topic: string,
    extension: 'broadcast' | 'presence',
    write: boolean,
  ) => {
    const c = admin;
    await c.query('begin');
    try {
      const id = randomUUID();
      if (!write) {
        await c.query('insert into realtime.messages (id, topic, extension) values ($1, $2, $3)', [
          id,
          topic,
          extension,
        ]);
      }
      await c.query(
        `select set_config('role', 'authenticated', true), set_config('realtime.topic', $1, true),
                set_config('request.jwt.claims', $2, true)`,
        [topic, JSON.stringify({ sub: user, role: 'authenticated' })],
      );
      if (!write) {
        const rows = await c.query('select id from realtime.messages where id = $1', [id]);
        return rows.length === 1;
      }
      try {
        await c.query('savepoint w');
        await c.query('insert into realtime.messages (topic, extension) values ($1, $2)', [
          topic,
          extension,
        ]);
        return true;
      } catch (e) {
        if ((e as { code?: string }).code !== '42501') throw e;
        return false;
      }
    } finally {
      await c.query('rollback');
    }
  };

  it('seats exactly 16 of 17 phones joining at once and tells the 17th the room is full', async () => {
    const host = await phone();
    const room = await create(admin, host);
    const players = await phones(16);
    const sessions = await open(16);
    const outcomes = await Promise.allSettled(
      players.map((p, i) => join(sessions[i]!, p, room.code.toLowerCase(), `Player ${i + 1}`)),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(15);
    expect(refused).toHaveLength(1);
    expect(((refused[0] as PromiseRejectedResult).reason as Error).message).toBe(
      'This room is full: 16 players is the most a room holds.',
    );
    expect(await seats(room.roomId)).toBe(16);
    const numbers = outcomes
      .filter((o): o is PromiseFulfilledResult<Seat> => o.status === 'fulfilled')
      .map((o) => o.value.seatNumber)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 2));
  });

  it('gives one seat to a phone that joins five times at once, and only the last token works', async () => {
    const host = await phone();
    const room = await create(admin, host);
    const player = await phone();
    const sessions = await open(5);
    const answers = await Promise.all(sessions.map((c) => join(c, player, room.code, 'Sam')));
    expect(new Set(answers.map((a) => a.seatId)).size).toBe(1);
    expect(await seats(room.roomId)).toBe(2);
    let working = 0;
    for (const a of answers) {
      const rejoin = rpc<Seat>(admin, player, 'public.rejoin_room($1, $2, $3)', [
        a.roomId,
        a.seatId,
        a.seatToken,
      ]);
      if (
        await rejoin.then(
          () => true,
          () => false,
        )
      )
        working++;
    }
    expect(working).toBe(1);
  });

  it('moves a seat to whichever phone presents its token, one at a time, never duplicating it', async () => {
    const host = await phone();
    const room = await create(admin, host);
    const player = await phone();
    const seat = await join(admin, player, room.code, 'Kim');
    const newSessions = await phones(6);
    const sessions = await open(6);
    const answers = await Promise.all(
      newSessions.map((p, i) =>
        rpc<Seat>(sessions[i]!, p, 'public.rejoin_room($1, $2, $3)', [
          seat.roomId,
          seat.seatId,
          seat.seatToken,
        ]),
      ),
    );
    expect(answers.every((a) => a.seatId === seat.seatId && a.seatNumber === seat.seatNumber)).toBe(
      true,
    );
    expect(await seats(room.roomId)).toBe(2);
    const [owner] = await commitAs<{ user_id: string }>(
      admin,
      'postgres',
      'select user_id from public.room_seats where id = $1',
      [seat.seatId],
    );
    expect(newSessions).toContain(owner!.user_id);
    // The seat's old account is no longer in the room's channel; its new one is.
    expect(await channelCheck(player, `room:${room.roomId}`, 'broadcast', false)).toBe(false);
    expect(await channelCheck(owner!.user_id, `room:${room.roomId}`, 'broadcast', false)).toBe(
      true,
    );
    expect(
      await errorOf(
        rpc(admin, player, 'public.rejoin_room($1, $2, $3)', [seat.roomId, seat.seatId, 'forged']),
      ),
    ).toBe('This seat is no longer yours: join the room again with its code.');
  });

  it('hands the host over to exactly one of five phones taking over at once', async () => {
    const host = await phone();
    const room = await create(admin, host);
    const players = await phones(5);
    for (const [i, p] of players.entries()) await join(admin, p, room.code, `P${i}`);
    const sessions = await open(5);
    const answers = await Promise.all(
      players.map((p, i) =>
        rpc<{ took: boolean; hostSeatId: string }>(
          sessions[i]!,
          p,
          'public.take_over_room($1, $2)',
          [room.roomId, room.seatId],
        ),
      ),
    );
    expect(answers.filter((a) => a.took)).toHaveLength(1);
    const winner = answers.find((a) => a.took)!.hostSeatId;
    expect(new Set(answers.map((a) => a.hostSeatId))).toEqual(new Set([winner]));
    const newHost = players[answers.findIndex((a) => a.took)]!;
    expect(await channelCheck(newHost, `room:${room.roomId}`, 'broadcast', true)).toBe(true);
    expect(await channelCheck(host, `room:${room.roomId}`, 'broadcast', true)).toBe(false);
  });

  it('lets seated players join the room channel and only the host send on it', async () => {
    const host = await phone();
    const room = await create(admin, host);
    const player = await phone();
    const other = await phone();
    const stranger = await phone();
    const seat = await join(admin, player, room.code, 'Ana');
    const otherSeat = await join(admin, other, room.code, 'Ben');
    const topic = `room:${room.roomId}`;
    expect(await channelCheck(player, topic, 'broadcast', false)).toBe(true);
    expect(await channelCheck(player, topic, 'presence', false)).toBe(true);
    expect(await channelCheck(player, topic, 'presence', true)).toBe(true);
    expect(await channelCheck(player, topic, 'broadcast', true)).toBe(false);
    expect(await channelCheck(host, topic, 'broadcast', true)).toBe(true);
    expect(await channelCheck(stranger, topic, 'broadcast', false)).toBe(false);
    expect(await channelCheck(stranger, topic, 'presence', false)).toBe(false);
    // A seat's channel: its player and the host, nobody else; no presence there.
    const seatTopic = `${topic}:seat:${seat.seatId}`;
    expect(await channelCheck(player, seatTopic, 'broadcast', true)).toBe(true);
    expect(await channelCheck(host, seatTopic, 'broadcast', false)).toBe(true);
    expect(await channelCheck(host, seatTopic, 'broadcast', true)).toBe(true);
    expect(await channelCheck(other, seatTopic, 'broadcast', true)).toBe(false);
    expect(await channelCheck(other, seatTopic, 'broadcast', false)).toBe(false);
    expect(await channelCheck(player, seatTopic, 'presence', true)).toBe(false);
    expect(await channelCheck(player, `${topic}:seat:${otherSeat.seatId}`, 'broadcast', true)).toBe(
      false,
    );
    // Ending the room closes every channel and frees its code.
    expect(await errorOf(rpc(admin, player, 'public.end_room($1)', [room.roomId]))).toBe(
      'Only the host can end the room.',
    );
    expect(await rpc(admin, host, 'public.end_room($1)', [room.roomId])).toBe(true);
    expect(await channelCheck(player, topic, 'broadcast', false)).toBe(false);
    expect(await channelCheck(host, topic, 'broadcast', true)).toBe(false);
    expect(await errorOf(join(admin, stranger, room.code, 'Late'))).toBe(
      'No room has that code: check it with the host (a code stops working when its room ends).',
    );
  });

  it('ends a room idle for 12 hours: its code stops working and its channel refuses', async () => {
    const host = await phone();
    const room = await create(admin, host);
    const player = await phone();
    await join(admin, player, room.code, 'Early');
    await commitAs(
      admin,
      'postgres',
      `update public.rooms set last_active_at = now() - interval '13 hours' where id = $1`,
      [room.roomId],
    );
    expect(await channelCheck(player, `room:${room.roomId}`, 'broadcast', false)).toBe(false);
    expect(await errorOf(join(admin, await phone(), room.code, 'Late'))).toMatch(/^No room has/);
    await create(admin, await phone());
    const [row] = await commitAs<{ ended: boolean }>(
      admin,
      'postgres',
      'select ended_at is not null as ended from public.rooms where id = $1',
      [room.roomId],
    );
    expect(row!.ended).toBe(true);
  });

  it('frees a seat when its player leaves, keeps the host in, and keeps a touched room live', async () => {
    const host = await phone();
    const room = await create(admin, host);
    const player = await phone();
    await join(admin, player, room.code, 'Lou');
    expect(await errorOf(rpc(admin, host, 'public.leave_room($1)', [room.roomId]))).toBe(
      'The host cannot leave the room: end it, or let another phone host it first.',
    );
    expect(await rpc(admin, player, 'public.leave_room($1)', [room.roomId])).toBe(true);
    expect(await seats(room.roomId)).toBe(1);
    expect(await channelCheck(player, `room:${room.roomId}`, 'broadcast', false)).toBe(false);
    await commitAs(
      admin,
      'postgres',
      `update public.rooms set last_active_at = now() - interval '11 hours' where id = $1`,
      [room.roomId],
    );
    expect(await rpc(admin, player, 'public.touch_room($1)', [room.roomId])).toBe(false);
    expect(await rpc(admin, host, 'public.touch_room($1)', [room.roomId])).toBe(true);
    const [row] = await commitAs<{ fresh: boolean }>(
      admin,
      'postgres',
      `select last_active_at > now() - interval '1 minute' as fresh from public.rooms where id = $1`,
      [room.roomId],
    );
    expect(row!.fresh).toBe(true);
  });

  it('keeps names to 20 bytes, one per person, without control characters', async () => {
    const host = await phone();
    const room = await create(admin, host, 'Alex');
    expect(await errorOf(join(admin, await phone(), room.code, 'ééééééééééé'))).toBe(
      'That name is too long: 20 letters at most (emoji and accented letters count as more than one).',
    );
    expect(await errorOf(join(admin, await phone(), room.code, '   '))).toBe(
      'Choose a name to join the room.',
    );
    expect(await errorOf(join(admin, await phone(), room.code, 'ALEX'))).toBe(
      'Someone in this room already goes by that name: add an initial or pick another.',
    );
    expect(await errorOf(join(admin, await phone(), room.code, 'a\u0007b'))).toBe(
      'A name cannot contain line breaks or control characters.',
    );
    const seat = await join(admin, await phone(), room.code, '  Jo   Anne  ');
    const [row] = await commitAs<{ name: string }>(
      admin,
      'postgres',
      'select name from public.room_seats where id = $1',
      [seat.seatId],
    );
    expect(row!.name).toBe('Jo Anne');
    expect(await errorOf(join(admin, await phone(), 'ZZZZZZ', 'Zed'))).toMatch(/^No room has/);
  });

  it('gives the API roles nothing on the room tables', async () => {
    const player = await phone();
    expect(
      await errorOf(commitAs(admin, { sub: player }, 'select * from public.room_seats', [])),
    ).toMatch(/permission denied/);
    expect(
      await errorOf(commitAs(admin, 'anon', `select public.create_room('x', 'y')`, [])),
    ).toMatch(/permission denied/);
  });
});
