import { useState, type FormEvent } from 'react';
import { ODD_ONE_OUT_CATEGORIES, type OddOneOutCategory } from '../../../content/games/odd-one-out';
import { useT, type Lang } from '../../../lib/i18n';
import { CardLead, cardSurface } from '../../feel';
import {
  dealOddOneOutRound as dealRound,
  loadedOddOneOutDa,
  oddOneOutPoints as roundPoints,
  type OddOneOutOutcome as RoundOutcome,
} from '../../games';
import type {
  GameSeat,
  RoomGame,
  RoomGameContext,
  RoomGameModule,
  RoomGameSetup,
  RoomGameViewProps,
  RoomSettingsProps,
} from '../room-game';
import {
  countOf,
  isHost,
  isSeated,
  nameOf,
  record,
  roundOf,
  seedBytes,
  seatIdOf,
} from './room-rules';
import { roomLangOf, useRoomT } from './room-lang';
import { namesList, roundOptions, ValueChoice, type Translate } from './settings';
import './room-games.css';

// Odd one out with every player on their own phone. Every phone but one gets the round's secret
// word; the odd one out's phone gets only the category. Questions go round (every phone shows whose
// turn it is to ask), then everyone votes on their own phone, the votes are counted on every phone,
// and a caught odd one out types one guess at the word on theirs. Scoring as the one-phone rules
// (`games/odd-one-out/rules.ts`): a catch gives every other player 1, otherwise the odd one out 2.
//
// What stays private: the word, who is the odd one out and the votes never travel in what every
// phone sees until the round's end (`shared`); each seat gets its own part alone (`secret`), and the
// odd one out's part is only that they are it, so nothing the odd one out's phone receives carries
// the word before they have guessed. The deal's seed and position stay on the host's phone too: a
// phone taking over as host deals a fresh word from a seed of its own.

export interface OooSettings {
  /** 1 everyone, 2 cheeky too, 3 adults too (the one-phone game's Words). */
  spice: 1 | 2 | 3;
  /** Rounds in a game; 0 plays on. */
  rounds: number;
  /** The language of the words: the host's page's when the room opened. */
  lang?: Lang;
}

export type OooPhase = 'asking' | 'voting' | 'guessing' | 'done';

export interface OooState {
  /** The deal's seed: not shared (the word and the odd one out could be worked out from it). */
  seed: string;
  /** How many rounds have been dealt from the seed (a re-deal counts): not shared either. */
  deal: number;
  lang: Lang;
  spice: 1 | 2 | 3;
  rounds: number;
  seats: GameSeat[];
  /** 1 for the first round. */
  round: number;
  phase: OooPhase;
  /** The seats dealt into this round (a seat sitting down mid-round plays from the next). */
  players: string[];
  category: string;
  /** The secret word: shared once the round is done. */
  word: string;
  /** The odd one out's seat: shared from the count on. */
  odd: string;
  /** Whose turn it is to ask. */
  asker: string | null;
  /** Questions asked this round: a late or repeated "Asked" for an earlier one is refused. */
  asked: number;
  /** Who each player voted for: shared from the count on. */
  votes: Record<string, string>;
  /** The odd one out's guess at the word ('' for none), once made. */
  guess: string | null;
  outcome: RoundOutcome | null;
  /** Points per seat before this round. */
  scores: Record<string, number>;
}

export interface OooShared {
  lang: Lang;
  spice: 1 | 2 | 3;
  rounds: number;
  seats: GameSeat[];
  round: number;
  phase: OooPhase;
  players: string[];
  category: string;
  asker: string | null;
  asked: number;
  /** The players who have voted (not for whom) until the count. */
  voted: string[];
  /** From the count on: every vote, and the odd one out. */
  votes: Record<string, string> | null;
  odd: string | null;
  /** Once the round is done: the word, the guess and how it ended. */
  word: string | null;
  guess: string | null;
  outcome: RoundOutcome | null;
  /** Points per seat, this round's included once it is done. */
  scores: Record<string, number>;
  over: boolean;
}

