import { useEffect, useRef, useState } from 'react';
import { categorySets } from '../../../content/games/country-island-city';
import type { CategorySetSource } from '../../../content/games/types';
import { CardLead, cardSurface } from '../../feel';
import {
  danishContent,
  DEFAULT_CIC_RULES,
  isValidAnswer,
  normaliseAnswer,
  type CicRules,
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
import { countOf, isHost, isSeated, record, roomOrder, roundOf, seatIdOf } from './room-rules';
import { roundOptions, ValueChoice } from './settings';
import { useT, type Lang } from '../../../lib/i18n';
import { roomLangOf, useRoomT } from './room-lang';
import './room-games.css';

// Country, island, city with every player on their own phone: the same letter and columns on
// every phone, each player types their own answers (secret until the host calls pens down), the
// host marks each answer good or not, and the round scores as the one-phone game's does: an
// answer nobody else gave 10, one someone else gave too 5, the only answer in a column 20.

/** The longest answer a phone sends; the field stops there. */
export const MAX_ANSWER = 40;

export interface CicSettings {
  /** A free column set (the one-phone game's sets). */
  setId: string;
  /** Rounds in a game; 0 plays on until the host stops. */
  rounds: number;
  /** The language of the columns and letters: the host's page's when the room opened. */
  lang?: Lang;
}

export type CicPhase = 'writing' | 'marking' | 'scored';

export interface CicSeatAnswers {
  /** The sender's revision: a later one replaces an earlier one, whatever order they arrive in. */
  rev: number;
  answers: string[];
}

export interface CicState {
  seed: string;
  setId: string;
  /** The columns' language (missing in a room from before: English). */
  lang?: Lang;
  rules: CicRules;
  rounds: number;
  seats: GameSeat[];
  round: number;
  letter: string;
  phase: CicPhase;
  answers: Record<string, CicSeatAnswers>;
  /** The host's call on each answer, by seat and column; missing: it counts if it starts right. */
  marks: Record<string, Record<number, boolean>>;
  totals: Record<string, number>;
  /** The last scored round's points, by seat, one per column. */
  points: Record<string, number[]>;
}

export type CicIntent =
  | { type: 'answers'; round: number; rev: number; answers: string[] }
  /** Host: pens down. */
  | { type: 'stop'; round: number }
  /** Host: whether one answer counts. */
  | { type: 'mark'; round: number; seatId: string; column: number; valid: boolean }
  | { type: 'score'; round: number }
  | { type: 'next'; round: number };

export interface CicCell {
  text: string;
  valid: boolean;
  /** Another player gave the same answer (and it counts). */
  shared: boolean;
}

export interface CicShared {
  /** What the next deal needs: a phone taking over as host deals the letters on from them. */
  seed: string;
  setId: string;
  lang?: Lang;
  setName: string;
  categories: string[];
  round: number;
  rounds: number;
  letter: string;
  phase: CicPhase;
  /** While writing: how many columns each player has filled, never what. */
  filled: Record<string, number>;
  /** From pens down: every answer, by seat, one per column. */
  cells: Record<string, CicCell[]>;
  totals: Record<string, number>;
  points: Record<string, number[]>;
  rules: CicRules;
  /** The last round has been scored. */
  over: boolean;
}

export type CicSecret = CicSeatAnswers;

/** The free column sets in `lang`: the Danish ones (with the English ids) once loaded. */
export function freeSets(lang: Lang = 'en'): CategorySetSource[] {
  return (danishContent('country-island-city', lang) ?? categorySets).filter((s) => !s.premium);
}

function setOf(id: string, lang: Lang = 'en'): CategorySetSource {
  const sets = freeSets(lang);
  return (sets.find((s) => s.id === id) ?? sets[0]) as CategorySetSource;
}

/** The letter of a round: the set's letters in a seeded order, none again until all have had a turn. */
export function letterFor(seed: string, set: CategorySetSource, round: number): string {
  const n = set.letters.length;
  const pass = Math.floor((round - 1) / n);
  const order = roomOrder(n, seed, `country-island-city letters ${set.id} ${pass}`);
  return set.letters[order[(round - 1) % n] as number] as string;
}

/** Answers as they are kept: one per column, trimmed, at most MAX_ANSWER characters. */
export function cleanAnswers(answers: readonly string[], columns: number): string[] {
  return Array.from({ length: columns }, (_, c) =>
    (answers[c] ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_ANSWER),
  );
}

function answerOf(state: CicState, seatId: string, column: number): string {
  return state.answers[seatId]?.answers[column] ?? '';
}

/** Whether an answer counts: the host's mark, else whether it starts with the letter. */
export function counts(state: CicState, seatId: string, column: number): boolean {
  const mark = state.marks[seatId]?.[column];
  const text = answerOf(state, seatId, column);
  if (text === '') return false;
  return mark ?? isValidAnswer(text, state.letter);
}

/** Every answer of the round, with whether it counts and whether another player gave it too. */
export function cellsOf(state: CicState): Record<string, CicCell[]> {
  const columns = setOf(state.setId, state.lang).categories.length;
  const out: Record<string, CicCell[]> = {};
  for (const seat of state.seats) {
    out[seat.seatId] = Array.from({ length: columns }, (_, c) => {
      const text = answerOf(state, seat.seatId, c);
      const valid = counts(state, seat.seatId, c);
      const normal = normaliseAnswer(text);
      const shared =
        valid &&
        state.seats.some(
          (o) =>
            o.seatId !== seat.seatId &&
            counts(state, o.seatId, c) &&
            normaliseAnswer(answerOf(state, o.seatId, c)) === normal,
        );
      return { text, valid, shared };
    });
  }
  return out;
}

/** The round's points by seat, per column: the only answer 20, unique 10, shared 5, else 0. */
export function scoreCells(
  cells: Record<string, CicCell[]>,
  rules: CicRules,
): Record<string, number[]> {
  const seats = Object.keys(cells);
  const points: Record<string, number[]> = {};
  for (const seatId of seats) {
    points[seatId] = (cells[seatId] ?? []).map((cell, c) => {
      if (!cell.valid) return 0;
      if (cell.shared) return rules.shared;
      const others = seats.some((o) => o !== seatId && cells[o]?.[c]?.valid);
      return others ? rules.unique : rules.only;
    });
  }
  return points;
}

function apply(
  state: CicState,
  from: string,
  intent: CicIntent,
  context: RoomGameContext,
): CicState {
  if (intent.round !== state.round || !isSeated(state.seats, from)) return state;
  const columns = setOf(state.setId, state.lang).categories.length;
  if (intent.type === 'answers') {
    const held = state.answers[from];
    if (state.phase !== 'writing' || (held && held.rev >= intent.rev)) return state;
    const answers = cleanAnswers(intent.answers, columns);
    return { ...state, answers: { ...state.answers, [from]: { rev: intent.rev, answers } } };
  }
  if (!isHost(from, context)) return state;
  switch (intent.type) {
    case 'stop':
      return state.phase === 'writing' ? { ...state, phase: 'marking' } : state;
    case 'mark': {
      if (state.phase !== 'marking' || !isSeated(state.seats, intent.seatId)) return state;
      if (intent.column >= columns) return state;
      if (state.marks[intent.seatId]?.[intent.column] === intent.valid) return state;
      const row = { ...state.marks[intent.seatId], [intent.column]: intent.valid };
      return { ...state, marks: { ...state.marks, [intent.seatId]: row } };
    }
    case 'score': {
      if (state.phase !== 'marking') return state;
      const points = scoreCells(cellsOf(state), state.rules);
      const totals = { ...state.totals };
      for (const [seatId, row] of Object.entries(points)) {
        totals[seatId] = (totals[seatId] ?? 0) + row.reduce((a, b) => a + b, 0);
      }
      return { ...state, phase: 'scored', points, totals };
    }
    case 'next':
      if (state.phase !== 'scored' || isOver(state)) return state;
      return roundStart(state, state.round + 1);
  }
}

const isOver = (state: CicState) =>
  state.phase === 'scored' && state.rounds > 0 && state.round >= state.rounds;

function roundStart(state: CicState, round: number): CicState {
  return {
    ...state,
    round,
    letter: letterFor(state.seed, setOf(state.setId, state.lang), round),
    phase: 'writing',
    answers: {},
    marks: {},
    points: {},
  };
}

function parseIntent(raw: unknown): CicIntent | null {
  const r = record(raw);
  const round = roundOf(r?.round);
  if (!r || round === null) return null;
  switch (r.type) {
    case 'answers': {
      const rev = countOf(r.rev);
      const answers = r.answers;
      if (rev === null || !Array.isArray(answers) || answers.length > 12) return null;
      if (!answers.every((a) => typeof a === 'string' && a.length <= 400)) return null;
      return { type: 'answers', round, rev, answers: answers as string[] };
    }
    case 'mark': {
      const seatId = seatIdOf(r.seatId);
      const column = countOf(r.column);
      if (seatId === null || column === null || typeof r.valid !== 'boolean') return null;
      return { type: 'mark', round, seatId, column, valid: r.valid };
    }
    case 'stop':
    case 'score':
    case 'next':
      return { type: r.type, round };
    default:
      return null;
  }
}

function shared(state: CicState): CicShared {
  const set = setOf(state.setId, state.lang);
  const writing = state.phase === 'writing';
  return {
    seed: state.seed,
    setId: set.id,
    ...(state.lang ? { lang: state.lang } : {}),
    setName: set.name,
    categories: set.categories,
    round: state.round,
    rounds: state.rounds,
    letter: state.letter,
    phase: state.phase,
    filled: Object.fromEntries(
      state.seats.map((s) => [
        s.seatId,
        (state.answers[s.seatId]?.answers ?? []).filter((a) => a !== '').length,
      ]),
    ),
    cells: writing ? {} : cellsOf(state),
    totals: state.totals,
    points: state.points,
    rules: state.rules,
    over: isOver(state),
  };
}

/**
 * The state a phone taking over as host starts from, when all it has is what every phone saw
 * (`shared`): the answers from pens down on are there (`cells`), with the old host's marks; the
 * answers of a round still being written were secret, so each player sends theirs again as they
 * type. Null for a state that is already whole.
 */
function fromShared(state: CicState): CicState | null {
  if (state.answers !== undefined) return null;
  const view = state as unknown as CicShared;
  const answers: Record<string, CicSeatAnswers> = {};
  const marks: Record<string, Record<number, boolean>> = {};
  for (const [seatId, cells] of Object.entries(view.cells ?? {})) {
    answers[seatId] = { rev: 0, answers: cells.map((cell) => cell.text) };
    marks[seatId] = Object.fromEntries(cells.map((cell, c) => [c, cell.valid]));
  }
  return {
    seed: view.seed,
    setId: view.setId,
    ...(view.lang ? { lang: view.lang } : {}),
    rules: view.rules,
    rounds: view.rounds,
    seats: state.seats ?? [],
    round: view.round,
    letter: view.letter,
    phase: view.phase,
    answers,
    marks,
    totals: view.totals,
    points: view.points,
  };
}

export const countryIslandCityRoom: RoomGame<
  CicState,
  CicIntent,
  CicShared,
  CicSecret,
  CicSettings
> = {
  game: 'country-island-city',
  minSeats: 2,
  defaultSettings: { setId: 'classic', rounds: 3 },
  start(setup: RoomGameSetup<CicSettings>): CicState {
    const lang = roomLangOf(setup.settings);
    const set = setOf(setup.settings.setId, lang);
    const rounds = countOf(setup.settings.rounds) ?? 3;
    const blank: CicState = {
      seed: setup.seed,
      setId: set.id,
      lang,
      rules: DEFAULT_CIC_RULES,
      rounds: Math.min(rounds, 26),
      seats: [...setup.seats],
      round: 0,
      letter: '',
      phase: 'writing',
      answers: {},
      marks: {},
      totals: {},
      points: {},
    };
    return roundStart(blank, 1);
  },
  parseIntent,
  apply,
  shared,
  secret: (state, seatId) =>
    isSeated(state.seats, seatId) ? (state.answers[seatId] ?? { rev: 0, answers: [] }) : null,
  reseat: (state, seats) => ({ ...(fromShared(state) ?? state), seats: [...seats] }),
};

// The view -----------------------------------------------------------------------------------

type Props = RoomGameViewProps<CicIntent, CicShared, CicSecret>;

/** Each change goes to the host a moment after typing stops, and at once when a field is left. */
const SEND_AFTER_MS = 600;

/** The revision of a phone's next send: the clock, so it is later even after a reload. */
function nextRev(previous: number): number {
  return Math.max(Date.now(), previous + 1);
}

function Writing({ props }: { props: Props }) {
  const { shared: view, secret, seats, host } = props;
  const t = useT();
  // The lead-in is in the columns' language, which may not be this page's.
  const deckT = useRoomT(view.lang ?? 'en');
  const [draft, setDraft] = useState<string[]>(() =>
    view.categories.map((_, c) => secret?.answers[c] ?? ''),
  );
  const sentRev = useRef(0);
  const [sent, setSent] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(draft);
  // Back on the page before the host's copy came in: what this phone sent earlier fills the
  // fields, unless something has been typed since.
  const [adopted, setAdopted] = useState(secret?.rev ?? 0);
  const [dirty, setDirty] = useState(false);
  if (secret && secret.rev > adopted && sent === 0 && !dirty) {
    setAdopted(secret.rev);
    setDraft(view.categories.map((_, c) => secret.answers[c] ?? ''));
  }
  const sendNow = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const rev = nextRev(sentRev.current);
    sentRev.current = rev;
    setSent(rev);
    setDirty(false);
    props.send({ type: 'answers', round: view.round, rev, answers: latest.current });
  };
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const change = (column: number, text: string) => {
    const next = draft.map((a, c) => (c === column ? text : a));
    latest.current = next;
    setDraft(next);
    setDirty(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(sendNow, SEND_AFTER_MS);
  };
  const saved = !dirty && secret !== null && secret.rev > 0 && secret.rev >= sent;
  const waiting = seats.map((s) => `${s.name} ${view.filled[s.seatId] ?? 0}`).join(' · ');
  return (
    <div className="cic-round">
      <div aria-live="polite" {...cardSurface('letter')}>
        <CardLead type="letter">{deckT('rooms.cic.letterIs')}</CardLead>
        <p className="cic-letter">{view.letter}</p>
      </div>
      <form className="room-answers" onSubmit={(e) => (e.preventDefault(), sendNow())}>
        {view.categories.map((category, c) => (
          <label key={category}>
            {category}
            <input
              className="input"
              value={draft[c] ?? ''}
              maxLength={MAX_ANSWER}
              autoComplete="off"
              autoCapitalize="words"
              placeholder={t('rooms.cic.placeholder', { category, letter: view.letter })}
              onChange={(e) => change(c, e.target.value)}
              onBlur={() => timer.current && sendNow()}
            />
          </label>
        ))}
        <button type="submit" className="btn btn-large btn-block">
          {saved ? t('rooms.cic.sent') : t('rooms.cic.send')}
        </button>
      </form>
      <p className="hint small">{t('rooms.cic.private', { filled: waiting })}</p>
      {host && (
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={() => props.send({ type: 'stop', round: view.round })}
        >
          {t('rooms.cic.stop')}
        </button>
      )}
    </div>
  );
}

function Marking({ props }: { props: Props }) {
  const { shared: view, seats, host } = props;
  const t = useT();
  return (
    <div className="cic-answers">
      <h2 className="cic-round-heading">
        {t('rooms.cic.roundLetter', { round: view.round, letter: view.letter })}
      </h2>
      <p className="hint small">
        {host
          ? t('rooms.cic.markHint', {
              unique: view.rules.unique,
              shared: view.rules.shared,
              only: view.rules.only,
            })
          : t('rooms.cic.marking')}
      </p>
      {view.categories.map((category, c) => (
        <fieldset key={category} className="answer-group">
          <legend>{category}</legend>
          <div className="mark-grid">
            {seats.map((s) => {
              const cell = view.cells[s.seatId]?.[c];
              if (!cell) return null;
              const look = !cell.valid ? 'none' : cell.shared ? 'shared' : 'unique';
              const label = !cell.valid
                ? t('rooms.cic.noCount')
                : cell.shared
                  ? t('rooms.cic.shared')
                  : t('rooms.cic.counts');
              const content = (
                <>
                  <span className="mark-player">{s.name}</span>
                  <span className="mark-value">
                    {cell.text === ''
                      ? t('rooms.cic.noAnswer')
                      : t('rooms.cic.answer', { answer: cell.text, mark: label })}
                  </span>
                </>
              );
              return host && cell.text !== '' ? (
                <button
                  key={s.seatId}
                  type="button"
                  className={`mark-cell mark-${look}`}
                  aria-pressed={cell.valid}
                  onClick={() =>
                    props.send({
                      type: 'mark',
                      round: view.round,
                      seatId: s.seatId,
                      column: c,
                      valid: !cell.valid,
                    })
                  }
                >
                  {content}
                </button>
              ) : (
                <div key={s.seatId} className={`mark-cell mark-${look}`}>
                  {content}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {host && (
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={() => props.send({ type: 'score', round: view.round })}
        >
          {t('rooms.cic.score')}
        </button>
      )}
    </div>
  );
}

function Scored({ props }: { props: Props }) {
  const { shared: view, seats, host, me } = props;
  const t = useT();
  const ranked = [...seats].sort(
    (a, b) => (view.totals[b.seatId] ?? 0) - (view.totals[a.seatId] ?? 0),
  );
  const best = ranked[0] ? (view.totals[ranked[0].seatId] ?? 0) : 0;
  const winners = ranked.filter((s) => (view.totals[s.seatId] ?? 0) === best);
  return (
    <div className="cic-summary">
      <h2>
        {view.over
          ? t('rooms.cic.final')
          : t('rooms.cic.roundLetter', { round: view.round, letter: view.letter })}
      </h2>
      {view.over && (
        <p className="winner">
          {winners.length === 1
            ? t('rooms.game.wins', { name: winners[0]?.name ?? '' })
            : t('rooms.game.tie', { names: winners.map((w) => w.name).join(', ') })}
        </p>
      )}
      <ol className="room-list">
        {ranked.map((s) => {
          const round = (view.points[s.seatId] ?? []).reduce((a, b) => a + b, 0);
          return (
            <li key={s.seatId} aria-current={s.seatId === me.seatId ? 'true' : undefined}>
              <b>{s.name}</b> {t('rooms.cic.points', { points: view.totals[s.seatId] ?? 0, round })}
            </li>
          );
        })}
      </ol>
      {host && !view.over && (
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={() => props.send({ type: 'next', round: view.round })}
        >
          {t('rooms.cic.next')}
        </button>
      )}
      {!host && !view.over && <p className="hint small">{t('rooms.cic.hostNext')}</p>}
    </div>
  );
}

function CicView(props: Props) {
  const { shared: view } = props;
  const t = useT();
  return (
    <div className="game room-game">
      <p className="status-line">
        {view.rounds > 0
          ? t('rooms.game.roundOf', { round: view.round, rounds: view.rounds })
          : t('rooms.game.round', { round: view.round })}{' '}
        · {view.setName}
      </p>
      {view.phase === 'writing' && <Writing key={view.round} props={props} />}
      {view.phase === 'marking' && <Marking props={props} />}
      {view.phase === 'scored' && <Scored props={props} />}
    </div>
  );
}

export const countryIslandCityModule: RoomGameModule<
  CicState,
  CicIntent,
  CicShared,
  CicSecret,
  CicSettings
> = { game: countryIslandCityRoom, View: CicView, Settings: CicSettingsPanel };

const CIC_ROUNDS = [3, 5, 10, 0];

function CicSettingsPanel({ settings, host, onChange }: RoomSettingsProps<CicSettings>) {
  const t = useT();
  // The sets in the room's language.
  const sets = freeSets(settings.lang);
  return (
    <>
      <ValueChoice
        legend={t('rooms.cic.columns')}
        name="room-cic-set"
        options={sets.map((set) => ({
          value: set.id,
          label: `${set.name}: ${set.categories.join(', ')}`,
        }))}
        value={settings.setId}
        host={host}
        onChange={(setId) => onChange({ ...settings, setId })}
      />
      <ValueChoice
        legend={t('rooms.game.rounds')}
        name="room-cic-rounds"
        options={roundOptions(t, CIC_ROUNDS)}
        value={settings.rounds}
        host={host}
        onChange={(rounds) => onChange({ ...settings, rounds })}
      />
    </>
  );
}

// eslint-disable-next-line no-restricted-syntax -- the room page loads each game as a lazy chunk and takes its default
export default countryIslandCityModule;
