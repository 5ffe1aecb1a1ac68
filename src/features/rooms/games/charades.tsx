import { useEffect, useState } from 'react';
import { charadesPacks } from '../../../content/games/charades';
import { CardLead, cardSurface } from '../../feel';
import { selectDrawPacks } from '../../games';
import { useT, type Lang } from '../../../lib/i18n';
import { dealtLang, roomLangOf, roomPacks, useRoomT } from './room-lang';
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
  seatIds,
} from './room-rules';
import { defaultPackIds, knownPacks, PackChoice, secondsOptions, ValueChoice } from './settings';
import './room-games.css';

// Charades with every player on their own phone: two teams (the seats taken in turn), each turn
// one player acts for their team. The actor's phone alone shows the word; every phone shows the
// turn's clock, the words guessed so far and the score. The actor taps "Got it" or "Skip"; the turn
// ends when the actor (or the host) moves on. The word is the only secret: what every phone sees
// carries neither the deck nor its seed, so no phone can work the word out.

export interface CharadesSettings {
  /** Seconds a turn (every phone runs the clock). */
  turnSeconds: number;
  /** Rounds in a game: each team acts once a round. Missing: the game plays on. */
  rounds?: number;
  /** The packs to deal from (ids); the one-phone game's default packs when missing. */
  packs?: string[];
  /** The language of the words: the host's page's when the room opened. */
  lang?: Lang;
}

export interface CharadesState {
  /** The deck's seed: not shared (the word could be worked out from it). */
  seed: string;
  /** The next position in the deck: not shared either. */
  pos: number;
  packs: string[] | null;
  /** The words' language (shared, so a phone taking over deals in it too; missing: English). */
  lang?: Lang;
  seats: GameSeat[];
  turnSeconds: number;
  /** 1 for the first turn. */
  turn: number;
  /** The acting seat; null with nobody seated. */
  actor: string | null;
  /** Ready: the actor has not started the clock; acting: the clock runs. */
  phase: 'ready' | 'acting';
  /** Taps this turn: a "Got it" or "Skip" names the move it answers, so a repeat counts once. */
  move: number;
  /** Points per team (0 and 1). */
  scores: [number, number];
  /** Words guessed this turn, in order (no longer a secret once guessed). */
  guessed: string[];
  /** How many turns each seat has acted, for the rotation within a team. */
  acted: Record<string, number>;
  /** Rounds in the game (each team acts once a round); 0 plays on. */
  rounds: number;
  /** The last round is over and one team leads: the game is won. */
  over: boolean;
}

export type CharadesShared = Omit<CharadesState, 'seed' | 'pos'>;

export interface CharadesSecret {
  word: string;
}

export type CharadesIntent =
  /** The actor (or the host): the clock starts. */
  | { type: 'start'; turn: number }
  /** The actor: their team guessed the word, or they skip it. */
  | { type: 'got' | 'skip'; turn: number; move: number }
  /** The actor or the host: the turn is over, the other team's actor is next. */
  | { type: 'end'; turn: number };

const TURN_SECONDS = [30, 60, 90];
const ROUNDS = [2, 3, 5];

/** The round a turn is in: each team acts once a round. */
export const roundOfTurn = (turn: number) => Math.ceil(turn / 2);

/**
 * Whether the game is won when `turn` ends: its round completes the last one and a team leads. A
 * tie at the top plays another round, as the one-phone game does.
 */
export function wonAfter(turn: number, rounds: number, scores: readonly [number, number]) {
  return rounds > 0 && turn % 2 === 0 && roundOfTurn(turn) >= rounds && scores[0] !== scores[1];
}

const decks = new Map<string, string[]>();
function deckOf(chosen: readonly string[] | null, lang: Lang): string[] {
  const all = roomPacks('charades', lang, charadesPacks);
  const key = `${chosen?.join(',') ?? ''} ${dealtLang('charades', lang)}`;
  const cached = decks.get(key);
  if (cached) return cached;
  const picked = chosen ? all.filter((p) => chosen.includes(p.id)) : [];
  const packs = picked.length > 0 ? picked : selectDrawPacks(all, new Map(), false, 3).packs;
  const deck = [...new Set(packs.flatMap((p) => p.lists[0] ?? []))];
  decks.set(key, deck);
  return deck;
}