/** What one phone alone sees: the word, or only that it is the odd one out; and its own vote. */
export type OooSecret =
  { role: 'word'; word: string; vote: string | null } | { role: 'odd'; vote: string | null };

export type OooIntent =
  /** The asker (or the host for them): asked their question, the turn passes on. */
  | { type: 'asked'; round: number; move: number }
  /** Host: questions are over, everyone votes. */
  | { type: 'vote-now'; round: number }
  /** A player dealt into the round: who they think is the odd one out (not themselves). */
  | { type: 'vote'; round: number; for: string }
  /** Host: count the votes without waiting for the rest. */
  | { type: 'count'; round: number }
  /** The caught odd one out: one guess at the word ('' gives up). */
  | { type: 'guess'; round: number; text: string }
  /** Host: a guess said slightly differently that the table counts as right. */
  | { type: 'allow'; round: number }
  /** Host: the next round. */
  | { type: 'next'; round: number };

const SPICES = [1, 2, 3] as const;
export const ROUNDS = [3, 5, 8, 0] as const;
/** The longest guess kept. */
export const GUESS_CHARS = 60;

/** The words of `lang`: Danish once loaded (the room's module loads them), else English. */
export function wordsOf(lang: Lang): readonly OddOneOutCategory[] {
  return (lang === 'da' ? loadedOddOneOutDa() : null) ?? ODD_ONE_OUT_CATEGORIES;
}

/** A guess as it is compared: case, accents, spaces, hyphens and a leading article aside. */
export function guessKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^\s*(a|an|the|en|et)\s+/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether `guess` names `word`. */
export const guessedRight = (guess: string, word: string) =>
  guess.trim() !== '' && guessKey(guess) === guessKey(word);

const inRound = (state: Pick<OooState, 'players' | 'seats'>, seatId: string) =>
  state.players.includes(seatId) && isSeated(state.seats, seatId);

/** The players dealt into the round who are still at the table, in seat order. */
export const playing = (state: Pick<OooState, 'players' | 'seats'>) =>
  state.seats.filter((s) => state.players.includes(s.seatId));

/** The player after `from` round the table who is in the round. */
function nextAsker(state: OooState, from: string | null): string | null {
  const ids = playing(state).map((s) => s.seatId);
  if (ids.length === 0) return null;
  const order = state.seats.map((s) => s.seatId);
  const at = from === null ? -1 : order.indexOf(from);
  for (let step = 1; step <= order.length; step++) {
    const id = order[(at + step) % order.length] as string;
    if (ids.includes(id)) return id;
  }
  return ids[0] ?? null;
}

/** A new round for everyone at the table, the next deal of the seed. */
function deal(state: OooState, round: number): OooState {
  const players = state.seats.map((s) => s.seatId);
  const base: OooState = {
    ...state,
    round,
    players,
    phase: 'asking',
    asked: 0,
    votes: {},
    guess: null,
    outcome: null,
  };
  if (players.length === 0) return { ...base, category: '', word: '', odd: '', asker: null };
  const dealt = dealRound(
    seedBytes(state.seed),
    state.deal,
    players.length,
    wordsOf(state.lang),
    state.spice,
  );
  return {
    ...base,
    deal: state.deal + 1,
    category: dealt.categoryName,
    word: dealt.word,
    odd: players[dealt.oddSeat] as string,
    asker: players[dealt.firstAsker] as string,
  };
}

export interface OooTally {
  /** Players with votes, most first, then in seat order. */
  counts: { seat: GameSeat; votes: number }[];
  /** The one player with the most votes, or null on a tie or with no votes. */
  top: string | null;
}

