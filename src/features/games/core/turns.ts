import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';

/** Whose turn it is: players in order, so turns are spread evenly. */
export function playerFor(players: readonly string[], turn: number): string | null {
  return players.length > 0 ? (players[turn % players.length] ?? null) : null;
}

/** For a `{player}` slot: any other player, at random; null means "the player on your left". */
export function otherPlayer(
  players: readonly string[],
  current: string | null,
  words: RandomWords = cryptoWords,
): string | null {
  const others = players.filter((p) => p !== current);
  return others.length > 0 ? (others[randomIndex(others.length, words)] ?? null) : null;
}
