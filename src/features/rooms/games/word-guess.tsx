import { useEffect, useState } from 'react';
import {
  WORD_CATEGORIES,
  WORD_DIFFICULTIES,
  type WordCategory,
  type WordDifficulty,
} from '../../../content/games/word-guess';
import { currentLang, useT, type Lang } from '../../../lib/i18n';
import { CardLead, cardSurface } from '../../feel';
import {
  answerQuestion,
  danishContent,
  isWordGuessOver as isOver,
  makeGuess,
  MAX_QUESTIONS,
  nextHolder,
  questionsUsed,
  roundPoints,
  wordPool,
  type WordGuessReply as Reply,
  type WordGuessLog as RoundLog,
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
  roomOrder,
  roundOf,
  seatIdOf,
  seatIds,
} from './room-rules';
import { roundOptions, ValueChoice, type Translate } from './settings';
import { useRoomT } from './room-lang';
import './room-games.css';

// Word guess (Twenty Questions) with every player on their own phone. One player holds the word:
// their phone alone shows it, and they tap each answer they give out loud (Yes, No, Sort of) and
// each guess (right, and by whom, or wrong). Every phone shows the round's clock, the questions
// used and the score. As the one-phone rules (`games/word-guess/rules.ts`): a guess uses up a
// question, a right guess scores for the guesser, who holds next; twenty questions without one
// scores for the holder, and the next seat holds.

export interface WgSettings {
  difficulty: WordDifficulty;
  /** Words in a game; 0 plays on. */
  rounds: number;
  /** The language of the words: the host's page's when the room opened. */
  lang?: Lang;
}

export interface WgState {
  /** The deck's seed: not shared (the word could be worked out from it). */
  seed: string;
  /** The word's position in the deck: not shared either. */
  pos: number;
  lang: Lang;
  difficulty: WordDifficulty;
  rounds: number;
  seats: GameSeat[];
  /** 1 for the first word. */
  round: number;
  /** The seat holding the word; null with nobody seated. */
  holder: string | null;
  /** The round's answers and guesses; a guess names its guesser's seat in `by`. */
  log: RoundLog;
  /** The holder's category, said out loud to start ("It's an animal."). */
  category: string;
  scores: Record<string, number>;
  /** The word, once the round is over; null while it is still a secret. */
  word: string | null;
  /** The game's last word has been played. */
  over: boolean;
}

export type WgShared = Omit<WgState, 'seed' | 'pos'>;

export interface WgSecret {
  word: string;
}

export type WgIntent =
  /** The holder: their answer to a question. `q` is the questions used before it. */
  | { type: 'answer'; round: number; q: number; reply: Reply }
  /** The holder: a guess said out loud, right (by `by`) or wrong. */
  | { type: 'guess'; round: number; q: number; by: string | null; right: boolean }
  /** The host or the holder: the next word (the host may skip one still being guessed). */
  | { type: 'next'; round: number };

const REPLIES: readonly Reply[] = ['yes', 'no', 'sort-of'];

/** The word categories of `lang`: Danish once loaded (the room's module loads them). */
function categoriesOf(lang: Lang): readonly WordCategory[] {
  return danishContent('word-guess', lang) ?? WORD_CATEGORIES;
}

/** The word at `pos` of the game's deck (every category), one seeded shuffle per pass. */
export function wordAt(
  seed: string,
  pos: number,
  lang: Lang,
  difficulty: WordDifficulty,
): { word: string; category: WordCategory } | null {
  const pool = wordPool('any', difficulty, categoriesOf(lang));
  if (pool.length === 0) return null;
  const pass = Math.floor(pos / pool.length);
  const order = roomOrder(pool.length, seed, `word-guess ${lang} ${difficulty} ${pass}`);
  return pool[order[pos % pool.length] as number] ?? null;
}

const EMPTY_LOG: RoundLog = { entries: [], outcome: null };

