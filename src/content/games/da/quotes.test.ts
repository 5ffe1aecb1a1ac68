import { describe, expect, it } from 'vitest';
import { nearDuplicates } from '../quality';
import { quotes } from '../quotes';
import { danishVariant } from './check';
import { quotesDa } from './quotes';

// The Danish quotes: as many as the English within 10 %, short, Danish, one spelling norm, no two
// alike, and none that tells anyone to drink.

const ENGLISH = /\b(the|you|your|with|never|what|would|who)\b/i;

describe('the Danish quotes', () => {
  it('count within 10 % of the English quotes', () => {
    expect(Math.abs(quotesDa.length - quotes.length)).toBeLessThanOrEqual(quotes.length * 0.1);
  });

  it('are short, finished Danish lines in one spelling norm', () => {
    for (const { text } of quotesDa) {
      expect(text.length, text).toBeLessThanOrEqual(120);
      expect(text.trim(), text).toBe(text);
      expect(text, text).toMatch(/[.!?]$/);
      expect(ENGLISH.test(text), `${text} reads as English`).toBe(false);
      expect(danishVariant(text), text).toBeUndefined();
    }
  });

  it('never order a drink', () => {
    for (const { text } of quotesDa)
      expect(text, text).not.toMatch(/(^|[.!:;] )(drik|bund)\b(?! vand)|\bshots?\b/i);
  });

  it('has no two lines that feel the same', () => {
    const texts = quotesDa.map((q) => q.text);
    expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
    expect(nearDuplicates(texts, { lang: 'da', stems: true })).toEqual([]);
  });
});
