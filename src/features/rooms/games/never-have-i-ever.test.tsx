import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import { FORFEITS } from '../../../content/games/tags';
import { randomIndex, seededWords } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import { deliveries, someOf, type Sent } from './intent-stream';
import nhie, {
  neverHaveIEverRoom as game,
  type NhieAnswer,
  type NhieIntent,
  type NhieState,
} from './never-have-i-ever';

const seat = (n: number, extra: Partial<GameSeat> = {}): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
  ...extra,
});
const SEATS = [seat(1), seat(2), seat(3, { sober: true }), seat(4)];
const HOST = { hostSeatId: 's1' };
const SEED = '0123456789abcdef0123456789abcdef';

function begin(seats = SEATS, seed = SEED, spice: 1 | 2 | 3 = 3): NhieState {
  return game.start({ seats, hostSeatId: 's1', seed, settings: { spice } });
}

function run(state: NhieState, sent: readonly Sent<NhieIntent>[]): NhieState {
  return sent.reduce((s, { from, intent }) => game.apply(s, from, intent, HOST), state);
}

const answer = (round: number, a: NhieAnswer): NhieIntent => ({ type: 'answer', round, answer: a });

describe('never have I ever on every phone', () => {
  it('deals the same prompt from the same seed, and another from another seed', () => {
    expect(begin().prompt).toEqual(begin().prompt);
    const other = begin(SEATS, 'fedcba9876543210fedcba9876543210');
    expect(begin().prompt?.text).not.toBe(other.prompt?.text);
  });

  it('never repeats a prompt within a game, and keeps 18+ and premium packs out', () => {
    const allowed = new Set(
      neverHaveIEverPacks.filter((p) => !p.explicit && !p.premium).flatMap((p) => p.lists[0]),
    );
    let state = begin();
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const text = state.prompt?.text as string;
      expect(allowed.has(text)).toBe(true);
      expect(seen.has(text)).toBe(false);
      seen.add(text);
      state = game.apply(state, 's1', { type: 'next', round: state.round }, HOST);
    }
  });

  it('the spice setting keeps spicier packs out', () => {
    const mild = new Set(
      neverHaveIEverPacks.filter((p) => p.spice === 1 && !p.premium).flatMap((p) => p.lists[0]),
    );
    let state = begin(SEATS, SEED, 1);
    for (let i = 0; i < 50; i++) {
      expect(mild.has(state.prompt?.text as string)).toBe(true);
      state = game.apply(state, 's1', { type: 'next', round: state.round }, HOST);
    }
  });

  it('keeps each answer secret until everyone has answered, then reveals who has', () => {
    let state = begin();
    state = game.apply(state, 's2', answer(1, 'have'), HOST);
    expect(game.secret(state, 's2')).toEqual({ answer: 'have' });
    expect(game.secret(state, 's4')).toEqual({ answer: null });
    const before = game.shared(state);
    expect(before.answered).toEqual(['s2']);
    expect(before.have).toEqual([]);
    expect(JSON.stringify(before)).not.toContain(':"have"');
    state = run(state, [
      { from: 's1', intent: answer(1, 'not') },
      { from: 's3', intent: answer(1, 'have') },
      { from: 's4', intent: answer(1, 'not') },
    ]);
    const after = game.shared(state);
    expect(after.revealed).toBe(true);
    expect(after.have.map((h) => h.seatId)).toEqual(['s2', 's3']);
    expect(after.haveNot).toEqual(['s1', 's4']);
    expect(after.haves).toEqual({ s2: 1, s3: 1 });
  });

  it('gives a player not drinking tonight a forfeit instead of the sip', () => {
    let state = begin();
    state = run(
      state,
      SEATS.map((s) => ({ from: s.seatId, intent: answer(1, 'have') })),
    );
    const have = game.shared(state).have;
    const sober = have.find((h) => h.seatId === 's3');
    expect(FORFEITS).toContain(sober?.forfeit);
    expect(have.filter((h) => h.forfeit !== null)).toHaveLength(1);
    const html = renderToStaticMarkup(
      <nhie.View
        shared={game.shared(state)}
        secret={game.secret(state, 's2')}
        me={SEATS[1] as GameSeat}
        seats={SEATS}
        host={false}
        send={() => {}}
      />,
    );
    expect(html).toContain('Player 3 is not drinking tonight, so instead of a sip:');
    expect(html).toContain('<b>Player 2</b> takes a sip.');
  });

  it('refuses a second vote, a stale round, a stranger, and a player acting as the host', () => {
    let state = game.apply(begin(), 's2', answer(1, 'have'), HOST);
    expect(game.apply(state, 's2', answer(1, 'not'), HOST)).toBe(state);
    expect(game.apply(state, 's2', answer(1, 'have'), HOST)).toBe(state);
    expect(game.apply(state, 's3', answer(2, 'have'), HOST)).toBe(state);
    expect(game.apply(state, 'stranger', answer(1, 'have'), HOST)).toBe(state);
    expect(game.apply(state, 's2', { type: 'reveal', round: 1 }, HOST)).toBe(state);
    expect(game.apply(state, 's2', { type: 'next', round: 1 }, HOST)).toBe(state);
    state = game.apply(state, 's1', { type: 'next', round: 1 }, HOST);
    expect(state.round).toBe(2);
    expect(game.apply(state, 's1', { type: 'next', round: 1 }, HOST)).toBe(state);
    expect(game.apply(state, 's3', answer(1, 'have'), HOST)).toBe(state);
    // The host's role moves with the host's seat.
    const moved = game.apply(state, 's2', { type: 'reveal', round: 2 }, { hostSeatId: 's2' });
    expect(moved.revealed).toBe(true);
  });

  it('parses only its own intents', () => {
    expect(game.parseIntent({ type: 'answer', round: 3, answer: 'have' })).toEqual(
      answer(3, 'have'),
    );
    expect(game.parseIntent({ type: 'answer', round: 3, answer: 'maybe' })).toBeNull();
    expect(game.parseIntent({ type: 'next', round: 0 })).toBeNull();
    expect(game.parseIntent({ type: 'next', round: '2' })).toBeNull();
    expect(game.parseIntent(null)).toBeNull();
    expect(game.parseIntent([1])).toBeNull();
  });

  it('a player who leaves before the reveal no longer holds it up', () => {
    let state = run(begin(), [
      { from: 's1', intent: answer(1, 'have') },
      { from: 's2', intent: answer(1, 'not') },
      { from: 's3', intent: answer(1, 'not') },
    ]);
    expect(state.revealed).toBe(false);
    state = game.reseat(state, SEATS.slice(0, 3));
    expect(state.revealed).toBe(true);
    expect(game.shared(state).have.map((h) => h.seatId)).toEqual(['s1']);
  });

  it('counts every answer once however the room channel delivers them', () => {
    const words = seededWords(42);
    for (let trial = 0; trial < 200; trial++) {
      const seats = SEATS.slice(0, 2 + randomIndex(3, words));
      let state = begin(seats, SEED);
      const expected: Record<string, number> = {};
      for (let round = 1; round <= 3; round++) {
        // Some players answer (the rest are still thinking when the host shows the answers).
        const answering = someOf(seats, words);
        const sent: Sent<NhieIntent>[] = answering.map((s) => ({
          from: s.seatId,
          intent: answer(round, randomIndex(2, words) ? 'have' : 'not'),
        }));
        const stale: Sent<NhieIntent>[] =
          round > 1
            ? seats.map((s) => ({ from: s.seatId, intent: answer(round - 1, 'have') }))
            : [];
        const foreign: Sent<NhieIntent>[] = [
          { from: 'stranger', intent: answer(round, 'have') },
          { from: seats[1]?.seatId as string, intent: { type: 'next', round } },
        ];
        for (const item of deliveries([...sent, ...stale, ...foreign], words)) {
          const mine = sent.includes(item);
          const next = game.apply(state, item.from, item.intent, HOST);
          if (!mine) expect(next).toBe(state);
          state = next;
        }
        for (const { from, intent } of sent) {
          if (intent.type === 'answer') {
            expect(game.secret(state, from)).toEqual({ answer: intent.answer });
            if (intent.answer === 'have') expected[from] = (expected[from] ?? 0) + 1;
          }
        }
        expect(game.shared(state).answered).toHaveLength(sent.length);
        if (!state.revealed) state = game.apply(state, 's1', { type: 'reveal', round }, HOST);
        expect(game.shared(state).haves).toEqual(expected);
        state = game.apply(state, 's1', { type: 'next', round }, HOST);
      }
    }
  });

  it('draws the answer buttons for a player who has not answered', () => {
    const state = begin();
    const sent: NhieIntent[] = [];
    const html = renderToStaticMarkup(
      <nhie.View
        shared={game.shared(state)}
        secret={game.secret(state, 's2')}
        me={SEATS[1] as GameSeat}
        seats={SEATS}
        host={false}
        send={(i) => sent.push(i)}
      />,
    );
    expect(html).toContain('Never have I ever');
    expect(html).toContain('I have');
    expect(html).toContain('I haven’t');
    expect(html).not.toContain('Show the answers now');
    expect(sent).toEqual([]);
  });
});