function deal(state: WgState, round: number, holder: string | null): WgState {
  const dealt = wordAt(state.seed, state.pos, state.lang, state.difficulty);
  return {
    ...state,
    round,
    holder,
    pos: state.pos + 1,
    log: EMPTY_LOG,
    category: dealt?.category.opener ?? '',
    word: null,
  };
}

/** The word of the round being played (the last one dealt). */
const wordOf = (state: WgState) =>
  wordAt(state.seed, state.pos - 1, state.lang, state.difficulty)?.word ?? '';

/** The round is over: its point goes on the scores, and the game ends after its last word. */
function settle(state: WgState, log: RoundLog): WgState {
  if (!isOver(log) || state.holder === null) return { ...state, log };
  const scores = { ...state.scores };
  for (const [seatId, points] of Object.entries(roundPoints(log, state.holder))) {
    scores[seatId] = (scores[seatId] ?? 0) + points;
  }
  return {
    ...state,
    log,
    scores,
    word: wordOf(state),
    over: state.rounds > 0 && state.round >= state.rounds,
  };
}

function apply(state: WgState, from: string, intent: WgIntent, context: RoomGameContext): WgState {
  if (intent.round !== state.round || !isSeated(state.seats, from) || state.holder === null) {
    return state;
  }
  const holding = from === state.holder;
  switch (intent.type) {
    case 'answer':
      if (!holding || isOver(state.log) || intent.q !== questionsUsed(state.log)) return state;
      return settle(state, answerQuestion(state.log, intent.reply));
    case 'guess': {
      if (!holding || isOver(state.log) || intent.q !== questionsUsed(state.log)) return state;
      if (intent.right && (intent.by === null || intent.by === state.holder)) return state;
      if (intent.by !== null && !isSeated(state.seats, intent.by)) return state;
      return settle(state, makeGuess(state.log, { text: '', by: intent.by, right: intent.right }));
    }
    case 'next': {
      if (state.over) return state;
      const host = isHost(from, context);
      if (!(host || (holding && isOver(state.log)))) return state;
      const outcome = isOver(state.log) ? state.log.outcome : null;
      return deal(state, state.round + 1, nextHolder(seatIds(state.seats), state.holder, outcome));
    }
  }
}

function parseIntent(raw: unknown): WgIntent | null {
  const r = record(raw);
  const round = roundOf(r?.round);
  if (!r || round === null) return null;
  if (r.type === 'next') return { type: 'next', round };
  const q = countOf(r.q);
  if (q === null) return null;
  if (r.type === 'answer') {
    const reply = REPLIES.find((x) => x === r.reply);
    return reply ? { type: 'answer', round, q, reply } : null;
  }
  if (r.type === 'guess' && typeof r.right === 'boolean') {
    const by = r.by === null ? null : seatIdOf(r.by);
    if (by === null && r.by !== null) return null;
    return { type: 'guess', round, q, by, right: r.right };
  }
  return null;
}

/** A seed for a new host's deck, from what every phone saw (the old seed was never shared). */
function reseed(view: WgShared): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify([view.round, view.scores, view.log.entries.length]);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `word-guess taken over ${hash}`;
}

const DIFFICULTIES: readonly WordDifficulty[] = WORD_DIFFICULTIES;

