import { useEffect, useState } from 'react';
import { categoryPacks } from '../../../content/games/category';
import { CardLead, cardSurface, useDealAnimation } from '../../feel';
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
  seatIdOf,
  seatIds,
} from './room-rules';
import {
  defaultPackIds,
  knownPacks,
  PackChoice,
  roundOptions,
  secondsOptions,
  ValueChoice,
} from './settings';
import './room-games.css';

// Category with every player on their own phone: the same category card on every phone, the turn
// goes round the seats still in, the player on turn taps "Said one" (or the host does for them),
// the host marks "Out" whoever blanks or repeats, and the last player standing wins the category.
// As the one-phone game: each category starts one seat further round the table.

export interface CategorySettings {
  /** Categories in a game; 0 plays on. */
  rounds: number;
  /** Seconds on each turn's clock (every phone runs it; the host calls Out). */
  turnSeconds: number;
  /** The packs to deal from (ids); the one-phone game's default packs when missing. */
  packs?: string[];
  /** The language of the categories: the host's page's when the room opened. */
  lang?: Lang;
}

export interface CategoryCard {
  text: string;
  packName: string;
}

export interface CategoryState {
  seed: string;
  /** The packs dealt from; null: the default packs. */
  packs?: string[] | null;
  /** The categories' language (missing in a room from before: English). */
  lang?: Lang;
  seats: GameSeat[];
  rounds: number;
  turnSeconds: number;
  /** 1 for the first category. */
  round: number;
  deckPos: number;
  card: CategoryCard | null;
  /** Seats out of this category (and those who sat down during it). */
  out: string[];
  /** The seat on turn; null once the category is won. */
  up: string | null;
  /** Moves made this category: an intent names the move it answers, so a late one is refused. */
  move: number;
  winner: string | null;
  wins: Record<string, number>;
  /** The game's last category has been won. */
  ended: boolean;
}

export type CategoryIntent =
  /** The player on turn (or the host for them) named one. */
  | { type: 'said'; round: number; move: number }
  /** Host: the player on turn blanked or repeated. */
  | { type: 'out'; round: number; move: number; seatId: string }
  /** Host: the next category. */
  | { type: 'next'; round: number };

export interface CategoryShared {
  /**
   * What the next deal needs (category has no secrets): a phone taking over as host deals on from
   * them, the same categories the old host would have dealt.
   */
  seed: string;
  packs: string[] | null;
  lang?: Lang;
  deckPos: number;
  round: number;
  rounds: number;
  turnSeconds: number;
  card: CategoryCard | null;
  up: string | null;
  move: number;
  out: string[];
  winner: string | null;
  wins: Record<string, number>;
  ended: boolean;
}

const TURN_SECONDS = [5, 10, 15];

const decks = new Map<string, readonly CategoryCard[]>();

/** The cards of the chosen packs, or of the one-phone game's default packs. */
function deckOf(chosen: readonly string[] | null | undefined, lang: Lang): readonly CategoryCard[] {
  const all = roomPacks('category', lang, categoryPacks);
  const key = `${chosen?.join(',') ?? ''} ${dealtLang('category', lang)}`;
  const cached = decks.get(key);
  if (cached) return cached;
  const picked = chosen ? all.filter((p) => chosen.includes(p.id)) : [];
  const packs = picked.length > 0 ? picked : selectDrawPacks(all, new Map(), false, 3).packs;
  const seen = new Set<string>();
  const deck: CategoryCard[] = [];
  for (const pack of packs) {
    for (const text of pack.lists[0] ?? []) {
      if (!seen.has(text)) deck.push({ text, packName: pack.name });
      seen.add(text);
    }
  }
  decks.set(key, deck);
  return deck;
}

/** The card at `pos` of the game's deck: one seeded shuffle per pass, so none repeats early. */
export function cardAt(
  seed: string,
  pos: number,
  packs?: readonly string[] | null,
  lang: Lang = 'en',
): CategoryCard | null {
  const deck = deckOf(packs, lang);
  if (deck.length === 0) return null;
  const pass = Math.floor(pos / deck.length);
  const label = packs ? `category deck ${packs.join(',')} ${pass}` : `category deck ${pass}`;
  const order = roomOrder(deck.length, seed, label);
  return deck[order[pos % deck.length] as number] ?? null;
}

/**
 * The next seat still in after `from`, going round the table (`circle`, in seat order, may still
 * hold `from` after it left). Null when nobody is in.
 */
export function nextIn(
  seats: readonly GameSeat[],
  out: readonly string[],
  from: string,
  circle: readonly GameSeat[] = seats,
): string | null {
  const ids = seatIds(circle);
  const start = ids.indexOf(from);
  for (let step = 1; step <= ids.length; step++) {
    const id = ids[(start + step) % ids.length] as string;
    if (!out.includes(id) && isSeated(seats, id)) return id;
  }
  const left = seats.find((s) => !out.includes(s.seatId));
  return left?.seatId ?? null;
}

