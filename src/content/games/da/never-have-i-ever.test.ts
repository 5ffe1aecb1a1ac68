import { describe, expect, it } from 'vitest';
import { neverHaveIEverPacks } from '../never-have-i-ever';
import { danishDeckProblems } from './check';
import { neverHaveIEverPacksDa } from './never-have-i-ever';

// The game shows "Jeg har aldrig …" and the prompt completes the sentence, so every prompt is a
// lower-case participle phrase without the lead-in and without a full stop.

const prompts = neverHaveIEverPacksDa.flatMap((pack) =>
  pack.lists.flatMap((list) => list.map((prompt) => ({ pack: pack.id, ...prompt }))),
);

describe('the Danish never have I ever deck', () => {
  it('mirrors the English deck and passes every Danish deck check', () => {
    expect(danishDeckProblems(neverHaveIEverPacksDa, neverHaveIEverPacks)).toEqual([]);
  });

  it('has over a thousand prompts, each pack close to its English pack', () => {
    expect(prompts.length).toBeGreaterThanOrEqual(1000);
    for (const pack of neverHaveIEverPacksDa) {
      const english = neverHaveIEverPacks.find((p) => p.id === pack.id)!;
      expect(pack.lists[0]!.length, pack.id).toBeGreaterThanOrEqual(
        Math.ceil(english.lists[0]!.length * 0.9),
      );
    }
  });

  it('completes "Jeg har aldrig": lower-case start, no lead-in, no closing punctuation', () => {
    const wrong = prompts.filter(
      ({ text }) =>
        !/^[a-zæøå»]/.test(text) || /[.!?,;:…]$/.test(text) || /jeg har aldrig/i.test(text),
    );
    expect(wrong.map((p) => `${p.pack}: ${p.text}`)).toEqual([]);
  });

  it('varies its openings: no three-word opener starts more than a tenth of the deck or a pack', () => {
    const opener = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 3).join(' ');
    const overused = (list: { text: string }[]) => {
      const counts = new Map<string, number>();
      for (const { text } of list) counts.set(opener(text), (counts.get(opener(text)) ?? 0) + 1);
      return [...counts].filter(([, n]) => n > list.length * 0.1);
    };
    expect(overused(prompts)).toEqual([]);
    for (const pack of neverHaveIEverPacksDa) expect(overused(pack.lists[0]!), pack.id).toEqual([]);
  });

  it('tags every kiss, flirt, crush, date and sex as flirty, in every pack, and asks nobody to drink', () => {
    const romance =
      /\b(kyss\w*|flirt\w*|forelsk\w*|crush|dates?|datet|dating\w*|scor\w*|tinder\w*|sex\w*)\b/i;
    const untagged = prompts.filter((p) => !p.flirty && romance.test(p.text));
    expect(untagged.map((p) => `${p.pack}: ${p.text}`)).toEqual([]);
    expect(prompts.filter((p) => p.drink)).toEqual([]);
  });
});
