import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import type { PromptPackSource } from '../../../content/games/types';
import { CardLead, cardSurface, useDealAnimation } from '../../feel';
import {
  castPrompt,
  fillSlot,
  forfeitFor,
  forfeitLine,
  promptTags,
  selectDrawPacks,
  type PlayerFlagMap,
  type SpiceLimit,
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
  isHost,
  isSeated,
  nameOf,
  record,
  roomOrder,
  roomStream,
  roundOf,
  seatIds,
} from './room-rules';
import {
  defaultPackIds,
  knownPacks,
  PackChoice,
  spiceOptions,
  ValueChoice,
  type Translate,
} from './settings';
import { useT, type Lang } from '../../../lib/i18n';
import { dealtLang, roomLangOf, roomPacks, useRoomT } from './room-lang';
import './room-games.css';

// Truth or dare with every player on their own phone: the player on turn picks truth or dare on
// their own phone, every phone shows the card, and the player on turn does it, uses their one free
// pass, or takes the forfeit instead (a sip, or for a player not drinking tonight a forfeit). The
// deal is the one-phone game's: the packs chosen within the spice filter, the player flags' rule
// (a taken player is never paired with someone else), a drink dare for a player not drinking
// tonight shows a forfeit instead. The whole state is what every phone sees, so any phone can take
// over as host.

export type TodChoice = 'truth' | 'dare';
export type TodOutcome = 'done' | 'passed' | 'forfeit';

export interface TodSettings {
  spice: SpiceLimit;
  /** The packs to deal from (ids); the one-phone game's default packs when missing. */
  packs?: string[];
  /** The language of the cards: the host's page's when the room opened. */
  lang?: Lang;
}

export interface TodCard {
  choice: TodChoice;
  /** With the players' names filled in. */
  text: string;
  packName: string;
  /** A drink on the card for the player on turn, who is not drinking tonight: this instead. */
  forfeit: string | null;
}

export interface TodState {
  seed: string;
  spice: SpiceLimit;
  packs: string[] | null;
  /** The cards' language (missing in a room from before: English). */
  lang?: Lang;
  seats: GameSeat[];
  /** 1 for the first turn: every intent names the turn it answers. */
  turn: number;
  /** The seat on turn; null with nobody seated. */
  up: string | null;
  phase: 'choosing' | 'card' | 'after';
  card: TodCard | null;
  outcome: TodOutcome | null;
  /** After a forfeit: what the player on turn does instead of the card. */
  penalty: string | null;
  /** The next position in each list's seeded deck (truths, dares). */
  pos: [number, number];
  /** Seats that have used their free pass this game. */
  passed: string[];
  /** Cards each seat did. */
  done: Record<string, number>;
}

export type TodShared = TodState;

export type TodIntent =
  /** The player on turn (or the host for them) picks truth or dare. */
  | { type: 'choose'; turn: number; choice: TodChoice }
  /** The player on turn (or the host) did the card, passed (once a game, free) or took the forfeit. */
  | { type: 'done' | 'pass' | 'forfeit'; turn: number }
  /** The player on turn or the host: the next player's turn (the host may also skip a turn). */
  | { type: 'next'; turn: number };

const SPICES: readonly SpiceLimit[] = [1, 2, 3];
const LISTS: Record<TodChoice, 0 | 1> = { truth: 0, dare: 1 };
/** What a player who drinks does when they take the forfeit. */
export const SIP = 'take a sip';

type Card = { text: string; pack: PromptPackSource };
const decks = new Map<string, Card[]>();

function deckKey(spice: SpiceLimit, packs: readonly string[] | null, list: 0 | 1) {
  return `${spice} ${packs?.join(',') ?? ''} ${list}`;
}

/** One list of the chosen packs within the spice level, else of the default packs. */
function deckFor(
  spice: SpiceLimit,
  chosen: readonly string[] | null,
  list: 0 | 1,
  lang: Lang,
): Card[] {
  const all = roomPacks('truth-or-dare', lang, truthOrDarePacks);
  const key = `${deckKey(spice, chosen, list)} ${dealtLang('truth-or-dare', lang)}`;
  const cached = decks.get(key);
  if (cached) return cached;
  const picked = chosen ? all.filter((p) => chosen.includes(p.id) && p.spice <= spice) : [];
  const packs = picked.length > 0 ? picked : selectDrawPacks(all, new Map(), false, spice).packs;
  const seen = new Set<string>();
  const deck: Card[] = [];
  for (const pack of packs) {
    for (const text of pack.lists[list] ?? []) {
      if (!seen.has(text)) deck.push({ text, pack });
      seen.add(text);
    }
  }
  decks.set(key, deck);
  return deck;
}

