// Category turn order (G1): turns go round the players still in. `turn` counts turns taken;
// the player up is alive[turn % alive.length].

/** Whose turn it is among the players still in, or null when nobody is. */
export function playerUp(alive: readonly string[], turn: number): string | null {
  return alive.length > 0 ? (alive[turn % alive.length] ?? null) : null;
}

/**
 * The turn after the player up is knocked out. Removing them moves everyone after them one seat
 * down, so the next player in the circle sits at the knocked-out player's index (or wraps to the
 * first seat when the last seat went out). Reducing the raw counter instead skipped a player.
 */
export function turnAfterOut(turn: number, aliveBefore: number): number {
  const left = aliveBefore - 1;
  if (left <= 0) return 0;
  return (turn % aliveBefore) % left;
}

/** Categories won per player, with one more for `winner`. */
export function addWin(
  wins: Readonly<Record<string, number>>,
  winner: string | null | undefined,
): Record<string, number> {
  return winner ? { ...wins, [winner]: (wins[winner] ?? 0) + 1 } : { ...wins };
}

/**
 * The seat that starts category number `dealt` (0 for the first): one seat further round the
 * table each category, so starting first (and taking the easy answers) is shared out fairly
 * (UX review 2, U6). The circle restarts with everyone in, so this is a seat index.
 */
export function starterFor(dealt: number, seats: number): number {
  return seats > 0 ? dealt % seats : 0;
}
