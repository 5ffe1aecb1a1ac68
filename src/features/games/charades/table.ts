import { charadesPacks } from '../../../content/games/charades';
import { t } from '../../../lib/i18n';
import type { PromptPackSource } from '../../../content/games/types';
import { contentHash } from '../table/checksum';
import { readTableCode, toQrText, type TableCode, packsInCode } from '../table/payload';
import { newSeed, seededOrder, seedStream } from '../table/seeded';
import type { PlayerFlagMap } from '../core/player-flags';
import { roundOutcome, type RoundOutcome } from './turn';

// Charades at a table of phones with no signal. The code carries the packs (built-in ids and a
// hash of their words), the seed, the clock, the target and the seats; teams form as on one
// phone (seat 1 to team 1, seat 2 to team 2, round the table) and the actor rotates within each
// team. Every phone works out from the turn number alone whose turn it is and which words that
// turn deals, so only the actor's phone needs to show them.
//
// The score, the one thing only the actor's phone knows: phones never talk, so at the end of a
// turn the actor's phone shows the turn's points in big type and every other phone taps that same
// number to go on to the next turn. Typing a number (not just "Next") is what keeps each phone
// honest: a phone's scoreboard is the sum of what the table saw, the tap that moves the turn on is
// the one that scores it, so no phone can be a turn ahead with last turn's points missing; and the
// host's code, shown again, carries the turn and every team's score, so a phone that mistapped or
// slept through a turn scans it and agrees with the host again.

export const MAX_TEAMS = 4;
/** Words each turn has in the shared order before the next turn's begin: more than a team gets
 * in any turn, so turns never deal the same word until the packs run round. */
export const WORDS_PER_TURN = 40;

/** The packs' words as this phone has them: two phones with other words would deal others. */
export function packsHash(packs: readonly PromptPackSource[]): number {
  return contentHash(JSON.stringify(packs.map((p) => [p.id, p.lists[0] ?? []])));
}

export interface CharadesTableSettings {
  seconds: number;
  target: number;
  teams: number;
}

export function newCharadesTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  packs: readonly PromptPackSource[],
  settings: CharadesTableSettings,
): TableCode {
  return {
    game: 'charades',
    turn: 0,
    seed: newSeed(),
    settings: { ...settings, score1: 0, score2: 0, score3: 0, score4: 0 },
    packs: packs.map((p) => p.id),
    contentHash: packsHash(packs),
    seats: players.map((name) => ({
      name,
      sober: flags[name]?.sober ?? false,
      taken: flags[name]?.taken ?? false,
    })),
    named: true,
  };
}

/** The code to show now: the same table at this turn, with this phone's scores. */
export function charadesCodeAt(code: TableCode, turn: number, scores: readonly number[]): string {
  const settings = { ...code.settings };
  for (let i = 0; i < MAX_TEAMS; i++) settings[`score${i + 1}`] = scores[i] ?? 0;
  return toQrText({ ...code, turn, settings });
}

/** The scores a code carries, one per team. */
export function scoresIn(code: TableCode): number[] {
  return Array.from({ length: teamCount(code) }, (_, i) => code.settings[`score${i + 1}`] ?? 0);
}

export function readStoredTable(text: string | null | undefined): TableCode | null {
  if (!text) return null;
  try {
    const code = readTableCode(text);
    return code.game === 'charades' ? code : null;
  } catch {
    return null;
  }
}

/** Teams at the table: as many as the host chose, 2–4, never more than there are seats. */
export function teamCount(code: TableCode): number {
  const asked = code.settings.teams ?? 2;
  return Math.max(2, Math.min(MAX_TEAMS, asked, code.seats.length));
}

/** The seats of team `team`, in seat order (as `teamMembers` shares them out on one phone). */
export function teamSeats(code: TableCode, team: number): number[] {
  const teams = teamCount(code);
  return code.seats.flatMap((_, seat) => (seat % teams === team ? [seat] : []));
}

/** A team's name on every phone: its players, so nobody has to learn a team number. */
export function tableTeamName(code: TableCode, team: number): string {
  const names = teamSeats(code, team).map((seat) => code.seats[seat]?.name ?? '');
  const place = t('charades.team', { number: team + 1 });
  return names.length > 0 ? `${place} (${names.join(', ')})` : place;
}

export interface TableTurn {
  /** 0-based turn number on the table. */
  turn: number;
  team: number;
  /** The seat whose phone shows the words. */
  actor: number;
}

/** Whose turn turn number `turn` is: teams take turns in order, each team's players in turn. */
export function tableTurn(code: TableCode, turn: number): TableTurn {
  const teams = teamCount(code);
  const team = turn % teams;
  const seats = teamSeats(code, team);
  const actor = seats[Math.floor(turn / teams) % Math.max(1, seats.length)] ?? 0;
  return { turn, team, actor };
}

/** Turns each team has played after `turns` turns, as the one-phone rules count them. */
export function turnsPlayed(code: TableCode, turns: number): number[] {
  const teams = teamCount(code);
  return Array.from(
    { length: teams },
    (_, i) => Math.floor(turns / teams) + (i < turns % teams ? 1 : 0),
  );
}

/** Whether the game is won after `turns` turns with these scores (the one-phone rules). */
export function tableOutcome(
  code: TableCode,
  turns: number,
  scores: readonly number[],
): RoundOutcome {
  const played = turnsPlayed(code, turns);
  return roundOutcome(
    played.map((t, i) => ({ turns: t, score: scores[i] ?? 0 })),
    code.settings.target ?? 0,
  );
}

export interface TableWord {
  text: string;
  packName: string;
}

export type TableDeck =
  { ok: true; words: TableWord[]; order: number[] } | { ok: false; problem: string };

/** Said when the host's pack is not on this phone (their own pack, or one from a newer app). */
export function missingPackProblem(ids: readonly string[]): string {
  const list = ids.map((id) => `“${id}”`).join(', ');
  return `This phone doesn’t have the charades ${ids.length === 1 ? 'pack' : 'packs'} ${list} the host chose, so it can’t deal the same words. If it’s a pack the host made, they can share it from the pack editor (Share shows its link as a QR code), but opening it needs signal; for now, the host picks only built-in packs under Packs and shows a new code.`;
}

export const OTHER_CHARADES_WORDS =
  "This phone has a different version of the host's charades packs, so the two would deal different words. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone passed round.";

/** The words the code deals, from this phone's packs, or why this phone cannot deal them. */
export function tableDeck(
  code: TableCode,
  available: readonly PromptPackSource[] = charadesPacks,
): TableDeck {
  const found = packsInCode(code, available, packsHash);
  if (!found.ok)
    return {
      ok: false,
      problem:
        found.problem === 'missing' ? missingPackProblem(found.missing) : OTHER_CHARADES_WORDS,
    };
  const { packs } = found;
  const words = packs.flatMap((p) =>
    (p.lists[0] ?? []).map((text) => ({ text, packName: p.name })),
  );
  if (words.length === 0) return { ok: false, problem: OTHER_CHARADES_WORDS };
  return {
    ok: true,
    words,
    order: seededOrder(words.length, seedStream(code.seed, 'charades:words')),
  };
}

/** Word `k` of turn `turn`: the same on every phone that holds the same packs. */
export function tableWord(
  deck: Extract<TableDeck, { ok: true }>,
  turn: number,
  k: number,
): TableWord {
  const at = (turn * WORDS_PER_TURN + k) % deck.order.length;
  return deck.words[deck.order[at] ?? 0] as TableWord;
}