export function tallyOf(state: {
  seats: readonly GameSeat[];
  votes: Readonly<Record<string, string>>;
}): OooTally {
  const counts = new Map<string, number>();
  for (const target of Object.values(state.votes)) {
    counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  const rows = state.seats
    .map((seat) => ({ seat, votes: counts.get(seat.seatId) ?? 0 }))
    .filter((row) => row.votes > 0)
    .sort((a, b) => b.votes - a.votes || a.seat.seatNumber - b.seat.seatNumber);
  const most = rows[0]?.votes ?? 0;
  const top = rows.filter((row) => row.votes === most);
  return { counts: rows, top: top.length === 1 ? top[0]!.seat.seatId : null };
}

/** The votes are counted: a caught odd one out gets a guess, one who got away wins the round. */
function count(state: OooState): OooState {
  const caught = tallyOf(state).top === state.odd;
  if (caught && isSeated(state.seats, state.odd)) return { ...state, phase: 'guessing' };
  return { ...state, phase: 'done', outcome: caught ? 'caught' : 'escaped' };
}

const allVoted = (state: OooState) => {
  const voters = playing(state);
  return voters.length > 0 && voters.every((s) => s.seatId in state.votes);
};

/** The points of the round just done, per seat (every player dealt into it, the odd one out too). */
export function pointsOf(state: OooState): Record<string, number> {
  if (state.phase !== 'done' || !state.outcome) return {};
  const odd = state.players.indexOf(state.odd);
  const points = roundPoints(state.outcome, odd, state.players.length);
  return Object.fromEntries(state.players.map((id, i) => [id, points[i] ?? 0]));
}

/** The scores with this round's points once it is done. */
export function totalsOf(state: OooState): Record<string, number> {
  const totals = { ...state.scores };
  for (const [id, points] of Object.entries(pointsOf(state))) {
    totals[id] = (totals[id] ?? 0) + points;
  }
  return totals;
}

const isOver = (state: OooState) =>
  state.phase === 'done' && state.rounds > 0 && state.round >= state.rounds;

function apply(
  state: OooState,
  from: string,
  intent: OooIntent,
  context: RoomGameContext,
): OooState {
  if (intent.round !== state.round || !isSeated(state.seats, from)) return state;
  const host = isHost(from, context);
  switch (intent.type) {
    case 'asked':
      if (state.phase !== 'asking' || intent.move !== state.asked) return state;
      if (from !== state.asker && !host) return state;
      return { ...state, asked: state.asked + 1, asker: nextAsker(state, state.asker) };
    case 'vote-now':
      return host && state.phase === 'asking' ? { ...state, phase: 'voting' } : state;
    case 'vote': {
      if (state.phase !== 'voting' || !inRound(state, from) || from in state.votes) return state;
      if (intent.for === from || !inRound(state, intent.for)) return state;
      const next = { ...state, votes: { ...state.votes, [from]: intent.for } };
      return allVoted(next) ? count(next) : next;
    }
    case 'count':
      if (!host || state.phase !== 'voting' || Object.keys(state.votes).length === 0) return state;
      return count(state);
    case 'guess': {
      if (state.phase !== 'guessing' || from !== state.odd) return state;
      const guess = intent.text.trim().slice(0, GUESS_CHARS);
      const outcome = guessedRight(guess, state.word) ? 'guessed' : 'caught';
      return { ...state, phase: 'done', guess, outcome };
    }
    case 'allow':
      if (!host || state.phase !== 'done' || state.outcome !== 'caught' || !state.guess) {
        return state;
      }
      return { ...state, outcome: 'guessed' };
    case 'next':
      if (!host || state.phase !== 'done' || isOver(state)) return state;
      return deal({ ...state, scores: totalsOf(state) }, state.round + 1);
  }
}

function parseIntent(raw: unknown): OooIntent | null {
  const r = record(raw);
  const round = roundOf(r?.round);
  if (!r || round === null) return null;
  switch (r.type) {
    case 'asked': {
      const move = countOf(r.move);
      return move === null ? null : { type: 'asked', round, move };
    }
    case 'vote': {
      const target = seatIdOf(r.for);
      return target === null ? null : { type: 'vote', round, for: target };
    }
    case 'guess':
      return typeof r.text === 'string' && r.text.length <= 200
        ? { type: 'guess', round, text: r.text }
        : null;
    case 'vote-now':
    case 'count':
    case 'allow':
    case 'next':
      return { type: r.type, round };
    default:
      return null;
  }
}

function shared(state: OooState): OooShared {
  const counted = state.phase === 'guessing' || state.phase === 'done';
  const done = state.phase === 'done';
  return {
    lang: state.lang,
    spice: state.spice,
    rounds: state.rounds,
    seats: state.seats,
    round: state.round,
    phase: state.phase,
    players: state.players,
    category: state.category,
    asker: state.asker,
    asked: state.asked,
    voted: playing(state)
      .map((s) => s.seatId)
      .filter((id) => id in state.votes),
    votes: counted ? state.votes : null,
    odd: counted ? state.odd : null,
    word: done ? state.word : null,
    guess: done ? state.guess : null,
    outcome: done ? state.outcome : null,
    scores: totalsOf(state),
    over: isOver(state),
  };
}

function secret(state: OooState, seatId: string): OooSecret | null {
  if (!inRound(state, seatId) || state.word === '') return null;
  const vote = state.votes[seatId] ?? null;
  return seatId === state.odd ? { role: 'odd', vote } : { role: 'word', word: state.word, vote };
}

/** A seed for a new host's deal, from what every phone saw (the old seed was never shared). */
function reseed(view: OooShared): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify([view.round, view.scores, view.asked, view.category]);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `odd-one-out taken over ${hash}`;
}

