import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { categorySets } from '../../../content/games/country-island-city';
import { randomIndex, seededWords } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import cic, {
  countryIslandCityRoom as game,
  MAX_ANSWER,
  type CicIntent,
  type CicState,
} from './country-island-city';
import { deliveries, someOf, type Sent } from './intent-stream';

const seat = (n: number): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
});
const SEATS = [seat(1), seat(2), seat(3)];
const HOST = { hostSeatId: 's1' };
const SEED = '00112233445566778899aabbccddeeff';
const CLASSIC = categorySets[0]!;

function begin(seats = SEATS, seed = SEED, rounds = 3): CicState {
  return game.start({ seats, hostSeatId: 's1', seed, settings: { setId: 'classic', rounds } });
}

const write = (round: number, rev: number, answers: string[]): CicIntent => ({
  type: 'answers',
  round,
  rev,
  answers,
});

function run(state: CicState, sent: readonly Sent<CicIntent>[]): CicState {
  return sent.reduce((s, { from, intent }) => game.apply(s, from, intent, HOST), state);
}

/** Answers for every column: `word` capitalised after the round's letter. */
const row = (letter: string, ...words: string[]) =>
  CLASSIC.categories.map((_, c) => (words[c] === undefined ? '' : `${letter}${words[c]}`));

