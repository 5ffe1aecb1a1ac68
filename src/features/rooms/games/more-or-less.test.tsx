import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { facts } from '../../../content/games/more-or-less';
import { randomIndex, seededWords } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import { deliveries, type Sent } from './intent-stream';
import moreOrLess, {
  moreOrLessRoom as game,
  teamsFor,
  type MolIntent,
  type MolState,
} from './more-or-less';

const seat = (n: number): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
});
const SEATS = [seat(1), seat(2), seat(3), seat(4)];
const HOST = { hostSeatId: 's1' };
const SEED = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
// Players 1 and 3 on the first team, 2 and 4 on the second, as the host picked them.
const TEAMS = { s1: 0, s2: 1, s3: 0, s4: 1 };

function begin(cards = 5): MolState {
  return game.start({
    seats: SEATS,
    hostSeatId: 's1',
    seed: SEED,
    settings: { teamCount: 2, teams: TEAMS, cards },
  });
}

const answerOf = (s: MolState) => facts.find((f) => f.id === s.card!.factId)!.answer;
const rightCall = (s: MolState) => (answerOf(s) > s.card!.shown ? 'more' : 'less');
const wrongCall = (s: MolState) => (rightCall(s) === 'more' ? 'less' : 'more');
const call = (s: MolState, c: 'more' | 'less'): MolIntent => ({
  type: 'call',
  round: s.round,
  call: c,
});

