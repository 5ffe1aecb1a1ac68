import { contentHash } from '../table/checksum';
import { newSeed } from '../table/seeded';
import { readTableCode, toQrText, type TableCode } from '../table/payload';
import type { PlayerFlagMap } from '../core/player-flags';
import { PRESET_IDS, PRESETS, rollDice, type PresetId } from './rules';
import type { MeyerCup, MeyerSession } from './session';

// Meyer with every phone its own dice cup. The table code carries the seats (the turn order),
// the ranking and the lives; each phone rolls its own two dice with its own randomness (the call
// is spoken aloud, and a lift shows the real dice on that phone, so no phone needs another's
// roll). What the phones share is whose turn it is: turn number n is seat n mod seats, so the
// table keeps in step by the number every phone shows.

/** The rankings as this build has them: a phone with other rankings would name rolls otherwise. */
export const RANKINGS_HASH = contentHash(
  JSON.stringify(PRESET_IDS.map((id) => [id, PRESETS[id].order, PRESETS[id].names])),
);

export function newMeyerTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  settings: { preset: PresetId; lives: number },
): TableCode {
  return {
    game: 'meyer',
    turn: 0,
    // Unused by the dice (each phone rolls its own), but it makes every table's pictures its own.
    seed: newSeed(),
    settings: { preset: PRESET_IDS.indexOf(settings.preset), lives: settings.lives },
    packs: [],
    contentHash: RANKINGS_HASH,
    seats: players.map((name) => ({
      name,
      sober: flags[name]?.sober ?? false,
      taken: flags[name]?.taken ?? false,
    })),
    named: true,
  };
}

export function readMeyerTable(text: string | null | undefined): TableCode | null {
  if (!text) return null;
  try {
    const code = readTableCode(text);
    return code.game === 'meyer' ? code : null;
  } catch {
    return null;
  }
}

export function presetOf(code: TableCode): PresetId {
  return PRESET_IDS[code.settings.preset ?? 0] ?? 'danish';
}

/** The seat whose turn turn number `turn` is. */
export function holderAt(code: TableCode, turn: number): number {
  return turn % Math.max(1, code.seats.length);
}

/** The first turn after `turn` that is `seat`'s (after a lift, the loser starts the next round):
 * every phone tapping the same name lands on the same turn number. */
export function turnOf(code: TableCode, turn: number, seat: number): number {
  const seats = Math.max(1, code.seats.length);
  const ahead = (((seat - (turn % seats)) % seats) + seats) % seats;
  return turn + (ahead === 0 ? seats : ahead);
}

/** The code to show now: the same table at the turn this phone is on. */
export function meyerCodeAt(code: TableCode, turn: number): string {
  return toQrText({ ...code, turn });
}

/** The session of a phone that takes seat `seat` at the table. */
export function joinedMeyer(
  session: MeyerSession,
  code: TableCode,
  seat: number | null,
  host = false,
): MeyerSession {
  const table: MeyerCup = {
    code: toQrText(code),
    seat,
    host,
    turn: code.turn,
    phase: seat === null ? 'code' : 'cup',
    dice: null,
    cup: 'empty',
  };
  return {
    ...session,
    preset: presetOf(code),
    startLives: Math.min(9, Math.max(1, code.settings.lives ?? session.startLives)),
    table,
  };
}

/** A new roll under this phone's cup, hidden until peeked. */
export function rollCup(table: MeyerCup, words?: Parameters<typeof rollDice>[0]): MeyerCup {
  return { ...table, dice: rollDice(words), cup: 'under' };
}

/** The turn passes on (to the next seat, or to `seat`): this phone's cup is empty again. */
export function passTurn(code: TableCode, table: MeyerCup, seat?: number): MeyerCup {
  return {
    ...table,
    turn: seat === undefined ? table.turn + 1 : turnOf(code, table.turn, seat),
    dice: null,
    cup: 'empty',
  };
}