function flagsOf(seats: readonly GameSeat[]): PlayerFlagMap {
  return Object.fromEntries(seats.map((s) => [s.name, { sober: s.sober, taken: s.taken }]));
}

/**
 * The card at `pos` of the chosen list's seeded deck, or the first after it that suits the player
 * on turn and the table (the one-phone deal's rule), with its names filled in.
 */
export function dealCard(
  state: TodState,
  choice: TodChoice,
): { card: TodCard; next: number } | null {
  const list = LISTS[choice];
  const lang = state.lang ?? 'en';
  const deck = deckFor(state.spice, state.packs, list, lang);
  const up = state.seats.find((s) => s.seatId === state.up);
  if (deck.length === 0 || !up) return null;
  const players = state.seats.map((s) => s.name);
  const flags = flagsOf(state.seats);
  const start = state.pos[list];
  for (let p = start; p < start + deck.length; p++) {
    const pass = Math.floor(p / deck.length);
    const order = roomOrder(
      deck.length,
      state.seed,
      `truth-or-dare ${deckKey(state.spice, state.packs, list)} ${pass}`,
    );
    const drawn = deck[order[p % deck.length] as number];
    if (!drawn) continue;
    const cast = castPrompt(
      {
        text: drawn.text,
        tags: promptTags(drawn.text, drawn.pack),
        player: up.name,
        players,
        flags,
        actor: true,
        lang,
      },
      roomStream(state.seed, `truth-or-dare cast ${state.turn}`),
    );
    if (!cast) continue;
    return {
      card: {
        choice,
        text: fillSlot(drawn.text, cast.named, cast.named2, lang),
        packName: drawn.pack.name,
        forfeit: cast.forfeit?.text ?? null,
      },
      next: p + 1,
    };
  }
  return null;
}

/** The seat after `from` round the table (`circle` may still hold `from` after it left). */
function nextSeat(
  seats: readonly GameSeat[],
  from: string | null,
  circle: readonly GameSeat[] = seats,
): string | null {
  const ids = seatIds(circle);
  const at = from === null ? -1 : ids.indexOf(from);
  for (let step = 1; step <= ids.length; step++) {
    const id = ids[(at + step) % ids.length] as string;
    if (isSeated(seats, id)) return id;
  }
  return seats[0]?.seatId ?? null;
}

function turnOf(state: TodState, up: string | null, turn: number): TodState {
  return { ...state, turn, up, phase: 'choosing', card: null, outcome: null, penalty: null };
}

/** What the player on turn does when they take the forfeit: a sip, or not drinking a forfeit. */
export function penaltyFor(state: TodState): string | null {
  const up = state.seats.find((s) => s.seatId === state.up);
  if (!up) return null;
  return up.sober
    ? forfeitFor(up.name, `${state.seed} truth-or-dare ${state.turn}`, state.lang ?? 'en')
    : SIP;
}

function apply(
  state: TodState,
  from: string,
  intent: TodIntent,
  context: RoomGameContext,
): TodState {
  if (intent.turn !== state.turn || !isSeated(state.seats, from) || state.up === null) {
    return state;
  }
  const host = isHost(from, context);
  const onTurn = from === state.up;
  if (!onTurn && !host) return state;
  switch (intent.type) {
    case 'choose': {
      if (state.phase !== 'choosing') return state;
      const dealt = dealCard(state, intent.choice);
      if (!dealt) return state;
      const pos: [number, number] = [...state.pos];
      pos[LISTS[intent.choice]] = dealt.next;
      return { ...state, phase: 'card', card: dealt.card, pos };
    }
    case 'done':
      return state.phase === 'card' ? { ...state, phase: 'after', outcome: 'done' } : state;
    case 'pass': {
      // Free, once a game, and only the player on turn decides to use it.
      if (state.phase !== 'card' || !onTurn || state.passed.includes(state.up)) return state;
      return {
        ...state,
        phase: 'after',
        outcome: 'passed',
        passed: [...state.passed, state.up],
      };
    }
    case 'forfeit':
      if (state.phase !== 'card' || !onTurn) return state;
      return { ...state, phase: 'after', outcome: 'forfeit', penalty: penaltyFor(state) };
    case 'next': {
      // The player on turn moves on once they are through; the host may skip a turn at any time.
      if (state.phase !== 'after' && !host) return state;
      const done =
        state.outcome === 'done'
          ? { ...state.done, [state.up]: (state.done[state.up] ?? 0) + 1 }
          : state.done;
      return turnOf({ ...state, done }, nextSeat(state.seats, state.up), state.turn + 1);
    }
  }
}

