import * as v from 'valibot';
import { FORFEITS } from '../../../content/games/tags';
import { FORFEITS_DA } from '../../../content/games/da/forfeits';
import { currentLang, translate, type Lang } from '../../../lib/i18n';
import { cryptoWords, randomIndex, seededWords, type RandomWords } from '../../../lib/random';
import { hasSlot, hasSlot2 } from './manifest';
import type { PromptTag } from './prompt-tags';

// The players the app knows about: per player, "not drinking tonight" (a prompt telling them to
// drink becomes a forfeit for them) and "taken" (flirty prompts never pair them with someone
// else). Pure, so every game, and the next one, deals the same way: `castPrompt` decides whether a
// drawn prompt suits the table and fills its slots; `acceptsPrompt` is the draw's filter.

export const playerFlagsSchema = v.object({
  /** Not drinking tonight: a drink becomes a forfeit. */
  sober: v.optional(v.boolean(), false),
  /** In a couple: no flirty prompt pairs them with someone else. */
  taken: v.optional(v.boolean(), false),
});

export type PlayerFlags = v.InferOutput<typeof playerFlagsSchema>;

/** Flags by player name; a name that is missing has neither flag. */
export const playerFlagMapSchema = v.record(v.string(), playerFlagsSchema);

export type PlayerFlagMap = Readonly<Record<string, PlayerFlags>>;

export const forfeitSchema = v.object({
  /** The player who is not drinking. */
  player: v.string(),
  /** What they do instead, after "instead, ". */
  text: v.string(),
});

export type Forfeit = v.InferOutput<typeof forfeitSchema>;

export interface CastInput {
  text: string;
  tags: ReadonlySet<PromptTag>;
  /** The player on turn, or null when no names were entered. */
  player: string | null;
  players: readonly string[];
  flags: PlayerFlagMap;
  /**
   * Whether the player on turn does the prompt (truth or dare) rather than reading it to the
   * table (never have I ever, most likely to).
   */
  actor: boolean;
  /**
   * Every card has some of the table sip, whoever they turn out to be (never have I ever: those
   * who have done it; most likely to: whoever gets the most fingers).
   */
  tableSips?: boolean;
  /** The language of the forfeits: the page's unless given (a room deals in its own). */
  lang?: Lang;
}

export interface Cast {
  /** The `{player}` slot's name (null: the neutral words). */
  named: string | null;
  /** The `{player2}` slot's name (null: the neutral words). */
  named2: string | null;
  forfeit: Forfeit | null;
  /** On a card the whole table may sip on: a forfeit for each player not drinking tonight. */
  forfeits: Forfeit[];
}

const flagsOf = (flags: PlayerFlagMap, name: string | null): PlayerFlags | undefined =>
  name === null ? undefined : flags[name];

/** The players who may fill a slot of this prompt, the player on turn aside. */
function slotCandidates(input: CastInput): string[] {
  const flirty = input.tags.has('flirty');
  return input.players.filter(
    (name) => name !== input.player && !(flirty && flagsOf(input.flags, name)?.taken),
  );
}

function slotsOf(text: string): number {
  return (hasSlot(text) ? 1 : 0) + (hasSlot2(text) ? 1 : 0);
}

/**
 * Whether a prompt suits this table: a flirty prompt is turned down when it would pair a taken
 * player with someone else: the player on turn is taken and the prompt involves another person
 * (a slot, or a dare they do), or there are not enough untaken players to fill its slots.
 * Without names the app knows nobody, so every prompt suits.
 */
export function acceptsPrompt(input: CastInput): boolean {
  if (input.players.length === 0 || !input.tags.has('flirty')) return true;
  const slots = slotsOf(input.text);
  if (flagsOf(input.flags, input.player)?.taken && (slots > 0 || input.actor)) return false;
  if (slots === 0) return true;
  // With fewer untaken players than slots the second slot takes the neutral words, which is
  // fine; a flirty prompt with a slot needs at least one untaken player, or nobody may be named.
  return slotCandidates(input).length > 0;
}

function pickFrom(names: readonly string[], words: RandomWords): string | null {
  return names.length > 0 ? (names[randomIndex(names.length, words)] ?? null) : null;
}

/**
 * Fills a prompt's slots and works out the forfeit, or null when the prompt does not suit the
 * table (see `acceptsPrompt`). The drinker of a drink prompt is the player in its slot, else the
 * player on turn when they do the prompt; if they are not drinking tonight, the card shows a
 * forfeit for them instead of the drink.
 */
export function castPrompt(input: CastInput, words: RandomWords = cryptoWords): Cast | null {
  if (!acceptsPrompt(input)) return null;
  const candidates = slotCandidates(input);
  const named = hasSlot(input.text) ? pickFrom(candidates, words) : null;
  const named2 = hasSlot2(input.text)
    ? pickFrom(
        candidates.filter((name) => name !== named),
        words,
      )
    : null;
  let forfeit: Forfeit | null = null;
  if (input.tags.has('drink')) {
    const drinker = hasSlot(input.text) ? named : input.actor ? input.player : null;
    if (drinker !== null && flagsOf(input.flags, drinker)?.sober) {
      forfeit = { player: drinker, text: forfeitText(words, input.lang) };
    }
  }
  const forfeits =
    input.tableSips && !input.actor
      ? soberPlayers(input.players, input.flags)
          .filter((player) => player !== forfeit?.player)
          .map((player) => ({ player, text: forfeitText(words, input.lang) }))
      : [];
  return { named, named2, forfeit, forfeits };
}

export function forfeitText(words: RandomWords = cryptoWords, lang: Lang = currentLang()): string {
  const forfeits = lang === 'da' ? FORFEITS_DA : FORFEITS;
  return forfeits[randomIndex(forfeits.length, words)] as string;
}

/** A number from a string (FNV-1a), so a forfeit seeded by it stays the same across reloads. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The forfeit a player not drinking tonight does in place of their sips, picked from the shared
 * forfeits but seeded by the player and the moment (a round, a roll, a game's last card), so a
 * reload shows the same one without storing it and the next moment usually another.
 */
export function forfeitFor(player: string, moment: string, lang: Lang = currentLang()): string {
  return forfeitText(seededWords(hashOf(`${player}\n${moment}`)), lang);
}

/**
 * The line that swaps a drink for a forfeit, the same in every game. Alone it replaces a sip line
 * ("Dee is not drinking tonight, so instead: …", more or less); with `instead` it sits under a
 * card that stays whole and swaps only its sip ("Dev is not drinking tonight, so instead of a
 * sip: …"). In `lang`: the card's language (a player's own pack's), else the page's.
 */
export function forfeitLine(
  forfeit: Forfeit,
  instead?: typeof CARD_SWAP | 'the drink',
  lang: Lang = currentLang(),
): string {
  const values = { player: forfeit.player, forfeit: forfeit.text };
  if (instead === 'the drink') return translate(lang, 'game.forfeit.insteadOfDrink', values);
  return instead
    ? translate(lang, 'game.forfeit.insteadOfSip', values)
    : translate(lang, 'game.forfeit.instead', values);
}

/** What a card's forfeit lines say: the sip of the card is swapped, the card stays. */
export const CARD_SWAP = 'a sip';

/** The players who are not drinking tonight, in seat order. */
export function soberPlayers(players: readonly string[], flags: PlayerFlagMap): string[] {
  return players.filter((name) => flags[name]?.sober);
}
