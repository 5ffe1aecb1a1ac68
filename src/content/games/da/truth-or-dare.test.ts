import { describe, expect, it } from 'vitest';
import { truthOrDarePacks } from '../truth-or-dare';
import { danishDeckProblems } from './check';
import { truthOrDarePacksDa } from './truth-or-dare';
import type { DanishPrompt } from './types';

// The Danish truth-or-dare deck: the shared Danish checks beside the English deck, then this
// deck's own conventions (truths ask, dares tell, openers vary, `{player}` reads as a name and as
// "personen til venstre for dig").

const listOf = (i: number): DanishPrompt[] => truthOrDarePacksDa.flatMap((pack) => pack.lists[i]!);
const TRUTHS = listOf(0);
const DARES = listOf(1);
const FALLBACK = 'personen til venstre for dig';

describe('the Danish truth-or-dare deck', () => {
  it('passes every check a Danish deck passes beside its English deck', () => {
    expect(danishDeckProblems(truthOrDarePacksDa, truthOrDarePacks)).toEqual([]);
  });

  it('holds about as many truths and dares as the English deck', () => {
    const english = [0, 1].map((i) => truthOrDarePacks.flatMap((p) => p.lists[i]!).length);
    expect(TRUTHS.length).toBeGreaterThanOrEqual(Math.ceil(english[0]! * 0.9));
    expect(DARES.length).toBeGreaterThanOrEqual(Math.ceil(english[1]! * 0.9));
  });

  it('asks every truth as a question and gives every dare as an order', () => {
    expect(TRUTHS.filter((p) => !p.text.endsWith('?')).map((p) => p.text)).toEqual([]);
    expect(DARES.filter((p) => !/[.!]$/.test(p.text)).map((p) => p.text)).toEqual([]);
  });

  it('varies its openers: no three opening words start more than a tenth of a list', () => {
    for (const list of [TRUTHS, DARES]) {
      const counts = new Map<string, number>();
      for (const { text } of list) {
        const opener = text
          .toLowerCase()
          .replace(/[,.!?]/g, '')
          .split(/\s+/)
          .slice(0, 3)
          .join(' ');
        counts.set(opener, (counts.get(opener) ?? 0) + 1);
      }
      const crowded = [...counts].filter(([, n]) => n > list.length * 0.1);
      expect(crowded).toEqual([]);
    }
  });

  it('names {player} at most once, never with a possessive, so the fallback reads well', () => {
    for (const { text } of [...TRUTHS, ...DARES]) {
      expect(text.split('{player}').length, text).toBeLessThanOrEqual(2);
      // "{player}s telefon" would read "personen til venstre for digs telefon".
      expect(text, text).not.toMatch(/\{player\}(?:'?s)(?![\p{L}])/u);
      expect(text.replace('{player}', FALLBACK), text).not.toMatch(/[{}]/);
    }
  });

  it('never tells anyone to drink in the sober pack, and tags every romance card flirty', () => {
    const sober = truthOrDarePacksDa.find((p) => p.id === 'sober')!;
    expect(sober.lists.flat().filter((p) => p.drink)).toEqual([]);
    for (const pack of truthOrDarePacksDa.filter((p) => ['couples', 'spicy'].includes(p.tone)))
      expect(pack.lists.flat().filter((p) => !p.flirty)).toEqual([]);
  });
});
