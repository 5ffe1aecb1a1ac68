import { describe, expect, it } from 'vitest';
import { coinKv, diceKv } from './state';

describe('what the tools remember', () => {
  it('reads back a coin match and history', () => {
    const saved = {
      mode: 3,
      history: ['tails', 'heads'],
      tally: { heads: 4, tails: 3 },
      match: ['heads', 'tails'],
    };
    expect(coinKv.parse(saved)).toEqual(saved);
  });

  it('falls back to a fresh coin for anything unreadable', () => {
    expect(coinKv.parse({ mode: 4, history: [], tally: { heads: 0, tails: 0 }, match: [] })).toBe(
      coinKv.fallback,
    );
    expect(coinKv.parse({ ...coinKv.fallback, history: Array(21).fill('heads') })).toBe(
      coinKv.fallback,
    );
    expect(coinKv.parse(undefined)).toBe(coinKv.fallback);
  });

  it('reads back held dice and a covered roll', () => {
    const saved = {
      dice: [
        { value: 6, held: true },
        { value: null, held: false },
      ],
      hidden: true,
      covered: true,
    };
    expect(diceKv.parse(saved)).toEqual(saved);
  });

  it('refuses a tray of seven dice or a face of seven', () => {
    const die = { value: 3, held: false };
    expect(diceKv.parse({ dice: Array(7).fill(die), hidden: false, covered: false })).toBe(
      diceKv.fallback,
    );
    expect(diceKv.parse({ dice: [{ value: 7, held: false }], hidden: false, covered: false })).toBe(
      diceKv.fallback,
    );
    expect(diceKv.parse({ dice: [], hidden: false, covered: false })).toBe(diceKv.fallback);
  });
});
