import { describe, expect, it } from 'vitest';
import { categorySets } from '../country-island-city';
import { danishVariant } from './check';
import { categorySetsDa } from './country-island-city';

// The Danish column sets beside the English: the same sets (ids, premium), Danish column names,
// letters from the Danish alphabet that each set's comment vouches for.

const ENGLISH = /\b(the|country|island|city|river|first name|animal|food|thing)\b/i;

describe('the Danish country-island-city sets', () => {
  it('mirror the English sets: ids, order, premium, column counts', () => {
    expect(categorySetsDa.map((s) => s.id)).toEqual(categorySets.map((s) => s.id));
    categorySetsDa.forEach((set, i) => {
      const en = categorySets[i]!;
      expect(set.premium, set.id).toBe(en.premium);
      expect(set.categories.length, set.id).toBe(en.categories.length);
    });
  });

  it('has Danish names, descriptions and columns in one spelling norm', () => {
    for (const set of categorySetsDa) {
      const words = [set.name, set.description, ...set.categories];
      for (const w of words) {
        expect(w.trim(), set.id).not.toBe('');
        expect(ENGLISH.test(w), `${set.id}: ${w} reads as English`).toBe(false);
        expect(danishVariant(w), set.id).toBeUndefined();
      }
      expect(new Set(set.categories).size, set.id).toBe(set.categories.length);
    }
    expect(categorySetsDa[0]?.categories).toEqual(['Land', 'Ø', 'By', 'Dreng', 'Pige', 'Dyr']);
  });

  it('plays only distinct Danish capital letters, at least ten a set, Q, W, X, Y and Z never', () => {
    for (const set of categorySetsDa) {
      expect(set.letters, set.id).toMatch(/^[A-ZÆØÅ]+$/);
      expect(new Set(set.letters).size, set.id).toBe(set.letters.length);
      expect(set.letters.length, set.id).toBeGreaterThanOrEqual(10);
      expect(set.letters, set.id).not.toMatch(/[QWXYZ]/);
    }
  });

  it('names the sets differently from one another', () => {
    expect(new Set(categorySetsDa.map((s) => s.name)).size).toBe(categorySetsDa.length);
  });
});