function parseIntent(raw: unknown): TodIntent | null {
  const r = record(raw);
  const turn = roundOf(r?.turn);
  if (!r || turn === null) return null;
  if (r.type === 'choose') {
    return r.choice === 'truth' || r.choice === 'dare'
      ? { type: 'choose', turn, choice: r.choice }
      : null;
  }
  if (r.type === 'done' || r.type === 'pass' || r.type === 'forfeit' || r.type === 'next') {
    return { type: r.type, turn };
  }
  return null;
}

export const truthOrDareRoom: RoomGame<TodState, TodIntent, TodShared, null, TodSettings> = {
  game: 'truth-or-dare',
  minSeats: 2,
  defaultSettings: { spice: 3 },
  start(setup: RoomGameSetup<TodSettings>): TodState {
    return {
      seed: setup.seed,
      spice: SPICES.includes(setup.settings.spice) ? setup.settings.spice : 3,
      packs: knownPacks(truthOrDarePacks, setup.settings.packs),
      lang: roomLangOf(setup.settings),
      seats: [...setup.seats],
      turn: 1,
      up: setup.seats[0]?.seatId ?? null,
      phase: 'choosing',
      card: null,
      outcome: null,
      penalty: null,
      pos: [0, 0],
      passed: [],
      done: {},
    };
  },
  parseIntent,
  apply,
  shared: (state) => state,
  secret: () => null,
  reseat(state, seats) {
    const next = { ...state, seats: [...seats] };
    if (state.up !== null && isSeated(seats, state.up)) {
      // The player on turn is still here; their flags may have changed the forfeit.
      return next;
    }
    // The player on turn left: the next one round the table starts a new turn.
    if (seats.length === 0) return turnOf(next, null, state.turn + 1);
    return turnOf(next, nextSeat(seats, state.up, state.seats), state.turn + 1);
  },
};

// The view -----------------------------------------------------------------------------------

/** What the player on turn did, said to them (`mine`) or to the others. */
function outcomeLine(t: Translate, view: TodShared, name: string, mine: boolean): string {
  switch (view.outcome) {
    case 'done':
      return mine ? t('rooms.tod.youDid') : t('rooms.tod.did', { name });
    case 'passed':
      return mine ? t('rooms.tod.youPassed') : t('rooms.tod.passed', { name });
    case 'forfeit':
      if (view.penalty === SIP || view.penalty === null) {
        return mine ? t('rooms.tod.youSip') : t('rooms.tod.sip', { name });
      }
      return forfeitLine({ player: name, text: view.penalty });
    default:
      return '';
  }
}

