import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';
import type { Fact } from '../../../content/games/more-or-less';
import { t } from '../../../lib/i18n';

// More or less, as pure rules: the decoy shown beside a fact, team validation, turn order,
// scoring and the sips (or forfeits) the losing teams owe at the end. The pages only call these.

export const MIN_TEAMS = 2;
export const MAX_TEAMS = 4;
export const TEAM_NAME_MAX = 24;
/** Year decoys never land after this, so "more or less than 2031?" never shows up for the past. */
export const LATEST_YEAR = 2026;

/** How many decimal places a number is written with (3 → 0, 1.75 → 2). */
export function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e')) return 0;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Two significant figures, so a decoy reads like a number someone would say out loud. */
function twoFigures(value: number): number {
  if (value <= 0) return value;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/**
 * The value shown on the card: a plausible number near the truth, above or below it with equal
 * chance (so "more" and "less" are right equally often), rounded like a guess, never equal to
 * the answer and never zero or negative. Years move by 3 to 40 years instead of a percentage.
 */
export function decoyFor(fact: Pick<Fact, 'answer' | 'unit'>, words: RandomWords = cryptoWords) {
  const { answer } = fact;
  const up = randomIndex(2, words) === 1;
  if (fact.unit === 'year') {
    const offset = 3 + randomIndex(38, words);
    const later = answer + offset;
    return up && later <= LATEST_YEAR ? later : answer - offset;
  }
  const decimals = decimalsOf(answer);
  const step = 10 ** -decimals;
  // 15 % to 70 % above, or 13 % to 46 % below: both sides stay believable.
  const share = (15 + randomIndex(56, words)) / 100;
  const raw = up ? answer * (1 + share) : answer * (1 - share * 0.66);
  let shown = roundTo(twoFigures(raw), decimals);
  if (up && shown <= answer) shown = roundTo(answer + Math.max(step, answer * 0.15), decimals);
  if (!up && shown >= answer) shown = roundTo(answer - Math.max(step, answer * 0.15), decimals);
  // Too small a number to go below: show one above instead.
  if (shown <= 0 || shown === answer)
    shown = roundTo(answer + Math.max(step, answer * 0.5), decimals);
  if (shown === answer) shown = answer + step;
  return shown;
}

export type Call = 'more' | 'less';

/** Whether a call is right: the answer is above ("more") or below ("less") the shown value. */
export function isRight(call: Call, answer: number, shown: number): boolean {
  return call === 'more' ? answer > shown : answer < shown;
}

export interface TeamDraft {
  name: string;
  players: string[];
}

/**
 * What stops the game from starting, in plain words; empty when the teams are ready. Players
 * are optional (a table can play as "Team 1" and "Team 2"), but once names are entered every
 * team needs someone in it.
 */
export function teamProblems(teams: readonly TeamDraft[], players: readonly string[]): string[] {
  const problems: string[] = [];
  if (teams.length < MIN_TEAMS || teams.length > MAX_TEAMS) {
    problems.push(t('moreOrLess.problem.count', { min: MIN_TEAMS, max: MAX_TEAMS }));
  }
  const names = teams.map((team) => team.name.trim());
  if (names.some((n) => n === '')) problems.push(t('moreOrLess.problem.noName'));
  if (names.some((n) => n.length > TEAM_NAME_MAX)) {
    problems.push(t('moreOrLess.problem.long', { max: TEAM_NAME_MAX }));
  }
  const lower = names.filter((n) => n).map((n) => n.toLocaleLowerCase());
  if (new Set(lower).size < lower.length) problems.push(t('moreOrLess.problem.same'));
  if (players.length > 0) {
    if (players.length < teams.length) {
      problems.push(t('moreOrLess.problem.few', { players: players.length, teams: teams.length }));
    } else {
      for (const [i, team] of teams.entries()) {
        if (team.players.length === 0) {
          problems.push(
            t('moreOrLess.problem.empty', {
              team: names[i] || t('moreOrLess.team', { number: i + 1 }),
            }),
          );
        }
      }
    }
  }
  return problems;
}

/** Players dealt round the teams at random, as evenly as the numbers allow. */
export function shuffleIntoTeams(
  players: readonly string[],
  teamCount: number,
  words: RandomWords = cryptoWords,
): string[][] {
  const deck = [...players];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, words);
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
  }
  const teams: string[][] = Array.from({ length: teamCount }, () => []);
  deck.forEach((name, i) => teams[i % teamCount]?.push(name));
  return teams;
}

