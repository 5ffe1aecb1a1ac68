import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import type { PromptPackSource } from '../../../content/games/types';
import { CardLead, cardSurface, useDealAnimation } from '../../feel';
import {
  acceptsPrompt,
  CARD_SWAP,
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
import { isHost, isSeated, record, roomOrder, roundOf, seatIds } from './room-rules';
import { defaultPackIds, knownPacks, PackChoice, spiceOptions, ValueChoice } from './settings';
import { useT, type Lang } from '../../../lib/i18n';
import { dealtLang, roomLangOf, roomPacks, useRoomT } from './room-lang';
import './room-games.css';

// Never have I ever with every player on their own phone: the same prompt on every phone, each
// player answers "I have" or "I haven't" on their own (secret until the reveal), the reveal shows
// who has and who sips (or, not drinking tonight, their forfeit), and the host deals the next.

export type NhieAnswer = 'have' | 'not';

export interface NhieSettings {
  /** The spice filter, as the one-phone game's (1 mild, 2 cheeky, 3 wild; 3 unless changed). */
  spice: SpiceLimit;
  /** The packs to deal from (ids); the one-phone game's default packs when missing. */
  packs?: string[];
  /** The language of the prompts: the host's page's when the room opened. */
  lang?: Lang;
}

export interface NhiePrompt {
  /** The completion after "Never have I ever", as stored. */
  text: string;
  packName: string;
}

export interface NhieState {
  seed: string;
  spice: SpiceLimit;
  /** The packs dealt from; null: the default packs. */
  packs?: string[] | null;
  /** The prompts' language (missing in a room from before: English). */
  lang?: Lang;
  seats: GameSeat[];
  /** 1 for the first prompt. */
  round: number;
  /** The next position in the game's shuffled deck (prompts never repeat within a game). */
  deckPos: number;
  prompt: NhiePrompt | null;
  /** This round's answers by seat: secret until `revealed`. */
  answers: Record<string, NhieAnswer>;
  revealed: boolean;
  /** How many prompts each seat has said "I have" to, over the revealed rounds. */
  haves: Record<string, number>;
}

export type NhieIntent =
  | { type: 'answer'; round: number; answer: NhieAnswer }
  /** Host: show the answers before everyone has given one. */
  | { type: 'reveal'; round: number }
  /** Host: the next prompt (also skips one before its reveal). */
  | { type: 'next'; round: number };

export interface NhieHave {
  seatId: string;
  name: string;
  /** Not drinking tonight: what they do instead of the sip. */
  forfeit: string | null;
}

export interface NhieShared {
  /** The deck (seed, spice, packs, language, position): a phone taking over deals on from it. */
  seed: string;
  spice: SpiceLimit;
  packs?: string[] | null;
  lang?: Lang;
  deckPos: number;
  seats: GameSeat[];
  round: number;
  prompt: NhiePrompt | null;
  /** Who has answered (not what): the players still thinking show as such. */
  answered: string[];
  revealed: boolean;
  /** After the reveal: who has done it, in seat order. */
  have: NhieHave[];
  /** After the reveal: who has not. */
  haveNot: string[];
  haves: Record<string, number>;
}

export interface NhieSecret {
  answer: NhieAnswer | null;
}

const SPICES: readonly SpiceLimit[] = [1, 2, 3];

/** Which packs a deck is dealt from, as a cache key. */
const deckKey = (spice: SpiceLimit, packs: readonly string[] | null | undefined) =>
  `${spice} ${packs?.join(',') ?? ''}`;
/** The deck's cache key: its packs and its language (Danish once loaded). */
const cacheKey = (spice: SpiceLimit, packs: readonly string[] | null | undefined, lang: Lang) =>
  `${deckKey(spice, packs)} ${dealtLang('never-have-i-ever', lang)}`;

/**
 * The prompts dealt at a spice level from the chosen packs (within the spice filter), or from the
 * one-phone game's default set (free, not 18+) when none is chosen or none is within it.
 */
function deckFor(
  spice: SpiceLimit,
  chosen: readonly string[] | null | undefined,
  lang: Lang,
): { text: string; pack: PromptPackSource }[] {
  const key = cacheKey(spice, chosen, lang);
  const cached = decks.get(key);
  if (cached) return cached;
  const all = roomPacks('never-have-i-ever', lang, neverHaveIEverPacks);
  const picked = chosen ? all.filter((p) => chosen.includes(p.id) && p.spice <= spice) : [];
  const packs = picked.length > 0 ? picked : selectDrawPacks(all, new Map(), false, spice).packs;
  const seen = new Set<string>();
  const deck: { text: string; pack: PromptPackSource }[] = [];
  for (const pack of packs) {
    for (const text of pack.lists[0] ?? []) {
      if (seen.has(text)) continue;
      seen.add(text);
      deck.push({ text, pack });
    }
  }
  decks.set(key, deck);
  return deck;
}
const decks = new Map<string, { text: string; pack: PromptPackSource }[]>();

function flagsOf(seats: readonly GameSeat[]): PlayerFlagMap {
  return Object.fromEntries(seats.map((s) => [s.name, { sober: s.sober, taken: s.taken }]));
}

/**
 * The prompt at `pos` in the game's deck, or the first after it that suits the table (the
 * player flags' rule, as the one-phone deal applies it). The deck is one seeded shuffle per pass,
 * so no prompt comes back until every other one has been dealt.
 */
export function dealAt(
  seed: string,
  spice: SpiceLimit,
  seats: readonly GameSeat[],
  pos: number,
  packs?: readonly string[] | null,
  lang: Lang = 'en',
): { prompt: NhiePrompt; next: number } | null {
  const deck = deckFor(spice, packs, lang);
  if (deck.length === 0) return null;
  const players = seats.map((s) => s.name);
  const flags = flagsOf(seats);
  for (let p = pos; p < pos + deck.length; p++) {
    const pass = Math.floor(p / deck.length);
    const order = orderFor(seed, deckKey(spice, packs), pass, deck.length, lang);
    const card = deck[order[p % deck.length] as number];
    if (!card) continue;
    const input = {
      text: card.text,
      tags: promptTags(card.text, card.pack),
      player: null,
      players,
      flags,
      actor: false,
      tableSips: true,
    };
    if (acceptsPrompt(input)) {
      return { prompt: { text: card.text, packName: card.pack.name }, next: p + 1 };
    }
  }
  return null;
}

// The shuffle of the last pass asked for, so dealing a round costs no second shuffle.
let lastOrder: { key: string; order: number[] } | null = null;
function orderFor(seed: string, deck: string, pass: number, n: number, lang: Lang): number[] {
  const key = `${seed} ${deck} ${pass} ${lang} ${n}`;
  if (lastOrder?.key !== key) {
    // The default packs keep the order they always had: `deck` is then just the spice level.
    const label = `never-have-i-ever deck ${deck.trimEnd()} ${pass}`;
    lastOrder = { key, order: roomOrder(n, seed, label) };
  }
  return lastOrder.order;
}

function dealRound(state: NhieState, round: number, pos: number): NhieState {
  const dealt = dealAt(state.seed, state.spice, state.seats, pos, state.packs, state.lang);
  return {
    ...state,
    round,
    deckPos: dealt?.next ?? pos,
    prompt: dealt?.prompt ?? null,
    answers: {},
    revealed: false,
  };
}

/** Reveals once every seated player has answered. */
function revealIfAll(state: NhieState): NhieState {
  if (state.revealed || state.seats.length === 0) return state;
  return state.seats.every((s) => state.answers[s.seatId]) ? reveal(state) : state;
}

function reveal(state: NhieState): NhieState {
  const haves = { ...state.haves };
  for (const [seatId, answer] of Object.entries(state.answers)) {
    if (answer === 'have') haves[seatId] = (haves[seatId] ?? 0) + 1;
  }
  return { ...state, revealed: true, haves };
}

function apply(
  state: NhieState,
  from: string,
  intent: NhieIntent,
  context: RoomGameContext,
): NhieState {
  if (intent.round !== state.round || !isSeated(state.seats, from)) return state;
  switch (intent.type) {
    case 'answer':
      if (state.revealed || state.answers[from] || !state.prompt) return state;
      return revealIfAll({ ...state, answers: { ...state.answers, [from]: intent.answer } });
    case 'reveal':
      return isHost(from, context) && !state.revealed && state.prompt ? reveal(state) : state;
    case 'next':
      return isHost(from, context) ? dealRound(state, state.round + 1, state.deckPos) : state;
  }
}

function parseIntent(raw: unknown): NhieIntent | null {
  const r = record(raw);
  const round = roundOf(r?.round);
  if (!r || round === null) return null;
  if (r.type === 'answer') {
    return r.answer === 'have' || r.answer === 'not'
      ? { type: 'answer', round, answer: r.answer }
      : null;
  }
  if (r.type === 'reveal' || r.type === 'next') return { type: r.type, round };
  return null;
}

function shared(state: NhieState): NhieShared {
  const inSeats = state.seats.filter((s) => state.answers[s.seatId]);
  return {
    seed: state.seed,
    spice: state.spice,
    ...(state.packs !== undefined ? { packs: state.packs } : {}),
    ...(state.lang ? { lang: state.lang } : {}),
    deckPos: state.deckPos,
    seats: state.seats,
    round: state.round,
    prompt: state.prompt,
    answered: seatIds(inSeats),
    revealed: state.revealed,
    have: state.revealed
      ? inSeats
          .filter((s) => state.answers[s.seatId] === 'have')
          .map((s) => ({
            seatId: s.seatId,
            name: s.name,
            forfeit: s.sober
              ? forfeitFor(s.name, `${state.seed} ${state.round}`, state.lang ?? 'en')
              : null,
          }))
      : [],
    haveNot: state.revealed
      ? seatIds(inSeats.filter((s) => state.answers[s.seatId] === 'not'))
      : [],
    haves: state.haves,
  };
}

export const neverHaveIEverRoom: RoomGame<
  NhieState,
  NhieIntent,
  NhieShared,
  NhieSecret,
  NhieSettings
> = {
  game: 'never-have-i-ever',
  minSeats: 2,
  defaultSettings: { spice: 3 },
  start(setup: RoomGameSetup<NhieSettings>): NhieState {
    const spice = SPICES.includes(setup.settings.spice) ? setup.settings.spice : 3;
    const blank: NhieState = {
      seed: setup.seed,
      spice,
      packs: knownPacks(neverHaveIEverPacks, setup.settings.packs),
      lang: roomLangOf(setup.settings),
      seats: [...setup.seats],
      round: 0,
      deckPos: 0,
      prompt: null,
      answers: {},
      revealed: false,
      haves: {},
    };
    return dealRound(blank, 1, 0);
  },
  parseIntent,
  apply,
  shared,
  secret: (state, seatId) =>
    isSeated(state.seats, seatId) ? { answer: state.answers[seatId] ?? null } : null,
  reseat(last, seats) {
    const state = fromShared(last);
    const ids = new Set(seatIds(seats));
    // Before the reveal a player who left takes their answer with them; after it, the reveal stays.
    const answers = state.revealed
      ? state.answers
      : Object.fromEntries(Object.entries(state.answers).filter(([id]) => ids.has(id)));
    return revealIfAll({ ...state, seats: [...seats], answers });
  },
};

/**
 * A state as the host keeps it, from itself or from the shared view a phone taking over last saw:
 * the deck deals on from there. The answers were secret: after the reveal they are what the reveal
 * showed; before it, the players answer again.
 */
function fromShared(view: NhieState | NhieShared): NhieState {
  if ('answers' in view) return view;
  const answers: Record<string, NhieAnswer> = {};
  if (view.revealed) {
    for (const h of view.have) answers[h.seatId] = 'have';
    for (const id of view.haveNot) answers[id] = 'not';
  }
  return {
    seed: view.seed,
    spice: view.spice,
    ...(view.packs !== undefined ? { packs: view.packs } : {}),
    ...(view.lang ? { lang: view.lang } : {}),
    seats: view.seats,
    round: view.round,
    deckPos: view.deckPos,
    prompt: view.prompt,
    answers,
    revealed: view.revealed,
    haves: view.haves,
  };
}

// The view -----------------------------------------------------------------------------------

function NhieView(props: RoomGameViewProps<NhieIntent, NhieShared, NhieSecret>) {
  const { shared: view, secret, me, seats, host } = props;
  const t = useT();
  // The lead-in is in the prompts' language, which may not be this page's.
  const deckT = useRoomT(view.lang ?? 'en');
  const send = (intent: NhieIntent) => props.send(intent);
  const { round, prompt } = view;
  const mine = secret?.answer ?? null;
  // A new prompt drops in as the one-phone game's does (a new round, even the same words).
  const dealt = useDealAnimation<HTMLDivElement>(round);
  const waitingFor = seats.filter((s) => !view.answered.includes(s.seatId));
  const nameOf = (id: string) =>
    seats.find((s) => s.seatId === id)?.name ?? t('rooms.game.playerLeft');
  return (
    <div className="game room-game">
      <div className="prompt-card" {...cardSurface('never')}>
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          {prompt ? (
            <div ref={dealt} className="prompt-enter">
              <CardLead type="never">{deckT('game.neverHaveIEver.lead')}</CardLead>
              <p className="prompt-text">{prompt.text}.</p>
              <p className="prompt-pack">{prompt.packName}</p>
            </div>
          ) : (
            <p className="intro-text">{t('rooms.nhie.allPlayed')}</p>
          )}
        </div>
      </div>
      <div className="game-actions">
        {prompt && !view.revealed && mine === null && (
          <div className="choice-buttons">
            <button
              type="button"
              className="btn btn-large btn-truth"
              onClick={() => send({ type: 'answer', round, answer: 'have' })}
            >
              {t('rooms.nhie.have')}
            </button>
            <button
              type="button"
              className="btn btn-large btn-dare"
              onClick={() => send({ type: 'answer', round, answer: 'not' })}
            >
              {t('rooms.nhie.not')}
            </button>
          </div>
        )}
        {!view.revealed && mine !== null && (
          <p className="winner" role="status">
            {t('rooms.nhie.youSaid', {
              answer: mine === 'have' ? t('rooms.nhie.have') : t('rooms.nhie.not'),
            })}
          </p>
        )}
        {!view.revealed && prompt && (
          <p className="counter" role="status">
            {waitingFor.length === 0
              ? t('rooms.nhie.allAnswered')
              : t('rooms.game.waitingFor', { names: waitingFor.map((s) => s.name).join(', ') })}
          </p>
        )}
        {view.revealed && (
          <section className="answer-group" aria-live="polite">
            {view.have.length === 0 ? (
              <p className="prompt-lead">{t('rooms.nhie.nobody')}</p>
            ) : (
              <>
                <p className="prompt-lead">{t('rooms.nhie.whoHas')}</p>
                <ul className="room-list">
                  {view.have.map((h) => (
                    <li key={h.seatId}>
                      {h.forfeit ? (
                        forfeitLine({ player: h.name, text: h.forfeit }, CARD_SWAP)
                      ) : (
                        <>
                          <b>{h.name}</b> {t('rooms.nhie.takesSip')}
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {view.haveNot.length > 0 && (
              <p className="hint small">
                {t('rooms.nhie.hasNot', { names: view.haveNot.map(nameOf).join(', ') })}
              </p>
            )}
          </section>
        )}
        {host && !view.revealed && prompt && waitingFor.length > 0 && (
          <button
            type="button"
            className="btn btn-large btn-block"
            onClick={() => send({ type: 'reveal', round })}
          >
            {t('rooms.nhie.showNow')}
          </button>
        )}
        {host && (view.revealed || !prompt) && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => send({ type: 'next', round })}
          >
            {t('rooms.game.next')}
          </button>
        )}
        {host && !view.revealed && prompt && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => send({ type: 'next', round })}
          >
            {t('rooms.nhie.skip')}
          </button>
        )}
        {!host && view.revealed && <p className="hint small">{t('rooms.game.hostNextPrompt')}</p>}
        <p className="counter">
          {t('rooms.nhie.counter', {
            round,
            times: t('rooms.nhie.times', { count: view.haves[me.seatId] ?? 0 }),
          })}
        </p>
      </div>
    </div>
  );
}

export const neverHaveIEverModule: RoomGameModule<
  NhieState,
  NhieIntent,
  NhieShared,
  NhieSecret,
  NhieSettings
> = {
  game: neverHaveIEverRoom,
  View: NhieView,
  Settings: NhieSettingsPanel,
  // The packs switched on on the game's own page, and its spice filter.
  settingsFrom: (choice) => ({
    spice: choice.spiceLimit,
    packs: selectDrawPacks(
      neverHaveIEverPacks,
      choice.states,
      choice.premium,
      choice.spiceLimit,
    ).packs.map((pack) => pack.id),
  }),
};

function NhieSettingsPanel({ settings, host, onChange }: RoomSettingsProps<NhieSettings>) {
  const t = useT();
  return (
    <>
      <ValueChoice
        legend={t('rooms.game.spice')}
        name="room-nhie-spice"
        options={spiceOptions(t)}
        value={settings.spice}
        host={host}
        onChange={(spice) => onChange({ ...settings, spice })}
      />
      <PackChoice
        packs={roomPacks('never-have-i-ever', settings.lang ?? 'en', neverHaveIEverPacks)}
        chosen={settings.packs ?? defaultPackIds(neverHaveIEverPacks)}
        host={host}
        onChange={(packs) => onChange({ ...settings, packs })}
      />
    </>
  );
}

// eslint-disable-next-line no-restricted-syntax -- the room page loads each game as a lazy chunk and takes its default
export default neverHaveIEverModule;