describe('more or less on every team’s phone', () => {
  it('deals the same card on every phone, the shown number never the true one', () => {
    const state = begin();
    expect(begin().card).toEqual(state.card);
    expect(state.card!.shown).not.toBe(answerOf(state));
    expect(state.teamOf).toEqual(TEAMS);
  });

  it('takes the first call of each team, keeps it secret until the host reveals, then scores', () => {
    let state = begin();
    state = game.apply(state, 's3', call(state, rightCall(state)), HOST);
    // Team 1 has answered: a second call from either member is refused.
    expect(game.apply(state, 's1', call(state, wrongCall(state)), HOST)).toBe(state);
    expect(game.apply(state, 's3', call(state, wrongCall(state)), HOST)).toBe(state);
    state = game.apply(state, 's2', call(state, wrongCall(state)), HOST);
    // Nobody sees another team's call before the reveal; a team sees its own.
    const before = game.shared(state);
    expect(before.calls).toEqual({});
    expect(before.answer).toBeNull();
    expect(before.answered).toEqual([0, 1]);
    expect(game.secret(state, 's1')).toEqual({ call: rightCall(state) });
    expect(game.secret(state, 's4')).toEqual({ call: wrongCall(state) });
    // Only the host reveals.
    expect(game.apply(state, 's2', { type: 'reveal', round: 1 }, HOST)).toBe(state);
    state = game.apply(state, 's1', { type: 'reveal', round: 1 }, HOST);
    expect(state.scores).toEqual([1, 0]);
    expect(game.shared(state).answer).toBe(answerOf(state));
    expect(game.apply(state, 's1', { type: 'reveal', round: 1 }, HOST)).toBe(state);
    expect(game.apply(state, 's4', call(state, 'more'), HOST)).toBe(state);
    state = game.apply(state, 's1', { type: 'next', round: 1 }, HOST);
    expect(state.round).toBe(2);
    expect(state.calls).toEqual({});
  });

  it('ends after the chosen number of cards', () => {
    let state = begin(2);
    for (let round = 1; round <= 2; round++) {
      state = game.apply(state, 's1', { type: 'reveal', round }, HOST);
      if (round < 2) state = game.apply(state, 's1', { type: 'next', round }, HOST);
    }
    expect(game.shared(state).over).toBe(true);
    expect(game.apply(state, 's1', { type: 'next', round: 2 }, HOST)).toBe(state);
  });

  it('puts newcomers on the smallest team and keeps the host’s picks', () => {
    expect(teamsFor(SEATS, 2, {})).toEqual({ s1: 0, s2: 1, s3: 0, s4: 1 });
    expect(teamsFor(SEATS, 3, { s1: 2, s2: 2 })).toEqual({ s1: 2, s2: 2, s3: 0, s4: 1 });
    const state = game.reseat(begin(), [...SEATS.slice(1), seat(5)]);
    expect(state.teamOf).toEqual({ s2: 1, s3: 0, s4: 1, s5: 0 });
  });

  it('a phone taking over as host deals on from what it saw', () => {
    let state = begin();
    state = game.apply(state, 's2', call(state, rightCall(state)), HOST);
    state = game.apply(state, 's1', { type: 'reveal', round: 1 }, HOST);
    const seen = JSON.parse(JSON.stringify(game.shared(state))) as MolState;
    const NEW_HOST = { hostSeatId: 's2' };
    let taken = game.reseat(seen, SEATS.slice(1));
    expect(taken.scores).toEqual([0, 1]);
    taken = game.apply(taken, 's2', { type: 'next', round: 1 }, NEW_HOST);
    const old = game.apply(state, 's1', { type: 'next', round: 1 }, HOST);
    expect(taken.card).toEqual(old.card);
    taken = game.apply(taken, 's3', call(taken, rightCall(taken)), NEW_HOST);
    taken = game.apply(taken, 's2', { type: 'reveal', round: 2 }, NEW_HOST);
    expect(taken.scores).toEqual([1, 1]);
  });

  it('reads intents off the wire, and nothing else', () => {
    expect(game.parseIntent({ type: 'call', round: 2, call: 'less' })).toEqual({
      type: 'call',
      round: 2,
      call: 'less',
    });
    expect(game.parseIntent({ type: 'call', round: 2, call: 'maybe' })).toBeNull();
    expect(game.parseIntent({ type: 'reveal', round: 0 })).toBeNull();
    expect(game.parseIntent('next')).toBeNull();
  });

  it('counts each team’s answer once however the room channel delivers them: no point lost or doubled', () => {
    const rand = seededWords(7);
    for (let trial = 0; trial < 30; trial++) {
      let state = begin(50);
      let stale: Sent<MolIntent>[] = [];
      const expected = [0, 0];
      for (let round = 1; round <= 12; round++) {
        // Each member taps; the first of each team to arrive counts.
        const sent: Sent<MolIntent>[] = SEATS.map((s) => ({
          from: s.seatId,
          intent: call(state, randomIndex(2, rand) === 0 ? 'more' : 'less'),
        }));
        const strays: Sent<MolIntent>[] = [
          { from: 'stranger', intent: call(state, 'more') },
          { from: 's2', intent: { type: 'reveal', round } },
        ];
        for (const item of deliveries([...sent, ...stale.slice(-4), ...strays], rand)) {
          state = game.apply(state, item.from, item.intent, HOST);
        }
        // Every team answered exactly once, with a call one of its members made.
        for (const team of [0, 1]) {
          const made = sent
            .filter((s) => state.teamOf[s.from] === team)
            .map((s) => (s.intent as { call: string }).call);
          expect(made).toContain(state.calls[team]);
        }
        const answer = answerOf(state);
        for (const team of [0, 1]) {
          const c = state.calls[team];
          if (c === 'more' ? answer > state.card!.shown : answer < state.card!.shown) {
            expected[team] = (expected[team] ?? 0) + 1;
          }
        }
        const reveal: Sent<MolIntent> = { from: 's1', intent: { type: 'reveal', round } };
        const next: Sent<MolIntent> = { from: 's1', intent: { type: 'next', round } };
        for (const item of deliveries([reveal], rand)) {
          state = game.apply(state, item.from, item.intent, HOST);
        }
        for (const item of deliveries([next, ...sent, reveal], rand)) {
          state = game.apply(state, item.from, item.intent, HOST);
        }
        expect(state.round).toBe(round + 1);
        stale = [...stale, ...sent, reveal];
      }
      expect(state.scores).toEqual(expected);
    }
  });

  it('shows the card, the team’s own answer and the score on every phone', () => {
    let state = begin();
    state = game.apply(state, 's2', call(state, 'more'), HOST);
    const html = (me: GameSeat) =>
      renderToStaticMarkup(
        <moreOrLess.View
          shared={game.shared(state)}
          secret={game.secret(state, me.seatId)}
          me={me}
          seats={SEATS}
          host={me.seatId === 's1'}
          send={() => undefined}
        />,
      );
    const four = html(seat(4));
    expect(four).toContain('Your team said more.');
    expect(four).toContain('Team 2: 0 · Player 2, Player 4');
    const one = html(seat(1));
    expect(one).toContain('>More<');
    expect(one).toContain('Reveal the answer');
    expect(one).not.toContain('said more');
  });
});
