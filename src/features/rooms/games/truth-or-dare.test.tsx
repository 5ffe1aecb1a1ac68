import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import { FORFEITS } from '../../../content/games/tags';
import { randomIndex, seededWords } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import truthOrDare, {
  SIP,
  truthOrDareRoom as game,
  type TodIntent,
  type TodState,
} from './truth-or-dare';
import { deliveries, type Sent } from './intent-stream';

const seat = (n: number, flags: Partial<GameSeat> = {}): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
  ...flags,
});
const SEATS = [seat(1), seat(2), seat(3, { sober: true })];
const HOST = { hostSeatId: 's1' };
const SEED = '9a8b7c6d5e4f30211203f4e5d6c7b8a9';

const begin = (seats = SEATS, settings = game.defaultSettings): TodState =>
  game.start({ seats, hostSeatId: 's1', seed: SEED, settings });

const act = (state: TodState, from: string, intent: TodIntent) =>
  game.apply(state, from, intent, HOST);

/** Plays turns until `seatId` is on turn. */
function untilTurnOf(state: TodState, seatId: string): TodState {
  while (state.up !== seatId) state = act(state, 's1', { type: 'next', turn: state.turn });
  return state;
}

describe('truth or dare in a room', () => {
  it('the player on turn picks truth or dare on their own phone; every phone sees the card', () => {
    let state = begin();
    expect(state.up).toBe('s1');
    expect(state.phase).toBe('choosing');
    state = act(state, 's1', { type: 'next', turn: 1 });
    expect(state.up).toBe('s2');
    // Another player cannot choose for Player 2.
    expect(act(state, 's3', { type: 'choose', turn: 2, choice: 'dare' })).toBe(state);
    state = act(state, 's2', { type: 'choose', turn: 2, choice: 'dare' });
    expect(state.phase).toBe('card');
    expect(state.card!.choice).toBe('dare');
    const dares = new Set(truthOrDarePacks.flatMap((p) => p.lists[1] ?? []));
    const truths = new Set(truthOrDarePacks.flatMap((p) => p.lists[0] ?? []));
    // Names are filled in: the text is a dare with its slots filled.
    expect(state.card!.text).not.toContain('{player');
    expect(truths.has(state.card!.text)).toBe(false);
    expect(game.shared(state).card).toEqual(state.card);
    expect(game.secret(state, 's2')).toBeNull();
    // Choosing again is refused; done moves on, once.
    expect(act(state, 's2', { type: 'choose', turn: 2, choice: 'truth' })).toBe(state);
    const done = act(state, 's2', { type: 'done', turn: 2 });
    expect(done.phase).toBe('after');
    expect(act(done, 's2', { type: 'done', turn: 2 })).toBe(done);
    const next = act(done, 's2', { type: 'next', turn: 2 });
    expect(next.up).toBe('s3');
    expect(next.done).toEqual({ s2: 1 });
    expect(dares.size).toBeGreaterThan(0);
  });

  it('a free pass once a game; after it, turning one down is the forfeit: a sip, or for a player not drinking a forfeit', () => {
    let state = untilTurnOf(begin(), 's2');
    state = act(state, 's2', { type: 'choose', turn: state.turn, choice: 'truth' });
    // Only the player on turn decides to pass or take the forfeit, not the host.
    expect(act(state, 's1', { type: 'pass', turn: state.turn })).toBe(state);
    expect(act(state, 's1', { type: 'forfeit', turn: state.turn })).toBe(state);
    state = act(state, 's2', { type: 'pass', turn: state.turn });
    expect(state.outcome).toBe('passed');
    expect(state.passed).toEqual(['s2']);
    state = untilTurnOf(act(state, 's2', { type: 'next', turn: state.turn }), 's2');
    state = act(state, 's2', { type: 'choose', turn: state.turn, choice: 'dare' });
    expect(act(state, 's2', { type: 'pass', turn: state.turn })).toBe(state);
    state = act(state, 's2', { type: 'forfeit', turn: state.turn });
    expect(state.penalty).toBe(SIP);
    // Player 3 is not drinking tonight: a forfeit instead of the sip.
    state = untilTurnOf(act(state, 's2', { type: 'next', turn: state.turn }), 's3');
    state = act(state, 's3', { type: 'choose', turn: state.turn, choice: 'truth' });
    state = act(state, 's3', { type: 'forfeit', turn: state.turn });
    expect(FORFEITS).toContain(state.penalty);
    const html = renderToStaticMarkup(
      <truthOrDare.View
        shared={game.shared(state)}
        secret={null}
        me={SEATS[1]!}
        seats={SEATS}
        host={false}
        send={() => undefined}
      />,
    );
    expect(html).toContain(`Player 3 is not drinking tonight, so instead: ${state.penalty}.`);
  });

  it('a dare that says to drink shows a forfeit for a player not drinking tonight', () => {
    const drinkDare = 'Let the group pick your next drink from whatever is already open.';
    const party = truthOrDarePacks.find((p) => p.lists[1]?.includes(drinkDare))!;
    // Deal every dare of that pack to Player 3 until the drink dare comes.
    let state = untilTurnOf(begin(SEATS, { spice: 3, packs: [party.id] }), 's3');
    for (let i = 0; i < (party.lists[1] ?? []).length; i++) {
      state = act(state, 's3', { type: 'choose', turn: state.turn, choice: 'dare' });
      if (state.card!.text === drinkDare) break;
      state = untilTurnOf(act(state, 's1', { type: 'next', turn: state.turn }), 's3');
    }
    expect(state.card!.text).toBe(drinkDare);
    expect(FORFEITS).toContain(state.card!.forfeit);
  });

  it('turns skip a player who left; the turn moves on when the player on turn leaves', () => {
    let state = act(begin(), 's1', { type: 'next', turn: 1 });
    expect(state.up).toBe('s2');
    state = act(state, 's2', { type: 'choose', turn: state.turn, choice: 'truth' });
    const left = game.reseat(state, [seat(1), seat(3, { sober: true })]);
    expect(left.up).toBe('s3');
    expect(left.phase).toBe('choosing');
    expect(left.turn).toBe(state.turn + 1);
    // A tap from before is for a turn that has passed.
    expect(act(left, 's3', { type: 'done', turn: state.turn })).toBe(left);
    const after = act(left, 's3', { type: 'next', turn: left.turn });
    expect(after).toBe(left); // nothing done yet: only the host may skip
    const skipped = act(left, 's1', { type: 'next', turn: left.turn });
    expect(skipped.up).toBe('s1');
  });

  it('parses only its own intents', () => {
    expect(game.parseIntent({ type: 'choose', turn: 3, choice: 'dare' })).toEqual({
      type: 'choose',
      turn: 3,
      choice: 'dare',
    });
    expect(game.parseIntent({ type: 'choose', turn: 3, choice: 'both' })).toBeNull();
    expect(game.parseIntent({ type: 'pass', turn: 0 })).toBeNull();
    expect(game.parseIntent({ type: 'drink', turn: 2 })).toBeNull();
    expect(game.parseIntent('pass')).toBeNull();
  });

  it('applies each tap once however the room channel delivers them', () => {
    const words = seededWords(7);
    for (let trial = 0; trial < 60; trial++) {
      let state = begin();
      let stale: Sent<TodIntent>[] = [];
      let doneCount = 0;
      for (let step = 0; step < 30; step++) {
        const up = state.up!;
        const turn = state.turn;
        let meant: Sent<TodIntent>;
        if (state.phase === 'choosing') {
          meant = {
            from: up,
            intent: { type: 'choose', turn, choice: randomIndex(2, words) ? 'truth' : 'dare' },
          };
        } else if (state.phase === 'card') {
          const pick = randomIndex(3, words);
          meant = {
            from: up,
            intent: { type: (['done', 'pass', 'forfeit'] as const)[pick]!, turn },
          };
          if (pick === 1 && state.passed.includes(up))
            meant = { from: up, intent: { type: 'done', turn } };
        } else {
          meant = { from: randomIndex(2, words) ? up : 's1', intent: { type: 'next', turn } };
        }
        const expected = act(state, meant.from, meant.intent);
        expect(expected).not.toBe(state);
        if (state.phase === 'after' && state.outcome === 'done') doneCount += 1;
        const foreign: Sent<TodIntent>[] = [
          { from: 'stranger', intent: meant.intent },
          { from: up === 's2' ? 's3' : 's2', intent: { type: 'pass', turn } },
        ];
        const stream = deliveries([meant, ...stale.slice(-3), ...foreign], words);
        let applied = 0;
        for (const item of stream) {
          const after = act(state, item.from, item.intent);
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
      const total = Object.values(state.done).reduce((a, b) => a + b, 0);
      expect(total).toBe(doneCount);
    }
  });
});