/** The whole state again from what every phone saw, on a phone taking over as host. */
function fromShared(view: OooShared): OooState {
  const base: OooState = {
    seed: reseed(view),
    deal: 0,
    lang: view.lang,
    spice: view.spice,
    rounds: view.rounds,
    seats: view.seats,
    round: view.round,
    phase: view.phase,
    players: view.players,
    category: view.category,
    word: view.word ?? '',
    odd: view.odd ?? '',
    asker: view.asker,
    asked: view.asked,
    votes: view.votes ?? {},
    guess: view.guess,
    outcome: view.outcome,
    scores: view.scores,
  };
  // A round already done stays as it ended (its points are in the scores it showed: take them
  // back out so they count once, when the next round is dealt).
  if (view.phase === 'done' && view.word !== null) {
    const scores = { ...view.scores };
    for (const [id, points] of Object.entries(pointsOf(base))) {
      scores[id] = (scores[id] ?? 0) - points;
    }
    return { ...base, scores };
  }
  // The word and the odd one out were secret: the round is dealt afresh, on every phone.
  return deal({ ...base, phase: 'done', outcome: null }, view.round);
}

export const oddOneOutRoom: RoomGame<OooState, OooIntent, OooShared, OooSecret, OooSettings> = {
  game: 'odd-one-out',
  minSeats: 3,
  defaultSettings: { spice: 2, rounds: 5 },
  start(setup: RoomGameSetup<OooSettings>): OooState {
    const rounds = countOf(setup.settings.rounds);
    const blank: OooState = {
      seed: setup.seed,
      deal: 0,
      lang: roomLangOf(setup.settings),
      spice: SPICES.find((s) => s === setup.settings.spice) ?? 2,
      rounds: rounds === null ? 5 : Math.min(rounds, 50),
      seats: [...setup.seats],
      round: 0,
      phase: 'asking',
      players: [],
      category: '',
      word: '',
      odd: '',
      asker: null,
      asked: 0,
      votes: {},
      guess: null,
      outcome: null,
      scores: {},
    };
    return deal(blank, 1);
  },
  parseIntent,
  apply,
  shared,
  secret,
  reseat(state, seats) {
    const full = typeof (state as Partial<OooState>).seed === 'string' ? state : null;
    const known = full ?? fromShared(state as unknown as OooShared);
    const next: OooState = { ...known, seats: [...seats] };
    if (next.phase === 'done') return next;
    // A caught odd one out who leaves before guessing has missed the word.
    if (next.phase === 'guessing' && !isSeated(seats, next.odd)) {
      return { ...next, phase: 'done', guess: '', outcome: 'caught' };
    }
    // The odd one out left before the end: nobody can be caught, so the round is dealt again.
    if (!isSeated(seats, next.odd) || playing(next).length < 2) return deal(next, next.round);
    // A vote from or for a player who left no longer counts.
    const votes = Object.fromEntries(
      Object.entries(next.votes).filter(
        ([voter, target]) => inRound(next, voter) && inRound(next, target),
      ),
    );
    const asker =
      next.asker !== null && inRound(next, next.asker) ? next.asker : nextAsker(next, next.asker);
    const kept = { ...next, votes, asker };
    return kept.phase === 'voting' && allVoted(kept) ? count(kept) : kept;
  },
};

