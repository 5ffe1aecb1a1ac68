// Party stream's rules, pure: the deck the shared draw deals from, which cards suit the table,
// who a card names, the forfeits of players not drinking, the rules in play and when each runs
// out, when the game ends and what the recap says. The page and the tests both use these.

import {
  PARTY_CARD_TYPES,
  type PartyCard,
  type PartyCardType,
  type PartyStreamPack,
  type RuleLength,
} from '../../../content/games/party-stream';
import { currentLang, t, type Lang } from '../../../lib/i18n';
import { cryptoWords, type RandomWords } from '../../../lib/random';
import { createPool, drawPrompt, type DrawPool, type Drawn, type PromptMemory } from '../core/draw';
import { selectDrawPacks, type PackStates, type SpiceLimit } from '../core/packs';
import { addedPackId, type OwnPack } from '../core/own-packs';
import { playersProblem } from '../core/player-count';
import { forfeitText, type PlayerFlagMap } from '../core/player-flags';
import { buildRecap, type Recap } from '../core/recap';
import { GAME_DEFINITIONS } from '../definitions';
import { countNamed, fillNames, pickSecond, playerOnTurn } from '../squiffy/rules';
import type { ActiveRule, PartySession, PartyShown } from './session';

export { fillNames, playerOnTurn };

export const MIN_PLAYERS = GAME_DEFINITIONS['party-stream'].minPlayers;
/** The game lengths offered, in rounds (a round is one card for each player); null: no limit. */
export const ROUND_CHOICES: readonly (number | null)[] = [3, 5, 10, null];
export const DEFAULT_ROUNDS = 5;
/** At most this many rules at once: a third rule card waits until one is over. */
export const MAX_RULES = 2;

const PLAYER = '{player}';
const PLAYER2 = '{player2}';

export type PlayerCheck = { ok: true } | { ok: false; message: string };

export function checkPlayers(players: readonly string[]): PlayerCheck {
  const message = playersProblem('party-stream', players.length);
  return message === null ? { ok: true } : { ok: false, message };
}

export interface DeckPack {
  id: string;
  name: string;
  explicit: boolean;
  cards: readonly PartyCard[];
  /** The language a player's own pack is written in; its cards' lead-ins follow it. */
  lang?: Lang;
}

export interface PartyDeck {
  pool: DrawPool;
  packs: ReadonlyMap<string, DeckPack>;
  fallback: 'spice' | 'none-usable' | null;
}

/**
 * The packs switched on in the shared picker, within the spice filter (18+ packs are off until
 * the table turns one on, which asks its age first), as the shared draw's pool.
 */
export function buildDeck(
  packs: readonly PartyStreamPack[],
  states: PackStates,
  premium: boolean,
  spiceLimit: SpiceLimit,
): PartyDeck {
  const { packs: chosen, fallback } = selectDrawPacks(packs, states, premium, spiceLimit);
  return {
    pool: createPool(
      chosen.map((p) => ({ id: p.id, name: p.name, prompts: p.cards.map((c) => c.text) })),
    ),
    packs: new Map(chosen.map((p) => [p.id, p])),
    fallback,
  };
}

/**
 * A Party stream pack from the editor (yours or one you liked): its prompts as task cards, in the
 * language it is written in (`lang`, absent: English), which its cards' lead-ins follow.
 */
export type OwnPartyPack = PartyStreamPack & { optIn: true; lang: Lang };

/**
 * A pack made for Party stream in the editor, as Party stream (and Mix) deal it: each prompt a
 * task card for the player on turn (`{player}`, `{player2}` as written), off until the table adds
 * it, under its pack-state id (`own:…`, `liked:…`).
 */
export function ownPartyPack(pack: OwnPack): OwnPartyPack {
  const count = pack.prompts.length;
  return {
    id: addedPackId(pack),
    name: pack.name,
    description:
      pack.description ||
      t(pack.liked ? 'game.ownPack.likedCards' : 'game.ownPack.yoursCards', { count }),
    explicit: pack.explicit,
    premium: false,
    spice: pack.explicit ? 3 : 1,
    cards: pack.prompts.map((text) => ({ type: 'task', text, tags: [] })),
    optIn: true,
    lang: pack.lang ?? 'en',
  };
}

