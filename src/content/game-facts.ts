// How many can play each game the app deals: the one fact its tile on / and /go, its guide in
// /articles and its rule card all show, so no two places disagree (U21). Keyed by the game's id
// (src/features/games/definitions.ts); a guide or rule card for a game the app does not deal keeps
// its own count in its guide's entry, and its rule card reads that.

export interface PlayerRange {
  min: number;
  /** No upper limit when absent. */
  max?: number;
}

export const GAME_PLAYERS = {
  'never-have-i-ever': { min: 3 },
  'most-likely-to': { min: 3 },
  'truth-or-dare': { min: 2 },
  // Two teams of at least two: one acts, the rest of the team guesses.
  charades: { min: 4 },
  category: { min: 2 },
  'country-island-city': { min: 2, max: 8 },
  mix: { min: 3 },
  meyer: { min: 3, max: 10 },
  'drunk-dice': { min: 2 },
  'odd-one-out': { min: 3, max: 12 },
  'word-guess': { min: 2 },
  'more-or-less': { min: 2 },
  squiffy: { min: 2, max: 10 },
  'party-stream': { min: 2, max: 12 },
} as const satisfies Record<string, PlayerRange>;

export type GameWithPlayers = keyof typeof GAME_PLAYERS;

/** "3+", "2–10": a player range as the game tiles show it. */
export function playersShort({ min, max }: PlayerRange): string {
  if (max === undefined) return `${min}+`;
  return max === min ? `${min}` : `${min}–${max}`;
}
