import { afterEach, describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { seededWords, type RandomWords } from '../../../lib/random';
import {
  announceable,
  liftOutcome,
  MEYER,
  nextSeat,
  PRESET_IDS,
  PRESETS,
  presetName,
  readRoll,
  rollDice,
  rollLabel,
  starterAfter,
  strength,
  topName,
  winnerOf,
} from './rules';

/** Every ordered pair of two dice, reduced high-low: the 21 distinct Meyer rolls. */
const ALL_ROLLS = [
  ...new Set([1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => readRoll(a, b)))),
];

describe('reading a roll', () => {
  it('puts the higher die first, whatever order they land in', () => {
    expect(readRoll(3, 5)).toBe(53);
    expect(readRoll(5, 3)).toBe(53);
    expect(readRoll(1, 2)).toBe(21);
    expect(readRoll(4, 4)).toBe(44);
    expect(ALL_ROLLS).toHaveLength(21);
  });
});

describe.each(PRESET_IDS)('the %s ranking', (preset) => {
  const order = PRESETS[preset].order;

  it('ranks all 21 distinct rolls, each exactly once', () => {
    expect(order).toHaveLength(21);
    expect([...order].sort()).toEqual([...ALL_ROLLS].sort());
  });

  it('is a strict total order: irreflexive, antisymmetric, transitive and total', () => {
    const beats = (a: number, b: number) => strength(preset, a) > strength(preset, b);
    for (const a of ALL_ROLLS) {
      expect(beats(a, a)).toBe(false);
      for (const b of ALL_ROLLS) {
        if (a !== b) expect(beats(a, b) !== beats(b, a)).toBe(true);
        for (const c of ALL_ROLLS) if (beats(a, b) && beats(b, c)) expect(beats(a, c)).toBe(true);
      }
    }
  });

  it('puts Meyer (21) on top', () => {
    expect(strength(preset, MEYER)).toBe(20);
  });

  it('puts every pair above every mixed roll except the named ones', () => {
    const named = Object.keys(PRESETS[preset].names).map(Number);
    const pairs = ALL_ROLLS.filter((r) => r % 11 === 0);
    const mixed = ALL_ROLLS.filter((r) => r % 11 !== 0 && !named.includes(r));
    for (const p of pairs)
      for (const m of mixed) expect(strength(preset, p)).toBeGreaterThan(strength(preset, m));
  });
});

describe('regional differences', () => {
  it('Danish: Little Meyer (31) second, pairs 66 down to 11, 32 lowest', () => {
    expect(PRESETS.danish.order.slice(0, 8)).toEqual([21, 31, 66, 55, 44, 33, 22, 11]);
    expect(PRESETS.danish.order.at(-1)).toBe(32);
    expect(rollLabel('danish', 31)).toBe('31 (Little Meyer)');
    expect(rollLabel('danish', 44)).toBe('44 (pair of 4s)');
    expect(rollLabel('danish', 65)).toBe('65');
  });

  it('German: no Little Meyer, 31 is the lowest roll', () => {
    expect(PRESETS.german.order.slice(0, 7)).toEqual([21, 66, 55, 44, 33, 22, 11]);
    expect(PRESETS.german.order.at(-1)).toBe(31);
    expect(strength('german', 31)).toBe(0);
    expect(rollLabel('german', 31)).toBe('31');
  });

  it('Mia: 11 is the best pair, then 22 up to 66, then 65 down to 31', () => {
    expect(PRESETS.mia.order.slice(0, 8)).toEqual([21, 11, 22, 33, 44, 55, 66, 65]);
    expect(PRESETS.mia.order.at(-1)).toBe(31);
    expect(rollLabel('mia', 21)).toBe('21 (Mia)');
  });
});

describe('the picker', () => {
  it.each(PRESET_IDS)('%s: after rolling, offers only values above the call', (preset) => {
    for (const call of ALL_ROLLS) {
      const offered = announceable(preset, call, 'above');
      expect(offered.every((r) => strength(preset, r) > strength(preset, call))).toBe(true);
      expect(offered).toHaveLength(20 - strength(preset, call));
    }
  });

  it.each(PRESET_IDS)('%s: passing on blind offers the call itself or higher', (preset) => {
    for (const call of ALL_ROLLS) {
      const offered = announceable(preset, call, 'same-or-above');
      expect(offered[0]).toBe(call);
      expect(offered.every((r) => strength(preset, r) >= strength(preset, call))).toBe(true);
    }
  });

  it('offers every roll, lowest first, when nothing has been called', () => {
    expect(announceable('danish', null, 'above')).toEqual([...PRESETS.danish.order].reverse());
  });

  it('offers nothing above a Meyer, and only Meyer on blind', () => {
    expect(announceable('danish', MEYER, 'above')).toEqual([]);
    expect(announceable('danish', MEYER, 'same-or-above')).toEqual([MEYER]);
  });
});

