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
  /** Packs people make in the editor can be added to it (`core/own-packs.ts`, UX E2). */
  ownPacks?: boolean;
  /** The page the game opens on, when it is not `/games/{id}` (more or less: team select). */
  start?: `/games/${string}`;
}

export const GAMES = {
  'never-have-i-ever': {
    kind: 'draw',
    title: 'Never have I ever',
    unit: 'prompts',
    mixWeight: 3,
    packs: () => import('./never-have-i-ever/manifest').then((m) => m.neverHaveIEver.packs),
    ownPacks: true,
  },
  'most-likely-to': {
    kind: 'draw',
    title: 'Most likely to',
    unit: 'prompts',
    mixWeight: 3,
    packs: () => import('./most-likely-to/manifest').then((m) => m.mostLikelyTo.packs),
    ownPacks: true,
  },
  'truth-or-dare': {
    kind: 'draw',
    title: 'Truth or dare',
    unit: 'prompts',
    mixWeight: 3,
    packs: () => import('./truth-or-dare/manifest').then((m) => m.truthOrDare.packs),
    ownPacks: true,
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
  meyer: {
    kind: 'custom',
    title: 'Meyer',
    unit: 'rankings',
    packs: () => import('./meyer/packs').then((m) => m.rankingPacks()),
  },
  'drunk-dice': {
    kind: 'custom',
    title: 'Drunk dice',
    unit: 'rule tables',
    packs: () => import('./drunk-dice/packs').then((m) => m.ruleTablePacks()),
  },
  squiffy: {
    kind: 'custom',
    title: 'Squiffy',
    unit: 'cards',
    packs: () => import('../../content/games/squiffy').then((m) => m.squiffyPacks),
  },
  'more-or-less': {
    kind: 'custom',
    title: 'More or less',
    unit: 'facts',
    packs: () => import('./more-or-less/packs').then((m) => m.FACT_PACKS),
    start: '/games/more-or-less/team-select',
  },
  'odd-one-out': {
    kind: 'custom',
    title: 'Odd one out',
    unit: 'categories',
    packs: () => import('./odd-one-out/packs').then((m) => m.categoryPacks()),
  },
  'word-guess': {
    kind: 'custom',
    title: 'Word guess',
    unit: 'words',
    packs: () => import('./word-guess/packs').then((m) => m.wordPacks()),
  },
  mix: {
    kind: 'custom',
    title: 'Mix',
    unit: 'prompts',
    packs: () => import('./mix/draw-games').then((m) => m.mixPacks()),
    ownPacks: true,
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

/** The page a game opens on. */
export function gamePath(id: GameId): `/games/${string}` {
  const game: GameDefinition = GAMES[id];
  return game.start ?? `/games/${id}`;
}
