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

/**
 * The players with `name` moved one seat up (-1) or down (1): the table is seated clockwise in
 * this order, so turns, "the player on your left" and the bottle follow it. Unchanged at an end.
 */
export function moveSeat(players: readonly string[], name: string, by: -1 | 1): string[] {
  const next = [...players];
  const seat = next.indexOf(name);
  const to = seat + by;
  if (seat < 0 || to < 0 || to >= next.length) return next;
  next[seat] = next[to] as string;
  next[to] = name;
  return next;
}