describe('lifting the cup', () => {
  const base = { announcer: 'Ana', lifter: 'Ben', meyerCost: 2 };

  it('a truthful call: the lifter loses one life', () => {
    expect(liftOutcome('danish', { ...base, dice: 54, call: 54 })).toMatchObject({
      truthful: true,
      loser: 'Ben',
      lives: 1,
    });
  });

  it('an under-call (the dice beat it) still holds: the lifter loses', () => {
    expect(liftOutcome('danish', { ...base, dice: 66, call: 43 }).loser).toBe('Ben');
  });

  it('a lie: the announcer loses one life', () => {
    expect(liftOutcome('danish', { ...base, dice: 32, call: 54 })).toMatchObject({
      truthful: false,
      loser: 'Ana',
      lives: 1,
    });
  });

  it('a doubted real Meyer costs the configured lives', () => {
    for (const meyerCost of [1, 2, 3]) {
      expect(liftOutcome('danish', { ...base, meyerCost, dice: 21, call: 21 })).toMatchObject({
        loser: 'Ben',
        lives: meyerCost,
        doubtedMeyer: true,
      });
    }
  });

  it('a fake Meyer costs the bluffer one life', () => {
    expect(liftOutcome('danish', { ...base, dice: 31, call: 21 })).toMatchObject({
      loser: 'Ana',
      lives: 1,
      doubtedMeyer: false,
    });
  });

  it('follows the preset: 31 beats 66 in Danish but loses to 32 in German', () => {
    expect(liftOutcome('danish', { ...base, dice: 31, call: 66 }).loser).toBe('Ben');
    expect(liftOutcome('german', { ...base, dice: 31, call: 32 }).loser).toBe('Ana');
    expect(liftOutcome('mia', { ...base, dice: 11, call: 66 }).loser).toBe('Ben');
  });
});

describe('turn order', () => {
  const players = ['Ana', 'Ben', 'Cleo', 'Dan'];

  it('goes round the table and skips players who are out', () => {
    const lives = { Ana: 2, Ben: 0, Cleo: 1, Dan: 0 };
    expect(nextSeat(players, lives, 0)).toBe(2);
    expect(nextSeat(players, lives, 2)).toBe(0);
    expect(nextSeat(players, lives, 1)).toBe(2);
  });

  it('has nobody next when only one player is in', () => {
    expect(nextSeat(players, { Ana: 3 }, 0)).toBeNull();
  });

  it('lets the loser start the next round, or the next player in when the loser is out', () => {
    const lives = { Ana: 2, Ben: 0, Cleo: 1, Dan: 1 };
    expect(starterAfter(players, lives, 'Cleo')).toBe(2);
    expect(starterAfter(players, lives, 'Ben')).toBe(2);
    expect(starterAfter(players, { ...lives, Dan: 0 }, 'Dan')).toBe(0);
  });

  it('names a winner only when one player is left', () => {
    expect(winnerOf(players, { Ana: 1, Ben: 1 })).toBeNull();
    expect(winnerOf(players, { Ana: 0, Ben: 0, Cleo: 4, Dan: 0 })).toBe('Cleo');
  });
});

describe('dice fairness', () => {
  it('rolls each face equally often through the shared generator', () => {
    const words = seededWords(2026);
    const counts = Array<number>(7).fill(0);
    const rolls = 60_000;
    for (let i = 0; i < rolls; i++)
      for (const d of rollDice(words)) counts[d] = (counts[d] ?? 0) + 1;
    const expected = (rolls * 2) / 6;
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.1 % critical value.
    const chi = counts.slice(1).reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5);
    expect(counts[0]).toBe(0);
  });

  it('maps every word of a counted source to a face with no bias', () => {
    // A source that walks through 0, 1, 2, … : every residue appears equally often.
    let n = 0;
    const counting: RandomWords = () => n++;
    const counts = Array<number>(7).fill(0);
    for (let i = 0; i < 600; i++)
      for (const d of rollDice(counting)) counts[d] = (counts[d] ?? 0) + 1;
    expect(counts.slice(1)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('gives Meyer its real chance: 2 in 36', () => {
    const words = seededWords(7);
    let meyers = 0;
    const rolls = 36_000;
    for (let i = 0; i < rolls; i++) {
      const [a, b] = rollDice(words);
      if (readRoll(a, b) === MEYER) meyers++;
    }
    expect(meyers / rolls).toBeGreaterThan(0.05);
    expect(meyers / rolls).toBeLessThan(0.061);
  });
});

describe('the dice in Danish', () => {
  afterEach(() => setCurrentLang('en'));

  it('names Meyer, lille Meyer and the pairs as Danes say them, the rankings unchanged', async () => {
    await loadLang('da');
    setCurrentLang('da');
    expect(rollLabel('danish', 21)).toBe('21 (Meyer)');
    expect(rollLabel('danish', 31)).toBe('31 (Lille Meyer)');
    expect(rollLabel('danish', 44)).toBe('44 (par 4)');
    expect(rollLabel('mia', 21)).toBe('21 (Mia)');
    expect(topName('german')).toBe('Meyer');
    expect(presetName('danish')).toBe('Dansk');
    expect(strength('danish', 31)).toBe(19);
  });
});
