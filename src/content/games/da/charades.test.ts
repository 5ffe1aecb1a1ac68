import { describe, expect, it } from 'vitest';
import { charadesPacks } from '../charades';
import { charadesPacksDa } from './charades';
import { danishDeckProblems } from './check';

const cards = charadesPacksDa.flatMap((pack) => pack.lists[0]!);

describe('the Danish charades deck (Mimeleg)', () => {
  it('mirrors the English deck and passes every Danish deck check', () => {
    expect(danishDeckProblems(charadesPacksDa, charadesPacks)).toEqual([]);
  });

  it('has about 800 words, 400 of them in the easy, medium and hard packs', () => {
    expect(cards.length).toBeGreaterThanOrEqual(760);
    const difficulty = charadesPacksDa.filter((p) => ['easy', 'medium', 'hard'].includes(p.tone));
    expect(difficulty.flatMap((p) => p.lists[0]!).length).toBeGreaterThanOrEqual(400);
  });

  it('shows each card as a short title: capitalised, no full stop, quick to read', () => {
    const bad = cards
      .map((card) => card.text)
      .filter(
        (text) =>
          !/^[\p{Lu}\d]/u.test(text) ||
          /\.$/.test(text) ||
          text.length > 45 ||
          text.split(' ').length > 8,
      );
    expect(bad).toEqual([]);
  });

  it('never asks anyone to drink: the cards are only acted out', () => {
    expect(cards.filter((card) => card.drink).map((card) => card.text)).toEqual([]);
  });

  it('keeps the cheeky and romantic cards to the party pack and the romance-themed titles', () => {
    for (const pack of charadesPacksDa)
      if (pack.id !== 'party')
        expect(pack.lists[0]!.filter((card) => card.spice > 1).map((c) => c.text)).toEqual([]);
    const party = charadesPacksDa.find((p) => p.id === 'party')!.lists[0]!;
    expect(party.some((card) => card.flirty)).toBe(true);
  });
});
