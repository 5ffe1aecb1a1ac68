// Squiffy's rules, pure: who a card names, how names go into it, the deck the draw deals from,
// when the game ends and what the recap says. The page and the tests both use these.

import type { SquiffyCard, SquiffyKind, SquiffyPackSource } from '../../../content/games/squiffy';
import { currentLang, translate, type Lang } from '../../../lib/i18n';
import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';
import type { CardType } from '../../feel';
import { createPool, drawPrompt, type DrawPool, type Drawn, type PromptMemory } from '../core/draw';
import { ownPackId, type OwnPack } from '../core/own-packs';
import { promptTags, type TaggedPack } from '../core/prompt-tags';
import { forfeitText, type Forfeit, type PlayerFlagMap } from '../core/player-flags';
import { selectDrawPacks, type PackStates, type SpiceLimit } from '../core/packs';
import { buildRecap, type Recap } from '../core/recap';
import { playersProblem } from '../core/player-count';
import { GAME_DEFINITIONS } from '../definitions';
import type { SquiffyShown, SquiffySession } from './session';

export const MIN_PLAYERS = GAME_DEFINITIONS.squiffy.minPlayers;
export const MAX_PLAYERS = GAME_DEFINITIONS.squiffy.maxPlayers;
/** The game lengths offered, in rounds (a round is one card for each player); null: no limit. */
export const ROUND_CHOICES: readonly (number | null)[] = [3, 5, 10, null];
export const DEFAULT_ROUNDS = 5;

export const PLAYER = '{player}';
export const PLAYER2 = '{player2}';

/** What each kind is called on the card's chip. */
export const KIND_LABELS: Record<SquiffyKind, string> = {
  dare: 'Dare',
  question: 'Question',
  vote: 'Vote',
  contest: 'Mini-contest',
};

/** The shared card colours: a question looks like a truth, a vote like a vote. */
export const KIND_CARD_TYPES: Record<SquiffyKind, CardType> = {
  dare: 'dare',
  question: 'truth',
  vote: 'vote',
  contest: 'contest',
};

export type PlayerCheck = { ok: true } | { ok: false; message: string };

/** Squiffy names players on its cards, so it needs two to ten of them (the shared rule). */
export function checkPlayers(players: readonly string[]): PlayerCheck {
  const message = playersProblem('squiffy', players.length);
  return message === null ? { ok: true } : { ok: false, message };
}

/** Whose card it is: players in turn, so everyone gets the same number of cards. */
export function playerOnTurn(players: readonly string[], turn: number): string | null {
  return players.length > 0 ? (players[turn % players.length] ?? null) : null;
}

/**
 * The second name on a card: never the player on turn, and always someone named least so far
 * (ties broken at random), so over a long game every player is named about equally often.
 */
export function pickSecond(
  players: readonly string[],
  first: string | null,
  named: Readonly<Record<string, number>>,
  words: RandomWords = cryptoWords,
): string | null {
  const others = players.filter((p) => p !== first);
  if (others.length === 0) return null;
  const least = Math.min(...others.map((p) => named[p] ?? 0));
  const fewest = others.filter((p) => (named[p] ?? 0) === least);
  return fewest[randomIndex(fewest.length, words)] ?? null;
}

/**
 * Puts the names into a card. Names stand as they were typed; both slots are always filled, a
 * slot nobody fills with "the player on your left/right" in `lang` (the card's language).
 */
export function fillNames(
  text: string,
  player: string | null,
  player2: string | null,
  lang: Lang = currentLang(),
): string {
  return text
    .split(PLAYER2)
    .join(player2 ?? translate(lang, 'game.playerOnRight'))
    .split(PLAYER)
    .join(player ?? translate(lang, 'game.playerOnLeft'));
}

/** One more mention for each name the card shows. */
export function countNamed(
  named: Readonly<Record<string, number>>,
  card: Pick<SquiffyShown, 'text' | 'player' | 'player2'>,
): Record<string, number> {
  const next = { ...named };
  if (card.player && card.text.includes(PLAYER)) next[card.player] = (next[card.player] ?? 0) + 1;
  if (card.player2 && card.text.includes(PLAYER2))
    next[card.player2] = (next[card.player2] ?? 0) + 1;
  return next;
}

/**
 * A prompt from the user's own pack: a question if it asks one, a dare otherwise, tagged by the
 * shared rule (`drink`, `flirty`) so the player flags hold for the user's cards too.
 */
export function ownCard(text: string, pack: TaggedPack = { explicit: false }): SquiffyCard {
  const kind: SquiffyKind = /\?\s*$/.test(text) ? 'question' : 'dare';
  return { kind, text, tags: [kind, ...promptTags(text, pack)] };
}

export interface DeckPack {
  id: string;
  name: string;
  explicit: boolean;
  cards: readonly SquiffyCard[];
  /** The language a player's own pack is written in; its cards' lead-ins follow it. */
  lang?: Lang;
}

