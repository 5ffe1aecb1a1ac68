import { describe, expect, it } from 'vitest';
import { mostLikelyToPacks } from '../most-likely-to';
import { wordsOf } from '../quality';
import { danishDeckProblems } from './check';
import { mostLikelyToPacksDa } from './most-likely-to';

// Every Danish prompt completes "Hvem er mest tilbøjelig til at …?", so it reads as the rest of
// that question: lower-case first letter, no "at" of its own, no question mark.
const prompts = mostLikelyToPacksDa.flatMap((pack) => pack.lists[0]!.map((p) => p.text));

describe('the Danish most likely to deck', () => {
  it('mirrors the English deck and passes every Danish deck check', () => {
    expect(danishDeckProblems(mostLikelyToPacksDa, mostLikelyToPacks)).toEqual([]);
  });

  it('completes the lead-in: lower-case, no "at" of its own, no question mark', () => {
    expect(prompts.filter((text) => !/^\p{Ll}/u.test(text))).toEqual([]);
    expect(prompts.filter((text) => /^at\s/i.test(text))).toEqual([]);
    expect(prompts.filter((text) => /\?\s*$/.test(text))).toEqual([]);
  });

  it('opens its cards in varied ways: no three-word opening on more than 10 % of the deck', () => {
    const openings = new Map<string, number>();
    for (const text of prompts) {
      const opening = wordsOf(text, 'da').slice(0, 3).join(' ');
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
    expect([...openings].filter(([, n]) => n > prompts.length * 0.1)).toEqual([]);
  });

  it('has about as many votes as the English deck, and tags every couples and spicy vote flirty', () => {
    expect(prompts.length).toBeGreaterThanOrEqual(1000);
    for (const pack of mostLikelyToPacksDa.filter((p) => p.id === 'couples' || p.id === 'spicy'))
      expect(pack.lists[0]!.every((prompt) => prompt.flirty)).toBe(true);
    expect(mostLikelyToPacksDa.flatMap((p) => p.lists[0]!).filter((q) => q.drink)).toEqual([]);
  });
});
