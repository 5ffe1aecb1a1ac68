import { t } from '../../../lib/i18n';
import type { RoundOutcome } from './turn';

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

/**
 * A team still called by its place, as stored: "Team 2" is a key, not words (every build stored
 * teams so), and reads in the page's language (`teamName`); a name the table typed stays as typed.
 */
export function defaultTeamName(index: number): string {
  return `Team ${index + 1}`;
}

/**
 * A team's name as the page shows it: one still called by its place ("Team 2" as stored, or
 * "Hold 2" typed back on a Danish page) reads in the page's language, one left empty reads as
 * its place at the table (G5: never a lone score), and a name the table typed stays as typed.
 */
export function teamName(name: string, index: number): string {
  const trimmed = name.trim();
  const place = /^(?:Team|Hold) (\d+)$/.exec(trimmed)?.[1];
  if (place !== undefined) return t('charades.team', { number: place });
  return trimmed || t('charades.team', { number: index + 1 });
}

/** The message for a team name left empty; the name is kept until a new one is typed. */
export function emptyTeamName(): string {
  return t('charades.emptyTeam');
}

/** Whether a typed team name can be used (not empty, once spaces are trimmed). */
export function isTeamName(name: string): boolean {
  return name.trim() !== '';
}

/** "Owls", "Owls and Bats", "Owls, Bats and Cats". */
function names(list: readonly string[]): string {
  return list.length <= 1
    ? (list[0] ?? '')
    : t('charades.andList', {
        names: list.slice(0, -1).join(', '),
        last: list[list.length - 1] ?? '',
      });
}

/**
 * What the table is told between turns about the target: a team that reached it mid-round waits
 * for the round to end, and a tie at the top plays another round. Null when there is nothing to
 * say (no team has reached the target, or the game is won, which the recap announces).
 */
export function outcomeLine(
  outcome: RoundOutcome,
  teams: readonly { name: string; score: number }[],
  target: number,
): string | null {
  if (outcome.kind === 'tie') {
    const tied = outcome.teams.map((i) => teams[i]?.name ?? t('charades.team', { number: i + 1 }));
    const score = teams[outcome.teams[0] ?? 0]?.score ?? 0;
    return t('charades.tied', { names: names(tied), score });
  }
  if (outcome.kind === 'winner' || target <= 0) return null;
  const reached = teams.filter((team) => team.score >= target).map((team) => team.name);
  if (reached.length === 0) return null;
  return t('charades.reached', { names: names(reached), target, count: reached.length });
}