export interface SquiffyDeck {
  pool: DrawPool;
  packs: ReadonlyMap<string, DeckPack>;
  fallback: 'spice' | 'none-usable' | null;
}

export interface DeckInput {
  builtIn: readonly SquiffyPackSource[];
  states: PackStates;
  premium: boolean;
  spiceLimit: SpiceLimit;
  own: readonly OwnPack[];
  /** The user's packs chosen for this game. */
  chosenOwn: readonly string[];
  /** Deal from the user's packs alone, once at least one of them can play. */
  onlyOwn: boolean;
  /** Whether the table confirmed it is 18+ (an 18+ pack of the user's plays only then). */
  adultConfirmed: boolean;
}

/** The user's packs this game plays: chosen, with prompts, and allowed by the 18+ rules. */
function ownDeckPacks(input: DeckInput): DeckPack[] {
  const packs: DeckPack[] = [];
  for (const pack of input.own) {
    if (!input.chosenOwn.includes(pack.id)) continue;
    if (!ownPlayable(pack, input.spiceLimit, input.adultConfirmed)) continue;
    const cards = pack.prompts
      .map((t) => t.trim())
      .filter(Boolean)
      .map((text) => ownCard(text, pack));
    if (cards.length > 0)
      packs.push({
        id: ownPackId(pack.id),
        name: pack.name,
        explicit: pack.explicit,
        cards,
        // A pack that never said its language is English, as packs were before they had one.
        lang: pack.lang ?? 'en',
      });
  }
  return packs;
}

/**
 * The packs this game deals from: the built-in packs switched on in the shared pack picker (the
 * spice filter and 18+ rules apply), plus the user's own packs chosen on the setup screen, or
 * those alone when the table asked for only its own.
 */
export function buildDeck(input: DeckInput): SquiffyDeck {
  const own = ownDeckPacks(input);
  const alone = input.onlyOwn && own.length > 0;
  const { packs: chosen, fallback } = selectDrawPacks(
    input.builtIn,
    input.states,
    input.premium,
    input.spiceLimit,
  );
  const builtIn: DeckPack[] = alone
    ? []
    : chosen.map((p) => ({ id: p.id, name: p.name, explicit: p.explicit, cards: p.cards }));
  const deckPacks = [...builtIn, ...own];
  return {
    pool: createPool(
      deckPacks.map((p) => ({ id: p.id, name: p.name, prompts: p.cards.map((c) => c.text) })),
    ),
    packs: new Map(deckPacks.map((p) => [p.id, p])),
    fallback: alone ? null : fallback,
  };
}

/** A user's 18+ pack plays only with the spice filter at "anything goes" and the age confirmed. */
export function ownPlayable(pack: OwnPack, spiceLimit: SpiceLimit, adultConfirmed: boolean) {
  return !pack.explicit || (spiceLimit === 3 && adultConfirmed);
}

/** The players at the table and what the app knows about them (not drinking, taken). */
export interface SquiffyTable {
  players: readonly string[];
  flags: PlayerFlagMap;
}

/**
 * Whether the player on turn takes part in the card: they do every dare, question and
 * mini-contest; a vote they only read out to the table, unless it names them.
 */
export function involvesPlayer(card: Pick<SquiffyCard, 'kind' | 'text'>): boolean {
  return card.kind !== 'vote' || card.text.includes(PLAYER);
}

/**
 * Who may be the second name on a card: never the player on turn, never a taken player on a
 * flirty card, and never a player who is not drinking tonight on a drink card (the forfeit is
 * for the player on turn; a second name on a drink card may be the one who drinks).
 */
export function secondCandidates(
  card: Pick<SquiffyCard, 'tags'>,
  table: SquiffyTable,
  first: string | null,
): string[] {
  const flirty = card.tags.includes('flirty');
  const drink = card.tags.includes('drink');
  return table.players.filter((name) => {
    if (name === first) return false;
    const flags = table.flags[name];
    return !(flirty && flags?.taken) && !(drink && flags?.sober);
  });
}

/**
 * Whether a card suits this turn (the same rules as the other games): a flirty card never pairs
 * a taken player with someone else, so it is turned down on a taken player's turn when they take
 * part in it, and when nobody untaken is left for its second name; a drink card with a second
 * name needs someone drinking for it. Without names every card suits.
 */
export function acceptsCard(
  card: Pick<SquiffyCard, 'kind' | 'text' | 'tags'>,
  table: SquiffyTable,
  turn: number,
): boolean {
  if (table.players.length === 0) return true;
  const first = playerOnTurn(table.players, turn);
  if (card.tags.includes('flirty') && first !== null && table.flags[first]?.taken) {
    if (involvesPlayer(card)) return false;
  }
  if (card.text.includes(PLAYER2) && secondCandidates(card, table, first).length === 0) {
    return false;
  }
  return true;
}

