import { ODD_ONE_OUT_CATEGORIES } from '../../../content/games/odd-one-out';
import { contentHash } from '../table/checksum';
import { newSeed } from '../table/seeded';
import { readTableCode, toQrText, type TableCode } from '../table/payload';
import type { PlayerFlagMap } from '../core/player-flags';
import { dealRound, type OddOneOutRound } from './rules';
import type { OddOneOutSession } from './session';

// Odd one out's side of the table code: a new table from the setup, the round a stored session is
// on, and whether a scanned code can be played with the words this phone has.

/** The words as this build has them: two phones with different lists would deal different
 * rounds from the same seed, so the code carries this and a joining phone compares. */
export const WORDS_HASH = contentHash(
  JSON.stringify(ODD_ONE_OUT_CATEGORIES.map((c) => [c.id, c.spice, c.words])),
);

export const OTHER_WORDS =
  "This phone has a different list of Odd one out words from the host's phone, so the two would deal different rounds. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone passed round.";

export function newTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  settings: { rounds: number; spice: number },
): TableCode {
  return {
    game: 'odd-one-out',
    turn: 0,
    seed: newSeed(),
    settings,
    packs: [],
    contentHash: WORDS_HASH,
    seats: players.map((name) => ({
      name,
      sober: flags[name]?.sober ?? false,
      taken: flags[name]?.taken ?? false,
    })),
    named: true,
  };
}

/** The stored table, or null when there is none or it no longer reads. */
export function storedTable(session: Pick<OddOneOutSession, 'table'>): TableCode | null {
  if (!session.table) return null;
  try {
    return readTableCode(session.table);
  } catch {
    return null;
  }
}

/** The round on the table. */
export function currentRound(code: TableCode, round: number): OddOneOutRound {
  return dealRound(
    code.seed,
    round,
    code.seats.length,
    ODD_ONE_OUT_CATEGORIES,
    code.settings.spice ?? 1,
  );
}

/** The code to show now: the same table, at the round the phone is on. */
export function codeAtRound(code: TableCode, round: number): string {
  return toQrText({ ...code, turn: round });
}
