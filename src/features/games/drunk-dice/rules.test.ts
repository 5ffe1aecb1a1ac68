import { describe, expect, it } from 'vitest';
import { FORFEITS } from '../../../content/games/tags';
import { describeFindings, lintContent } from '../../../content/safety-lint';
import { seededWords, type RandomWords } from '../../../lib/random';
import {
  DEFAULT_ONE_DIE,
  DEFAULT_ONE_DIE_DA,
  DEFAULT_TWO_DICE,
  DEFAULT_TWO_DICE_DA,
  defaultRules,
  drinkRule,
  makesARule,
  RULE_MAX,
  rollDice,
  ruleFor,
  ruleIndex,
  ruleMeaning,
  ruleRows,
  rowLabels,
  rulesSchema,
  rollerFor,
  rollForfeits,
  rollLine,
  whoSips,
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
    expect(ruleRows(edited, 2, 'en')).toEqual(DEFAULT_TWO_DICE);
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

describe('our rules on a Danish page (issue 39)', () => {
  it('reads a row left at ours in the page’s language, and a row the table wrote as typed', () => {
    const edited = withRule(defaultRules(1), 1, 2, 'Sing a line of any song.');
    expect(ruleRows(edited, 1, 'da')).toEqual([
      ...DEFAULT_ONE_DIE_DA.slice(0, 2),
      'Sing a line of any song.',
      ...DEFAULT_ONE_DIE_DA.slice(3),
    ]);
    expect(ruleRows(edited, 1, 'en')[0]).toBe('Take a sip.');
    expect(ruleRows(edited, 2, 'da')).toEqual(DEFAULT_TWO_DICE_DA);
    expect(ruleFor(edited, [4, 4], 'da')).toBe(DEFAULT_TWO_DICE_DA[6]);
  });

  it('reads a table stored with our rules as English text in Danish (older builds stored text)', () => {
    const stored = {
      dice: 2,
      one: [...DEFAULT_ONE_DIE.slice(0, 5), 'No phones at the table.'],
      two: [...DEFAULT_TWO_DICE],
    };
    const rules = v.parse(rulesSchema, JSON.parse(JSON.stringify(stored)));
    expect(ruleRows(rules, 1, 'da')).toEqual([
      ...DEFAULT_ONE_DIE_DA.slice(0, 5),
      'No phones at the table.',
    ]);
    expect(ruleRows(rules, 2, 'da')).toEqual(DEFAULT_TWO_DICE_DA);
    expect(ruleRows(rules, 2, 'en')).toEqual(DEFAULT_TWO_DICE);
    // A Danish default typed back word for word is ours again, and reads in English there.
    expect(ruleRows(withRule(rules, 1, 5, DEFAULT_ONE_DIE_DA[5]!), 1, 'en')).toEqual(
      DEFAULT_ONE_DIE,
    );
  });

  it('has a Danish twin for every row that asks for the same: a rule, a sip, the same players', () => {
    const table = ['Ann', 'Ben', 'Chloé', 'Dev'];
    const pairs = [
      ...DEFAULT_ONE_DIE.map((en, i) => [en, DEFAULT_ONE_DIE_DA[i]!] as const),
      ...DEFAULT_TWO_DICE.map((en, i) => [en, DEFAULT_TWO_DICE_DA[i]!] as const),
    ];
    expect(pairs.every(([, da]) => da && da.length <= RULE_MAX)).toBe(true);
    for (const [en, da] of pairs) {
      expect(makesARule(da), da).toBe(makesARule(en));
      expect(drinkRule(da), da).toBe(drinkRule(en));
      // A Danish table that types our Danish rule in itself is read the same way.
      expect(whoSips(da, 'Ben', table), da).toEqual(whoSips(en, 'Ben', table));
    }
  });

  it('makes a rule on 6 and on snake eyes in Danish, and names who sips', () => {
    const rules = defaultRules(2);
    expect(ruleFor(rules, [1, 1], 'da')).toMatch(/^To ettere! Lav en regel/);
    expect(makesARule(ruleMeaning(rules, [1, 1]))).toBe(true);
    expect(makesARule(ruleMeaning(defaultRules(1), [6]))).toBe(true);
    // Total 4, the player on your left: the next seat.
    expect(ruleFor(rules, [2, 2], 'da')).toBe('Personen til venstre for dig tager en tår.');
    expect(whoSips(ruleMeaning(rules, [2, 2]), 'Ann', ['Ann', 'Ben', 'Cy'])).toEqual(['Ben']);
  });
});

describe('players not drinking tonight', () => {
  const flags = { Ann: { sober: true, taken: false }, Cy: { sober: true, taken: true } };

  it('knows which default rules have someone drink', () => {
    const drinks = [...DEFAULT_ONE_DIE, ...DEFAULT_TWO_DICE].filter(drinkRule);
    expect(drinks).toContain('Take a sip.');
    expect(drinks).toContain('Lucky seven: everybody drinks.');
    expect(drinks.some((rule) => /make a rule/i.test(rule))).toBe(false);
  });

  it('names whose roll it is, in seat order, and who the rule has sip', () => {
    const table = ['Ann', 'Ben', 'Chloé', 'Dev'];
    expect([0, 1, 2, 3, 4].map((roll) => rollerFor(table, roll))).toEqual([
      'Ann',
      'Ben',
      'Chloé',
      'Dev',
      'Ann',
    ]);
    expect(rollerFor([], 3)).toBeNull();
    // Seated clockwise in list order: the player on your left is the next seat.
    const left = whoSips('The player on your left takes a sip.', 'Ben', table);
    expect(left).toEqual(['Chloé']);
    expect(rollLine([4], 'Ben', left, table)).toBe('Ben rolled 4: Chloé sips.');
    expect(whoSips('The player on your right takes a sip.', 'Ann', table)).toEqual(['Dev']);
    expect(whoSips('Take a sip.', 'Dev', table)).toEqual(['Dev']);
    const all = whoSips('Everybody drinks. Cheers!', 'Ann', table);
    expect(rollLine([3], 'Ann', all, table)).toBe('Ann rolled 3: Everyone sips.');
    expect(
      whoSips(
        'Everyone except you takes a sip, then the whole table has a glass of water.',
        'Ben',
        table,
      ),
    ).toEqual(['Ann', 'Chloé', 'Dev']);
    expect(whoSips('Point at someone: they take a sip.', 'Ann', table)).toBe('someone');
    expect(whoSips('Thumb war with anyone you choose: the loser sips.', 'Ann', table)).toBe(
      'someone',
    );
    expect(whoSips('Make a rule: write it down.', 'Ann', table)).toBeNull();
    // Two dice keep the total; without names the line reads as before.
    expect(rollLine([3, 4], 'Ben', ['Ben'], table)).toBe('Ben rolled 3 and 4: 7. Ben sips.');
    expect(rollLine([3, 4], null, 'someone')).toBe('Rolled 3 and 4: 7');
    expect(whoSips('Take a sip.', null, [])).toBe('someone');
  });

  it('gives a forfeit only to a player not drinking the roll has drink', () => {
    const table = ['Ann', 'Bo', 'Cy'];
    // Bo rolls "Take a sip.": Bo drinks, nothing to swap for Ann or Cy.
    expect(rollForfeits(whoSips('Take a sip.', 'Bo', table), table, flags, 1).forfeits).toEqual([]);
    // Bo rolls "the player on your left": that is Cy, who is not drinking.
    const cy = rollForfeits(
      whoSips('The player on your left takes a sip.', 'Bo', table),
      table,
      flags,
      1,
    );
    expect(cy.lead).toBeUndefined();
    expect(cy.forfeits.map((f) => f.player)).toEqual(['Cy']);
    expect(FORFEITS).toContain(cy.forfeits[0]?.text);
    // The same roll gives the same forfeit after a reload.
    expect(
      rollForfeits(whoSips('The player on your left takes a sip.', 'Bo', table), table, flags, 1),
    ).toEqual(cy);
    // The table picks who sips: each of them gets theirs in case it lands on them.
    const picked = rollForfeits(
      whoSips('Point at someone: they take a sip.', 'Bo', table),
      table,
      flags,
      2,
    );
    expect(picked.lead).toBe('If the sip lands on them:');
    expect(picked.forfeits.map((f) => f.player)).toEqual(['Ann', 'Cy']);
    // No drink, or nobody marked: nothing.
    expect(rollForfeits(null, table, flags, 3).forfeits).toEqual([]);
    expect(rollForfeits(['Bo'], table, {}, 3).forfeits).toEqual([]);
    for (const rule of [...DEFAULT_ONE_DIE, ...DEFAULT_TWO_DICE]) {
      expect(whoSips(rule, 'Ann', table) === null).toBe(!drinkRule(rule));
    }
  });
});