// The view -----------------------------------------------------------------------------------

const OUTCOME_KEYS = {
  caught: 'rooms.ooo.caught',
  guessed: 'rooms.ooo.guessed',
  escaped: 'rooms.ooo.escaped',
} as const;

function OddOneOutView(props: RoomGameViewProps<OooIntent, OooShared, OooSecret>) {
  const { shared: view, secret, me, seats, host } = props;
  const t = useT();
  // The card's lead-in is in the room's language, which may not be this page's.
  const deckT = useRoomT(view.lang);
  const send = (intent: OooIntent) => props.send(intent);
  const { round, phase } = view;
  const dealtIn = view.players.includes(me.seatId);
  const askerName = view.asker ? nameOf(seats, view.asker) : '';
  const myAsk = view.asker === me.seatId;
  const roundLine =
    view.rounds > 0
      ? t('rooms.game.roundOf', { round, rounds: view.rounds })
      : t('rooms.game.round', { round });
  return (
    <div className="game room-game">
      <p className="status-line">{roundLine}</p>
      <div className="prompt-card" {...cardSurface('act')}>
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          <div className="prompt-enter">
            <CardLead type="act">
              {deckT('oddOneOut.category', { category: view.category })}
            </CardLead>
            {phase === 'done' && view.word !== null ? (
              <p className="prompt-text" id="room-ooo-word">
                {t('oddOneOut.wordWas', { word: view.word })}
              </p>
            ) : !dealtIn ? (
              <p className="prompt-text">{t('rooms.ooo.sitOut')}</p>
            ) : secret?.role === 'word' ? (
              <>
                <p className="prompt-lead">{t('oddOneOut.wordIs')}</p>
                <p className="prompt-text" id="room-ooo-secret">
                  {secret.word}
                </p>
              </>
            ) : secret?.role === 'odd' ? (
              <>
                <p className="prompt-text" id="room-ooo-odd">
                  {t('oddOneOut.youreOdd')}
                </p>
                <p className="prompt-pack">{t('oddOneOut.blendIn')}</p>
              </>
            ) : (
              <p className="prompt-text">{t('rooms.ooo.dealing')}</p>
            )}
          </div>
        </div>
      </div>
      <div className="game-actions">
        {phase === 'asking' && (
          <>
            <p className="turn-who" role="status" id="room-ooo-asker">
              {myAsk ? t('rooms.ooo.youAsk') : t('rooms.ooo.asks', { name: askerName })}
            </p>
            <p className="hint small">{t('rooms.ooo.askHint', { count: view.asked })}</p>
            {(myAsk || host) && view.asker && (
              <button
                type="button"
                className="btn btn-large btn-block"
                onClick={() => send({ type: 'asked', round, move: view.asked })}
              >
                {myAsk ? t('rooms.ooo.asked') : t('rooms.ooo.theyAsked', { name: askerName })}
              </button>
            )}
            {host ? (
              <button
                type="button"
                className="btn btn-primary btn-large btn-block"
                onClick={() => send({ type: 'vote-now', round })}
              >
                {t('rooms.ooo.voteNow')}
              </button>
            ) : (
              <p className="hint small">{t('rooms.ooo.hostVote')}</p>
            )}
          </>
        )}
        {phase === 'voting' && <Voting {...props} />}
        {(phase === 'guessing' || phase === 'done') && <Count {...props} />}
        <ol className="room-list" aria-label={t('rooms.game.score')} id="room-scores">
          {[...seats]
            .sort((a, b) => (view.scores[b.seatId] ?? 0) - (view.scores[a.seatId] ?? 0))
            .map((s) => (
              <li key={s.seatId} aria-current={s.seatId === me.seatId ? 'true' : undefined}>
                {t('rooms.ooo.points', { name: s.name, count: view.scores[s.seatId] ?? 0 })}
              </li>
            ))}
        </ol>
      </div>
    </div>
  );
}