/** The word at `pos` of the game's deck: one seeded shuffle per pass. */
export function wordAt(
  seed: string,
  pos: number,
  packs: readonly string[] | null,
  lang: Lang = 'en',
): string {
  const deck = deckOf(packs, lang);
  if (deck.length === 0) return '';
  const pass = Math.floor(pos / deck.length);
  const order = roomOrder(deck.length, seed, `charades ${packs?.join(',') ?? ''} ${pass}`);
  return deck[order[pos % deck.length] as number] ?? '';
}

/** The two teams: the seats in order, taken in turn (1st, 3rd… and 2nd, 4th…). */
export function teamsOf(seats: readonly GameSeat[]): [string[], string[]] {
  const ids = seatIds(seats);
  return [ids.filter((_, i) => i % 2 === 0), ids.filter((_, i) => i % 2 === 1)];
}

export function teamOf(seats: readonly GameSeat[], seatId: string): 0 | 1 {
  return teamsOf(seats)[1].includes(seatId) ? 1 : 0;
}

/** The actor of a turn: odd turns team 1, even turns team 2, whoever of the team acted least. */
function actorFor(seats: readonly GameSeat[], turn: number, acted: Record<string, number>) {
  const team = teamsOf(seats)[(turn - 1) % 2] ?? [];
  const members = team.length > 0 ? team : seatIds(seats);
  let best: string | null = null;
  for (const id of members) if (best === null || (acted[id] ?? 0) < (acted[best] ?? 0)) best = id;
  return best;
}

function turnOf(state: CharadesState, turn: number): CharadesState {
  return {
    ...state,
    turn,
    actor: actorFor(state.seats, turn, state.acted),
    phase: 'ready',
    move: 0,
    guessed: [],
  };
}

function apply(
  state: CharadesState,
  from: string,
  intent: CharadesIntent,
  context: RoomGameContext,
): CharadesState {
  if (
    intent.turn !== state.turn ||
    !isSeated(state.seats, from) ||
    state.actor === null ||
    state.over
  ) {
    return state;
  }
  const host = isHost(from, context);
  const acting = from === state.actor;
  switch (intent.type) {
    case 'start':
      return state.phase === 'ready' && (acting || host) ? { ...state, phase: 'acting' } : state;
    case 'got':
    case 'skip': {
      if (!acting || state.phase !== 'acting' || intent.move !== state.move) return state;
      const next = { ...state, pos: state.pos + 1, move: state.move + 1 };
      if (intent.type === 'skip') return next;
      const scores: [number, number] = [...state.scores];
      scores[teamOf(state.seats, state.actor)] += 1;
      return {
        ...next,
        scores,
        guessed: [...state.guessed, wordAt(state.seed, state.pos, state.packs, state.lang)],
      };
    }
    case 'end': {
      if (!acting && !host) return state;
      const acted = { ...state.acted, [state.actor]: (state.acted[state.actor] ?? 0) + 1 };
      if (wonAfter(state.turn, state.rounds ?? 0, state.scores)) {
        return { ...state, acted, phase: 'ready', move: state.move + 1, over: true };
      }
      return turnOf({ ...state, acted }, state.turn + 1);
    }
  }
}

function parseIntent(raw: unknown): CharadesIntent | null {
  const r = record(raw);
  const turn = roundOf(r?.turn);
  if (!r || turn === null) return null;
  if (r.type === 'start' || r.type === 'end') return { type: r.type, turn };
  const move = countOf(r.move);
  if ((r.type === 'got' || r.type === 'skip') && move !== null) return { type: r.type, turn, move };
  return null;
}

/** A seed for a new host's deck, from what every phone saw (the old seed was never shared). */
function reseed(view: CharadesShared): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify([view.turn, view.move, view.scores, view.acted]);
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `charades taken over ${hash}`;
}

export const charadesRoom: RoomGame<
  CharadesState,
  CharadesIntent,
  CharadesShared,
  CharadesSecret,
  CharadesSettings