function deal(state: CategoryState, round: number): CategoryState {
  const starter = state.seats[(round - 1) % Math.max(1, state.seats.length)];
  return {
    ...state,
    round,
    deckPos: state.deckPos + 1,
    card: cardAt(state.seed, state.deckPos, state.packs, state.lang),
    out: [],
    up: starter?.seatId ?? null,
    move: 0,
    winner: null,
  };
}

/** With one player left in, they win the category (and the game, on its last category). */
function settle(state: CategoryState): CategoryState {
  if (state.winner !== null) return state;
  const alive = state.seats.filter((s) => !state.out.includes(s.seatId));
  if (alive.length !== 1 || state.seats.length < 2) return state;
  const winner = (alive[0] as GameSeat).seatId;
  return {
    ...state,
    up: null,
    winner,
    wins: { ...state.wins, [winner]: (state.wins[winner] ?? 0) + 1 },
    ended: state.rounds > 0 && state.round >= state.rounds,
  };
}

function apply(
  state: CategoryState,
  from: string,
  intent: CategoryIntent,
  context: RoomGameContext,
): CategoryState {
  if (intent.round !== state.round || !isSeated(state.seats, from) || state.ended) return state;
  const host = isHost(from, context);
  switch (intent.type) {
    case 'said': {
      if (intent.move !== state.move || state.up === null) return state;
      if (from !== state.up && !host) return state;
      return { ...state, up: nextIn(state.seats, state.out, state.up), move: state.move + 1 };
    }
    case 'out': {
      if (!host || intent.move !== state.move || intent.seatId !== state.up) return state;
      const out = [...state.out, state.up];
      return settle({
        ...state,
        out,
        up: nextIn(state.seats, out, state.up),
        move: state.move + 1,
      });
    }
    case 'next':
      return host ? deal(state, state.round + 1) : state;
  }
}

function parseIntent(raw: unknown): CategoryIntent | null {
  const r = record(raw);
  const round = roundOf(r?.round);
  if (!r || round === null) return null;
  if (r.type === 'next') return { type: 'next', round };
  const move = countOf(r.move);
  if (move === null) return null;
  if (r.type === 'said') return { type: 'said', round, move };
  const seatId = seatIdOf(r.seatId);
  if (r.type === 'out' && seatId !== null) return { type: 'out', round, move, seatId };
  return null;
}

export const categoryRoom: RoomGame<
  CategoryState,
  CategoryIntent,
  CategoryShared,
  null,
  CategorySettings
> = {
  game: 'category',
  minSeats: 2,
  defaultSettings: { rounds: 5, turnSeconds: 10 },
  start(setup: RoomGameSetup<CategorySettings>): CategoryState {
    const blank: CategoryState = {
      seed: setup.seed,
      packs: knownPacks(categoryPacks, setup.settings.packs),
      lang: roomLangOf(setup.settings),
      seats: [...setup.seats],
      rounds: Math.min(countOf(setup.settings.rounds) ?? 5, 50),
      turnSeconds: TURN_SECONDS.includes(setup.settings.turnSeconds)
        ? setup.settings.turnSeconds
        : 10,
      round: 0,
      deckPos: 0,
      card: null,
      out: [],
      up: null,
      move: 0,
      winner: null,
      wins: {},
      ended: false,
    };
    return deal(blank, 1);
  },
  parseIntent,
  apply,
  shared: (state) => ({
    seed: state.seed,
    packs: state.packs ?? null,
    ...(state.lang ? { lang: state.lang } : {}),
    deckPos: state.deckPos,
    round: state.round,
    rounds: state.rounds,
    turnSeconds: state.turnSeconds,
    card: state.card,
    up: state.up,
    move: state.move,
    out: state.out,
    winner: state.winner,
    wins: state.wins,
    ended: state.ended,
  }),
  secret: () => null,
  reseat(state, seats) {
    // A phone taking over as host starts from the shared view, which has no seats: the table is
    // the room's seats as it saw them.
    const before = state.seats ?? seats;
    // A player who sits down mid-category plays from the next one.
    const joined = seats.filter((s) => !isSeated(before, s.seatId)).map((s) => s.seatId);
    const out = [...state.out.filter((id) => isSeated(seats, id)), ...joined];
    let up = state.up;
    if (up !== null && !isSeated(seats, up)) up = nextIn(seats, out, up, before);
    // A tap already on its way stays good unless the turn moved.
    const move = up === state.up ? state.move : state.move + 1;
    const next = { ...state, seats: [...seats], out, up, move };
    return settle(next);
  },
};

// The view -----------------------------------------------------------------------------------

/** The turn's clock, started anew on every phone when the turn moves on. */
function TurnClock({ seconds, name }: { seconds: number; name: string }) {
  const t = useT();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <>
      <p
        className={`timer ${left <= 3 ? 'timer-low' : ''}`}
        role="timer"
        aria-label={t('rooms.game.secondsLeft')}
      >
        {left}
      </p>
      <p className={left === 0 ? 'hint' : 'hint until-time-up'}>
        {t('rooms.game.timeUp', { name })}
      </p>
    </>
  );
}