/** The players at the table and what the app knows about them (not drinking, taken). */
export interface PartyTable {
  players: readonly string[];
  flags: PlayerFlagMap;
}

/** Whether the player on turn takes part in the card themselves (a task or a duel names them). */
function onTurnPlays(card: Pick<PartyCard, 'type' | 'text'>): boolean {
  return (card.type === 'task' || card.type === 'duel') && card.text.includes(PLAYER);
}

/** Who may be the second name: never the player on turn, never a taken player on a flirty card. */
export function secondCandidates(
  card: Pick<PartyCard, 'tags'>,
  table: PartyTable,
  first: string | null,
): string[] {
  const flirty = card.tags.includes('flirty');
  return table.players.filter((name) => name !== first && !(flirty && table.flags[name]?.taken));
}

/**
 * Whether a card suits this turn: a `{player2}` card needs a second player (so never with one
 * name), a flirty task or duel is turned down on a taken player's turn, and a new rule waits
 * while `MAX_RULES` are in play.
 */
export function acceptsCard(
  card: Pick<PartyCard, 'type' | 'text' | 'tags'>,
  table: PartyTable,
  turn: number,
  rulesInPlay: number,
): boolean {
  if (card.type === 'rule' && rulesInPlay >= MAX_RULES) return false;
  const first = playerOnTurn(table.players, turn);
  if (card.text.includes(PLAYER2) && secondCandidates(card, table, first).length === 0)
    return false;
  if (
    card.tags.includes('flirty') &&
    first !== null &&
    table.flags[first]?.taken &&
    onTurnPlays(card)
  )
    return false;
  return true;
}

/**
 * Who sips on a drink card: the players a task or duel names; on a vote, a mini-game, a rule or
 * an everyone card, anyone at the table may.
 */
export function drinkers(
  card: Pick<PartyShown, 'type' | 'text' | 'player' | 'player2'>,
  players: readonly string[],
): string[] {
  if (card.type !== 'task' && card.type !== 'duel') return [...players];
  const named: string[] = [];
  if (card.player && card.text.includes(PLAYER)) named.push(card.player);
  if (card.player2 && card.text.includes(PLAYER2)) named.push(card.player2);
  return named;
}

/** How many cards a rule lasts at this table: "until {player}'s next turn" is one per player. */
export function ruleCards(lasts: RuleLength | undefined, players: number): number {
  if (lasts === 'round') return Math.max(2, players);
  return Math.max(1, lasts ?? 1);
}

/** The card a draw picked, with the names and forfeits of this turn; null when not in the deck. */
export function dealCard(
  deck: PartyDeck,
  drawn: Drawn,
  table: PartyTable,
  turn: number,
  named: Readonly<Record<string, number>>,
  words: RandomWords = cryptoWords,
): { shown: PartyShown; card: PartyCard } | null {
  const pack = deck.packs.get(drawn.packId);
  const card = pack?.cards[drawn.index];
  if (!pack || !card) return null;
  const player = playerOnTurn(table.players, turn);
  const player2 = card.text.includes(PLAYER2)
    ? pickSecond(secondCandidates(card, table, player), player, named, words)
    : null;
  const base = {
    text: card.text,
    type: card.type,
    tags: [...card.tags],
    packId: pack.id,
    packName: pack.name,
    explicit: pack.explicit,
    player,
    player2,
    // A player's own pack keeps its language: its lead-ins and forfeits are in it.
    ...(pack.lang ? { lang: pack.lang } : {}),
  };
  // A drink card: every player it makes sip who is not drinking tonight gets a forfeit under it;
  // the card stays whole and only the sip is swapped.
  const forfeits = card.tags.includes('drink')
    ? drinkers(base, table.players)
        .filter((name) => table.flags[name]?.sober)
        .map((name) => ({ player: name, text: forfeitText(words, pack.lang ?? currentLang()) }))
    : [];
  return { shown: { ...base, forfeits }, card };
}

/** The card with this text in one of the deck's packs. */
function cardAt(deck: PartyDeck, packId: string, text: string): PartyCard | undefined {
  return deck.packs.get(packId)?.cards.find((card) => card.text === text);
}