/** The card a draw picked, with the names of this turn, or null when it is not in the deck. */
export function dealCard(
  deck: SquiffyDeck,
  drawn: Drawn,
  table: SquiffyTable,
  turn: number,
  named: Readonly<Record<string, number>>,
  words: RandomWords = cryptoWords,
): SquiffyShown | null {
  const pack = deck.packs.get(drawn.packId);
  const card = pack?.cards[drawn.index];
  if (!pack || !card) return null;
  // A player's own pack keeps its language: its lead-ins and forfeits are in it.
  const lang = pack.lang ?? currentLang();
  const player = playerOnTurn(table.players, turn);
  const player2 = card.text.includes(PLAYER2)
    ? pickSecond(secondCandidates(card, table, player), player, named, words)
    : null;
  // A drink card for the player on turn, who is not drinking tonight: the card stays whole and
  // their forfeit swaps only its sip.
  const forfeit: Forfeit | null =
    card.tags.includes('drink') &&
    player !== null &&
    table.flags[player]?.sober &&
    involvesPlayer(card)
      ? { player, text: forfeitText(words, lang) }
      : null;
  // A drink vote the table answers by pointing: whoever not drinking tonight may be picked, so
  // each of them has a forfeit ready under the card, and the vote itself stays as written.
  const forfeits: Forfeit[] =
    card.tags.includes('drink') && !involvesPlayer(card)
      ? table.players
          .filter((name) => table.flags[name]?.sober)
          .map((name) => ({ player: name, text: forfeitText(words, lang) }))
      : [];
  return {
    text: card.text,
    kind: card.kind,
    tags: card.tags,
    packId: pack.id,
    packName: pack.name,
    explicit: pack.explicit,
    player,
    player2,
    forfeit,
    forfeits,
    ...(pack.lang ? { lang: pack.lang } : {}),
  };
}

/** The card with this text in one of the deck's packs. */
function cardAt(deck: SquiffyDeck, packId: string, text: string): SquiffyCard | undefined {
  return deck.packs.get(packId)?.cards.find((card) => card.text === text);
}

/**
 * Draws the next card for `turn` and deals it: the shared draw (40-card memory), with the cards
 * that do not suit the table counted as misses. Null when nothing in the deck suits.
 */
export function drawCard(
  deck: SquiffyDeck,
  memory: PromptMemory,
  table: SquiffyTable,
  turn: number,
  named: Readonly<Record<string, number>>,
  words: RandomWords = cryptoWords,
): { drawn: Drawn; card: SquiffyShown } | null {
  const drawn = drawPrompt(deck.pool, memory, words, (text, packId) => {
    const card = cardAt(deck, packId, text);
    return card !== undefined && acceptsCard(card, table, turn);
  });
  if (!drawn) return null;
  const card = dealCard(deck, drawn, table, turn, named, words);
  return card ? { drawn, card } : null;
}

/** How many cards the game plays, fixed when it starts; null: until someone ends it. */
export function targetCards(rounds: number | null, players: number): number | null {
  return rounds === null ? null : rounds * Math.max(1, players);
}

/** Whether the card on screen is the game's last. */
export function isLastCard(state: Pick<SquiffySession, 'target' | 'shown'>): boolean {
  return state.target !== null && state.shown >= state.target;
}

/** The recap: cards played, who was named most, and how many of each kind were dealt. */
export function squiffyRecap(state: Pick<SquiffySession, 'shown' | 'picked'>): Recap {
  return buildRecap({
    played: state.shown,
    unit: state.shown === 1 ? 'card' : 'cards',
    picked: state.picked,
  });
}

/** "4 dares, 3 questions, 2 votes and 1 mini-contest" */
export function kindsLine(kinds: Readonly<Record<string, number>>): string | null {
  const plural: Record<SquiffyKind, [string, string]> = {
    dare: ['dare', 'dares'],
    question: ['question', 'questions'],
    vote: ['vote', 'votes'],
    contest: ['mini-contest', 'mini-contests'],
  };
  const parts = (Object.keys(plural) as SquiffyKind[])
    .filter((k) => (kinds[k] ?? 0) > 0)
    .map((k) => `${kinds[k]} ${plural[k][kinds[k] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0] ?? null;
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** A new game that keeps the table's choices (length and the user's packs). */
export function freshSquiffy(
  previous?: Pick<SquiffySession, 'rounds' | 'ownPacks' | 'onlyOwn'>,
): SquiffySession {
  return {
    kind: 'squiffy',
    card: null,
    turn: 0,
    shown: 0,
    rounds: previous ? previous.rounds : DEFAULT_ROUNDS,
    target: null,
    ownPacks: previous ? [...previous.ownPacks] : [],
    onlyOwn: previous?.onlyOwn ?? false,
    kinds: {},
    picked: {},
    ended: false,
  };
}
