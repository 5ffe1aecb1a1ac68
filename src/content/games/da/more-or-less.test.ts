import { describe, expect, it } from 'vitest';
import { FACT_CATEGORIES, facts } from '../more-or-less';
import { danishVariant } from './check';
import { FACT_CATEGORIES_DA, factsDa } from './more-or-less';

// The Danish facts beside the English ones: the same categories, counts within 10 %, each fact
// complete and sourced, no question twice in other words, one spelling norm.

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / (a.size + b.size - shared);
}

const ENGLISH = /\b(the|how|many|about|which|year|what|people|does)\b/i;

describe('the Danish more-or-less facts', () => {
  it('have every English category, named in Danish', () => {
    expect(Object.keys(FACT_CATEGORIES_DA).sort()).toEqual(Object.keys(FACT_CATEGORIES).sort());
    for (const [id, c] of Object.entries(FACT_CATEGORIES_DA)) {
      expect(c.name.trim(), id).not.toBe('');
      expect(c.description, id).toMatch(/\.$/);
      expect(ENGLISH.test(`${c.name} ${c.description}`), id).toBe(false);
    }
  });

  it('count within 10 % of the English facts, each category at least 15', () => {
    expect(Math.abs(factsDa.length - facts.length)).toBeLessThanOrEqual(facts.length * 0.1);
    for (const id of Object.keys(FACT_CATEGORIES))
      expect(factsDa.filter((f) => f.category === id).length, id).toBeGreaterThanOrEqual(15);
  });

  it('have unique kebab-case ids, and a fact shared with English keeps its answer', () => {
    expect(new Set(factsDa.map((f) => f.id)).size).toBe(factsDa.length);
    const english = new Map(facts.map((f) => [f.id, f]));
    for (const f of factsDa) {
      expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const twin = english.get(f.id);
      if (twin) expect(f.answer, f.id).toBe(twin.answer);
    }
  });

  it('every fact is a Danish question with a positive number and a dated source', () => {
    for (const f of factsDa) {
      expect(f.question.trim(), f.id).toMatch(/^[A-ZÆØÅ].*\?$/);
      expect(ENGLISH.test(f.question), `${f.id} reads as English`).toBe(false);
      expect(Number.isFinite(f.answer) && f.answer > 0, f.id).toBe(true);
      expect(f.source, f.id).toMatch(/^\S.+ \((1[89]|20)\d\d\)$/);
      expect(danishVariant(f.question), f.id).toBeUndefined();
    }
  });

  it('years are whole and in the past', () => {
    for (const f of factsDa.filter((x) => x.unit === 'year')) {
      expect(Number.isInteger(f.answer), f.id).toBe(true);
      expect(f.answer, f.id).toBeLessThanOrEqual(2025);
    }
  });

  it('no two questions are the same or nearly the same', () => {
    const sets = factsDa.map((f) => words(f.question));
    for (let i = 0; i < factsDa.length; i++) {
      for (let j = i + 1; j < factsDa.length; j++) {
        const a = factsDa[i]!;
        const b = factsDa[j]!;
        const similar = overlap(sets[i]!, sets[j]!);
        expect(similar, `${a.id} ~ ${b.id}`).toBeLessThan(0.9);
        if (a.answer === b.answer && a.unit === b.unit)
          expect(similar, `${a.id} ~ ${b.id} share an answer`).toBeLessThan(0.75);
      }
    }
  });
});
