// The drawing engine (docs/spec/games.md "Prompt drawing"): framework-free, synchronous and allocation-light
// so that "next" never waits on anything. State that must survive a reload is persisted by the
// state layer; this module only decides.

import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';

/** docs/spec/games.md: a prompt is not shown again while it is among the last 40 shown. */
export const MEMORY_SIZE = 40;

/** An index chosen with probability proportional to its (non-negative integer) weight. */
export function weightedIndex(
  weights: readonly number[],
  words: RandomWords = cryptoWords,
): number {
  let total = 0;
  for (const w of weights) total += w;
  if (total <= 0) throw new RangeError('weightedIndex needs a positive total weight');
  let ticket = randomIndex(total, words);
  for (let i = 0; i < weights.length; i++) {
    ticket -= weights[i] ?? 0;
    if (ticket < 0) return i;
  }
  return weights.length - 1;
}

/** A short fingerprint of a prompt's text (FNV-1a, 32 bits, base 36): what the dealt history
 * keeps, so it stays small on disk (about 6 characters a card) however long the prompts. */
export function promptFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** What DealtHistory keeps, as stored and synced (src/db/dealt.ts StoredDealt). */
export interface DealtSnapshot {
  decks: Record<string, { round: number; cards: readonly string[] }>;
  legacy: readonly string[];
}

/**
 * Every card this device has dealt, across nights (issue "a whole night without a repeat"), per
 * deck: the draw deals cards not in it first, and only when every card of the packs on the table
 * that suits it has been dealt does it start those packs over (a new round of each: their cards
 * are forgotten) and say so. Kept as fingerprints; a rare collision only makes one card count as
 * dealt early. A deck is `${game}/${packId}` (Mix's pack ids already name their game, so a pack
 * dealt in Mix and in its own game is one deck); for a signed-in user the decks follow the account
 * (sync/protocol.ts mergeDealt: the higher round wins, equal rounds unite).
 */
export class DealtHistory {
  private readonly decks = new Map<string, { round: number; cards: Set<string> }>();
  /** Cards kept before decks had names: they count as dealt in every deck until started over. */
  private readonly legacy: Set<string>;
  /** How many times a deck was started over since this page loaded (the game says so). */
  startedOver = 0;
  /** The game dealing now: it names the decks of pack ids that do not name their game. */
  scope = '';

  constructor(initial: Iterable<string> | DealtSnapshot = []) {
    if (isSnapshot(initial)) {
      this.legacy = new Set(initial.legacy);
      this.merge(initial);
    } else {
      this.legacy = new Set(initial);
    }
  }

  /** The deck a pack's cards belong to. */
  deckOf(packId: string): string {
    return packId.includes('/') || !this.scope ? packId : `${this.scope}/${packId}`;
  }

  /** Whether `text` was dealt (from `packId`'s deck; from any deck when none is named). */
  has(text: string, packId?: string): boolean {
    const print = promptFingerprint(text);
    if (this.legacy.has(print)) return true;
    if (packId !== undefined) return this.decks.get(this.deckOf(packId))?.cards.has(print) ?? false;
    for (const deck of this.decks.values()) if (deck.cards.has(print)) return true;
    return false;
  }

  /** Remembers `text` as dealt from `packId`'s deck (without one: kept for every deck, locally). */
  add(text: string, packId?: string): void {
    const print = promptFingerprint(text);
    if (packId === undefined) {
      this.legacy.add(print);
      return;
    }
    const deck = this.deckOf(packId);
    let entry = this.decks.get(deck);
    if (!entry) this.decks.set(deck, (entry = { round: 0, cards: new Set() }));
    entry.cards.add(print);
  }

  /** These packs start a new round: they deal again from the top. */
  startOver(packs: readonly DrawPack[]): void {
    for (const pack of packs) {
      const deck = this.deckOf(pack.id);
      const entry = this.decks.get(deck);
      this.decks.set(deck, { round: (entry?.round ?? 0) + 1, cards: new Set() });
      for (const text of pack.prompts) this.legacy.delete(promptFingerprint(text));
    }
    this.startedOver += 1;
  }

  /** Takes in what another device (or tab) dealt: per deck the higher round wins, equal rounds unite. */
  merge(other: DealtSnapshot): void {
    for (const [deck, theirs] of Object.entries(other.decks)) {
      const ours = this.decks.get(deck);
      if (!ours || theirs.round > ours.round) {
        this.decks.set(deck, { round: theirs.round, cards: new Set(theirs.cards) });
      } else if (theirs.round === ours.round) {
        for (const card of theirs.cards) ours.cards.add(card);
      }
    }
  }