export const wordGuessRoom: RoomGame<WgState, WgIntent, WgShared, WgSecret, WgSettings> = {
  game: 'word-guess',
  minSeats: 2,
  defaultSettings: { difficulty: 'easy', rounds: 5 },
  start(setup: RoomGameSetup<WgSettings>): WgState {
    const blank: WgState = {
      seed: setup.seed,
      pos: 0,
      lang: setup.settings.lang === 'da' ? 'da' : 'en',
      difficulty: DIFFICULTIES.includes(setup.settings.difficulty)
        ? setup.settings.difficulty
        : 'easy',
      rounds: Math.min(countOf(setup.settings.rounds) ?? 5, 50),
      seats: [...setup.seats],
      round: 0,
      holder: null,
      log: EMPTY_LOG,
      category: '',
      scores: {},
      word: null,
      over: false,
    };
    return deal(blank, 1, setup.seats[0]?.seatId ?? null);
  },
  parseIntent,
  apply,
  shared: ({ seed: _seed, pos: _pos, ...shared }) => shared,
  secret: (state, seatId) =>
    seatId === state.holder && state.holder !== null ? { word: wordOf(state) } : null,
  reseat(state, seats) {
    // A new host has only the shared view: it deals from a deck of its own, so a word still being
    // guessed is dealt afresh (a round already over stays as it ended).
    let full = state;
    if (typeof (state as Partial<WgState>).seed !== 'string') {
      full = { ...state, seed: reseed(state), pos: 0 };
      if (!isOver(state.log)) full = deal(full, state.round, state.holder);
    }
    const next: WgState = { ...full, seats: [...seats] };
    if (state.holder !== null && isSeated(seats, state.holder)) return next;
    // The holder left: the word goes to the next seat, with no point for anyone.
    const ids = seatIds(seats);
    const from = seatIds(full.seats).indexOf(state.holder ?? '');
    const after = full.seats.slice(from + 1).find((s) => ids.includes(s.seatId));
    return deal(next, state.round + 1, after?.seatId ?? ids[0] ?? null);
  },
};

// The view -----------------------------------------------------------------------------------

/** The round's clock, counted up on every phone from when it saw the round start. */
function RoundClock({ t }: { t: Translate }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const tick = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(tick);
  }, []);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="timer" role="timer" aria-label={t('rooms.wg.clock')}>
      {clock}
    </p>
  );
}

const REPLY_KEYS = {
  yes: 'rooms.wg.yes',
  no: 'rooms.wg.no',
  'sort-of': 'rooms.wg.sortOf',
} as const;

