import { describe, expect, it } from 'vitest';
import { categoryPacks } from '../category';
import { wordsOf } from '../quality';
import { categoryPacksDa } from './category';
import { danishDeckProblems } from './check';

const categories = categoryPacksDa.flatMap((pack) => pack.lists[0]!);

describe('the Danish category deck (Kategori)', () => {
  it('mirrors the English deck and passes every Danish deck check', () => {
    expect(danishDeckProblems(categoryPacksDa, categoryPacks)).toEqual([]);
  });

  it('has about 400 categories', () => {
    expect(categories.length).toBeGreaterThanOrEqual(380);
  });

  it('reads each category as a short heading: capitalised, no full stop, no question', () => {
    const bad = categories
      .map((category) => category.text)
      .filter(
        (text) =>
          !/^[\p{Lu}\d]/u.test(text) ||
          /[.?!]$/.test(text) ||
          text.length > 60 ||
          text.includes('{player}'),
      );
    expect(bad).toEqual([]);
  });

  // A deck whose categories keep opening the same way ("Ting man…") reads samey at the table:
  // no opening of three words on more than 10 % of the deck.
  it('opens its categories in varied ways', () => {
    const openings = new Map<string, number>();
    for (const { text } of categories) {
      const opening = wordsOf(text, 'da').slice(0, 3).join(' ');
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
    expect([...openings].filter(([, n]) => n > categories.length * 0.1)).toEqual([]);
  });

  it('never asks anyone to drink, and keeps grown-up categories in the spicy pack', () => {
    expect(categories.filter((c) => c.drink).map((c) => c.text)).toEqual([]);
    for (const pack of categoryPacksDa)
      if (pack.id !== 'spicy')
        expect(pack.lists[0]!.filter((c) => c.spice > 1).map((c) => c.text)).toEqual([]);
  });
});