> = {
  game: 'charades',
  minSeats: 2,
  defaultSettings: { turnSeconds: 60, rounds: 3 },
  start(setup: RoomGameSetup<CharadesSettings>): CharadesState {
    const blank: CharadesState = {
      seed: setup.seed,
      pos: 0,
      packs: knownPacks(charadesPacks, setup.settings.packs),
      lang: roomLangOf(setup.settings),
      seats: [...setup.seats],
      turnSeconds: TURN_SECONDS.includes(setup.settings.turnSeconds)
        ? setup.settings.turnSeconds
        : 60,
      turn: 1,
      actor: null,
      phase: 'ready',
      move: 0,
      scores: [0, 0],
      guessed: [],
      acted: {},
      rounds:
        setup.settings.rounds === undefined
          ? 0
          : ROUNDS.includes(setup.settings.rounds)
            ? setup.settings.rounds
            : 3,
      over: false,
    };
    return turnOf(blank, 1);
  },
  parseIntent,
  apply,
  shared: ({ seed: _seed, pos: _pos, ...shared }) => shared,
  secret: (state, seatId) =>
    seatId === state.actor && state.phase === 'acting'
      ? { word: wordAt(state.seed, state.pos, state.packs, state.lang) }
      : null,
  reseat(state, seats) {
    // A new host has only the shared view: it deals from a deck of its own.
    const full: CharadesState =
      typeof (state as Partial<CharadesState>).seed === 'string'
        ? state
        : { ...state, seed: reseed(state), pos: 0 };
    const next = { ...full, seats: [...seats] };
    if (full.over || (full.actor !== null && isSeated(seats, full.actor))) return next;
    return turnOf(next, full.turn + 1);
  },
};

// The view -----------------------------------------------------------------------------------

function Clock({ seconds, onUp }: { seconds: number; onUp: (up: boolean) => void }) {
  const t = useT();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(tick);
  }, []);
  useEffect(() => onUp(left === 0), [left, onUp]);
  return (
    <p
      className={`timer ${left <= 10 ? 'timer-low' : ''}`}
      role="timer"
      aria-label={t('rooms.game.secondsLeft')}
    >
      {left}
    </p>
  );
}

