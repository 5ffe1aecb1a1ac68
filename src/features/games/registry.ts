import type { PackInfo } from './core/packs';
import { GAME_DEFINITIONS, GAME_IDS, type GameId, type GameMetadata } from './definitions';

// One definition per game (docs/architecture.md: families are registries of data). The game list,
// mix, the bulk pack toggles, /go, the picker's units and the tests all read `GAMES`, so adding a
// game is one folder, one entry in `definitions.ts`, one loader here (and its route file).
// Metadata stays eager and small; a game's packs load on demand, so a game page never pulls in
// another game's content. The registry depends on the games' files (lazily) and never the other
// way: they read their title and weight from `definitions.ts`.
// `registry.test.ts` fails when a game has no route, catalogue entry or session schema.

export {
  DRAW_GAME_IDS,
  GAME_IDS,
  gamePath,
  isGameId,
  type DrawGameId,
  type GameId,
  type GameKind,
  type GameMetadata,
} from './definitions';

type PackLoader = () => Promise<readonly PackInfo[]>;

export interface GameDefinition extends GameMetadata {
  /** This game's packs (for the picker and the bulk toggles), loaded on demand. */
  packs: PackLoader;
}

/** Each game's packs, loaded on demand. The compiler asks for one loader per game. */
const PACKS = {
  'never-have-i-ever': () =>
    import('./never-have-i-ever/manifest').then((m) => m.neverHaveIEver.packs),
  'most-likely-to': () => import('./most-likely-to/manifest').then((m) => m.mostLikelyTo.packs),
  'truth-or-dare': () => import('./truth-or-dare/manifest').then((m) => m.truthOrDare.packs),
  category: () => import('./category/manifest').then((m) => m.category.packs),
  charades: () => import('./charades/manifest').then((m) => m.charades.packs),
  'country-island-city': () =>
    import('./country-island-city/packs').then((m) => m.columnSetPacks()),
  meyer: () => import('./meyer/packs').then((m) => m.rankingPacks()),
  'drunk-dice': () => import('./drunk-dice/packs').then((m) => m.ruleTablePacks()),
  squiffy: () => import('../../content/games/squiffy').then((m) => m.squiffyPacks),
  'more-or-less': () => import('./more-or-less/packs').then((m) => m.FACT_PACKS),
  'odd-one-out': () => import('./odd-one-out/packs').then((m) => m.categoryPacks()),
  'word-guess': () => import('./word-guess/packs').then((m) => m.wordPacks()),
  'party-stream': () => import('../../content/games/party-stream').then((m) => m.partyStreamPacks),
  mix: () => import('./mix/draw-games').then((m) => m.mixPacks()),
} satisfies Record<GameId, PackLoader>;

export const GAMES = Object.fromEntries(
  GAME_IDS.map((id) => [id, { ...GAME_DEFINITIONS[id], packs: PACKS[id] }]),
) as { readonly [K in GameId]: (typeof GAME_DEFINITIONS)[K] & { packs: PackLoader } };