function Voting(props: RoomGameViewProps<OooIntent, OooShared, OooSecret>) {
  const { shared: view, secret, me, seats, host } = props;
  const t = useT();
  // The round this phone has voted in, so a second tap waits for the host's answer.
  const [tapped, setTapped] = useState<number | null>(null);
  const { round } = view;
  const dealtIn = view.players.includes(me.seatId);
  const myVote = secret?.vote ?? null;
  const voted = myVote !== null || view.voted.includes(me.seatId) || tapped === round;
  const voters = seats.filter((s) => view.players.includes(s.seatId));
  const waiting = voters.filter((s) => !view.voted.includes(s.seatId));
  return (
    <>
      {dealtIn && (
        <p className={voted ? 'room-voted' : 'hint'} role="status">
          {voted
            ? myVote !== null
              ? t('rooms.ooo.voteIn', { name: nameOf(seats, myVote) })
              : t('rooms.mlt.sending')
            : t('rooms.ooo.voteHint')}
        </p>
      )}
      {dealtIn && (
        <ul className="room-vote-list" aria-label={t('rooms.ooo.voteFor')}>
          {voters
            .filter((s) => s.seatId !== me.seatId)
            .map((s) => (
              <li key={s.seatId}>
                <button
                  type="button"
                  className={`btn btn-block${myVote === s.seatId ? ' btn-primary' : ''}`}
                  disabled={voted}
                  onClick={() => {
                    setTapped(round);
                    props.send({ type: 'vote', round, for: s.seatId });
                  }}
                >
                  {s.name}
                </button>
              </li>
            ))}
        </ul>
      )}
      <p className="room-waiting" role="status">
        {waiting.length === 0
          ? t('rooms.mlt.allVoted')
          : t('rooms.mlt.waiting', {
              voted: voters.length - waiting.length,
              seats: voters.length,
              names: namesList(
                t,
                waiting.map((s) => s.name),
              ),
            })}
      </p>
      {host && view.voted.length > 0 && (
        <button
          type="button"
          className="btn btn-block"
          onClick={() => props.send({ type: 'count', round })}
        >
          {t('rooms.ooo.countNow')}
        </button>
      )}
    </>
  );
}

function outcomeLine(t: Translate, view: OooShared, oddName: string, mine: boolean): string {
  const outcome = view.outcome;
  if (!outcome) return '';
  if (outcome === 'escaped')
    return mine ? t('rooms.ooo.youEscaped') : t(OUTCOME_KEYS.escaped, { name: oddName });
  return mine
    ? t(outcome === 'guessed' ? 'rooms.ooo.youGuessed' : 'rooms.ooo.youCaught')
    : t(OUTCOME_KEYS[outcome], { name: oddName });
}

