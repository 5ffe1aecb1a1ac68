import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { charadesPacks } from '../../../content/games/charades';
import { randomIndex, seededWords } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import charades, {
  charadesRoom as game,
  teamsOf,
  type CharadesIntent,
  type CharadesState,
} from './charades';
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
const SEED = '1234567890abcdef1234567890abcdef';
const begin = (): CharadesState =>
  game.start({ seats: SEATS, hostSeatId: 's1', seed: SEED, settings: game.defaultSettings });
const act = (state: CharadesState, from: string, intent: CharadesIntent) =>
  game.apply(state, from, intent, HOST);
const words = new Set(charadesPacks.flatMap((p) => p.lists[0] ?? []));

describe('charades in a room', () => {
  it('the actor’s phone alone shows the word; the others see the clock and the score', () => {
    let state = begin();
    expect(teamsOf(SEATS)).toEqual([
      ['s1', 's3'],
      ['s2', 's4'],
    ]);
    expect(state.actor).toBe('s1');
    expect(game.secret(state, 's1')).toBeNull(); // not until the clock starts
    state = act(state, 's1', { type: 'start', turn: 1 });
    const word = game.secret(state, 's1')!.word;
    expect(words.has(word)).toBe(true);
    for (const other of ['s2', 's3', 's4']) expect(game.secret(state, other)).toBeNull();
    // Nothing every phone sees holds the word, the deck's seed or its position.
    const shared = JSON.stringify(game.shared(state));
    expect(shared).not.toContain(word);
    expect(shared).not.toContain(SEED);
    expect(game.shared(state)).not.toHaveProperty('pos');
    const html = (me: GameSeat) =>
      renderToStaticMarkup(
        <charades.View
          shared={game.shared(state)}
          secret={game.secret(state, me.seatId)}
          me={me}
          seats={SEATS}
          host={me.seatId === 's1'}
          send={() => undefined}
        />,
      );
    expect(html(seat(1))).toContain(word);
    expect(html(seat(3))).not.toContain(word);
    expect(html(seat(3))).toContain('role="timer"');
    expect(html(seat(3))).toContain('(your team: guess!)');
    expect(html(seat(2))).toContain('Team A: 0');
  });

  it('scores a word once for the actor’s team; only the actor taps Got it; turns alternate teams', () => {
    let state = act(begin(), 's1', { type: 'start', turn: 1 });
    const word = game.secret(state, 's1')!.word;
    expect(act(state, 's3', { type: 'got', turn: 1, move: 0 })).toBe(state);
    state = act(state, 's1', { type: 'got', turn: 1, move: 0 });
    expect(act(state, 's1', { type: 'got', turn: 1, move: 0 })).toBe(state);
    expect(state.scores).toEqual([1, 0]);
    expect(state.guessed).toEqual([word]);
    expect(game.secret(state, 's1')!.word).not.toBe(word);
    state = act(state, 's1', { type: 'skip', turn: 1, move: 1 });
    expect(state.scores).toEqual([1, 0]);
    state = act(state, 's1', { type: 'end', turn: 1 });
    expect(state.actor).toBe('s2');
    expect(state.phase).toBe('ready');
    state = act(state, 's1', { type: 'end', turn: 2 });
    // Team A again: the member who has not acted yet.
    expect(state.actor).toBe('s3');
  });

  it('a phone taking over as host deals from a deck of its own, and the actor leaving passes the turn', () => {
    const state = act(begin(), 's1', { type: 'start', turn: 1 });
    const taken = game.reseat(game.shared(state) as CharadesState, SEATS);
    expect(words.has(game.secret(taken, 's1')!.word)).toBe(true);
    const left = game.reseat(state, [seat(2), seat(3), seat(4)]);
    expect(left.actor).not.toBe('s1');
    expect(left.turn).toBe(2);
  });

  it('parses only its own intents', () => {
    expect(game.parseIntent({ type: 'got', turn: 1, move: 0 })).toEqual({
      type: 'got',
      turn: 1,
      move: 0,
    });
    expect(game.parseIntent({ type: 'got', turn: 1 })).toBeNull();
    expect(game.parseIntent({ type: 'mime', turn: 1 })).toBeNull();
  });

  it('applies each tap once however the room channel delivers them', () => {
    const rand = seededWords(21);
    for (let trial = 0; trial < 60; trial++) {
      let state = begin();
      let stale: Sent<CharadesIntent>[] = [];
      let got = 0;
      for (let step = 0; step < 30; step++) {
        // The chosen rounds are played and a team leads: nothing more is applied.
        if (state.over) {
          expect(act(state, state.actor!, { type: 'end', turn: state.turn })).toBe(state);
          break;
        }
        const actor = state.actor!;
        const turn = state.turn;
        const pick = randomIndex(4, rand);
        const meant: Sent<CharadesIntent> =
          state.phase === 'ready'
            ? { from: actor, intent: { type: 'start', turn } }
            : pick === 3
              ? { from: 's1', intent: { type: 'end', turn } }
              : {
                  from: actor,
                  intent: { type: pick === 2 ? 'skip' : 'got', turn, move: state.move },
                };
        if (meant.intent.type === 'got') got += 1;
        const expected = act(state, meant.from, meant.intent);
        const foreign: Sent<CharadesIntent>[] = [
          { from: 'stranger', intent: meant.intent },
          { from: actor === 's2' ? 's3' : 's2', intent: { type: 'got', turn, move: state.move } },
        ];
        let applied = 0;
        for (const item of deliveries([meant, ...stale.slice(-3), ...foreign], rand)) {
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
      expect(state.scores[0] + state.scores[1]).toBe(got);
    }
  });

  it('plays whole rounds, rotating the actor, and ends with a winner after the chosen rounds', () => {
    let state = game.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { turnSeconds: 60, rounds: 2 },
    });
    const actors: string[] = [];
    // Team A guesses one word a turn, team B none.
    for (let turn = 1; turn <= 4; turn++) {
      expect(state.over).toBe(false);
      actors.push(state.actor!);
      state = act(state, state.actor!, { type: 'start', turn });
      if (turn % 2 === 1) state = act(state, state.actor!, { type: 'got', turn, move: 0 });
      state = act(state, 's1', { type: 'end', turn });
    }
    // Each turn the other team; within a team, whoever has acted least.
    expect(actors).toEqual(['s1', 's2', 's3', 's4']);
    expect(state.over).toBe(true);
    expect(state.scores).toEqual([2, 0]);
    expect(game.secret(state, state.actor!)).toBeNull();
    expect(act(state, state.actor!, { type: 'start', turn: state.turn })).toBe(state);
    const html = renderToStaticMarkup(
      <charades.View
        shared={game.shared(state)}
        secret={null}
        me={seat(2)}
        seats={SEATS}
        host={false}
        send={() => undefined}
      />,
    );
    expect(html).toContain('Team A wins the game!');
    expect(html).toContain('Team A: 2 · Player 1, Player 3');
    expect(html).toContain('Team B: 0 · Player 2, Player 4');
  });

  it('a tie after the last round plays another round', () => {
    let state = game.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { turnSeconds: 60, rounds: 2 },
    });
    for (let turn = 1; turn <= 4; turn++) state = act(state, 's1', { type: 'end', turn });
    expect(state.over).toBe(false);
    expect(state.turn).toBe(5);
    state = act(state, state.actor!, { type: 'start', turn: 5 });
    state = act(state, state.actor!, { type: 'got', turn: 5, move: 0 });
    state = act(state, 's1', { type: 'end', turn: 5 });
    state = act(state, 's1', { type: 'end', turn: 6 });
    expect(state.over).toBe(true);
    expect(state.scores).toEqual([1, 0]);
  });
});
