import { categorySets } from '../../../content/games/country-island-city';
import type { CategorySetSource } from '../../../content/games/types';
import type { PlayerFlagMap } from '../core/player-flags';
import { contentHash } from '../table/checksum';
import { readTableCode, toQrText, type TableCode } from '../table/payload';
import { newSeed, seededOrder, seedStream } from '../table/seeded';
import type { CicSession } from './session';

// Country, island, city at a table of phones with no signal: every phone shows the same letter
// each round, drawn from the code's seed in the column set's letters, and each player writes their
// answers on their own phone. At pens down the answers are read out and marked on the host's
// phone, which keeps the scores. The code's turn is the number of rounds started, so a phone that
// scans the host's code again picks up at the next round.

/** The column set's headings and letters, as this phone has them: other columns would not agree. */
export function setHash(set: CategorySetSource): number {
  return contentHash(JSON.stringify([set.id, set.categories, set.letters]));
}

export function newCicTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  set: CategorySetSource,
  settings: { seconds: number; rounds: number },
): TableCode {
  return {
    game: 'country-island-city',
    turn: 0,
    seed: newSeed(),
    settings: { seconds: settings.seconds, rounds: settings.rounds },
    packs: [set.id],
    contentHash: setHash(set),
    seats: players.map((name) => ({
      name,
      sober: flags[name]?.sober ?? false,
      taken: flags[name]?.taken ?? false,
    })),
    named: true,
  };
}

export function readCicTable(text: string | null | undefined): TableCode | null {
  if (!text) return null;
  try {
    const code = readTableCode(text);
    return code.game === 'country-island-city' ? code : null;
  } catch {
    return null;
  }
}

export const OTHER_COLUMNS =
  "This phone has a different version of the host's columns, so the two would draw different letters. Open Party Dojo on both phones once you have signal to update them; until then, the host's phone can play for everyone on paper.";

/** The code's column set on this phone, or why this phone cannot play it. */
export function tableSet(
  code: TableCode,
  sets: readonly CategorySetSource[] = categorySets,
): { ok: true; set: CategorySetSource } | { ok: false; problem: string } {
  const id = code.packs[0] ?? '';
  const set = sets.find((s) => s.id === id);
  if (!set)
    return {
      ok: false,
      problem: `This phone doesn’t have the columns “${id}” the host chose (a newer app, or a set this phone hasn’t unlocked). The host can pick another set and show a new code.`,
    };
  if (setHash(set) !== code.contentHash) return { ok: false, problem: OTHER_COLUMNS };
  return { ok: true, set };
}

/** The letter of round `round` (0 for the first): the same on every phone of the table. Every
 * letter of the set comes once before any comes again. */
export function tableLetter(code: TableCode, set: CategorySetSource, round: number): string {
  const letters = [...set.letters];
  const pass = Math.floor(round / letters.length);
  const order = seededOrder(letters.length, seedStream(code.seed, `cic:letters:${pass}`));
  return letters[order[round % letters.length] ?? 0] ?? 'A';
}

/** A phone taking seat `seat` (null: the host, before saying which seat is theirs). */
export function joinedCic(
  base: CicSession,
  code: TableCode,
  seat: number | null,
  host = false,
): CicSession {
  return {
    ...base,
    setId: code.packs[0] ?? base.setId,
    roundSeconds: Math.min(600, Math.max(10, code.settings.seconds ?? base.roundSeconds)),
    rounds: code.settings.rounds ?? base.rounds,
    players: code.seats.map((s) => s.name),
    phase: 'ready',
    letter: null,
    roundEndsAt: null,
    answers: {},
    marks: {},
    totals: {},
    last: null,
    round: code.turn,
    ended: false,
    table: { code: toQrText(code), seat, host, mine: [] },
  };
}

/** Everyone taps Start together: the round's letter from the seed, the clock, empty answers. */
export function startTableRound(
  state: CicSession,
  code: TableCode,
  set: CategorySetSource,
  now = Date.now(),
): CicSession {
  if (!state.table) return state;
  return {
    ...state,
    phase: 'playing',
    letter: tableLetter(code, set, state.round),
    players: code.seats.map((s) => s.name),
    answers: {},
    marks: {},
    roundEndsAt: now + state.roundSeconds * 1000,
    round: state.round + 1,
    table: { ...state.table, mine: set.categories.map(() => '') },
  };
}

/** The code to show now: the same table at the rounds this phone has started. */
export function cicCodeAt(code: TableCode, round: number): string {
  return toQrText({ ...code, turn: round });
}

/** The last round of the game has been played (never with no limit). */
export function lastTableRound(state: CicSession): boolean {
  return state.rounds > 0 && state.round >= state.rounds;
}
