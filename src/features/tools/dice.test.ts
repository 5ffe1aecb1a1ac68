import { describe, expect, it } from 'vitest';
import { loadLang } from '../../lib/i18n';
import { seededWords } from '../../lib/random';
import {
  allHeld,
  diceSum,
  freshDice,
  resize,
  rollDice,
  rollLine,
  toggleHold,
  type Die,
} from './dice';

describe('the dice tray', () => {
  it('rolls every die into 1–6', () => {
    const words = seededWords(5);
    const dice = rollDice(freshDice(6), words);
    for (const die of dice) {
      expect(die.value).toBeGreaterThanOrEqual(1);
      expect(die.value).toBeLessThanOrEqual(6);
    }
    expect(diceSum(dice)).toBe(dice.reduce((s, d) => s + (d.value ?? 0), 0));
  });

  it('keeps held dice through many rolls and rolls the others', () => {
    const words = seededWords(9);
    let dice = rollDice(freshDice(3), words);
    dice = toggleHold(dice, 1);
    const kept = dice[1]?.value;
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      dice = rollDice(dice, words);
      expect(dice[1]).toEqual({ value: kept, held: true });
      seen.add(dice[0]?.value ?? 0);
    }
    // The free dice really moved.
    expect(seen.size).toBe(6);
  });

  it('releases a held die on a second tap', () => {
    const dice = toggleHold(toggleHold(rollDice(freshDice(2), seededWords(2)), 0), 0);
    expect(dice.every((d) => !d.held)).toBe(true);
  });

  it('does not hold a die that was never rolled', () => {
    expect(toggleHold(freshDice(2), 0)[0]?.held).toBe(false);
  });

  it('keeps 1 to 6 dice and the first ones’ values when the count changes', () => {
    const dice: Die[] = [
      { value: 4, held: true },
      { value: 2, held: false },
    ];
    expect(resize(dice, 4)).toEqual([
      ...dice,
      { value: null, held: false },
      { value: null, held: false },
    ]);
    expect(resize(dice, 1)).toEqual([dice[0]]);
    expect(resize(dice, 0)).toHaveLength(1);
    expect(resize(dice, 9)).toHaveLength(6);
  });

  it('knows when every die is held', () => {
    expect(allHeld([{ value: 3, held: true }])).toBe(true);
    expect(
      allHeld([
        { value: 3, held: true },
        { value: 1, held: false },
      ]),
    ).toBe(false);
  });

  it('says the roll in words', () => {
    expect(rollLine([{ value: 5, held: false }])).toBe('Rolled 5.');
    expect(
      rollLine([
        { value: 5, held: true },
        { value: 2, held: false },
        { value: 6, held: false },
      ]),
    ).toBe('Rolled 5, 2, 6: 13 in all. 1 held.');
  });

  it('says the roll in Danish on a Danish page', async () => {
    await loadLang('da');
    expect(rollLine([{ value: 4, held: false }], 'da')).toBe('Slog 4.');
    expect(
      rollLine(
        [
          { value: 5, held: true },
          { value: 2, held: true },
          { value: 6, held: false },
        ],
        'da',
      ),
    ).toBe('Slog 5, 2, 6: 13 i alt. 2 gemt.');
  });
});
