// What each game is: its kind, title, pack unit and place in mix (docs/architecture.md: families
// are registries of data). Eager, small and importing nothing, so a game's own files (its manifest,
// its packs) read their title and weight here without importing the registry, which loads those
// files. `registry.ts` adds each game's packs; adding a game is one entry here and one there.

export type GameKind =
  /** Deals prompts one at a time from packs; mix plays these, in this object's order. */
  | 'draw'
  /** Its own rules and screens (letters, dice, teams…); may still have packs. */
  | 'custom';

export interface GameMetadata {
  kind: GameKind;
  /** Shown in headings and mix's status line; the catalogue entry at `/games/{id}` matches it. */
  title: string;
  /** What one pack item is called in the picker ("12 words"). */
  unit: string;
  /** Relative share of mix's draws (draw games only). */
  mixWeight?: number;
  /** Packs people make in the editor can be added to it (`core/own-packs.ts`, UX E2). */
  ownPacks?: boolean;
  /**
   * The fewest names a game needs in the Players list before Start (`core/player-count.ts`);
   * absent when names are optional.
   */
  minPlayers?: number;
  /** The most names it seats, when it has a limit. */
  maxPlayers?: number;
  /** The page the game opens on, when it is not `/games/{id}` (more or less: team select). */
  start?: `/games/${string}`;
}

export const GAME_DEFINITIONS = {
  'never-have-i-ever': {
    kind: 'draw',
    title: 'Never have I ever',
    unit: 'prompts',
    mixWeight: 3,
    ownPacks: true,
  },
  'most-likely-to': {
    kind: 'draw',
    title: 'Most likely to',
    unit: 'prompts',
    mixWeight: 3,
    ownPacks: true,
  },
  'truth-or-dare': {
    kind: 'draw',
    title: 'Truth or dare',
    unit: 'prompts',
    mixWeight: 3,
    ownPacks: true,
  },
  category: {
    kind: 'draw',
    title: 'Category',
    unit: 'categories',
    mixWeight: 2,
    ownPacks: true,
  },
  charades: {
    kind: 'draw',
    title: 'Charades',
    unit: 'words',
    mixWeight: 1,
    ownPacks: true,
  },
  'country-island-city': {
    kind: 'custom',
    title: 'Country, island, city',
    unit: 'columns',
  },
  meyer: {
    kind: 'custom',
    title: 'Meyer',
    unit: 'rankings',
  },
  'drunk-dice': {
    kind: 'custom',
    title: 'Drunk dice',
    unit: 'rule tables',
  },
  squiffy: {
    kind: 'custom',
    title: 'Squiffy',
    unit: 'cards',
    minPlayers: 2,
    maxPlayers: 10,
  },
  'more-or-less': {
    kind: 'custom',
    title: 'More or less',
    unit: 'facts',
    start: '/games/more-or-less/team-select',
  },
  'odd-one-out': {
    kind: 'custom',
    title: 'Odd one out',
    unit: 'categories',
    minPlayers: 3,
    maxPlayers: 12,
  },
  'word-guess': {
    kind: 'custom',
    title: 'Word guess',
    unit: 'words',
  },
  'party-stream': {
    kind: 'custom',
    title: 'Party stream',
    unit: 'cards',
    minPlayers: 2,
    maxPlayers: 12,
    ownPacks: true,
  },
  mix: {
    kind: 'custom',
    title: 'Mix',
    unit: 'prompts',
    ownPacks: true,
  },
} as const satisfies Record<string, GameMetadata>;

export type GameId = keyof typeof GAME_DEFINITIONS;

/** The games that deal prompts from packs, in registry order (mix's packs follow it). */
export type DrawGameId = {
  [K in GameId]: (typeof GAME_DEFINITIONS)[K]['kind'] extends 'draw' ? K : never;
}[GameId];

export const GAME_IDS = Object.keys(GAME_DEFINITIONS) as GameId[];

export const DRAW_GAME_IDS = GAME_IDS.filter(
  (id): id is DrawGameId => GAME_DEFINITIONS[id].kind === 'draw',
);

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(GAME_DEFINITIONS, value);
}

/** The page a game opens on. */
export function gamePath(id: GameId): `/games/${string}` {
  const game: GameMetadata = GAME_DEFINITIONS[id];
  return game.start ?? `/games/${id}`;
}