function Count(props: RoomGameViewProps<OooIntent, OooShared, OooSecret>) {
  const { shared: view, me, seats, host } = props;
  const t = useT();
  const [guess, setGuess] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const { round } = view;
  const tally = tallyOf({ seats, votes: view.votes ?? {} });
  const oddName = view.odd ? nameOf(seats, view.odd) : '';
  const mine = view.odd === me.seatId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(round);
    props.send({ type: 'guess', round, text: guess });
  };
  return (
    <section className="room-reveal" aria-labelledby="room-ooo-result">
      <h2 className="room-result" id="room-ooo-result">
        {mine ? t('rooms.ooo.youWereOdd') : t('oddOneOut.wasOdd', { name: oddName })}
      </h2>
      <ol className="room-tally" aria-label={t('rooms.mlt.votes')}>
        {tally.counts.map((row) => (
          <li key={row.seat.seatId}>
            <span>{row.seat.name}</span>
            <span className="room-tally-count">
              {t('rooms.mlt.voteCount', { count: row.votes })}
            </span>
          </li>
        ))}
      </ol>
      {view.phase === 'guessing' &&
        (mine ? (
          <form className="room-answers" onSubmit={submit}>
            <label>
              {t('rooms.ooo.guessLabel')}
              <input
                className="input"
                value={guess}
                maxLength={GUESS_CHARS}
                autoComplete="off"
                disabled={sent === round}
                onChange={(event) => setGuess(event.target.value)}
              />
            </label>
            <button
              type="submit"
              className="btn btn-primary btn-large btn-block"
              disabled={sent === round}
            >
              {guess.trim() ? t('rooms.ooo.sendGuess') : t('rooms.ooo.noGuess')}
            </button>
          </form>
        ) : (
          <p className="hint" role="status">
            {t('rooms.ooo.guessing', { name: oddName })}
          </p>
        ))}
      {view.phase === 'done' && (
        <>
          {view.guess ? (
            <p className="prompt-lead" id="room-ooo-guess">
              {t('rooms.ooo.guessWas', { name: oddName, guess: view.guess })}
            </p>
          ) : null}
          <p className="winner" role="status" id="room-ooo-outcome">
            {outcomeLine(t, view, oddName, mine)}
          </p>
          {host && view.outcome === 'caught' && view.guess && (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => props.send({ type: 'allow', round })}
            >
              {t('rooms.ooo.allow')}
            </button>
          )}
          {view.over ? (
            <p className="winner">{t('rooms.ooo.over')}</p>
          ) : host ? (
            <button
              type="button"
              className="btn btn-primary btn-large btn-block"
              onClick={() => props.send({ type: 'next', round })}
            >
              {t('rooms.ooo.next')}
            </button>
          ) : (
            <p className="hint small">{t('rooms.ooo.hostNext')}</p>
          )}
        </>
      )}
    </section>
  );
}

function OooSettingsPanel({ settings, host, onChange }: RoomSettingsProps<OooSettings>) {
  const t = useT();
  // Adults-only words only when the host's own page had them on (it asked the table's age there).
  const spices = SPICES.filter((s) => s < 3 || settings.spice === 3);
  return (
    <>
      <ValueChoice
        legend={t('oddOneOut.words')}
        name="room-ooo-spice"
        options={spices.map((value) => ({ value, label: t(`oddOneOut.spice.${value}`) }))}
        value={settings.spice}
        host={host}
        onChange={(spice) => onChange({ ...settings, spice })}
      />
      <ValueChoice
        legend={t('rooms.game.rounds')}
        name="room-ooo-rounds"
        options={roundOptions(t, ROUNDS)}
        value={settings.rounds}
        host={host}
        onChange={(rounds) => onChange({ ...settings, rounds })}
      />
    </>
  );
}

export const oddOneOutModule: RoomGameModule<
  OooState,
  OooIntent,
  OooShared,
  OooSecret,
  OooSettings
> = {
  game: oddOneOutRoom,
  View: OddOneOutView,
  Settings: OooSettingsPanel,
  // The one-phone game's default words: everyone and cheeky, five rounds (the page's spice filter
  // may hold that lower).
  settingsFrom: (choice) => ({ spice: choice.spiceLimit === 1 ? 1 : 2, rounds: 5 }),
};

// eslint-disable-next-line no-restricted-syntax -- the room page loads each game as a lazy chunk and takes its default
export default oddOneOutModule;
