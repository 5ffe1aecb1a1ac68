import { describe, expect, it } from 'vitest';
import { describeFindings, lintContent } from '../../../content/safety-lint';
import { seededWords, type RandomWords } from '../../../lib/random';
import {
  DEFAULT_ONE_DIE,
  DEFAULT_TWO_DICE,
  defaultRules,
  drinkRule,
  makesARule,
  RULE_MAX,
  rollDice,
  ruleFor,
  ruleIndex,
  rowLabels,
  rulesSchema,
  soberNote,
  withRule,
} from './rules';
import * as v from 'valibot';
import { parseSession, freshSession } from './session';

describe('drunk dice rules', () => {
  it('one die reads the rule of its face', () => {
    const rules = defaultRules(1);
    for (let face = 1; face <= 6; face++) {
      expect(ruleIndex([face])).toBe(face - 1);
      expect(ruleFor(rules, [face])).toBe(DEFAULT_ONE_DIE[face - 1]);
    }
  });

  it('two dice read the rule of their total, 2 to 12, in either order', () => {
    const rules = defaultRules(2);
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        expect(ruleIndex([a, b])).toBe(a + b - 2);
        expect(ruleFor(rules, [a, b])).toBe(DEFAULT_TWO_DICE[a + b - 2]);
        expect(ruleFor(rules, [b, a])).toBe(ruleFor(rules, [a, b]));
      }
    }
  });

  it('labels a row per face or per total', () => {
    expect(rowLabels(1)).toEqual(['Face 1', 'Face 2', 'Face 3', 'Face 4', 'Face 5', 'Face 6']);
    expect(rowLabels(2)[0]).toBe('Total 2');
    expect(rowLabels(2).at(-1)).toBe('Total 12');
  });

  it('ships a complete, valid default table with a "make a rule" on 6 and on snake eyes', () => {
    expect(v.safeParse(rulesSchema, defaultRules()).success).toBe(true);
    expect(makesARule(ruleFor(defaultRules(1), [6]))).toBe(true);
    expect(makesARule(ruleFor(defaultRules(2), [1, 1]))).toBe(true);
    expect(DEFAULT_ONE_DIE.filter(makesARule)).toHaveLength(1);
    expect(makesARule('Take a sip.')).toBe(false);
    expect(makesARule('MAKE A RULE about hats')).toBe(true);
  });

  it('ships default rules that pass the content rules (sips only, nobody picked on)', () => {
    const items = [...DEFAULT_ONE_DIE, ...DEFAULT_TWO_DICE].map((text) => ({
      text,
      where: 'drunk dice default',
    }));
    expect(describeFindings(lintContent(items))).toEqual([]);
  });

  it('rewrites one row and leaves the other table alone', () => {
    const edited = withRule(defaultRules(1), 1, 2, 'Sing a line of any song.');
    expect(ruleFor(edited, [3])).toBe('Sing a line of any song.');
    expect(edited.two).toEqual(DEFAULT_TWO_DICE);
    const two = withRule(edited, 2, 5, 'Seven: toast the host.');
    expect(ruleFor(two, [3, 4])).toBe('Seven: toast the host.');
    expect(ruleFor(two, [3])).toBe('Sing a line of any song.');
    expect(withRule(edited, 1, 9, 'nowhere')).toBe(edited);
    expect(withRule(edited, 1, 0, 'x'.repeat(500)).one[0]).toHaveLength(RULE_MAX);
  });

  it('falls back to the defaults when a stored table is the wrong shape', () => {
    expect(v.safeParse(rulesSchema, { dice: 1, one: ['a'], two: [] }).success).toBe(false);
    expect(v.safeParse(rulesSchema, { ...defaultRules(), dice: 3 }).success).toBe(false);
  });

  it('rolls fair dice through the shared generator', () => {
    const words = seededWords(99);
    const totals = Array<number>(13).fill(0);
    const rolls = 72_000;
    for (let i = 0; i < rolls; i++) {
      const [a = 0, b = 0] = rollDice(2, words);
      totals[a + b] = (totals[a + b] ?? 0) + 1;
    }
    // Two dice: a total t comes up (6 − |t − 7|) times in 36.
    let chi = 0;
    for (let t = 2; t <= 12; t++) {
      const expected = (rolls * (6 - Math.abs(t - 7))) / 36;
      chi += ((totals[t] ?? 0) - expected) ** 2 / expected;
    }
    // 10 degrees of freedom: 29.6 is the 0.1 % critical value.
    expect(chi).toBeLessThan(29.6);
    let n = 0;
    const counting: RandomWords = () => n++;
    expect(Array.from({ length: 6 }, () => rollDice(1, counting)[0])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the last roll and the made rule through a reload', () => {
    const s = { ...freshSession(), last: [1, 1], rolls: 4, madeRule: 'No first names.' };
    expect(parseSession(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(parseSession({ ...s, last: [0] })).toBeNull();
  });
});

describe('players not drinking tonight', () => {
  const players = ['Ann', 'Bo', 'Cy'];
  const flags = { Ann: { sober: true, taken: false }, Cy: { sober: true, taken: true } };

  it('knows which default rules have someone drink', () => {
    const drinks = [...DEFAULT_ONE_DIE, ...DEFAULT_TWO_DICE].filter(drinkRule);
    expect(drinks).toContain('Take a sip.');
    expect(drinks).toContain('Lucky seven: everybody drinks.');
    expect(drinks.some((rule) => /make a rule/i.test(rule))).toBe(false);
  });

  it('gives every drink rule a forfeit for them, and leaves other rules alone', () => {
    for (const rule of [...DEFAULT_ONE_DIE, ...DEFAULT_TWO_DICE]) {
      const note = soberNote(rule, players, flags, 'do ten star jumps');
      if (drinkRule(rule)) {
        expect(note).toBe(
          'Not drinking tonight: Ann and Cy. If this rule has one of them drink, instead: do ten star jumps.',
        );
      } else {
        expect(note).toBeNull();
      }
    }
    expect(
      soberNote('Take a sip.', ['Ann', 'Bo'], flags, 'hum a song until someone names it'),
    ).toBe(
      'Not drinking tonight: Ann. If this rule has them drink, instead: hum a song until someone names it.',
    );
  });

  it('says nothing when everyone is drinking', () => {
    expect(soberNote('Take a sip.', players, {}, 'do ten star jumps')).toBeNull();
    expect(soberNote('Take a sip.', [], flags, 'do ten star jumps')).toBeNull();
    expect(soberNote(null, players, flags, 'do ten star jumps')).toBeNull();
  });
});
