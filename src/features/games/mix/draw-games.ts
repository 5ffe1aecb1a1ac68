import { category } from '../category/manifest';
import { charades } from '../charades/manifest';
import type { DrawGameManifest } from '../core/manifest';
import type { PackInfo } from '../core/packs';
import { mostLikelyTo } from '../most-likely-to/manifest';
import { neverHaveIEver } from '../never-have-i-ever/manifest';
import { DRAW_GAME_IDS, type DrawGameId } from '../definitions';
import { truthOrDare } from '../truth-or-dare/manifest';
import { partyStreamPacks } from '../../../content/games/party-stream';
import { mixedPacks, partyMixedPacks, type MixedPack } from './mix';

// Importing this file pulls in every game's content: only mix (and tests) do, so each other game
// page loads just its own packs. The object must name every draw game of the registry (the
// compiler checks), and mix follows the registry's order (docs/spec/games.md "by position").

const MANIFESTS = {
  'never-have-i-ever': neverHaveIEver,
  'most-likely-to': mostLikelyTo,
  'truth-or-dare': truthOrDare,
  category,
  charades,
} satisfies Record<DrawGameId, DrawGameManifest>;

/** Every draw game's manifest, in registry order; the mixed packs follow it by position. */
export const DRAW_GAMES: readonly DrawGameManifest[] = DRAW_GAME_IDS.map((id) => MANIFESTS[id]);

export function drawGame(id: DrawGameId): DrawGameManifest {
  return MANIFESTS[id];
}

/** Party stream's packs in Mix, after the draw games'. */
export const PARTY_MIXED: readonly MixedPack[] = partyMixedPacks(partyStreamPacks);

/** Every pack Mix deals from: the draw games' (with `games`' own packs), then Party stream's. */
export function allMixedPacks(games: readonly DrawGameManifest[] = DRAW_GAMES): MixedPack[] {
  return [...mixedPacks(games), ...PARTY_MIXED];
}

/** Mix's own pack collection, for the registry. */
export function mixPacks(): readonly PackInfo[] {
  return allMixedPacks();
}
