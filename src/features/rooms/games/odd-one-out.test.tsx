import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ODD_ONE_OUT_CATEGORIES } from '../../../content/games/odd-one-out';
import { ODD_ONE_OUT_CATEGORIES_DA } from '../../../content/games/da/odd-one-out';
import { loadOddOneOutDa } from '../../games';
import { randomIndex, seededWords } from '../../../lib/random';
import type { GameSeat } from '../room-game';
import { ROOM_GAMES } from '.';
import { deliveries, type Sent } from './intent-stream';
import oddOneOut, {
  guessedRight,
  oddOneOutRoom as game,
  tallyOf,
  type OooIntent,
  type OooShared,
  type OooState,
} from './odd-one-out';

const seat = (n: number): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
});
const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => seat(i + 1));
const HOST = { hostSeatId: 's1' };
const SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const ENGLISH_WORDS = new Set(ODD_ONE_OUT_CATEGORIES.flatMap((c) => c.words));

function begin(players = 4, seed = SEED, settings = { spice: 2 as const, rounds: 3 }): OooState {
  return game.start({ seats: seatsOf(players), hostSeatId: 's1', seed, settings });
}

const voting = (s: OooState) => game.apply(s, 's1', { type: 'vote-now', round: s.round }, HOST);
const vote = (s: OooState, from: string, target: string) =>
  game.apply(s, from, { type: 'vote', round: s.round, for: target }, HOST);
const others = (s: OooState) => s.players.filter((id) => id !== s.odd);

/** Everyone votes for `target` (the target itself for the first other player). */
function allVoteFor(s: OooState, target: string): OooState {
  let next = voting(s);
  const fallback = next.players.find((id) => id !== target)!;
  for (const id of next.players) next = vote(next, id, id === target ? fallback : target);
  return next;
}

/** What the odd one out's phone shows: the view from the shared view and its own part. */
function oddView(s: OooState, host = false): string {
  const me = s.seats.find((x) => x.seatId === s.odd)!;
  return renderToStaticMarkup(
    <oddOneOut.View
      shared={game.shared(s)}
      secret={game.secret(s, s.odd)}
      me={me}
      seats={s.seats}
      host={host}
      send={() => undefined}
    />,
  );
}

