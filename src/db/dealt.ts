import * as v from 'valibot';
import { LIMITS, mergeDealt, type DealtDeck, type DealtMergePayload } from '../../sync';

// What a device remembers of the cards it has dealt (src/features/games/core/draw.ts DealtHistory),
// as stored in the kv row `dealtPrompts`, and how two copies merge: the game writes it, the sync
// appliers merge the account's decks into it (sync/protocol.ts mergeDealt).

export const DEALT_KV_KEY = 'dealtPrompts';

/** Per deck (`${game}/${packId}`), its round and the fingerprints dealt in it; `legacy`: cards kept
 * before decks had names (one flat list), checked for every deck and never sent. */
export interface StoredDealt {
  decks: Record<string, DealtDeck>;
  legacy: readonly string[];
}

export const EMPTY_DEALT: StoredDealt = { decks: {}, legacy: [] };

const deckSchema = v.object({
  round: v.pipe(v.number(), v.integer(), v.minValue(0)),
  cards: v.array(v.string()),
});

/** Reads both shapes: the flat list of fingerprints an earlier build kept, and decks. */
export const storedDealtSchema = v.pipe(
  v.union([
    v.array(v.string()),
    v.object({ decks: v.record(v.string(), deckSchema), legacy: v.optional(v.array(v.string())) }),
  ]),
  v.transform((value): StoredDealt =>
    Array.isArray(value)
      ? { decks: {}, legacy: value }
      : { decks: value.decks, legacy: value.legacy ?? [] },
  ),
);

/** Every deck merged with mergeDealt; the legacy lists unite. */
export function mergeStoredDealt(a: StoredDealt, b: StoredDealt): StoredDealt {
  const decks: Record<string, DealtDeck> = { ...a.decks };
  for (const [deck, theirs] of Object.entries(b.decks)) {
    const ours = decks[deck];
    decks[deck] = ours ? mergeDealt(ours, theirs) : theirs;
  }
  const legacy = b.legacy.length === 0 ? a.legacy : [...new Set([...a.legacy, ...b.legacy])];
  return { decks, legacy };
}

/**
 * What `after` knows that `before` does not, as dealt.merge payloads: a deck in a newer round
 * sends its whole round, a deck in the same round its new cards. Cut to the server's limits (a
 * deck longer than one op carries goes in several).
 */
export function dealtDelta(before: StoredDealt, after: StoredDealt): DealtMergePayload[] {
  const out: DealtMergePayload[] = [];
  for (const [deck, now] of Object.entries(after.decks)) {
    if (deck.length === 0 || deck.length > LIMITS.dealtDeckChars) continue;
    const was = before.decks[deck];
    let cards: readonly string[];
    if (!was || now.round > was.round) cards = now.cards;
    else if (now.round < was.round) continue;
    else {
      const had = new Set(was.cards);
      cards = now.cards.filter((card) => !had.has(card));
      if (cards.length === 0) continue;
    }
    // A new round with no card yet still tells the other devices the deck started over.
    if (cards.length === 0) {
      out.push({ deck, round: now.round, cards: [] });
      continue;
    }
    for (let i = 0; i < cards.length; i += LIMITS.dealtCardsPerOp) {
      out.push({ deck, round: now.round, cards: cards.slice(i, i + LIMITS.dealtCardsPerOp) });
    }
  }
  return out;
}
