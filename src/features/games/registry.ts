import type { PackInfo } from './core/packs';

// One definition per game (DESIGN.md: families are registries of data). The game list, mix, the
// bulk pack toggles, /go, the picker's units and the tests all read this object, so adding a game
// is one folder plus one entry here (and its route file). Metadata stays eager and small; a
// game's packs load on demand, so a game page never pulls in another game's content.
// `registry.test.ts` fails when a game has no route, catalogue entry or session schema.

export type GameKind =
  /** Deals prompts one at a time from packs; mix plays these, in this object's order. */
  | 'draw'
  /** Its own rules and screens (letters, dice, teams…); may still have packs. */
  | 'custom';

export interface GameDefinition {
  kind: GameKind;
  /** Shown in headings and mix's status line; the catalogue entry at `/games/{id}` matches it. */
  title: string;
  /** What one pack item is called in the picker ("12 words"). */
  unit: string;
  /** Relative share of mix's draws (draw games only). */
  mixWeight?: number;
  /** This game's packs (for the picker and the bulk toggles), loaded on demand. */
  packs: () => Promise<readonly PackInfo[]>;
}

export const GAMES = {
  'never-have-i-ever': {
    kind: 'draw',
    title: 'Never have I ever',
    unit: 'prompts',
    mixWeight: 3,
    packs: () => import('./never-have-i-ever/manifest').then((m) => m.neverHaveIEver.packs),
  },
  'most-likely-to': {
    kind: 'draw',
    title: 'Most likely to',
    unit: 'prompts',
    mixWeight: 3,
    packs: () => import('./most-likely-to/manifest').then((m) => m.mostLikelyTo.packs),
  },
  'truth-or-dare': {
    kind: 'draw',
    title: 'Truth or dare',
    unit: 'prompts',
    mixWeight: 3,
    packs: () => import('./truth-or-dare/manifest').then((m) => m.truthOrDare.packs),
  },
  category: {
    kind: 'draw',
    title: 'Category',
    unit: 'categories',
    mixWeight: 2,
    packs: () => import('./category/manifest').then((m) => m.category.packs),
  },
  charades: {
    kind: 'draw',
    title: 'Charades',
    unit: 'words',
    mixWeight: 1,
    packs: () => import('./charades/manifest').then((m) => m.charades.packs),
  },
  'country-island-city': {
    kind: 'custom',
    title: 'Country, island, city',
    unit: 'columns',
    packs: () => import('./country-island-city/packs').then((m) => m.columnSetPacks()),
  },
  mix: {
    kind: 'custom',
    title: 'Mix',
    unit: 'prompts',
    packs: () => import('./mix/draw-games').then((m) => m.mixPacks()),
  },
} as const satisfies Record<string, GameDefinition>;

export type GameId = keyof typeof GAMES;

/** The games that deal prompts from packs, in registry order (mix's packs follow it). */
export type DrawGameId = {
  [K in GameId]: (typeof GAMES)[K]['kind'] extends 'draw' ? K : never;
}[GameId];

export const GAME_IDS = Object.keys(GAMES) as GameId[];

export const DRAW_GAME_IDS = GAME_IDS.filter((id): id is DrawGameId => GAMES[id].kind === 'draw');

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(GAMES, value);
}

/** The page of a game. */
export function gamePath(id: GameId): `/games/${GameId}` {
  return `/games/${id}`;
}