describe('country, island, city on every phone', () => {
  it('shows the same seeded letter and columns on every phone, a new letter each round', () => {
    const a = begin();
    expect(a.letter).toBe(begin().letter);
    expect(CLASSIC.letters).toContain(a.letter);
    expect(game.shared(a).categories).toEqual(CLASSIC.categories);
    // With no round limit the letters never repeat until all have had a turn.
    const endless = game.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { setId: 'classic', rounds: 0 },
    });
    const seen: string[] = [];
    let s = endless;
    for (let r = 1; r <= CLASSIC.letters.length; r++) {
      seen.push(s.letter);
      s = run(s, [
        { from: 's1', intent: { type: 'stop', round: r } },
        { from: 's1', intent: { type: 'score', round: r } },
        { from: 's1', intent: { type: 'next', round: r } },
      ]);
    }
    expect(new Set(seen).size).toBe(CLASSIC.letters.length);
  });

  it('keeps answers secret while writing, and scores unique 10, shared 5, only 20', () => {
    let state = begin();
    const L = state.letter;
    state = run(state, [
      { from: 's1', intent: write(1, 1, row(L, 'aaa', 'bbb', 'ccc')) },
      { from: 's2', intent: write(1, 1, row(L, 'aaa', 'xxx')) },
      { from: 's3', intent: write(1, 1, [`${L}AAA `, 'Q-wrong letter', '', `${L}dd`]) },
    ]);
    const writing = game.shared(state);
    expect(writing.cells).toEqual({});
    expect(JSON.stringify(writing)).not.toContain(`${L}bbb`);
    expect(writing.filled).toEqual({ s1: 3, s2: 2, s3: 3 });
    expect(game.secret(state, 's2')?.answers.slice(0, 2)).toEqual([`${L}aaa`, `${L}xxx`]);

    state = game.apply(state, 's1', { type: 'stop', round: 1 }, HOST);
    // Column 0: all three valid, s1/s3 the same (case and spaces do not count): 5, 10, 5.
    // Column 1: s1 and s2 differ (10 each); s3's does not start with the letter.
    // Column 2: s1 alone: 20. Column 3: s3 alone: 20.
    state = game.apply(state, 's1', { type: 'score', round: 1 }, HOST);
    expect(state.points.s1?.slice(0, 4)).toEqual([5, 10, 20, 0]);
    expect(state.points.s2?.slice(0, 4)).toEqual([5, 10, 0, 0]);
    expect(state.points.s3?.slice(0, 4)).toEqual([5, 0, 0, 20]);
    expect(game.shared(state).totals).toEqual({ s1: 35, s2: 15, s3: 25 });
  });

  it("lets the host rule an answer out or in, and the scores follow the host's marks", () => {
    let state = begin();
    const L = state.letter;
    state = run(state, [
      { from: 's1', intent: write(1, 1, row(L, 'aaa')) },
      { from: 's2', intent: write(1, 1, row(L, 'aaa')) },
      { from: 's3', intent: write(1, 1, ['Zzz made up']) },
      { from: 's1', intent: { type: 'stop', round: 1 } },
      // s2's answer is ruled out: s1's is now the only one.
      { from: 's1', intent: { type: 'mark', round: 1, seatId: 's2', column: 0, valid: false } },
      // s3's answer starts with another letter, but the host lets it count.
      { from: 's1', intent: { type: 'mark', round: 1, seatId: 's3', column: 0, valid: true } },
    ]);
    const cells = game.shared(state).cells;
    expect(cells.s2?.[0]).toEqual({ text: `${L}aaa`, valid: false, shared: false });
    state = game.apply(state, 's1', { type: 'score', round: 1 }, HOST);
    expect(state.totals).toEqual({ s1: 10, s2: 0, s3: 10 });
  });

  it('keeps a long answer to the limit, as text', () => {
    let state = begin();
    state = game.apply(state, 's2', write(1, 1, ['<b>' + 'x'.repeat(200)]), HOST);
    const kept = game.secret(state, 's2')?.answers[0] ?? '';
    expect(kept).toHaveLength(MAX_ANSWER);
    state = run(state, [{ from: 's1', intent: { type: 'stop', round: 1 } }]);
    const html = renderToStaticMarkup(
      <cic.View
        shared={game.shared(state)}
        secret={null}
        me={SEATS[0]!}
        seats={SEATS}
        host
        send={() => {}}
      />,
    );
    expect(html).toContain('&lt;b&gt;xxx');
    expect(html).not.toContain('<b>xxx');
  });

  it('refuses stale rounds, older revisions, strangers, and players acting as the host', () => {
    let state = game.apply(begin(), 's2', write(1, 5, ['one']), HOST);
    expect(game.apply(state, 's2', write(1, 5, ['two']), HOST)).toBe(state);
    expect(game.apply(state, 's2', write(1, 4, ['two']), HOST)).toBe(state);
    expect(game.apply(state, 's2', write(2, 9, ['two']), HOST)).toBe(state);
    expect(game.apply(state, 'stranger', write(1, 9, ['two']), HOST)).toBe(state);
    for (const type of ['stop', 'score', 'next'] as const) {
      expect(game.apply(state, 's2', { type, round: 1 }, HOST)).toBe(state);
    }
    state = game.apply(state, 's1', { type: 'stop', round: 1 }, HOST);
    expect(game.apply(state, 's1', { type: 'stop', round: 1 }, HOST)).toBe(state);
    expect(game.apply(state, 's3', write(1, 9, ['late']), HOST)).toBe(state);
    const mark = { type: 'mark', round: 1, seatId: 's2', column: 0, valid: false } as const;
    expect(game.apply(state, 's2', mark, HOST)).toBe(state);
    expect(game.apply(state, 's1', { ...mark, seatId: 'nobody' }, HOST)).toBe(state);
    expect(game.apply(state, 's1', { ...mark, column: 99 }, HOST)).toBe(state);
    state = game.apply(state, 's1', mark, HOST);
    expect(game.apply(state, 's1', mark, HOST)).toBe(state);
    state = game.apply(state, 's1', { type: 'score', round: 1 }, HOST);
    expect(game.apply(state, 's1', { type: 'score', round: 1 }, HOST)).toBe(state);
  });

  it('parses only its own intents', () => {
    expect(game.parseIntent({ type: 'answers', round: 1, rev: 3, answers: ['a'] })).toEqual(
      write(1, 3, ['a']),
    );
    expect(game.parseIntent({ type: 'answers', round: 1, rev: 3, answers: [1] })).toBeNull();
    expect(game.parseIntent({ type: 'answers', round: 1, rev: -1, answers: [] })).toBeNull();
    expect(
      game.parseIntent({ type: 'mark', round: 1, seatId: 's1', column: 0, valid: 'yes' }),
    ).toBeNull();
    expect(game.parseIntent({ type: 'stop' })).toBeNull();
    expect(game.parseIntent('stop')).toBeNull();
  });

  it('adds up every answer once however the room channel delivers them', () => {
    const words = seededWords(7);
    for (let trial = 0; trial < 150; trial++) {
      let state = begin(SEATS, SEED, 2);
      const expected: Record<string, number> = {};
      for (let round = 1; round <= 2; round++) {
        const L = state.letter;
        // Each player sends a few revisions while typing; the last one is what they wrote.
        const sent: Sent<CicIntent>[] = [];
        const last: Record<string, string[]> = {};
        for (const s of someOf(SEATS, words)) {
          const revs = 1 + randomIndex(3, words);
          for (let rev = 1; rev <= revs; rev++) {
            const answers = CLASSIC.categories.map(() =>
              randomIndex(3, words) === 0 ? '' : `${L}${'ab'[randomIndex(2, words)]}`,
            );
            sent.push({ from: s.seatId, intent: write(round, rev, answers) });
            last[s.seatId] = answers;
          }
        }
        const refused: Sent<CicIntent>[] = [
          { from: 'stranger', intent: write(round, 99, ['x']) },
          { from: 's2', intent: { type: 'stop', round } },
          ...(round > 1 ? [{ from: 's3', intent: write(round - 1, 100, ['late']) }] : []),
        ];
        for (const item of deliveries([...sent, ...refused], words)) {
          const next = game.apply(state, item.from, item.intent, HOST);
          if (refused.includes(item)) expect(next).toBe(state);
          state = next;
        }
        for (const s of SEATS) {
          expect(game.secret(state, s.seatId)?.answers).toEqual(last[s.seatId] ?? []);
        }
        // The expected points, worked out from the last answers alone.
        for (const s of SEATS) {
          let points = 0;
          CLASSIC.categories.forEach((_, c) => {
            const mine = last[s.seatId]?.[c] ?? '';
            if (mine === '') return;
            const others = SEATS.filter((o) => o !== s && (last[o.seatId]?.[c] ?? '') !== '');
            if (others.length === 0) points += 20;
            else points += others.some((o) => last[o.seatId]?.[c] === mine) ? 5 : 10;
          });
          expected[s.seatId] = (expected[s.seatId] ?? 0) + points;
        }
        const hostTaps: Sent<CicIntent>[] = [
          { from: 's1', intent: { type: 'stop', round } },
          { from: 's1', intent: { type: 'score', round } },
        ];
        state = run(state, hostTaps);
        // A repeated score adds nothing.
        expect(run(state, hostTaps)).toBe(state);
        expect(state.totals).toEqual(expected);
        state = game.apply(state, 's1', { type: 'next', round }, HOST);
      }
      expect(game.shared(state).over).toBe(true);
    }
  });

  it('draws the letter, one field per column and, for the host, pens down', () => {
    const state = begin();
    const sent: CicIntent[] = [];
    const html = renderToStaticMarkup(
      <cic.View
        shared={game.shared(state)}
        secret={game.secret(state, 's1')}
        me={SEATS[0]!}
        seats={SEATS}
        host
        send={(i) => sent.push(i)}
      />,
    );
    expect(html).toContain(`<p class="cic-letter">${state.letter}</p>`);
    expect(html.match(/<input/g)).toHaveLength(CLASSIC.categories.length);
    expect(html).toContain(`maxLength="${MAX_ANSWER}"`);
    expect(html).toContain('Stop: pens down');
    expect(sent).toEqual([]);
  });

  it('plays on after a player takes over mid-game from the last state their phone saw', () => {
    let state = begin();
    const letter = state.letter;
    state = game.apply(state, 's2', write(1, 1, row(letter, 'a', 'b')), HOST);
    state = game.apply(state, 's3', write(1, 1, row(letter, 'a', 'c')), HOST);
    state = game.apply(state, 's1', { type: 'stop', round: 1 }, HOST);
    // The host's phone is gone while the answers are being marked: s2 hosts with what it saw.
    const seen = JSON.parse(JSON.stringify(game.shared(state))) as CicState;
    const NEW_HOST = { hostSeatId: 's2' };
    let taken = game.reseat(seen, SEATS);
    expect(game.shared(taken).cells).toEqual(game.shared(state).cells);
    taken = game.apply(taken, 's2', { type: 'score', round: 1 }, NEW_HOST);
    const scored = game.apply(state, 's1', { type: 'score', round: 1 }, HOST);
    expect(taken.totals).toEqual(scored.totals);
    // The next deal: the letter the old host would have dealt, and answers taken as before.
    taken = game.apply(taken, 's2', { type: 'next', round: 1 }, NEW_HOST);
    const old = game.apply(scored, 's1', { type: 'next', round: 1 }, HOST);
    expect(taken.round).toBe(2);
    expect(taken.letter).toBe(old.letter);
    taken = game.apply(taken, 's3', write(2, 1, row(taken.letter, 'x')), NEW_HOST);
    expect(game.secret(taken, 's3')?.answers[0]).toBe(`${taken.letter}x`);
  });
});