describe('odd one out on every phone', () => {
  it('is offered as a room game', async () => {
    expect(await ROOM_GAMES['odd-one-out']!()).toBe(oddOneOut);
  });

  it('gives every phone but one the word, and the odd one out only the category', () => {
    const s = begin(5);
    expect(s.players).toEqual(['s1', 's2', 's3', 's4', 's5']);
    expect(ENGLISH_WORDS.has(s.word)).toBe(true);
    const parts = s.players.map((id) => game.secret(s, id));
    expect(parts.filter((p) => p?.role === 'odd')).toHaveLength(1);
    expect(parts.filter((p) => p?.role === 'word' && p.word === s.word)).toHaveLength(4);
    expect(game.secret(s, s.odd)).toEqual({ role: 'odd', vote: null });
    expect(JSON.stringify(game.secret(s, s.odd))).not.toContain(s.word);
    const category = ODD_ONE_OUT_CATEGORIES.find((c) => c.words.includes(s.word))!;
    expect(game.shared(s).category).toBe(category.name);
    // The same seed deals the same round on any phone.
    expect(begin(5)).toEqual(s);
  });

  it('never puts the word, the odd one out or the seed in what every phone sees before the end', () => {
    for (let trial = 0; trial < 60; trial++) {
      const seed = trial.toString(16).padStart(32, '0');
      let s = begin(3 + (trial % 6), seed);
      const leaks = (state: OooState) => {
        const text = JSON.stringify(game.shared(state));
        expect(text).not.toContain(`"${state.word}"`);
        expect(text).not.toContain(seed);
        if (state.phase === 'asking' || state.phase === 'voting') {
          expect(game.shared(state).odd).toBeNull();
          expect(game.shared(state).votes).toBeNull();
        }
      };
      leaks(s);
      s = voting(s);
      leaks(s);
      s = allVoteFor(s, s.odd);
      expect(s.phase).toBe('guessing');
      leaks(s);
    }
  });

  it('the odd one out’s phone never shows the word, from the deal to its guess', () => {
    for (let trial = 0; trial < 30; trial++) {
      let s = begin(4, trial.toString(16).padStart(32, '0'));
      // The odd one out's phone is the host's in some trials: the host's buttons show no word either.
      const host = trial % 2 === 0;
      expect(oddView(s, host)).toContain('You’re the odd one out');
      expect(oddView(s, host)).not.toContain(s.word);
      s = voting(s);
      expect(oddView(s, host)).not.toContain(s.word);
      s = allVoteFor(s, s.odd);
      const markup = oddView(s, host);
      expect(markup).toContain('One guess at the word');
      expect(markup).not.toContain(s.word);
    }
  });

  it('the other phones show the word, and whose turn it is to ask', () => {
    const s = begin(4);
    const other = others(s)[0]!;
    const me = s.seats.find((x) => x.seatId === other)!;
    const markup = renderToStaticMarkup(
      <oddOneOut.View
        shared={game.shared(s)}
        secret={game.secret(s, other)}
        me={me}
        seats={s.seats}
        host={false}
        send={() => undefined}
      />,
    );
    expect(markup).toContain(s.word);
    const asker = s.seats.find((x) => x.seatId === s.asker)!;
    expect(markup).toContain(s.asker === other ? 'Your turn to ask' : `${asker.name} asks next`);
  });

  it('questions go round the table from the first asker; a late or someone else’s tap is refused', () => {
    let s = begin(4);
    const order = s.seats.map((x) => x.seatId);
    const first = order.indexOf(s.asker!);
    const notAsker = order.find((id) => id !== s.asker && id !== 's1')!;
    expect(game.apply(s, notAsker, { type: 'asked', round: 1, move: 0 }, HOST)).toBe(s);
    for (let move = 0; move < 6; move++) {
      expect(s.asker).toBe(order[(first + move) % 4]);
      const before = s;
      s = game.apply(s, s.asker!, { type: 'asked', round: 1, move }, HOST);
      expect(s.asked).toBe(move + 1);
      // The same tap again (a resend) changes nothing.
      expect(game.apply(s, before.asker!, { type: 'asked', round: 1, move }, HOST)).toBe(s);
    }
    // The host may pass the turn on for the asker.
    const byHost = game.apply(s, 's1', { type: 'asked', round: 1, move: 6 }, HOST);
    expect(byHost.asked).toBe(7);
    // Only the host starts the vote.
    expect(game.apply(s, 's2', { type: 'vote-now', round: 1 }, HOST)).toBe(s);
    expect(voting(s).phase).toBe('voting');
  });

  it('a player votes once, only for another player in the round, and only as themselves', () => {
    let s = voting(begin(4));
    // Not for themselves, not for a seat not at the table, not before the vote, not a stale round.
    expect(vote(s, 's2', 's2')).toBe(s);
    expect(vote(s, 's2', 's9')).toBe(s);
    expect(vote(begin(4), 's2', 's3')).toEqual(begin(4));
    expect(game.apply(s, 's2', { type: 'vote', round: 2, for: 's3' }, HOST)).toBe(s);
    s = vote(s, 's2', 's3');
    // A vote counts for the seat it came from: the host voting is the host's own vote.
    s = vote(s, 's1', 's3');
    expect(s.votes).toEqual({ s2: 's3', s1: 's3' });
    // A second vote, even for someone else, is refused.
    expect(vote(s, 's2', 's4')).toBe(s);
    expect(vote(s, 's2', 's3')).toBe(s);
    // A phone not seated cannot vote; one that sat down mid-round plays from the next round.
    expect(vote(s, 's9', 's3')).toBe(s);
    const joined = game.reseat(s, seatsOf(5));
    expect(joined.players).toEqual(['s1', 's2', 's3', 's4']);
    expect(vote(joined, 's5', 's3')).toBe(joined);
    expect(game.secret(joined, 's5')).toBeNull();
    // Each phone's own part says how it voted; nobody else's does.
    expect(game.secret(s, 's2')?.vote).toBe('s3');
    expect(game.secret(s, 's4')?.vote).toBeNull();
    expect(game.shared(s).voted).toEqual(['s1', 's2']);
  });

  it('caught, the odd one out guesses: right, 2 to them; wrong, 1 to every other player', () => {
    const s = allVoteFor(begin(4), begin(4).odd);
    expect(s.phase).toBe('guessing');
    expect(game.shared(s).odd).toBe(s.odd);
    expect(tallyOf(s).top).toBe(s.odd);
    // Only the odd one out guesses, once.
    const other = others(s)[0]!;
    expect(game.apply(s, other, { type: 'guess', round: 1, text: s.word }, HOST)).toBe(s);
    const right = game.apply(
      s,
      s.odd,
      { type: 'guess', round: 1, text: ` ${s.word.toUpperCase()} ` },
      HOST,
    );
    expect(right.outcome).toBe('guessed');
    expect(game.shared(right).scores).toEqual({
      [s.odd]: 2,
      ...Object.fromEntries(others(s).map((id) => [id, 0])),
    });
    expect(game.apply(right, s.odd, { type: 'guess', round: 1, text: 'x' }, HOST)).toBe(right);
    expect(game.shared(right).word).toBe(s.word);
    const wrong = game.apply(s, s.odd, { type: 'guess', round: 1, text: 'nothing like it' }, HOST);
    expect(wrong.outcome).toBe('caught');
    expect(game.shared(wrong).scores).toEqual({
      [s.odd]: 0,
      ...Object.fromEntries(others(s).map((id) => [id, 1])),
    });
    // The host may count a guess said slightly differently as right.
    expect(game.apply(wrong, 's2', { type: 'allow', round: 1 }, HOST)).toBe(wrong);
    expect(game.apply(wrong, 's1', { type: 'allow', round: 1 }, HOST).outcome).toBe('guessed');
  });

  it('a vote that misses or splits lets the odd one out get away with 2; the next round adds up', () => {
    let s = begin(4);
    const innocent = others(s)[0]!;
    s = allVoteFor(s, innocent);
    expect(s.phase).toBe('done');
    expect(s.outcome).toBe('escaped');
    const scores = game.shared(s).scores;
    expect(scores[s.odd]).toBe(2);
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBe(2);
    // Only the host deals the next round; the points are counted once.
    expect(game.apply(s, 's2', { type: 'next', round: 1 }, HOST)).toBe(s);
    const next = game.apply(s, 's1', { type: 'next', round: 1 }, HOST);
    expect(next.round).toBe(2);
    expect(next.phase).toBe('asking');
    expect(game.shared(next).scores).toEqual(scores);
    expect(game.shared(next).word).toBeNull();
    // A tie at the top: nobody caught.
    let tie = voting(begin(4));
    tie = vote(tie, 's1', 's2');
    tie = vote(tie, 's2', 's1');
    tie = game.apply(tie, 's1', { type: 'count', round: 1 }, HOST);
    expect(tallyOf(tie).top).toBeNull();
    expect(tie.outcome).toBe('escaped');
    expect(game.shared(tie).scores[tie.odd]).toBe(2);
  });

  it('ends after the chosen rounds', () => {
    let s = begin(3, SEED, { spice: 2, rounds: 2 });
    s = allVoteFor(s, others(s)[0]!);
    expect(game.shared(s).over).toBe(false);
    s = game.apply(s, 's1', { type: 'next', round: 1 }, HOST);
    s = allVoteFor(s, others(s)[0]!);
    expect(s.round).toBe(2);
    expect(game.shared(s).over).toBe(true);
    expect(game.apply(s, 's1', { type: 'next', round: 2 }, HOST)).toBe(s);
    // Two rounds got away: 4 points in all.
    expect(Object.values(game.shared(s).scores).reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('a phone taking over as host mid-round deals a fresh round from what it saw; a round over stays', () => {
    const s = voting(begin(4));
    const view = game.shared(s);
    const taken = game.reseat(view as unknown as OooState, s.seats);
    expect(taken.phase).toBe('asking');
    expect(taken.round).toBe(1);
    expect(ENGLISH_WORDS.has(taken.word)).toBe(true);
    expect(taken.players).toEqual(s.players);
    expect(taken.players.filter((id) => game.secret(taken, id)?.role === 'odd')).toHaveLength(1);
    // Finished rounds keep their points, counted once.
    let done = allVoteFor(begin(4), others(begin(4))[0]!);
    const scores = game.shared(done).scores;
    done = game.reseat(game.shared(done) as unknown as OooState, done.seats);
    expect(game.shared(done).scores).toEqual(scores);
    const next = game.apply(done, 's1', { type: 'next', round: 1 }, HOST);
    expect(game.shared(next).scores).toEqual(scores);
  });

  it('the odd one out leaving mid-round deals the round again; a voter leaving takes their vote', () => {
    let s = voting(begin(5));
    const [a, b] = others(s);
    s = vote(s, a!, b!);
    const gone = game.reseat(
      s,
      s.seats.filter((x) => x.seatId !== b),
    );
    expect(gone.votes).toEqual({});
    const oddGone = game.reseat(
      s,
      s.seats.filter((x) => x.seatId !== s.odd),
    );
    expect(oddGone.phase).toBe('asking');
    expect(oddGone.players).not.toContain(s.odd);
    expect(oddGone.players.filter((id) => game.secret(oddGone, id)?.role === 'odd')).toHaveLength(
      1,
    );
  });

  it('deals the Danish words in a Danish room', async () => {
    await loadOddOneOutDa();
    const s = game.start({
      seats: seatsOf(4),
      hostSeatId: 's1',
      seed: SEED,
      settings: { spice: 2, rounds: 3, lang: 'da' },
    });
    const danish = new Set(ODD_ONE_OUT_CATEGORIES_DA.flatMap((c) => c.words));
    expect(danish.has(s.word)).toBe(true);
    expect(game.shared(s).lang).toBe('da');
  });

  it('compares a guess by its letters', () => {
    expect(guessedRight('The Lifeguard-Tower', 'lifeguard tower')).toBe(true);
    expect(guessedRight('Sandslot', 'sandslot')).toBe(true);
    expect(guessedRight('', 'sandslot')).toBe(false);
    expect(guessedRight('sandcastles please', 'sandcastle')).toBe(false);
  });

  it('reads only its own intents off the wire', () => {
    expect(game.parseIntent({ type: 'vote', round: 1, for: 's2' })).toEqual({
      type: 'vote',
      round: 1,
      for: 's2',
    });
    expect(game.parseIntent({ type: 'asked', round: 1, move: 0 })).toEqual({
      type: 'asked',
      round: 1,
      move: 0,
    });
    expect(game.parseIntent({ type: 'vote', round: 1 })).toBeNull();
    expect(game.parseIntent({ type: 'asked', round: 1, move: -1 })).toBeNull();
    expect(game.parseIntent({ type: 'guess', round: 1, text: 'x'.repeat(500) })).toBeNull();
    expect(game.parseIntent({ type: 'next', round: 0 })).toBeNull();
    expect(game.parseIntent('vote')).toBeNull();
  });

  it('property: duplicated, dropped (sent again later) and reordered votes: one vote a player, none lost or doubled', () => {
    for (let trial = 0; trial < 300; trial++) {
      const words = seededWords(trial + 1);
      const players = 3 + randomIndex(10, words);
      let s = voting(begin(players, trial.toString(16).padStart(32, '0')));
      const ids = s.players;
      // Each player taps once or more (a second tap is a second vote, which must be refused),
      // and some phones tap "asked" late, or pretend to vote as someone else's seat does not exist.
      const sent: Sent<OooIntent>[] = [];
      for (const from of ids) {
        const tries = 1 + randomIndex(3, words);
        for (let t = 0; t < tries; t++) {
          const choices = ids.filter((id) => id !== from);
          const target = choices[randomIndex(choices.length, words)]!;
          sent.push({ from, intent: { type: 'vote', round: 1, for: target } });
        }
        if (randomIndex(4, words) === 0) {
          sent.push({ from, intent: { type: 'asked', round: 1, move: 0 } });
        }
      }
      const firsts = new Map<string, string>();
      for (const m of deliveries(sent, words)) {
        const before = s;
        s = game.apply(s, m.from, m.intent, HOST);
        if (m.intent.type !== 'vote') {
          expect(s).toBe(before);
        } else if (!firsts.has(m.from)) {
          firsts.set(m.from, m.intent.for);
        } else expect(s).toBe(before);
      }
      expect(s.votes).toEqual(Object.fromEntries(firsts));
      expect(firsts.size).toBe(players);
      const counts = new Map<string, number>();
      for (const target of firsts.values()) counts.set(target, (counts.get(target) ?? 0) + 1);
      const tally = tallyOf(s).counts;
      expect(tally.map((r) => [r.seat.seatId, r.votes]).sort()).toEqual(
        [...counts.entries()].sort(),
      );
      expect(tally.reduce((sum, r) => sum + r.votes, 0)).toBe(players);
      // Counted once everyone voted: caught (the guess to come) or got away.
      const caught = tallyOf(s).top === s.odd;
      expect(s.phase).toBe(caught ? 'guessing' : 'done');
      const shared: OooShared = game.shared(s);
      expect(shared.votes).toEqual(s.votes);
    }
  });
});
