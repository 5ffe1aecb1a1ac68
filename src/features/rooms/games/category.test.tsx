import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { categoryPacks } from '../../../content/games/category';
import { randomIndex, seededWords } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import category, {
  categoryRoom as game,
  type CategoryIntent,
  type CategoryState,
} from './category';
import { deliveries, type Sent } from './intent-stream';

const seat = (n: number): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
});
const SEATS = [seat(1), seat(2), seat(3), seat(4)];
const HOST = { hostSeatId: 's1' };
const SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

function begin(seats = SEATS, rounds = 5): CategoryState {
  return game.start({ seats, hostSeatId: 's1', seed: SEED, settings: { rounds, turnSeconds: 10 } });
}

const said = (s: CategoryState): CategoryIntent => ({
  type: 'said',
  round: s.round,
  move: s.move,
});
const out = (s: CategoryState): Extract<CategoryIntent, { type: 'out' }> => ({
  type: 'out',
  round: s.round,
  move: s.move,
  seatId: s.up as string,
});
const next = (s: CategoryState): CategoryIntent => ({ type: 'next', round: s.round });

describe('category on every phone', () => {
  it('deals the same category on every phone from the free, not 18+, packs without repeats', () => {
    const allowed = new Set(
      categoryPacks.filter((p) => !p.explicit && !p.premium).flatMap((p) => p.lists[0]),
    );
    expect(begin().card).toEqual(begin().card);
    let state = begin(SEATS, 0);
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const text = state.card?.text as string;
      expect(allowed.has(text)).toBe(true);
      expect(seen.has(text)).toBe(false);
      seen.add(text);
      state = game.apply(state, 's1', next(state), HOST);
    }
  });

  it('goes round the seats still in, and the last one standing wins the category', () => {
    let state = begin();
    expect(state.up).toBe('s1');
    state = game.apply(state, 's1', said(state), HOST);
    expect(state.up).toBe('s2');
    state = game.apply(state, 's2', said(state), HOST);
    state = game.apply(state, 's1', out(state), HOST); // s3 is out
    expect(state.out).toEqual(['s3']);
    expect(state.up).toBe('s4');
    state = game.apply(state, 's4', said(state), HOST);
    expect(state.up).toBe('s1');
    state = game.apply(state, 's1', out(state), HOST); // the host is out too
    expect(state.up).toBe('s2');
    state = game.apply(state, 's1', said(state), HOST); // the host taps for s2
    expect(state.up).toBe('s4');
    state = game.apply(state, 's1', out(state), HOST);
    expect(state.winner).toBe('s2');
    expect(state.up).toBeNull();
    expect(game.shared(state).wins).toEqual({ s2: 1 });
    // The next category starts one seat further round.
    state = game.apply(state, 's1', next(state), HOST);
    expect(state.up).toBe('s2');
    expect(state.out).toEqual([]);
    expect(state.winner).toBeNull();
  });

  it('ends the game when its last category is won', () => {
    let state = begin(SEATS.slice(0, 2), 1);
    state = game.apply(state, 's1', out(state), HOST);
    expect(state.winner).toBe('s2');
    expect(state.ended).toBe(true);
    expect(game.apply(state, 's1', next(state), HOST)).toBe(state);
  });

  it('refuses a turn taken twice, out of turn, stale, by a stranger, or a player calling Out', () => {
    const state = begin();
    const moved = game.apply(state, 's1', said(state), HOST);
    // The same tap again (or the host's tap for the same move) is late: refused.
    expect(game.apply(moved, 's1', said(state), HOST)).toBe(moved);
    expect(game.apply(moved, 's1', out(state), HOST)).toBe(moved);
    // Only the player on turn (or the host) says one; only the host calls Out.
    expect(game.apply(moved, 's3', said(moved), HOST)).toBe(moved);
    expect(game.apply(moved, 's2', out(moved), HOST)).toBe(moved);
    expect(game.apply(moved, 's1', { ...out(moved), seatId: 's3' }, HOST)).toBe(moved);
    expect(game.apply(moved, 'stranger', said(moved), HOST)).toBe(moved);
    expect(game.apply(moved, 's2', next(moved), HOST)).toBe(moved);
    expect(game.apply(moved, 's2', { ...said(moved), round: 2 }, HOST)).toBe(moved);
  });

  it('carries on when the player on turn leaves, and a newcomer plays from the next category', () => {
    let state = begin(SEATS.slice(0, 3));
    state = game.apply(state, 's1', said(state), HOST);
    expect(state.up).toBe('s2');
    const late = said(state);
    state = game.reseat(state, [seat(1), seat(3), seat(5)]);
    expect(state.up).toBe('s3');
    // s2's tap from before they left is for a turn that has moved on.
    expect(game.apply(state, 's1', late, HOST)).toBe(state);
    // Someone else leaving does not cost the player on turn their tap.
    const onTurn = said(state);
    const stayed = game.reseat(state, [seat(1), seat(3), seat(5), seat(6)]);
    expect(game.apply(stayed, 's3', onTurn, HOST).up).toBe('s1');
    expect(state.out).toEqual(['s5']);
    state = game.apply(state, 's1', out(state), HOST);
    expect(state.winner).toBe('s1');
    state = game.apply(state, 's1', next(state), HOST);
    expect(state.out).toEqual([]);
  });

  it('parses only its own intents', () => {
    expect(game.parseIntent({ type: 'said', round: 2, move: 0 })).toEqual({
      type: 'said',
      round: 2,
      move: 0,
    });
    expect(game.parseIntent({ type: 'out', round: 2, move: 1 })).toBeNull();
    expect(game.parseIntent({ type: 'said', round: 2 })).toBeNull();
    expect(game.parseIntent({ type: 'dance', round: 2, move: 1 })).toBeNull();
  });

  it('applies each move once however the room channel delivers the taps', () => {
    const words = seededWords(99);
    for (let trial = 0; trial < 100; trial++) {
      let state = begin(SEATS, 0);
      let stale: Sent<CategoryIntent>[] = [];
      let won = 0;
      for (let step = 0; step < 40; step++) {
        // What is meant: the player on turn names one, the host calls them out, or a new category.
        const up = state.up;
        const pick = randomIndex(4, words);
        const meant: Sent<CategoryIntent> =
          up === null || pick === 3
            ? { from: 's1', intent: next(state) }
            : pick === 2
              ? { from: 's1', intent: out(state) }
              : { from: up, intent: said(state) };
        const expected = game.apply(state, meant.from, meant.intent, HOST);
        if (expected.winner !== null && state.winner === null) won += 1;
        const foreign: Sent<CategoryIntent>[] = [
          { from: 'stranger', intent: said(state) },
          { from: up === 's2' ? 's3' : 's2', intent: { ...out(state), seatId: up ?? 's2' } },
        ];
        const stream = deliveries([meant, ...stale.slice(-3), ...foreign], words);
        let applied = 0;
        for (const item of stream) {
          const after = game.apply(state, item.from, item.intent, HOST);
          if (after !== state) {
            applied += 1;
            expect(item).toBe(meant);
          }
          state = after;
        }
        expect(applied).toBe(1);
        expect(state).toEqual(expected);
        stale = [...stale, meant];
      }
      const wins = Object.values(state.wins).reduce((a, b) => a + b, 0);
      expect(wins).toBe(won);
    }
  });

  it('shows the player on turn their buttons, and the host the Out button', () => {
    const state = begin();
    const sent: CategoryIntent[] = [];
    const render = (me: GameSeat, host: boolean) =>
      renderToStaticMarkup(
        <category.View
          shared={game.shared(state)}
          secret={null}
          me={me}
          seats={SEATS}
          host={host}
          send={(i) => sent.push(i)}
        />,
      );
    const hostHtml = render(seat(1), true);
    expect(hostHtml).toContain(state.card?.text);
    expect(hostHtml).toContain('Your turn: name one!');
    expect(hostHtml).toContain('I am out');
    const other = render(seat(3), false);
    expect(other).toContain('Player 1’s turn');
    expect(other).not.toContain('Said one');
    expect(sent).toEqual([]);
  });

  it('deals on after a player takes over mid-game from the last state their phone saw', () => {
    let state = begin();
    state = game.apply(state, 's1', said(state), HOST);
    state = game.apply(state, 's1', next(state), HOST);
    // The host's phone is gone: s2 hosts with what came over the wire, and deals on.
    const seen = JSON.parse(JSON.stringify(game.shared(state))) as CategoryState;
    const seats = SEATS.slice(1);
    let taken = game.reseat(seen, seats);
    const NEW_HOST = { hostSeatId: 's2' };
    for (let i = 0; i < 3; i++) {
      const before = taken;
      taken = game.apply(taken, 's2', next(taken), NEW_HOST);
      expect(taken.round).toBe(before.round + 1);
      expect(taken.card?.text).toBeTruthy();
    }
    // The same categories the old host would have dealt, in the same order.
    let old = game.reseat(state, seats);
    for (let i = 0; i < 3; i++) old = game.apply(old, 's2', next(old), NEW_HOST);
    expect(taken.card).toEqual(old.card);
  });
});
