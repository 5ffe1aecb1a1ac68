import type { PromptPackSource } from '../../../content/games/types';
import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';
import {
  createPool,
  drawPrompt,
  weightedIndex,
  type DrawPool,
  type Drawn,
  type PromptMemory,
} from '../core/draw';
import { dealPrompt, type Table } from '../core/deal';
import type { DrawGameId, DrawGameManifest } from '../core/manifest';
import type { ShownPrompt } from '../core/session';
import { isAddedPackId } from '../core/own-packs';
import { isActive, toneWeight, type PackInfo, type PackStates } from '../core/packs';

// Mix (docs/spec/games.md mixedPacks): its own pack collection holding every draw game's packs in registry
// order, so "sync to the mixed packs by position" is a straight copy of flags.

export const MIX_SEPARATOR = '/';

export interface MixedPack extends PackInfo {
  /** `${game}/${packId}`: unique across games. */
  id: string;
  game: DrawGameId;
  source: PromptPackSource;
}

export function mixedPacks(games: readonly DrawGameManifest[]): MixedPack[] {
  return games.flatMap((game) =>
    game.packs.map((pack) => ({
      // Your own and liked packs keep their id: one pack, one flag per game, whichever game
      // deals it.
      id: isAddedPackId(pack.id) ? pack.id : `${game.id}${MIX_SEPARATOR}${pack.id}`,
      game: game.id,
      source: pack,
      premium: pack.premium,
      explicit: pack.explicit,
      spice: pack.spice,
      tone: pack.tone,
      ...(isAddedPackId(pack.id) ? { optIn: true } : {}),
    })),
  );
}

/**
 * docs/spec/games.md "all packs can be synced to the mixed packs by position": the mixed pack at each
 * position takes the active flag its source pack has in its own game.
 */
export function syncToMixChanges(
  mixed: readonly MixedPack[],
  gameStates: ReadonlyMap<DrawGameId, PackStates>,
  mixStates: PackStates,
): { packId: string; active: boolean }[] {
  const changes: { packId: string; active: boolean }[] = [];
  for (const entry of mixed) {
    const want = isActive(entry.source, gameStates.get(entry.game) ?? new Map<string, boolean>());
    if (isActive(entry, mixStates) !== want) changes.push({ packId: entry.id, active: want });
  }
  return changes;
}

export interface MixDrawn extends Drawn {
  game: DrawGameId;
  list: number;
}

export interface MixDeck {
  games: { game: DrawGameManifest; weight: number; pools: DrawPool[] }[];
}

/**
 * Precomputes one pool per game and list from the selected mixed packs. A game's weight is its
 * manifest weight, and a game with no selected pack drops out of the draw.
 */
export function createMixDeck(
  games: readonly DrawGameManifest[],
  selected: readonly MixedPack[],
): MixDeck {
  const result: MixDeck['games'] = [];
  for (const game of games) {
    const packs = selected.filter((p) => p.game === game.id);
    if (packs.length === 0) continue;
    const pools = game.lists.map((_, list) =>
      createPool(
        packs.map((p) => ({
          id: p.id,
          name: p.source.name,
          prompts: p.source.lists[list] ?? [],
          weight: toneWeight(p.source.tone),
        })),
      ),
    );
    if (pools.every((pool) => pool.packs.length === 0)) continue;
    result.push({ game, weight: game.mixWeight, pools });
  }
  return { games: result };
}

/** A game by weight, then one of its lists that has something to deal. */
function chooseMixList(
  deck: MixDeck,
  words: RandomWords,
): { game: DrawGameManifest; list: number; pool: DrawPool } | null {
  if (deck.games.length === 0) return null;
  const choice =
    deck.games[
      weightedIndex(
        deck.games.map((g) => g.weight),
        words,
      )
    ];
  if (!choice) return null;
  const lists = choice.pools
    .map((pool, list) => ({ pool, list }))
    .filter((l) => l.pool.packs.length > 0);
  const picked = lists[lists.length === 1 ? 0 : randomIndex(lists.length, words)];
  return picked ? { game: choice.game, ...picked } : null;
}

/**
 * Mix's deal: a weighted draw across games, then that game's deal for the table (the player
 * flags, the slots, a forfeit), like the game itself would.
 */
export function dealMix(
  deck: MixDeck,
  memory: PromptMemory,
  table: Table,
  turn: number,
  words: RandomWords = cryptoWords,
): { drawn: MixDrawn; prompt: ShownPrompt } | null {
  const chosen = chooseMixList(deck, words);
  if (!chosen) return null;
  const { game, list, pool } = chosen;
  const dealt = dealPrompt(game, list, pool, memory, table, turn, words);
  if (!dealt) return null;
  return { drawn: { ...dealt.drawn, game: game.id, list }, prompt: dealt.prompt };
}

/** A weighted draw across games, then docs/spec/games.md draw within the chosen game (and list). */
export function drawMix(
  deck: MixDeck,
  memory: PromptMemory,
  words: RandomWords = cryptoWords,
): MixDrawn | null {
  const chosen = chooseMixList(deck, words);
  if (!chosen) return null;
  const drawn = drawPrompt(chosen.pool, memory, words);
  return drawn ? { ...drawn, game: chosen.game.id, list: chosen.list } : null;
}
