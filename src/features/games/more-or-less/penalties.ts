import { forfeitFor, forfeitLine, soberPlayers, type PlayerFlagMap } from '../core/player-flags';
import { owedLabel, type Owed } from './rules';
import { t } from '../../../lib/i18n';

// What the losing teams pay, in words, with the shared player flags: in the sips mode a player
// marked "not drinking tonight" never gets a sip line; they get a forfeit in its place, worded
// like every other game's ("Dee is not drinking tonight, so instead: …"). The rest of the team
// still drinks. Pure, so the round screen and the ending word it the same way.

export interface PenaltyTeam {
  name: string;
  /** The team's players; empty when the table plays without names. */
  players: readonly string[];
}

/** "Ann", "Ann and Ben", "Ann, Ben and Cy". */
export function namesLine(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('moreOrLess.names', { names: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
}

export interface TeamPenalty {
  team: string;
  /** Who drinks, in seat order; everyone in the team when the table plays without names. */
  drinkers: string[];
  /** The team's players not drinking tonight, each with the line that replaces their sips. */
  forfeits: { player: string; line: string }[];
}

/** Splits a losing team into those who drink and those who do a forfeit instead. */
export function teamPenalty(team: PenaltyTeam, flags: PlayerFlagMap, moment: string): TeamPenalty {
  const sober = soberPlayers(team.players, flags);
  return {
    team: team.name,
    drinkers: team.players.filter((p) => !sober.includes(p)),
    forfeits: sober.map((player) => ({
      player,
      line: forfeitLine({ player, text: forfeitFor(player, moment) }),
    })),
  };
}

/**
 * The between-rounds penalty, one line per sentence: a tie pays nothing; a table without alcohol
 * gets forfeits picked by the leaders; otherwise the losing teams sip, one each, except their
 * players not drinking tonight, who each get a forfeit line instead. Teams whose players all
 * drink share one line ("Owls and Bears: one sip each."); a team with someone not drinking names
 * who sips ("Owls: one sip each for Ben."), and a team of only non-drinkers has no sip line.
 */
export function roundPenaltyLines(
  losers: readonly PenaltyTeam[],
  drinking: boolean,
  flags: PlayerFlagMap,
  moment: string,
): string[] {
  if (losers.length === 0) return [t('moreOrLess.tie')];
  const teams = namesLine(losers.map((team) => team.name));
  if (!drinking) return [t('moreOrLess.forfeit', { teams })];
  const penalties = losers.map((team) => teamPenalty(team, flags, moment));
  const whole = penalties.filter((p) => p.forfeits.length === 0).map((p) => p.team);
  const lines: string[] = [];
  if (whole.length > 0) lines.push(t('moreOrLess.sipEach', { teams: namesLine(whole) }));
  for (const p of penalties) {
    if (p.forfeits.length === 0) continue;
    if (p.drinkers.length > 0)
      lines.push(t('moreOrLess.sipEachFor', { team: p.team, names: namesLine(p.drinkers) }));
    lines.push(...p.forfeits.map((f) => f.line));
  }
  return lines;
}

export interface OwedWords {
  team: string;
  /** "3 sips each", "3 sips each for Ben", "3 forfeits"; null when nobody in it drinks. */
  label: string | null;
  /** The lines of the team's players not drinking tonight (sips mode only). */
  forfeits: { player: string; line: string }[];
}

/**
 * The ending's "owed" list in words: in the sips mode a team's players not drinking tonight get
 * a forfeit line each and are left out of the sips ("3 sips each for Ben"); a team of only
 * non-drinkers owes no sips at all. Without alcohol every team owes forfeits as before.
 */
export function owedWords(
  owed: readonly Owed[],
  teams: readonly PenaltyTeam[],
  drinking: boolean,
  flags: PlayerFlagMap,
  moment: string,
): OwedWords[] {
  return owed.map((o) => {
    const label = owedLabel(o.owes, drinking);
    const team = teams.find((tm) => tm.name === o.name);
    if (!drinking || !team) return { team: o.name, label, forfeits: [] };
    const p = teamPenalty(team, flags, moment);
    if (p.forfeits.length === 0) return { team: o.name, label, forfeits: [] };
    return {
      team: o.name,
      label:
        p.drinkers.length > 0
          ? t('moreOrLess.owedFor', { label, names: namesLine(p.drinkers) })
          : null,
      forfeits: p.forfeits,
    };
  });
}
