import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WORD_CATEGORIES } from '../../../content/games/word-guess';
import { randomIndex, seededWords } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import { deliveries, type Sent } from './intent-stream';
import wordGuess, {
  wordGuessRoom as game,
  type WgIntent,
  type WgShared,
  type WgState,
} from './word-guess';

const seat = (n: number): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
});
const SEATS = [seat(1), seat(2), seat(3)];
const HOST = { hostSeatId: 's1' };
const SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

function begin(rounds = 3): WgState {
  return game.start({
    seats: SEATS,
    hostSeatId: 's1',
    seed: SEED,
    settings: { difficulty: 'easy', rounds },
  });
}

const ask = (s: WgState, reply: 'yes' | 'no' | 'sort-of' = 'no'): WgIntent => ({
  type: 'answer',
  round: s.round,
  q: s.log.entries.length,
  reply,
});
const guess = (s: WgState, by: string | null, right: boolean): WgIntent => ({
  type: 'guess',
  round: s.round,
  q: s.log.entries.length,
  by,
  right,
});
const next = (s: WgState): WgIntent => ({ type: 'next', round: s.round });

describe('word guess on every phone', () => {
  it('shows the word on the holder’s phone alone, and never in what every phone sees', () => {
    const state = begin();
    expect(state.holder).toBe('s1');
    const word = game.secret(state, 's1')?.word;
    const easy = new Set(WORD_CATEGORIES.flatMap((c) => c.words.easy));
    expect(easy.has(word!)).toBe(true);
    expect(game.secret(state, 's2')).toBeNull();
    expect(game.secret(state, 's3')).toBeNull();
    const shared = JSON.stringify(game.shared(state));
    expect(shared).not.toContain(`"${word}"`);
    expect(shared).not.toContain(SEED);
    // The same setup deals the same word on any phone.
    expect(game.secret(begin(), 's1')).toEqual(game.secret(state, 's1'));
  });

  it('counts the holder’s answers and guesses, and refuses everyone else’s and repeats', () => {
    let state = begin();
    const first = ask(state, 'yes');
    expect(game.apply(state, 's2', first, HOST)).toBe(state);
    expect(game.apply(state, 'stranger', first, HOST)).toBe(state);
    state = game.apply(state, 's1', first, HOST);
    expect(state.log.entries).toEqual([{ kind: 'question', reply: 'yes' }]);
    expect(game.apply(state, 's1', first, HOST)).toBe(state);
    // A wrong guess uses up a question; a right one by the holder themself is refused.
    state = game.apply(state, 's1', guess(state, 's2', false), HOST);
    expect(state.log.entries).toHaveLength(2);
    expect(game.apply(state, 's1', guess(state, 's1', true), HOST)).toBe(state);
    // Only the host may skip a word still being guessed.
    expect(game.apply(state, 's2', next(state), HOST)).toBe(state);
  });

  it('a right guess scores for the guesser, who holds the next word', () => {
    let state = begin();
    state = game.apply(state, 's1', ask(state), HOST);
    state = game.apply(state, 's1', guess(state, 's3', true), HOST);
    expect(state.scores).toEqual({ s3: 1 });
    const word = game.secret(state, 's1')?.word;
    expect(game.shared(state).word).toBe(word);
    // The round is over: no more answers.
    expect(game.apply(state, 's1', ask(state), HOST)).toBe(state);
    state = game.apply(state, 's1', next(state), HOST);
    expect(state.round).toBe(2);
    expect(state.holder).toBe('s3');
    expect(game.shared(state).word).toBeNull();
    expect(game.secret(state, 's3')?.word).toBeTruthy();
  });

  it('twenty questions without a right guess score for the holder; the next seat holds', () => {
    let state = begin();
    for (let i = 0; i < 20; i++) state = game.apply(state, 's1', ask(state), HOST);
    expect(state.log.outcome).toEqual({ kind: 'stumped' });
    expect(state.scores).toEqual({ s1: 1 });
    state = game.apply(state, 's1', next(state), HOST);
    expect(state.holder).toBe('s2');
  });

  it('ends after the chosen number of words', () => {
    let state = begin(2);
    for (let round = 1; round <= 2; round++) {
      const by = state.holder === 's3' ? 's2' : 's3';
      state = game.apply(state, state.holder!, guess(state, by, true), HOST);
      if (round < 2) state = game.apply(state, 's1', next(state), HOST);
    }
    expect(state.over).toBe(true);
    expect(state.scores).toEqual({ s2: 1, s3: 1 });
    expect(game.apply(state, 's1', next(state), HOST)).toBe(state);
  });

  it('a phone taking over as host deals the holder a word of its own and keeps the score', () => {
    let state = begin();
    state = game.apply(state, 's1', guess(state, 's2', true), HOST);
    state = game.apply(state, 's1', next(state), HOST);
    state = game.apply(state, 's2', ask(state), HOST);
    const seen = JSON.parse(JSON.stringify(game.shared(state))) as WgState;
    const seats = SEATS.slice(1);
    let taken = game.reseat(seen, seats);
    expect(taken.holder).toBe('s2');
    expect(taken.scores).toEqual({ s2: 1 });
    expect(game.secret(taken, 's2')?.word).toBeTruthy();
    const NEW_HOST = { hostSeatId: 's3' };
    taken = game.apply(taken, 's2', guess(taken, 's3', true), NEW_HOST);
    taken = game.apply(taken, 's3', next(taken), NEW_HOST);
    expect(taken.scores).toEqual({ s2: 1, s3: 1 });
    expect(taken.holder).toBe('s3');
    expect(game.secret(taken, 's3')?.word).toBeTruthy();
  });

  it('a holder who leaves passes the word on, with no point for anyone', () => {
    let state = begin();
    state = game.reseat(state, [seat(2), seat(3)]);
    expect(state.round).toBe(2);
    expect(state.holder).toBe('s2');
    expect(state.scores).toEqual({});
  });

  it('reads intents off the wire, and nothing else', () => {
    expect(game.parseIntent({ type: 'answer', round: 1, q: 0, reply: 'yes' })).toEqual({
      type: 'answer',
      round: 1,
      q: 0,
      reply: 'yes',
    });
    expect(game.parseIntent({ type: 'guess', round: 1, q: 2, by: null, right: false })).toEqual({
      type: 'guess',
      round: 1,
      q: 2,
      by: null,
      right: false,
    });
    expect(game.parseIntent({ type: 'answer', round: 1, q: 0, reply: 'maybe' })).toBeNull();
    expect(game.parseIntent({ type: 'guess', round: 1, q: 0, by: 5, right: true })).toBeNull();
    expect(game.parseIntent({ type: 'next', round: 0 })).toBeNull();
  });

  it('applies each tap once however the room channel delivers them: no point lost or doubled', () => {
    const rand = seededWords(42);
    for (let trial = 0; trial < 40; trial++) {
      let state = begin(0);
      let stale: Sent<WgIntent>[] = [];
      const expectedScores: Record<string, number> = {};
      for (let step = 0; step < 60; step++) {
        const holder = state.holder!;
        const over = state.log.outcome !== null || state.log.entries.length >= 20;
        const pick = randomIndex(5, rand);
        const others = SEATS.filter((s) => s.seatId !== holder);
        const guesser = others[randomIndex(others.length, rand)]!.seatId;
        const meant: Sent<WgIntent> = over
          ? { from: pick === 0 ? 's1' : holder, intent: next(state) }
          : pick === 0
            ? { from: holder, intent: guess(state, guesser, true) }
            : pick === 1
              ? { from: holder, intent: guess(state, null, false) }
              : { from: holder, intent: ask(state) };
        const expected = game.apply(state, meant.from, meant.intent, HOST);
        expect(expected).not.toBe(state);
        for (const [id, points] of Object.entries(expected.scores)) {
          if (points !== (state.scores[id] ?? 0)) expectedScores[id] = points;
        }
        const foreign: Sent<WgIntent>[] = [
          { from: 'stranger', intent: meant.intent },
          { from: guesser, intent: ask(state, 'yes') },
        ];
        let applied = 0;
        for (const item of deliveries([meant, ...stale.slice(-4), ...foreign], rand)) {
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
      expect(state.scores).toEqual(expectedScores);
    }
  });

  it('draws the word on the holder’s phone, and the clock, questions and score on the others', () => {
    const state = begin();
    const shared: WgShared = game.shared(state);
    const word = game.secret(state, 's1')!.word;
    const view = (me: GameSeat) =>
      renderToStaticMarkup(
        <wordGuess.View
          shared={shared}
          secret={game.secret(state, me.seatId)}
          me={me}
          seats={SEATS}
          host={me.seatId === 's1'}
          send={() => undefined}
        />,
      );
    const holder = view(seat(1));
    expect(holder).toContain(`>${word}<`);
    expect(holder).toContain('Sort of');
    const other = view(seat(2));
    expect(other).not.toContain(`>${word}<`);
    expect(other).toContain('role="timer"');
    expect(other).toContain('Questions: 0 of 20');
    expect(other).toContain('Player 3: 0 points');
  });
});