function TruthOrDareView(props: RoomGameViewProps<TodIntent, TodShared, null>) {
  const { shared: view, me, seats, host } = props;
  const t = useT();
  // The card's lead-in is in the cards' language, which may not be this page's.
  const deckT = useRoomT(view.lang ?? 'en');
  const { turn, up, card } = view;
  const mine = up === me.seatId;
  const upName = up ? nameOf(seats, up) : '';
  const upSeat = seats.find((s) => s.seatId === up);
  const send = (intent: TodIntent) => props.send(intent);
  const dealt = useDealAnimation<HTMLDivElement>(`${turn} ${card?.text ?? ''}`);
  const freePass = up !== null && !view.passed.includes(up);
  return (
    <div className="game room-game">
      <p className="status-line">
        {t('rooms.tod.turn', { turn })} ·{' '}
        {mine ? t('rooms.game.yourTurn') : t('rooms.game.theirTurn', { name: upName })}
      </p>
      <div className="prompt-card" {...cardSurface(card?.choice ?? 'truth')}>
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          {card ? (
            <div ref={dealt} className="prompt-enter">
              <CardLead type={card.choice}>
                {card.choice === 'truth'
                  ? mine
                    ? deckT('rooms.tod.truthForYou')
                    : deckT('rooms.tod.truthFor', { name: upName })
                  : mine
                    ? deckT('rooms.tod.dareForYou')
                    : deckT('rooms.tod.dareFor', { name: upName })}
              </CardLead>
              <p className="prompt-text">{card.text}</p>
              <p className="prompt-pack">{card.packName}</p>
              {card.forfeit && (
                <p className="prompt-forfeit">
                  {forfeitLine({ player: upName, text: card.forfeit }, 'the drink')}
                </p>
              )}
            </div>
          ) : (
            <div className="choice">
              <p className="prompt-player">{mine ? t('rooms.game.yourTurn') : upName}</p>
              <p className="prompt-text">{t('rooms.tod.question')}</p>
              {upSeat?.sober && (
                <p className="hint small">{t('rooms.tod.soberHint', { name: upName })}</p>
              )}
            </div>
          )}
        </div>
      </div>
      <div className="game-actions">
        {view.phase === 'choosing' && (mine || host) && up && (
          <div className="choice-buttons">
            <button
              type="button"
              className="btn btn-large btn-truth"
              onClick={() => send({ type: 'choose', turn, choice: 'truth' })}
            >
              {t('game.truthOrDare.truth')}
            </button>
            <button
              type="button"
              className="btn btn-large btn-dare"
              onClick={() => send({ type: 'choose', turn, choice: 'dare' })}
            >
              {t('game.truthOrDare.dare')}
            </button>
          </div>
        )}
        {view.phase === 'choosing' && !mine && !host && up && (
          <p className="hint" role="status">
            {t('rooms.tod.choosing', { name: upName })}
          </p>
        )}
        {view.phase === 'card' && (mine || host) && (
          <div className="room-tod-actions">
            <button
              type="button"
              className="btn btn-primary btn-large btn-block"
              onClick={() => send({ type: 'done', turn })}
            >
              {mine ? t('rooms.tod.doneIt') : t('rooms.tod.theyDid', { name: upName })}
            </button>
            {mine && freePass && (
              <button
                type="button"
                className="btn btn-large btn-block"
                onClick={() => send({ type: 'pass', turn })}
              >
                {t('rooms.tod.pass')}
              </button>
            )}
            {mine && (
              <button
                type="button"
                className="btn btn-large btn-block"
                onClick={() => send({ type: 'forfeit', turn })}
              >
                {upSeat?.sober ? t('rooms.tod.forfeit') : t('rooms.tod.forfeitSip')}
              </button>
            )}
          </div>
        )}
        {view.phase === 'card' && !mine && !host && (
          <p className="hint" role="status">
            {t('rooms.tod.cardWait', { name: upName })}
          </p>
        )}
        {view.phase === 'after' && (
          <p className="winner" role="status">
            {outcomeLine(t, view, upName, mine)}
          </p>
        )}
        {view.phase === 'after' && (mine || host) && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => send({ type: 'next', turn })}
          >
            {t('rooms.tod.next', { name: nameOf(seats, nextSeat(seats, up) ?? '') })}
          </button>
        )}
        {host && view.phase !== 'after' && up && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => send({ type: 'next', turn })}
          >
            {mine ? t('rooms.tod.skipMine') : t('rooms.tod.skip', { name: upName })}
          </button>
        )}
        <ol className="room-list" aria-label={t('rooms.tod.cardsDone')}>
          {seats.map((s) => (
            <li key={s.seatId} aria-current={s.seatId === up ? 'true' : undefined}>
              {t(
                view.passed.includes(s.seatId) ? 'rooms.tod.doneCountPass' : 'rooms.tod.doneCount',
                {
                  name: s.name,
                  count: view.done[s.seatId] ?? 0,
                },
              )}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function TodSettingsPanel({ settings, host, onChange }: RoomSettingsProps<TodSettings>) {
  const t = useT();
  return (
    <>
      <ValueChoice
        legend={t('rooms.game.spice')}
        name="room-tod-spice"
        options={spiceOptions(t)}
        value={settings.spice}
        host={host}
        onChange={(spice) => onChange({ ...settings, spice })}
      />
      <PackChoice
        packs={roomPacks('truth-or-dare', settings.lang ?? 'en', truthOrDarePacks)}
        chosen={settings.packs ?? defaultPackIds(truthOrDarePacks)}
        host={host}
        onChange={(packs) => onChange({ ...settings, packs })}
      />
    </>
  );
}

export const truthOrDareModule: RoomGameModule<TodState, TodIntent, TodShared, null, TodSettings> =
  {
    game: truthOrDareRoom,
    View: TruthOrDareView,
    Settings: TodSettingsPanel,
    // The packs switched on on the game's own page, and its spice filter.
    settingsFrom: (choice) => ({
      spice: choice.spiceLimit,
      packs: selectDrawPacks(
        truthOrDarePacks,
        choice.states,
        choice.premium,
        choice.spiceLimit,
      ).packs.map((pack) => pack.id),
    }),
  };

// eslint-disable-next-line no-restricted-syntax -- the room page loads each game as a lazy chunk and takes its default
export default truthOrDareModule;
