import { describe, expect, it } from 'vitest';
import { WORD_CATEGORIES, WORD_DIFFICULTIES } from '../../../content/games/word-guess';
import { wordPacks } from './packs';

describe('the word-guess word lists', () => {
  const all = WORD_CATEGORIES.flatMap((c) => WORD_DIFFICULTIES.flatMap((d) => c.words[d]));

  it('holds at least 200 words, none twice, in lower case without stray spaces', () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(new Set(all).size).toBe(all.length);
    for (const word of all) expect(word).toMatch(/^[a-z]+( [a-z]+)*$/);
  });

  it('fills every category at every difficulty, with an opener line', () => {
    for (const category of WORD_CATEGORIES) {
      expect(category.opener).toMatch(/^It's .+\.$/);
      for (const d of WORD_DIFFICULTIES)
        expect(category.words[d].length, `${category.id} ${d}`).toBeGreaterThanOrEqual(10);
    }
  });

  it('offers each category as a pack with a unique id', () => {
    const packs = wordPacks();
    expect(packs.map((p) => p.id)).toEqual(WORD_CATEGORIES.map((c) => c.id));
  });
});
