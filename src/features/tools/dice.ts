import { cryptoWords, randomIndex, type RandomWords } from '../../lib/random';
import { currentLang, translate, type Lang } from '../../lib/i18n';

// The dice tray: 1–6 six-sided dice, each rolled by the shared generator unless it is held.

export const MIN_DICE = 1;
export const MAX_DICE = 6;

export interface Die {
  /** 1–6, or null before the die's first roll. */
  value: number | null;
  held: boolean;
}

export function rollDie(words: RandomWords = cryptoWords): number {
  return randomIndex(6, words) + 1;
}

export function freshDice(count: number): Die[] {
  return Array.from({ length: clampCount(count) }, () => ({ value: null, held: false }));
}

export function clampCount(count: number): number {
  return Math.min(MAX_DICE, Math.max(MIN_DICE, Math.round(count)));
}

/** Rolls every die that is not held; held dice keep their value (and stay held). */
export function rollDice(dice: readonly Die[], words: RandomWords = cryptoWords): Die[] {
  return dice.map((die) =>
    die.held && die.value !== null ? die : { ...die, value: rollDie(words) },
  );
}

/** Holds or releases one die. A die that has never been rolled has nothing to hold. */
export function toggleHold(dice: readonly Die[], index: number): Die[] {
  return dice.map((die, i) =>
    i === index && die.value !== null ? { ...die, held: !die.held } : die,
  );
}

/** More or fewer dice: the first ones keep their values and holds, new ones wait for a roll. */
export function resize(dice: readonly Die[], count: number): Die[] {
  const n = clampCount(count);
  return Array.from({ length: n }, (_, i) => dice[i] ?? { value: null, held: false });
}

export function diceSum(dice: readonly Die[]): number {
  return dice.reduce((sum, die) => sum + (die.value ?? 0), 0);
}

/** Whether every die would stay put: a roll then changes nothing. */
export function allHeld(dice: readonly Die[]): boolean {
  return dice.every((die) => die.held && die.value !== null);
}

/** What a screen reader hears after a roll. */
export function rollLine(dice: readonly Die[], lang: Lang = currentLang()): string {
  const values = dice.map((d) => d.value ?? 0);
  if (values.length === 1)
    return translate(lang, 'tools.dice.rolledOne', { value: values[0] ?? 0 });
  const held = dice.filter((d) => d.held).length;
  const keep = held > 0 ? translate(lang, 'tools.dice.heldCount', { count: held }) : '';
  const all = translate(lang, 'tools.dice.rolledMany', {
    values: values.join(', '),
    sum: diceSum(dice),
  });
  return `${all}${keep}`;
}
