import { cryptoWords, type RandomWords } from '../../../lib/random';
import { drawPrompt, type DrawPool, type Drawn, type PromptMemory } from './draw';
import type { DrawGameId, DrawGameManifest } from './manifest';
import { addedPackLang, isAddedPackId } from './own-packs';
import { acceptsPrompt, castPrompt, type Cast, type PlayerFlagMap } from './player-flags';
import { promptTags, type PromptTag } from './prompt-tags';
import type { ShownPrompt } from './session';
import { playerFor } from './turns';

// Dealing one prompt to the table: the draw (docs/spec/games.md), filtered by the player flags, then the
// slots filled and any forfeit worked out. Pure and shared, so every prompt game deals alike.

export interface Table {
  players: readonly string[];
  flags: PlayerFlagMap;
}

export const NO_TABLE: Table = { players: [], flags: {} };

/** The pack a drawn id names in `manifest` (mix's ids are `game/pack`; added packs keep theirs). */
export function packOf(manifest: DrawGameManifest, packId: string) {
  const id = isAddedPackId(packId) ? packId : packId.slice(packId.indexOf('/') + 1);
  return manifest.packs.find((pack) => pack.id === id);
}

/** Games whose cards are words to act or name, never instructions to anyone: never tagged. */
const UNTAGGED: ReadonlySet<DrawGameId> = new Set(['category', 'charades']);
const NO_TAGS: ReadonlySet<PromptTag> = new Set();

/** The tags of a prompt `manifest`'s game dealt. */
export function tagsOf(
  manifest: DrawGameManifest,
  packId: string,
  text: string,
): ReadonlySet<PromptTag> {
  return UNTAGGED.has(manifest.id) ? NO_TAGS : promptTags(text, packOf(manifest, packId));
}

/** Whether the player on turn does the prompt (truth or dare) or reads it out to everyone. */
export function isActor(manifest: DrawGameManifest, list: number): boolean {
  return !manifest.render('', list).reads;
}

export function toShown(
  game: DrawGameId,
  list: number,
  drawn: Drawn,
  player: string | null,
  cast: Cast,
): ShownPrompt {
  return {
    game,
    list,
    text: drawn.text,
    packId: drawn.packId,
    packName: drawn.packName,
    player,
    named: cast.named,
    ...(cast.named2 !== null ? { named2: cast.named2 } : {}),
    ...(cast.forfeit ? { forfeit: cast.forfeit } : {}),
    ...(cast.forfeits.length > 0 ? { forfeits: cast.forfeits } : {}),
  };
}

/**
 * Draws from `pool` for the player on `turn` and deals it: only a prompt that suits the table
 * (no flirty prompt pairing a taken player with someone else), its slots filled with other
 * players, and a forfeit in place of a drink for someone not drinking tonight. Null when the
 * pool is empty or nothing in it suits the table.
 */
export function dealPrompt(
  manifest: DrawGameManifest,
  list: number,
  pool: DrawPool | undefined,
  memory: PromptMemory,
  table: Table,
  turn: number,
  words: RandomWords = cryptoWords,
): { drawn: Drawn; prompt: ShownPrompt } | null {
  if (!pool) return null;
  const player = playerFor(table.players, turn);
  const actor = isActor(manifest, list);
  const tableSips = !!manifest.render('', list).sips;
  const input = (text: string, tags: ReadonlySet<PromptTag>) => ({
    text,
    tags,
    player,
    players: table.players,
    flags: table.flags,
    actor,
    tableSips,
  });
  const drawn = drawPrompt(pool, memory, words, (text, packId) =>
    acceptsPrompt(input(text, tagsOf(manifest, packId, text))),
  );
  if (!drawn) return null;
  // A player's own pack keeps its language: a forfeit under its card is in it too.
  const lang = addedPackLang(manifest, drawn.packId);
  const cast = castPrompt(
    { ...input(drawn.text, tagsOf(manifest, drawn.packId, drawn.text)), ...(lang ? { lang } : {}) },
    words,
  );
  if (!cast) return null;
  return { drawn, prompt: toShown(manifest.id, list, drawn, player, cast) };
}
