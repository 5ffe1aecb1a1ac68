// The interstitial between rounds of team games: this round's points, running totals, who drinks
// and who leads. Team games hand over their scores in the address (see `parseRoundSearch`), so any
// game can show it; played on its own it keeps score for the table.

export interface TeamScore {
  name: string;
  /** Points this round. */
  round: number;
  /** Points before this round. */
  before: number;
}

export interface RoundSummary {
  rows: { name: string; round: number; total: number }[];
  /** Lowest this round; nobody drinks when every team tied. */
  drinkers: string[];
  leaders: string[];
}

export function summarizeRound(teams: readonly TeamScore[]): RoundSummary {
  const rows = teams.map((team) => ({
    name: team.name,
    round: team.round,
    total: team.before + team.round,
  }));
  const lowest = Math.min(...rows.map((row) => row.round));
  const allTied = rows.every((row) => row.round === lowest);
  const top = Math.max(...rows.map((row) => row.total));
  return {
    rows,
    drinkers: allTied ? [] : rows.filter((row) => row.round === lowest).map((row) => row.name),
    leaders: rows.filter((row) => row.total === top).map((row) => row.name),
  };
}

export interface RoundSearch {
  round?: number;
  teams?: string;
  scores?: string;
  totals?: string;
  next?: string;
}

/**
 * `?round=2&teams=Red,Blue&scores=3,1&totals=10,4&next=/games/charades` — totals are before this
 * round. Returns null when the address carries no complete hand-over (then the page keeps score).
 */
export function parseRoundSearch(
  search: RoundSearch,
): { round: number; teams: TeamScore[]; next: string | null } | null {
  if (!search.teams || !search.scores) return null;
  const names = search.teams.split(',').map((name) => name.trim().slice(0, 30));
  const scores = search.scores.split(',').map(Number);
  const totals = search.totals ? search.totals.split(',').map(Number) : names.map(() => 0);
  if (names.length < 2 || names.length > 8 || names.some((name) => !name)) return null;
  if (scores.length !== names.length || totals.length !== names.length) return null;
  if ([...scores, ...totals].some((n) => !Number.isFinite(n))) return null;
  // Only a path inside this app: a link must never send players elsewhere.
  const next = search.next && /^\/(?!\/)[a-z0-9/-]*$/i.test(search.next) ? search.next : null;
  return {
    round: search.round && search.round > 0 ? Math.floor(search.round) : 1,
    teams: names.map((name, i) => ({ name, round: scores[i] ?? 0, before: totals[i] ?? 0 })),
    next,
  };
}