function CharadesView(props: RoomGameViewProps<CharadesIntent, CharadesShared, CharadesSecret>) {
  const { shared: view, secret, me, seats, host } = props;
  const t = useT();
  // The lead-in is in the words' language, which may not be this page's.
  const deckT = useRoomT(view.lang ?? 'en');
  const { turn, actor, move } = view;
  const [timeUp, setTimeUp] = useState(false);
  const mine = actor === me.seatId;
  const actorName = actor ? nameOf(seats, actor) : '';
  const [teamA, teamB] = teamsOf(seats);
  const myTeam = teamOf(seats, me.seatId);
  const actorTeam = actor ? teamOf(seats, actor) : 0;
  const send = (intent: CharadesIntent) => props.send(intent);
  const names = (ids: string[]) => ids.map((id) => nameOf(seats, id)).join(', ');
  const teamName = t('rooms.game.teamName', { team: actorTeam === 0 ? 'A' : 'B' });
  const round = roundOfTurn(turn);
  const rounds = view.rounds ?? 0;
  const leader = view.scores[0] > view.scores[1] ? 'A' : 'B';
  return (
    <div className="game room-game">
      {rounds > 0 && (
        <p className="status-line" id="room-charades-round">
          {t('rooms.game.roundOf', { round, rounds })}
          {round > rounds && <> · {t('rooms.cha.tie')}</>}
        </p>
      )}
      {view.over && (
        <p className="winner" role="status">
          {t('rooms.cha.final')}{' '}
          {t('rooms.cha.win', { team: t('rooms.game.teamName', { team: leader }) })}
        </p>
      )}
      <p className="status-line">
        {mine
          ? t('rooms.cha.youAct', { turn, team: teamName })
          : t('rooms.cha.theyAct', { turn, name: actorName, team: teamName })}
        {!mine && actorTeam === myTeam && <> {t('rooms.cha.guess')}</>}
      </p>
      <div className="prompt-card" {...cardSurface('act')}>
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          {mine && secret && view.phase === 'acting' ? (
            <div className="prompt-enter">
              <CardLead type="act">{deckT('rooms.cha.lead')}</CardLead>
              <p className="prompt-text" id="room-charades-word">
                {secret.word}
              </p>
            </div>
          ) : (
            <div className="choice">
              <p className="prompt-player">{mine ? t('rooms.cha.yourTurn') : actorName}</p>
              <p className="prompt-text">
                {view.over
                  ? t('rooms.cha.final')
                  : view.phase === 'ready'
                    ? mine
                      ? t('rooms.cha.startWhenReady')
                      : t('rooms.cha.startsClock', { name: actorName })
                    : mine
                      ? t('rooms.cha.nextWord')
                      : t('rooms.cha.acting', { name: actorName })}
              </p>
            </div>
          )}
        </div>
      </div>
      <div className="game-actions">
        {view.phase === 'acting' && (
          <>
            <Clock key={turn} seconds={view.turnSeconds} onUp={setTimeUp} />
            {timeUp && (
              <p className="winner" role="status">
                {mine ? t('rooms.game.timeUpYou') : t('rooms.game.timeUp', { name: actorName })}
              </p>
            )}
          </>
        )}
        {view.phase === 'ready' && !view.over && (mine || host) && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => send({ type: 'start', turn })}
          >
            {mine ? t('rooms.cha.startMine') : t('rooms.cha.startTheirs', { name: actorName })}
          </button>
        )}
        {view.phase === 'acting' && mine && !timeUp && (
          <div className="choice-buttons">
            <button
              type="button"
              className="btn btn-large btn-truth"
              onClick={() => send({ type: 'got', turn, move })}
            >
              {t('rooms.cha.got')}
            </button>
            <button
              type="button"
              className="btn btn-large btn-dare"
              onClick={() => send({ type: 'skip', turn, move })}
            >
              {t('rooms.cha.skip')}
            </button>
          </div>
        )}
        {view.guessed.length > 0 && (
          <p className="counter" role="status">
            {t('rooms.cha.guessed', { words: view.guessed.join(', ') })}
          </p>
        )}
        {view.phase === 'acting' && (mine || host) && (
          <button
            type="button"
            className={`btn btn-large btn-block ${timeUp ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => send({ type: 'end', turn })}
          >
            {timeUp ? t('rooms.cha.nextTeam') : t('rooms.cha.endNow')}
          </button>
        )}
        <ol className="room-list" aria-label={t('rooms.game.score')}>
          <li aria-current={actorTeam === 0 ? 'true' : undefined}>
            {t('rooms.game.teamScore', {
              team: t('rooms.game.teamName', { team: 'A' }),
              score: view.scores[0],
              names: names(teamA),
            })}
          </li>
          <li aria-current={actorTeam === 1 ? 'true' : undefined}>
            {t('rooms.game.teamScore', {
              team: t('rooms.game.teamName', { team: 'B' }),
              score: view.scores[1],
              names: names(teamB),
            })}
          </li>
        </ol>
      </div>
    </div>
  );
}

function CharadesSettingsPanel({ settings, host, onChange }: RoomSettingsProps<CharadesSettings>) {
  const t = useT();
  return (
    <>
      <ValueChoice
        legend={t('rooms.game.rounds')}
        name="room-charades-rounds"
        options={ROUNDS.map((value) => ({ value, label: String(value) }))}
        value={settings.rounds ?? 3}
        host={host}
        onChange={(rounds) => onChange({ ...settings, rounds })}
      />
      <ValueChoice
        legend={t('rooms.game.seconds')}
        name="room-charades-seconds"
        options={secondsOptions(t, TURN_SECONDS)}
        value={settings.turnSeconds}
        host={host}
        onChange={(turnSeconds) => onChange({ ...settings, turnSeconds })}
      />
      <PackChoice
        packs={roomPacks('charades', settings.lang ?? 'en', charadesPacks)}
        chosen={settings.packs ?? defaultPackIds(charadesPacks)}
        host={host}
        onChange={(packs) => onChange({ ...settings, packs })}
      />
    </>
  );
}

export const charadesModule: RoomGameModule<
  CharadesState,
  CharadesIntent,
  CharadesShared,
  CharadesSecret,
  CharadesSettings
> = {
  game: charadesRoom,
  View: CharadesView,
  Settings: CharadesSettingsPanel,
  // The packs switched on on the game's own page.
  settingsFrom: (choice) => ({
    ...charadesRoom.defaultSettings,
    packs: selectDrawPacks(
      charadesPacks,
      choice.states,
      choice.premium,
      choice.spiceLimit,
    ).packs.map((pack) => pack.id),
  }),
};

// eslint-disable-next-line no-restricted-syntax -- the room page loads each game as a lazy chunk and takes its default
export default charadesModule;
