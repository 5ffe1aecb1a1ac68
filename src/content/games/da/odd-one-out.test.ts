import { describe, expect, it } from 'vitest';
import { ODD_ONE_OUT_CATEGORIES } from '../odd-one-out';
import { nearDuplicates } from '../quality';
import { danishVariant } from './check';
import { ODD_ONE_OUT_CATEGORIES_DA } from './odd-one-out';

// The Danish odd-one-out words beside the English: the same categories (ids, order, spice), 12
// Danish words each, short enough for a phone, every word once in the file, one spelling norm.

const MAX_LENGTH = 28;
const ENGLISH = /\b(the|of|and|in|at|with|your)\b/i;

describe('the Danish odd-one-out words', () => {
  it('mirror the English categories: ids, order, spice; counts within 10 %', () => {
    expect(ODD_ONE_OUT_CATEGORIES_DA.map((c) => c.id)).toEqual(
      ODD_ONE_OUT_CATEGORIES.map((c) => c.id),
    );
    ODD_ONE_OUT_CATEGORIES_DA.forEach((c, i) =>
      expect(c.spice, c.id).toBe(ODD_ONE_OUT_CATEGORIES[i]?.spice),
    );
    const da = ODD_ONE_OUT_CATEGORIES_DA.flatMap((c) => c.words).length;
    const en = ODD_ONE_OUT_CATEGORIES.flatMap((c) => c.words).length;
    expect(Math.abs(da - en)).toBeLessThanOrEqual(en * 0.1);
  });

  it('has 12 short Danish words a category, in one spelling norm', () => {
    for (const c of ODD_ONE_OUT_CATEGORIES_DA) {
      expect(c.words, c.id).toHaveLength(12);
      expect(c.name.trim(), c.id).not.toBe('');
      expect(ENGLISH.test(c.name), `${c.id}: ${c.name}`).toBe(false);
      for (const word of c.words) {
        expect(word.trim(), c.id).toBe(word);
        expect(word.length, word).toBeLessThanOrEqual(MAX_LENGTH);
        expect(danishVariant(word), word).toBeUndefined();
      }
    }
  });

  it('uses every word once in the whole file, and no two feel like the same word', () => {
    const words = ODD_ONE_OUT_CATEGORIES_DA.flatMap((c) => c.words.map((w) => w.toLowerCase()));
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
    for (const c of ODD_ONE_OUT_CATEGORIES_DA)
      expect(nearDuplicates([...c.words], { lang: 'da' }), c.id).toEqual([]);
  });

  it('names every category differently', () => {
    const names = ODD_ONE_OUT_CATEGORIES_DA.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