/**
 * One card further: the rules in play each lose a card and those that run out move to `over`
 * (their end lines shown with the new card), then the shared draw (no repeats, the player flags
 * as its filter) deals the next card; a rule card starts a new rule. Null when nothing suits.
 */
export function nextCard(
  state: PartySession,
  deck: PartyDeck,
  memory: PromptMemory,
  table: PartyTable,
  words: RandomWords = cryptoWords,
): { state: PartySession; drawn: Drawn } | null {
  const turn = state.card ? state.turn + 1 : state.turn;
  const aged = state.card ? ageRules(state.rules) : { rules: state.rules, over: [] };
  const drawn = drawPrompt(deck.pool, memory, words, (text, packId) => {
    const card = cardAt(deck, packId, text);
    return card !== undefined && acceptsCard(card, table, turn, aged.rules.length);
  });
  if (!drawn) return null;
  const dealt = dealCard(deck, drawn, table, turn, state.picked, words);
  if (!dealt) return null;
  const { shown, card } = dealt;
  const shownCount = state.shown + 1;
  const rules =
    card.type === 'rule'
      ? [
          ...aged.rules,
          {
            id: shownCount,
            text: fillNames(card.text, shown.player, shown.player2),
            end: fillNames(card.end ?? t('partyStream.ruleOver'), shown.player, shown.player2),
            left: ruleCards(card.lasts, table.players.length),
          },
        ]
      : aged.rules;
  return {
    state: {
      ...state,
      card: shown,
      turn,
      shown: shownCount,
      target: state.card ? state.target : targetCards(state.rounds, table.players.length),
      rules,
      over: aged.over,
      picked: countNamed(state.picked, shown),
      types: { ...state.types, [shown.type]: (state.types[shown.type] ?? 0) + 1 },
    },
    drawn,
  };
}

/** The rules after one more card: each has a card less, and those at none are over. */
export function ageRules(rules: readonly ActiveRule[]): { rules: ActiveRule[]; over: string[] } {
  const kept: ActiveRule[] = [];
  const over: string[] = [];
  for (const rule of rules) {
    if (rule.left <= 1) over.push(rule.end);
    else kept.push({ ...rule, left: rule.left - 1 });
  }
  return { rules: kept, over };
}

/** How many cards the game plays, fixed when it starts; null: until someone ends it. */
export function targetCards(rounds: number | null, players: number): number | null {
  return rounds === null ? null : rounds * Math.max(1, players);
}

/** Whether the card on screen is the game's last. */
export function isLastCard(state: Pick<PartySession, 'target' | 'shown'>): boolean {
  return state.target !== null && state.shown >= state.target;
}

/** "2 cards left", "Last card", for the rules strip. */
export function leftLine(left: number): string {
  return t('partyStream.ruleLeft', { count: left });
}

/** The recap: cards played and who was named most. */
export function partyRecap(state: Pick<PartySession, 'shown' | 'picked'>): Recap {
  return buildRecap({
    played: state.shown,
    unit: state.shown === 1 ? 'card' : 'cards',
    picked: state.picked,
  });
}

/** "4 tasks, 3 duels and 2 rules", in the page's language. */
export function typesLine(types: Readonly<Record<string, number>>): string | null {
  const parts = PARTY_CARD_TYPES.filter((type) => (types[type] ?? 0) > 0).map(
    (type: PartyCardType) => t(`partyStream.counted.${type}`, { count: types[type] ?? 0 }),
  );
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0] ?? null;
  return t('partyStream.typesAnd', {
    types: parts.slice(0, -1).join(', '),
    last: parts[parts.length - 1] ?? '',
  });
}

/** A new game that keeps the table's length. */
export function freshParty(previous?: Pick<PartySession, 'rounds'>): PartySession {
  return {
    kind: 'party-stream',
    card: null,
    turn: 0,
    shown: 0,
    rounds: previous ? previous.rounds : DEFAULT_ROUNDS,
    target: null,
    rules: [],
    over: [],
    types: {},
    picked: {},
    ended: false,
  };
}
