import { describe, expect, it } from 'vitest';
import { categoryPacks } from './category';
import { charadesPacks } from './charades';
import { categorySets } from './country-island-city';
import { mostLikelyToPacks } from './most-likely-to';
import { neverHaveIEverPacks } from './never-have-i-ever';
import { quotes } from './quotes';
import { truthOrDarePacks } from './truth-or-dare';
import type { PromptPackSource } from './types';

// The content schema: what a long night needs (counts), and what would look broken on screen
// (duplicates, empty strings, filler such as "lorem" or "TODO", stray slots).

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|prompt \d+)\b|\.\.\.$|\?\?/i;
const SLOT = '{player}';

const GAMES: Record<string, PromptPackSource[]> = {
  'never-have-i-ever': neverHaveIEverPacks,
  'most-likely-to': mostLikelyToPacks,
  'truth-or-dare': truthOrDarePacks,
  category: categoryPacks,
  charades: charadesPacks,
};

function count(packs: PromptPackSource[], list = 0): number {
  return packs.reduce((sum, pack) => sum + (pack.lists[list]?.length ?? 0), 0);
}

describe.each(Object.entries(GAMES))('%s packs', (game, packs) => {
  it('have unique, kebab-case ids and non-empty names and descriptions', () => {
    const ids = packs.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pack of packs) {
      expect(pack.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pack.name.trim()).not.toBe('');
      expect(pack.description.trim()).not.toBe('');
    }
  });

  it('have exactly one premium pack and at least one free pack that is on by default', () => {
    expect(packs.filter((p) => p.premium)).toHaveLength(1);
    expect(packs.some((p) => !p.premium && !p.explicit)).toBe(true);
  });

  it('mark every spicy pack 18+', () => {
    for (const pack of packs.filter((p) => p.tone === 'spicy')) expect(pack.explicit).toBe(true);
  });

  it('hold no empty, padded, placeholder or duplicate prompts', () => {
    const seen = new Map<string, string>();
    const lists = game === 'truth-or-dare' ? 2 : 1;
    for (const pack of packs) {
      expect(pack.lists).toHaveLength(lists);
      for (const list of pack.lists) {
        expect(list.length).toBeGreaterThan(0);
        for (const prompt of list) {
          const where = `${pack.id}: "${prompt}"`;
          expect(prompt.trim(), where).toBe(prompt);
          expect(prompt.length, where).toBeGreaterThan(2);
          expect(prompt, where).not.toMatch(PLACEHOLDER);
          expect(prompt.split(SLOT).length, where).toBeLessThanOrEqual(2);
          expect(prompt.replace(SLOT, ''), where).not.toMatch(/[{}]/);
          const key = prompt.toLowerCase();
          expect(seen.get(key), `duplicate ${where}`).toBeUndefined();
          seen.set(key, pack.id);
        }
      }
    }
  });
});

describe('content counts', () => {
  it('never have I ever: at least 1,000 prompts in 5 or more packs', () => {
    expect(neverHaveIEverPacks.length).toBeGreaterThanOrEqual(5);
    expect(count(neverHaveIEverPacks)).toBeGreaterThanOrEqual(1000);
  });
  it('most likely to: at least 1,000 prompts in 5 or more packs', () => {
    expect(mostLikelyToPacks.length).toBeGreaterThanOrEqual(5);
    expect(count(mostLikelyToPacks)).toBeGreaterThanOrEqual(1000);
  });
  it('truth or dare: at least 600 truths and 600 dares in 5 or more packs', () => {
    expect(truthOrDarePacks.length).toBeGreaterThanOrEqual(5);
    expect(count(truthOrDarePacks, 0)).toBeGreaterThanOrEqual(600);
    expect(count(truthOrDarePacks, 1)).toBeGreaterThanOrEqual(600);
  });
  it('category: at least 400 categories', () => {
    expect(count(categoryPacks)).toBeGreaterThanOrEqual(400);
  });
  it('charades: at least 800 words, 400 of them in the easy, medium and hard packs', () => {
    const difficulty = charadesPacks.filter((p) => ['easy', 'medium', 'hard'].includes(p.tone));
    expect(new Set(difficulty.map((p) => p.tone))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(count(difficulty)).toBeGreaterThanOrEqual(400);
    expect(count(charadesPacks)).toBeGreaterThanOrEqual(800);
  });
  it('country-island-city: at least 8 category sets', () => {
    expect(categorySets.length).toBeGreaterThanOrEqual(8);
  });
  it('at least 50 distinct quotes of at most 120 characters', () => {
    const texts = quotes.map((q) => q.text);
    expect(texts.length).toBeGreaterThanOrEqual(50);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeLessThanOrEqual(120);
      expect(text).not.toMatch(PLACEHOLDER);
    }
  });
  it('cover every tone, an 18+ spicy pack and a pack without alcohol', () => {
    const all = Object.values(GAMES).flat();
    const tones = new Set(all.map((p) => p.tone));
    for (const tone of ['classic', 'party', 'friends', 'couples', 'icebreakers', 'spicy'] as const)
      expect(tones).toContain(tone);
    expect(all.some((p) => p.tone === 'spicy' && p.explicit)).toBe(true);
    expect(all.some((p) => p.tone === 'sober')).toBe(true);
  });
});

describe('country-island-city sets', () => {
  it('have 4 to 8 distinct columns and only sorted, distinct, upper-case playable letters', () => {
    const ids = categorySets.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(categorySets.filter((s) => s.premium)).toHaveLength(1);
    for (const set of categorySets) {
      expect(set.categories.length).toBeGreaterThanOrEqual(4);
      expect(set.categories.length).toBeLessThanOrEqual(8);
      expect(new Set(set.categories).size).toBe(set.categories.length);
      expect(set.letters).toMatch(/^[A-Z]{8,26}$/);
      expect([...set.letters].sort().join('')).toBe(set.letters);
      expect(new Set(set.letters).size).toBe(set.letters.length);
    }
  });
});
