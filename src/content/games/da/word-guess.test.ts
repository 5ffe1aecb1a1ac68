import { describe, expect, it } from 'vitest';
import { WORD_CATEGORIES, WORD_DIFFICULTIES } from '../word-guess';
import { WORD_CATEGORIES_DA } from './word-guess';

describe('the Danish word-guess words (Ordgætteleg)', () => {
  const all = WORD_CATEGORIES_DA.flatMap((c) => WORD_DIFFICULTIES.flatMap((d) => c.words[d]));
  const english = WORD_CATEGORIES.flatMap((c) => WORD_DIFFICULTIES.flatMap((d) => c.words[d]));

  it('keeps the English categories, in order, marked Danish', () => {
    expect(WORD_CATEGORIES_DA.map((c) => c.id)).toEqual(WORD_CATEGORIES.map((c) => c.id));
    for (const category of WORD_CATEGORIES_DA) expect(category.lang).toBe('da');
  });

  it('holds as many words as the English lists, within 10 %, none twice', () => {
    expect(Math.abs(all.length - english.length)).toBeLessThanOrEqual(english.length * 0.1);
    expect(new Set(all).size).toBe(all.length);
  });

  it('writes every word in lower-case Danish without stray spaces', () => {
    for (const word of all) expect(word).toMatch(/^[a-zæøå]+([ -][a-zæøå]+)*$/);
  });

  it('fills every category at every difficulty, with a Danish opener line', () => {
    for (const category of WORD_CATEGORIES_DA) {
      expect(category.name).not.toBe(WORD_CATEGORIES.find((c) => c.id === category.id)!.name);
      expect(category.opener).toMatch(/^Det er .+\.$/);
      for (const d of WORD_DIFFICULTIES)
        expect(category.words[d].length, `${category.id} ${d}`).toBeGreaterThanOrEqual(10);
    }
  });
});