function CategoryView(props: RoomGameViewProps<CategoryIntent, CategoryShared, null>) {
  const { shared: view, me, seats, host } = props;
  const t = useT();
  // The lead-in is in the categories' language, which may not be this page's.
  const deckT = useRoomT(view.lang ?? 'en');
  const { round, move, up } = view;
  const mine = up === me.seatId;
  const dealt = useDealAnimation<HTMLDivElement>(round);
  const upName = up ? nameOf(seats, up) : '';
  const standing = [...seats].sort(
    (a, b) => (view.wins[b.seatId] ?? 0) - (view.wins[a.seatId] ?? 0),
  );
  return (
    <div className="game room-game">
      <p className="status-line">
        {view.rounds > 0
          ? t('rooms.cat.statusOf', { round, rounds: view.rounds })
          : t('rooms.cat.status', { round })}{' '}
        ·{' '}
        {t('rooms.cat.stillIn', {
          in: seats.filter((s) => !view.out.includes(s.seatId)).length,
          seats: seats.length,
        })}
      </p>
      <div className="prompt-card" {...cardSurface('category')}>
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          {view.card ? (
            <div ref={dealt} className="prompt-enter">
              <CardLead type="category">{deckT('game.category.lead')}</CardLead>
              <p className="prompt-text">{view.card.text}</p>
              <p className="prompt-pack">{view.card.packName}</p>
            </div>
          ) : (
            <p className="intro-text">{t('rooms.cat.none')}</p>
          )}
        </div>
      </div>
      <div className="game-actions">
        {up && (
          <div className="turn-panel">
            <p className="turn-who">
              {mine ? t('rooms.cat.yourTurn') : t('rooms.game.theirTurn', { name: upName })}
            </p>
            <TurnClock key={`${round} ${move}`} seconds={view.turnSeconds} name={upName} />
            {(mine || host) && (
              <div className="choice-buttons">
                <button
                  type="button"
                  className="btn btn-large btn-truth"
                  onClick={() => props.send({ type: 'said', round, move })}
                >
                  {t('rooms.cat.said')}
                </button>
                {host && (
                  <button
                    type="button"
                    className="btn btn-large btn-dare"
                    onClick={() => props.send({ type: 'out', round, move, seatId: up })}
                  >
                    {mine ? t('rooms.cat.imOut') : t('rooms.cat.out')}
                  </button>
                )}
              </div>
            )}
            {!mine && !host && <p className="hint small">{t('rooms.cat.outHint')}</p>}
          </div>
        )}
        {view.winner && (
          <p className="winner" role="status">
            {view.winner === me.seatId
              ? t('rooms.cat.youWin')
              : t('rooms.cat.wins', { name: nameOf(seats, view.winner) })}
          </p>
        )}
        {view.ended && <p className="winner">{t('rooms.cat.last')}</p>}
        {host && !view.ended && (
          <button
            type="button"
            className={`btn btn-large btn-block ${view.winner ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => props.send({ type: 'next', round })}
          >
            {view.winner ? t('rooms.cat.next') : t('rooms.cat.skip')}
          </button>
        )}
        <ol className="room-list" aria-label={t('rooms.cat.won')}>
          {standing.map((s) => (
            <li
              key={s.seatId}
              aria-current={s.seatId === up ? 'true' : undefined}
              className={view.out.includes(s.seatId) ? 'room-out' : undefined}
            >
              {t('rooms.cat.wonCount', { name: s.name, count: view.wins[s.seatId] ?? 0 })}
              {view.out.includes(s.seatId) && (
                <span className="visually-hidden"> {t('rooms.game.out')}</span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

export const categoryModule: RoomGameModule<
  CategoryState,
  CategoryIntent,
  CategoryShared,
  null,
  CategorySettings
> = {
  game: categoryRoom,
  View: CategoryView,
  Settings: CategorySettingsPanel,
  // The packs switched on on the game's own page.
  settingsFrom: (choice) => ({
    ...categoryRoom.defaultSettings,
    packs: selectDrawPacks(
      categoryPacks,
      choice.states,
      choice.premium,
      choice.spiceLimit,
    ).packs.map((pack) => pack.id),
  }),
};

const ROUNDS = [3, 5, 10, 0];

function CategorySettingsPanel({ settings, host, onChange }: RoomSettingsProps<CategorySettings>) {
  const t = useT();
  return (
    <>
      <ValueChoice
        legend={t('rooms.cat.categories')}
        name="room-category-rounds"
        options={roundOptions(t, ROUNDS)}
        value={settings.rounds}
        host={host}
        onChange={(rounds) => onChange({ ...settings, rounds })}
      />
      <ValueChoice
        legend={t('rooms.game.seconds')}
        name="room-category-seconds"
        options={secondsOptions(t, TURN_SECONDS)}
        value={settings.turnSeconds}
        host={host}
        onChange={(turnSeconds) => onChange({ ...settings, turnSeconds })}
      />
      <PackChoice
        packs={roomPacks('category', settings.lang ?? 'en', categoryPacks)}
        chosen={settings.packs ?? defaultPackIds(categoryPacks)}
        host={host}
        onChange={(packs) => onChange({ ...settings, packs })}
      />
    </>
  );
}

// eslint-disable-next-line no-restricted-syntax -- the room page loads each game as a lazy chunk and takes its default
export default categoryModule;
