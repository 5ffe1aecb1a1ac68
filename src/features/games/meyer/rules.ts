import { t } from '../../../lib/i18n';
import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';

// Meyer (also Mia) as pure rules: reading two dice, the regional rankings as data, what the
// picker may offer, who loses how many lives when the cup is lifted, and whose turn comes next.
// The page only calls these, so every outcome is unit-tested.

/** A roll read the Meyer way: the higher die is the tens digit (5 and 3 → 53). */
export type Roll = number;

export type PresetId = 'danish' | 'german' | 'mia';

export interface Preset {
  id: PresetId;
  name: string;
  /** One line for the set-up screen. */
  summary: string;
  /** Every one of the 21 distinct rolls, highest first. */
  order: readonly Roll[];
  /** Names the table says out loud. */
  names: Readonly<Record<number, string>>;
}

const PAIRS_HIGH_FIRST = [66, 55, 44, 33, 22, 11] as const;
const MIXED_HIGH_FIRST = [65, 64, 63, 62, 61, 54, 53, 52, 51, 43, 42, 41, 32] as const;

export const PRESETS: Readonly<Record<PresetId, Preset>> = {
  danish: {
    id: 'danish',
    name: 'Danish',
    summary: 'Meyer (21), then Little Meyer (31), pairs 66 down to 11, then 65 down to 32.',
    order: [21, 31, ...PAIRS_HIGH_FIRST, ...MIXED_HIGH_FIRST],
    names: { 21: 'Meyer', 31: 'Little Meyer' },
  },
  german: {
    id: 'german',
    name: 'German',
    summary: 'Meyer (21), pairs 66 down to 11, then 65 down to 31; no Little Meyer.',
    order: [21, ...PAIRS_HIGH_FIRST, ...MIXED_HIGH_FIRST, 31],
    names: { 21: 'Meyer' },
  },
  mia: {
    id: 'mia',
    name: 'Mia',
    summary: 'Mia (21), then pairs with 11 as the best, up to 66, then 65 down to 31.',
    order: [21, ...[...PAIRS_HIGH_FIRST].reverse(), ...MIXED_HIGH_FIRST, 31],
    names: { 21: 'Mia' },
  },
};

export const PRESET_IDS = Object.keys(PRESETS) as PresetId[];

/** The top roll of every preset. */
export const MEYER: Roll = 21;

/** Two dice (1–6 each, any order) read as a roll: 3 and 5 → 53, 2 and 1 → 21. */
export function readRoll(a: number, b: number): Roll {
  return Math.max(a, b) * 10 + Math.min(a, b);
}

/** How strong a roll is under a preset: higher beats lower, the top roll is 20. */
export function strength(preset: PresetId, roll: Roll): number {
  const order = PRESETS[preset].order;
  const index = order.indexOf(roll);
  if (index < 0) throw new RangeError(`${roll} is not a Meyer roll`);
  return order.length - 1 - index;
}

/** The catalogue's words for the named rolls (the presets keep the English names as data). */
const NAME_KEYS: Readonly<
  Record<string, 'meyer.roll.meyer' | 'meyer.roll.littleMeyer' | 'meyer.roll.mia'>
> = {
  Meyer: 'meyer.roll.meyer',
  'Little Meyer': 'meyer.roll.littleMeyer',
  Mia: 'meyer.roll.mia',
};

const spoken = (name: string) => {
  const key = NAME_KEYS[name];
  return key ? t(key) : name;
};

/** "Meyer", "Little Meyer", "pair of 4s" or "65" (in Danish "Meyer", "Lille Meyer", "par 4"). */
export function rollName(preset: PresetId, roll: Roll): string {
  const named = PRESETS[preset].names[roll];
  if (named) return spoken(named);
  const high = Math.floor(roll / 10);
  if (high === roll % 10) return t('meyer.roll.pair', { high });
  return String(roll);
}

