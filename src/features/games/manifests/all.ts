import type { DrawGameId, DrawGameManifest } from '../manifest';
import { category } from './category';
import { charades } from './charades';
import { mostLikelyTo } from './most-likely-to';
import { neverHaveIEver } from './never-have-i-ever';
import { truthOrDare } from './truth-or-dare';

// Importing this file pulls in every game's content: only mix (and tests) do, so each other game
// page loads just its own packs.

/** In this order; the mixed packs follow it by position (SPEC §4). */
export const DRAW_GAMES: readonly DrawGameManifest[] = [
  neverHaveIEver,
  mostLikelyTo,
  truthOrDare,
  category,
  charades,
];

export function drawGame(id: DrawGameId): DrawGameManifest {
  const found = DRAW_GAMES.find((game) => game.id === id);
  if (!found) throw new Error(`Unknown game ${id}`);
  return found;
}