  /** As stored. */
  toSnapshot(): DealtSnapshot {
    const decks: DealtSnapshot['decks'] = {};
    for (const [deck, { round, cards }] of this.decks) decks[deck] = { round, cards: [...cards] };
    return { decks, legacy: [...this.legacy] };
  }

  /** Every fingerprint kept, whatever its deck. */
  toArray(): string[] {
    const all = new Set(this.legacy);
    for (const deck of this.decks.values()) for (const card of deck.cards) all.add(card);
    return [...all];
  }

  get size(): number {
    return this.toArray().length;
  }
}

function isSnapshot(value: Iterable<string> | DealtSnapshot): value is DealtSnapshot {
  return !Array.isArray(value) && typeof value === 'object' && 'decks' in value;
}

/**
 * The last prompts shown, oldest first, with an O(1) "was this shown within the last w?" check.
 * A ring buffer (no array shifting on the hot path) plus a map from each text to the sequence
 * number of its latest showing.
 */
export class PromptMemory {
  private readonly ring: string[];
  private readonly ringSeq: number[];
  private readonly latest = new Map<string, number>();
  private seq = 0;

  constructor(
    initial: readonly string[] = [],
    readonly size = MEMORY_SIZE,
    /** Every card dealt on this device, when the game keeps one across nights. */
    readonly dealt: DealtHistory | null = null,
  ) {
    this.ring = new Array<string>(size).fill('');
    this.ringSeq = new Array<number>(size).fill(0);
    for (const text of initial.slice(-size)) this.remember(text);
  }

  /** `packId`: the pack it came from, so the dealt history files it under its deck. */
  remember(text: string, packId?: string): void {
    this.dealt?.add(text, packId);
    this.seq += 1;
    const slot = this.seq % this.size;
    if (this.seq > this.size) {
      // The slot's previous text leaves the memory unless it was shown again since.
      const old = this.ring[slot] as string;
      if (this.latest.get(old) === this.ringSeq[slot]) this.latest.delete(old);
    }
    this.ring[slot] = text;
    this.ringSeq[slot] = this.seq;
    this.latest.set(text, this.seq);
  }

  /** Whether `text` is among the last `window` prompts shown (window ≤ size). */
  shownWithin(text: string, window = this.size): boolean {
    const seq = this.latest.get(text);
    return seq !== undefined && this.seq - seq < window;
  }

  /** Oldest first, as stored. */
  toArray(): string[] {
    const out: string[] = [];
    for (let seq = Math.max(1, this.seq - this.size + 1); seq <= this.seq; seq++) {
      out.push(this.ring[seq % this.size] as string);
    }
    return out;
  }

  get length(): number {
    return Math.min(this.seq, this.size);
  }
}

/** One pack as the engine sees it: only its active prompts list. */
export interface DrawPack {
  id: string;
  name: string;
  prompts: readonly string[];
  /** How often the deal turns to this pack against the others (`toneWeight`); 1 when absent. */
  weight?: number;
}

/**
 * The packs a draw can use, with what depends only on them worked out once: the number of
 * distinct prompts, which sets the memory window for small pools.
 */
export interface DrawPool {
  packs: readonly DrawPack[];
  distinct: number;
  /** Each pack's weight, in `packs` order; null when they are all equal. */
  weights: readonly number[] | null;
}

export function createPool(packs: readonly DrawPack[]): DrawPool {
  const nonEmpty = packs.filter((pack) => pack.prompts.length > 0);
  const texts = new Set<string>();
  for (const pack of nonEmpty) for (const prompt of pack.prompts) texts.add(prompt);
  const weights = nonEmpty.map((pack) => Math.max(1, Math.round(pack.weight ?? 1)));
  const equal = weights.every((w) => w === weights[0]);
  return { packs: nonEmpty, distinct: texts.size, weights: equal ? null : weights };
}

/**
 * The small-pool rule. docs/spec/games.md keeps the last 40 out of the draw; with 40 or fewer distinct
 * prompts that would exclude everything and the loop would never end. The window shrinks to
 * (distinct prompts − 1): a prompt never comes back until every other one has been shown since,
 * so small packs play like a shuffled deck dealt in a fixed order, and a one-prompt pool repeats.
 */