/** A preset's name and summary in the page's language. */
export const presetName = (preset: PresetId) => t(`meyer.preset.${preset}.name` as const);
export const presetSummary = (preset: PresetId) => t(`meyer.preset.${preset}.summary` as const);

/** The value with its name when it has one: "21 (Meyer)", "44 (pair of 4s)", "65". */
export function rollLabel(preset: PresetId, roll: Roll): string {
  const name = rollName(preset, roll);
  return name === String(roll) ? name : `${roll} (${name})`;
}

/** What this preset calls the top roll: "Meyer" or "Mia". */
export function topName(preset: PresetId): string {
  return spoken(PRESETS[preset].names[MEYER] ?? 'Meyer');
}

/**
 * What may be announced, lowest first: after rolling, anything above the call; when passing on
 * blind, the call itself or anything above it. With no call yet, every roll.
 */
export function announceable(
  preset: PresetId,
  call: Roll | null,
  mode: 'above' | 'same-or-above',
): Roll[] {
  const order = [...PRESETS[preset].order].reverse();
  if (call === null) return order;
  const floor = strength(preset, call);
  return order.filter((roll) => {
    const s = strength(preset, roll);
    return mode === 'above' ? s > floor : s >= floor;
  });
}

/** Two fair dice from the shared unbiased generator. */
export function rollDice(words: RandomWords = cryptoWords): [number, number] {
  return [randomIndex(6, words) + 1, randomIndex(6, words) + 1];
}

export interface LiftOutcome {
  /** The dice were at least what was announced. */
  truthful: boolean;
  loser: string;
  lives: number;
  /** The announced roll was a real Meyer and the lifter doubted it. */
  doubtedMeyer: boolean;
}

/**
 * The cup is lifted. If the dice are at least the call, the lifter was wrong and loses;
 * otherwise the announcer loses. Doubting a real Meyer costs `meyerCost` lives, anything else one.
 */
export function liftOutcome(
  preset: PresetId,
  input: { dice: Roll; call: Roll; announcer: string; lifter: string; meyerCost: number },
): LiftOutcome {
  const truthful = strength(preset, input.dice) >= strength(preset, input.call);
  const doubtedMeyer = truthful && input.call === MEYER && input.dice === MEYER;
  return {
    truthful,
    loser: truthful ? input.lifter : input.announcer,
    lives: doubtedMeyer ? input.meyerCost : 1,
    doubtedMeyer,
  };
}

/** Lives after `player` loses `count` (never below zero). */
export function loseLives(
  lives: Readonly<Record<string, number>>,
  player: string,
  count: number,
): Record<string, number> {
  return { ...lives, [player]: Math.max(0, (lives[player] ?? 0) - count) };
}

/** The players still in, in seat order. */
export function alive(players: readonly string[], lives: Readonly<Record<string, number>>) {
  return players.filter((p) => (lives[p] ?? 0) > 0);
}

/**
 * The seat of the next player still in after `seat` (going round the table), or null when
 * nobody else is in.
 */
export function nextSeat(
  players: readonly string[],
  lives: Readonly<Record<string, number>>,
  seat: number,
): number | null {
  for (let step = 1; step <= players.length; step++) {
    const candidate = (seat + step) % players.length;
    if (candidate === seat) return null;
    if ((lives[players[candidate] ?? ''] ?? 0) > 0) return candidate;
  }
  return null;
}

/** Who starts the next round: the loser, or the next player still in when the loser is out. */
export function starterAfter(
  players: readonly string[],
  lives: Readonly<Record<string, number>>,
  loser: string,
): number | null {
  const seat = players.indexOf(loser);
  if (seat < 0) return null;
  if ((lives[loser] ?? 0) > 0) return seat;
  return nextSeat(players, lives, seat);
}

/** The last player standing, or null while two or more are in. */
export function winnerOf(
  players: readonly string[],
  lives: Readonly<Record<string, number>>,
): string | null {
  const left = alive(players, lives);
  return left.length === 1 ? (left[0] ?? null) : null;
}
