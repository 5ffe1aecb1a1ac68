import { contentHash } from '../table/checksum';
import { newSeed } from '../table/seeded';
import { readTableCode, seatKey, toQrText, type TableCode } from '../table/payload';
import type { PlayerFlagMap } from '../core/player-flags';
import { MEYER, PRESET_IDS, PRESETS, rollDice, type PresetId, type Roll } from './rules';
import type { MeyerCup, MeyerSession } from './session';

// Meyer with every phone its own dice cup. The table code carries the seats (the turn order),
// the ranking and the lives; each phone rolls its own two dice with its own randomness (the call
// is spoken aloud, and a lift shows the real dice on that phone, so no phone needs another's
// roll). What the phones share is whose turn it is, the call standing on the table and everyone's
// lives: each phone taps the call as it is said (which passes the turn to the next player still
// in) and, after a lift, who lost; the same taps land every phone on the same turn number, call
// and lives, and the host's code shown again carries all three for a phone that fell behind.

/** The rankings as this build has them: a phone with other rankings would name rolls otherwise. */
export const RANKINGS_HASH = contentHash(
  JSON.stringify(PRESET_IDS.map((id) => [id, PRESETS[id].order, PRESETS[id].names])),
);

export function newMeyerTable(
  players: readonly string[],
  flags: PlayerFlagMap,
  settings: { preset: PresetId; lives: number; meyerCost?: number },
): TableCode {
  return {
    game: 'meyer',
    turn: 0,
    // Unused by the dice (each phone rolls its own), but it makes every table's pictures its own.
    seed: newSeed(),
    settings: {
      preset: PRESET_IDS.indexOf(settings.preset),
      lives: settings.lives,
      meyerCost: settings.meyerCost ?? 2,
      call: 0,
      caller: 0,
      ...Object.fromEntries(players.map((_, seat) => [seatKey('lives', seat), settings.lives])),
    },
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

/** Lives each player starts with. */
export function startLives(code: TableCode): number {
  return Math.min(9, Math.max(1, code.settings.lives ?? 6));
}

/** Lives lost by doubting a real Meyer (a code from before it was carried: 2). */
export function meyerCostOf(code: TableCode): number {
  return Math.min(3, Math.max(1, code.settings.meyerCost || 2));
}

/** Lives per seat as the code has them (a code from before lives were carried: everyone full). */
export function livesIn(code: TableCode): number[] {
  return code.seats.map((_, seat) => code.settings[seatKey('lives', seat)] ?? startLives(code));
}

/** Lives per seat as this phone has followed them. */
export function tableLives(code: TableCode, table: MeyerCup): number[] {
  return table.lives.length === code.seats.length ? table.lives : livesIn(code);
}

/** The standing call a code carries, and who made it. */
export function callIn(code: TableCode): { call: Roll | null; caller: number | null } {
  const call = code.settings.call ?? 0;
  const caller = code.settings.caller ?? 0;
  return call > 0 && caller > 0 ? { call, caller: caller - 1 } : { call: null, caller: null };
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

/** The next seat after `seat`, round the table, whose player is still in (null: nobody else). */
export function nextAlive(lives: readonly number[], seat: number): number | null {
  for (let step = 1; step < lives.length; step++) {
    const candidate = (seat + step) % lives.length;
    if ((lives[candidate] ?? 0) > 0) return candidate;
  }
  return null;
}

/** The one player left with lives, once the others are out. */
export function tableWinner(lives: readonly number[]): number | null {
  const left = lives.flatMap((l, seat) => (l > 0 ? [seat] : []));
  return left.length === 1 ? (left[0] ?? null) : null;
}

/** The code to show now: the same table at the turn, call and lives this phone is on. */
export function meyerCodeAt(code: TableCode, table: MeyerCup): string {
  const settings: Record<string, number> = {
    ...code.settings,
    call: table.call ?? 0,
    caller: table.call !== null && table.caller !== null ? table.caller + 1 : 0,
  };
  tableLives(code, table).forEach((lives, seat) => (settings[seatKey('lives', seat)] = lives));
  return toQrText({ ...code, turn: table.turn, settings });
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
    phase: seat === null ? 'code' : 'cup',
    ...caughtUp(code),
  };
  return {
    ...session,
    preset: presetOf(code),
    startLives: startLives(code),
    table,
  };
}

/** Where a code puts a phone already at its table: its turn, call and lives, the cup empty. */
export function caughtUp(
  code: TableCode,
): Pick<MeyerCup, 'turn' | 'call' | 'caller' | 'lives' | 'dice' | 'cup'> {
  return { turn: code.turn, ...callIn(code), lives: livesIn(code), dice: null, cup: 'empty' };
}

/** A new roll under this phone's cup, hidden until peeked. */
export function rollCup(table: MeyerCup, words?: Parameters<typeof rollDice>[0]): MeyerCup {
  return { ...table, dice: rollDice(words), cup: 'under' };
}

/** The player on turn has said their call out loud and every phone taps it: the call stands, and
 * the turn passes to the next player still in. The caller's phone keeps its dice, cup down, in
 * case the next player lifts; every other phone's cup is empty. */
export function callMade(code: TableCode, table: MeyerCup, call: Roll): MeyerCup {
  const holder = holderAt(code, table.turn);
  const lives = tableLives(code, table);
  const next = nextAlive(lives, holder) ?? holder;
  const mine = table.seat === holder && table.dice !== null;
  return {
    ...table,
    turn: turnOf(code, table.turn, next),
    call,
    caller: holder,
    lives,
    dice: mine ? table.dice : null,
    cup: mine ? 'down' : 'empty',
  };
}

/** How a round ended, as every phone taps it: the caller was caught bluffing, the player on turn
 * lifted a call that held, or gave up facing a Meyer without looking. */
export type RoundEnd = 'caught' | 'wrong-lift' | 'gave-up';

/** Who loses how many lives when the round ends this way (null: no call stands). */
export function roundLoss(
  code: TableCode,
  table: MeyerCup,
  end: RoundEnd,
): { seat: number; lives: number } | null {
  if (table.call === null || table.caller === null) return null;
  const holder = holderAt(code, table.turn);
  if (end === 'caught') return { seat: table.caller, lives: 1 };
  if (end === 'gave-up') return table.call === MEYER ? { seat: holder, lives: 1 } : null;
  return { seat: holder, lives: table.call === MEYER ? meyerCostOf(code) : 1 };
}

/** The round ends: the loser loses lives on every phone and starts the next round (or the next
 * player still in, if that was their last life); every cup is empty and no call stands. */
export function roundOver(code: TableCode, table: MeyerCup, end: RoundEnd): MeyerCup {
  const loss = roundLoss(code, table, end);
  if (!loss) return table;
  const lives = tableLives(code, table).map((l, seat) =>
    seat === loss.seat ? Math.max(0, l - loss.lives) : l,
  );
  const starter = (lives[loss.seat] ?? 0) > 0 ? loss.seat : nextAlive(lives, loss.seat);
  return {
    ...table,
    turn: turnOf(code, table.turn, starter ?? loss.seat),
    call: null,
    caller: null,
    lives,
    dice: null,
    cup: 'empty',
  };
}