export function memoryWindow(pool: DrawPool, size = MEMORY_SIZE): number {
  return Math.max(0, Math.min(size, pool.distinct - 1));
}

export interface Drawn {
  text: string;
  packId: string;
  /** docs/spec/games.md: the pack's name becomes the current pack. */
  packName: string;
  index: number;
  /** Every card of these packs had been dealt on this device: they started over with this one. */
  startedOver?: true;
}

/**
 * Whether a drawn prompt suits the table (the player flags, `player-flags.ts`); a prompt turned
 * down counts as a miss, like a recent one.
 */
export type Accept = (text: string, packId: string) => boolean;

/**
 * How many times the literal docs/spec loop (random pack, random prompt, retry if recent) runs before
 * the exact fallback. With large packs it ends in one or two tries; the cap only matters when most
 * of one pack sits in memory and bad luck keeps choosing it.
 */
export const MAX_TRIES = 64;

/**
 * docs/spec/games.md: a random prompt from a random active pack, repeated until it is not among the recent
 * ones. Packs are equally likely, prompts within a pack too. Returns null for an empty pool.
 * The caller remembers the result (`memory.remember`) once it is shown.
 */
export function drawPrompt(
  pool: DrawPool,
  memory: PromptMemory,
  words: RandomWords = cryptoWords,
  accept?: Accept,
): Drawn | null {
  const dealt = memory.dealt;
  if (!dealt) return drawFrom(pool, memory, words, accept);
  // Cards this device never dealt first; the recent-prompt rule still holds among them.
  const fresh = drawFrom(pool, memory, words, (text, packId) =>
    dealt.has(text, packId) ? false : !accept || accept(text, packId),
  );
  if (fresh && !dealt.has(fresh.text, fresh.packId)) return fresh;
  // Every card here that suits the table has been dealt: these packs start over.
  if (pool.packs.length === 0) return null;
  dealt.startOver(pool.packs);
  const again = drawFrom(pool, memory, words, accept);
  return again ? { ...again, startedOver: true } : null;
}

function drawFrom(
  pool: DrawPool,
  memory: PromptMemory,
  words: RandomWords,
  accept?: Accept,
): Drawn | null {
  const { packs } = pool;
  if (packs.length === 0) return null;
  const window = memoryWindow(pool, memory.size);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const pick =
      packs.length === 1
        ? 0
        : pool.weights
          ? weightedIndex(pool.weights, words)
          : randomIndex(packs.length, words);
    const pack = packs[pick] as DrawPack;
    const index = randomIndex(pack.prompts.length, words);
    const text = pack.prompts[index] as string;
    if ((window === 0 || !memory.shownWithin(text, window)) && (!accept || accept(text, pack.id))) {
      return { text, packId: pack.id, packName: pack.name, index };
    }
  }
  return exactDraw(pool, memory, window, words, accept);
}

/**
 * The fallback after MAX_TRIES misses: a random pack among those that still have an eligible
 * prompt, then a random eligible prompt in it. Close to the loop's own odds, and it always ends.
 */
function exactDraw(
  pool: DrawPool,
  memory: PromptMemory,
  window: number,
  words: RandomWords,
  accept: Accept | undefined,
): Drawn | null {
  const eligible: { pack: DrawPack; indexes: number[] }[] = [];
  for (const pack of pool.packs) {
    const indexes: number[] = [];
    pack.prompts.forEach((text, index) => {
      if (!memory.shownWithin(text, window) && (!accept || accept(text, pack.id))) {
        indexes.push(index);
      }
    });
    if (indexes.length > 0) eligible.push({ pack, indexes });
  }
  if (eligible.length === 0) {
    // Without a filter this is unreachable while window < distinct. With one, every prompt left
    // may be turned down for this table: then a recent one that suits it is better than nothing.
    return accept && window > 0 ? exactDraw(pool, memory, 0, words, accept) : null;
  }
  const chosen = pool.weights
    ? weightedIndex(
        eligible.map(({ pack }) => Math.max(1, Math.round(pack.weight ?? 1))),
        words,
      )
    : randomIndex(eligible.length, words);
  const { pack, indexes } = eligible[chosen] as (typeof eligible)[0];
  const index = indexes[randomIndex(indexes.length, words)] as number;
  return { text: pack.prompts[index] as string, packId: pack.id, packName: pack.name, index };
}
