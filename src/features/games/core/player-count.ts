import { GAME_DEFINITIONS, type GameId, type GameMetadata } from '../definitions';

// One rule for every game that needs names: its Start is disabled, with this reason beside it,
// while the Players list has fewer names than the game's `minPlayers` (or more than its
// `maxPlayers`). The numbers live in each game's definition, so a new game only states them.

/** Why `game` cannot start with `count` players, or null when it can. */
export function playersProblem(game: GameId, count: number): string | null {
  const { title, minPlayers, maxPlayers }: GameMetadata = GAME_DEFINITIONS[game];
  if (minPlayers !== undefined && count < minPlayers) {
    const missing = minPlayers - count;
    const add = count === 0 ? 'add them' : missing === 1 ? 'add one more' : `add ${missing} more`;
    return `${title} needs at least ${minPlayers} players: ${add} with the Players button.`;
  }
  if (maxPlayers !== undefined && count > maxPlayers) {
    return `${title} plays with up to ${maxPlayers} players: take ${count - maxPlayers} off with the Players button.`;
  }
  return null;
}
