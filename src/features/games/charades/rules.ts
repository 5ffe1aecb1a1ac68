// Who acts in charades (G5): the players of the Players list are shared out between the teams in
// seat order (first player to the first team, second to the second, and so on round the table),
// and within a team the actor rotates, one turn each.

/** The players of team `team` when `players` sit round the table and `teams` teams play. */
export function teamMembers(players: readonly string[], teams: number, team: number): string[] {
  if (teams <= 0) return [];
  return players.filter((_, seat) => seat % teams === team);
}

/**
 * Who acts for `team` on its turn number `turns` (counting from 0), or null when the team has
 * nobody named (no names entered, or fewer players than teams).
 */
export function actorFor(
  players: readonly string[],
  teams: number,
  team: number,
  turns: number,
): string | null {
  const members = teamMembers(players, teams, team);
  return members.length > 0 ? (members[turns % members.length] ?? null) : null;
}

/** The message for a team name left empty; the name is kept until a new one is typed. */
export const EMPTY_TEAM_NAME = 'Give this team a name. It keeps its old name until you do.';

/** Whether a typed team name can be used (not empty, once spaces are trimmed). */
export function isTeamName(name: string): boolean {
  return name.trim() !== '';
}