function WordGuessView(props: RoomGameViewProps<WgIntent, WgShared, WgSecret>) {
  const { shared: view, secret, me, seats, host } = props;
  const t = useT();
  // The lead-in is in the room's language, which may not be this page's.
  const deckT = useRoomT(view.lang);
  const { round, holder, log } = view;
  const mine = holder === me.seatId;
  const holderName = holder ? nameOf(seats, holder) : '';
  const used = questionsUsed(log);
  const done = isOver(log);
  const send = (intent: WgIntent) => props.send(intent);
  const ranked = [...seats].sort(
    (a, b) => (view.scores[b.seatId] ?? 0) - (view.scores[a.seatId] ?? 0),
  );
  const best = ranked[0] ? (view.scores[ranked[0].seatId] ?? 0) : 0;
  const winners = ranked.filter((s) => (view.scores[s.seatId] ?? 0) === best);
  const last = log.entries.at(-1);
  return (
    <div className="game room-game">
      <p className="status-line">
        {view.rounds > 0
          ? t('rooms.game.roundOf', { round, rounds: view.rounds })
          : t('rooms.game.round', { round })}{' '}
        · {mine ? t('rooms.wg.youHold') : t('rooms.wg.holds', { name: holderName })}
      </p>
      <div className="prompt-card" {...cardSurface('act')}>
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          {mine && secret && !done ? (
            <div className="prompt-enter">
              <CardLead type="act">{deckT('rooms.wg.secretLead')}</CardLead>
              <p className="prompt-text" id="room-secret-word">
                {secret.word}
              </p>
              <p className="prompt-pack">{t('rooms.wg.sayFirst', { opener: view.category })}</p>
            </div>
          ) : (
            <div className="choice">
              <p className="prompt-player">{holderName}</p>
              <p className="prompt-text">
                {done && view.word !== null
                  ? log.outcome?.kind === 'guessed'
                    ? t('rooms.wg.guessed', {
                        name: log.outcome.by ? nameOf(seats, log.outcome.by) : '',
                        word: view.word,
                      })
                    : t('rooms.wg.stumped', { name: holderName, word: view.word })
                  : t('rooms.wg.thinking', { name: holderName })}
              </p>
              {!done && <p className="prompt-pack">{view.category}</p>}
            </div>
          )}
        </div>
      </div>
      <div className="game-actions">
        {!done && <RoundClock key={round} t={t} />}
        <p className="counter" role="status" id="room-questions">
          {t('rooms.wg.questions', { used, max: MAX_QUESTIONS })}
          {last?.kind === 'question' && (
            <> · {t('rooms.wg.lastAnswer', { reply: t(REPLY_KEYS[last.reply]) })}</>
          )}
          {last?.kind === 'guess' && !last.right && <> · {t('rooms.wg.wrongGuess')}</>}
        </p>
        {mine && !done && (
          <>
            <div className="choice-buttons">
              {REPLIES.map((reply) => (
                <button
                  key={reply}
                  type="button"
                  className="btn btn-large"
                  onClick={() => send({ type: 'answer', round, q: used, reply })}
                >
                  {t(REPLY_KEYS[reply])}
                </button>
              ))}
            </div>
            <fieldset className="room-guess">
              <legend>{t('rooms.wg.whoGuessed')}</legend>
              {seats
                .filter((s) => s.seatId !== me.seatId)
                .map((s) => (
                  <button
                    key={s.seatId}
                    type="button"
                    className="btn btn-truth"
                    onClick={() =>
                      send({ type: 'guess', round, q: used, by: s.seatId, right: true })
                    }
                  >
                    {t('rooms.wg.right', { name: s.name })}
                  </button>
                ))}
              <button
                type="button"
                className="btn btn-dare"
                onClick={() => send({ type: 'guess', round, q: used, by: null, right: false })}
              >
                {t('rooms.wg.wrong')}
              </button>
            </fieldset>
          </>
        )}
        {!mine && !done && <p className="hint">{t('rooms.wg.askHint', { name: holderName })}</p>}
        {view.over && (
          <p className="winner" role="status">
            {winners.length === 1
              ? t('rooms.game.wins', { name: winners[0]?.name ?? '' })
              : t('rooms.game.tie', { names: winners.map((w) => w.name).join(', ') })}
          </p>
        )}
        {!view.over && (host || (mine && done)) && (
          <button
            type="button"
            className={`btn btn-large btn-block ${done ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => send({ type: 'next', round })}
          >
            {done ? t('rooms.wg.next') : t('rooms.wg.skip')}
          </button>
        )}
        <ol className="room-list" aria-label={t('rooms.game.score')} id="room-scores">
          {ranked.map((s) => (
            <li key={s.seatId} aria-current={s.seatId === holder ? 'true' : undefined}>
              {t('rooms.wg.points', { name: s.name, count: view.scores[s.seatId] ?? 0 })}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

const ROUNDS = [3, 5, 10, 0];

function WgSettingsPanel({ settings, host, onChange }: RoomSettingsProps<WgSettings>) {
  const t = useT();
  const label = {
    easy: 'facts.wordGuess.easy',
    medium: 'facts.wordGuess.medium',
    hard: 'facts.wordGuess.hard',
  } as const;
  return (
    <>
      <ValueChoice
        legend={t('rooms.wg.difficulty')}
        name="room-wg-difficulty"
        options={DIFFICULTIES.map((value) => ({ value, label: t(label[value]) }))}
        value={settings.difficulty}
        host={host}
        onChange={(difficulty) => onChange({ ...settings, difficulty })}
      />
      <ValueChoice
        legend={t('rooms.wg.words')}
        name="room-wg-rounds"
        options={roundOptions(t, ROUNDS)}
        value={settings.rounds}
        host={host}
        onChange={(rounds) => onChange({ ...settings, rounds })}
      />
    </>
  );
}

export const wordGuessModule: RoomGameModule<WgState, WgIntent, WgShared, WgSecret, WgSettings> = {
  game: wordGuessRoom,
  View: WordGuessView,
  Settings: WgSettingsPanel,
  // The words of the host's page's language.
  settingsFrom: () => ({ ...wordGuessRoom.defaultSettings, lang: currentLang() }),
};

// eslint-disable-next-line no-restricted-syntax -- the room page loads each game as a lazy chunk and takes its default
export default wordGuessModule;