/**
 * The team on turn: every team answers `cardsPerTurn` cards a round, teams alternating, and the
 * team that opens moves one seat on each round so nobody always goes first.
 */
export function teamOnTurn(round: number, turn: number, teamCount: number): number {
  return (turn + Math.max(0, round - 1)) % teamCount;
}

/** Cards in one round. */
export function cardsInRound(teamCount: number, cardsPerTurn: number): number {
  return teamCount * cardsPerTurn;
}

export interface Standing {
  name: string;
  score: number;
}

export interface Owed {
  name: string;
  /** Sips (or forfeits) each player of the team owes: the gap to the winners, capped. */
  owes: number;
}

/**
 * The end: every team behind the top score owes the point gap, at most `cap` (at least one).
 * Teams sharing the top score owe nothing; when every team tied, nobody owes anything.
 */
export function owedAtEnd(teams: readonly Standing[], cap: number): Owed[] {
  if (teams.length === 0) return [];
  const top = Math.max(...teams.map((t) => t.score));
  return teams
    .filter((t) => t.score < top)
    .map((t) => ({ name: t.name, owes: Math.max(1, Math.min(cap, top - t.score)) }))
    .sort((a, b) => b.owes - a.owes);
}

/** The lowest scorers of one round (none when every team tied): the between-rounds penalty. */
export function roundLosers(names: readonly string[], points: readonly number[]): string[] {
  if (points.length === 0) return [];
  const low = Math.min(...points);
  if (points.every((p) => p === low)) return [];
  return names.filter((_, i) => points[i] === low);
}

/** A random fact id among those not dealt yet; when all were dealt, the deck starts over. */
export function nextFactId(
  ids: readonly string[],
  used: readonly string[],
  words: RandomWords = cryptoWords,
): { id: string; used: string[] } | null {
  if (ids.length === 0) return null;
  const seen = new Set(used);
  const fresh = ids.filter((id) => !seen.has(id));
  const pool = fresh.length > 0 ? fresh : ids;
  const id = pool[randomIndex(pool.length, words)] as string;
  return { id, used: fresh.length > 0 ? [...used, id] : [id] };
}

/** "12,000" in the table's language, keeping the decimals the fact was written with. */
export function formatNumber(value: number, locale?: string): string {
  return value.toLocaleString(locale ?? 'en-GB', { maximumFractionDigits: 3 });
}

/** The sips wording, or the no-alcohol wording: "3 sips each", "1 forfeit". */
export function owedLabel(owes: number, drinking: boolean): string {
  return t(drinking ? 'facts.mol.sipsEach' : 'facts.mol.forfeits', { count: owes });
}

/** A value as the card reads it, in `locale` ("12.000" in Danish): years without a separator. */
export function formatValue(value: number, unit: string, locale?: string): string {
  return unit === 'year' ? String(value) : formatNumber(value, locale);
}

/** The words after a number on the card: " meters", "%", nothing for a year or a bare count. */
export function unitAfter(unit: string): string {
  if (unit === '' || unit === 'year') return '';
  return unit === '%' ? '%' : ` ${unit}`;
}

/** "Foxes win the game!", "Foxes and Owls share the win!": team names read as plural. */
export function teamWinLine(winners: readonly string[]): string {
  if (winners.length === 1) return t('facts.mol.win', { team: winners[0] ?? '' });
  return t('facts.mol.sharedWin', {
    teams: winners.slice(0, -1).join(', '),
    last: winners.at(-1) ?? '',
  });
}
