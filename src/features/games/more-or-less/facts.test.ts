import { describe, expect, it } from 'vitest';
import { FACT_CATEGORIES, facts } from '../../../content/games/more-or-less';
import { FACT_PACKS } from './packs';

// The data set: enough facts, each complete, sourced and distinct.

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

describe('the more-or-less facts', () => {
  it('has at least 300 facts with unique kebab-case ids', () => {
    expect(facts.length).toBeGreaterThanOrEqual(300);
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
    for (const f of facts) expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('every fact has a question, a positive finite number, a category and a dated source', () => {
    for (const f of facts) {
      expect(f.question.trim(), f.id).toMatch(/\?$/);
      expect(Number.isFinite(f.answer) && f.answer > 0, f.id).toBe(true);
      expect(Object.keys(FACT_CATEGORIES), f.id).toContain(f.category);
      expect(f.source, f.id).toMatch(/^\S.+ \((1[89]|20)\d\d\)$/);
    }
  });

  it('years are whole and in the past', () => {
    for (const f of facts.filter((x) => x.unit === 'year')) {
      expect(Number.isInteger(f.answer), f.id).toBe(true);
      expect(f.answer, f.id).toBeLessThanOrEqual(2025);
    }
  });

  it('no two questions are the same or nearly the same', () => {
    const sets = facts.map((f) => words(f.question));
    for (let i = 0; i < facts.length; i++) {
      for (let j = i + 1; j < facts.length; j++) {
        const a = facts[i];
        const b = facts[j];
        const similar = overlap(sets[i] as Set<string>, sets[j] as Set<string>);
        expect(similar, `${a?.id} ~ ${b?.id}`).toBeLessThan(0.9);
        if (a?.answer === b?.answer && a?.unit === b?.unit) {
          expect(similar, `${a?.id} ~ ${b?.id} share an answer`).toBeLessThan(0.75);
        }
      }
    }
  });

  it('every category has facts, and each is a pack with its count', () => {
    for (const pack of FACT_PACKS) {
      const n = facts.filter((f) => f.category === pack.id).length;
      expect(n, pack.id).toBeGreaterThanOrEqual(15);
      expect(pack.countLabel).toBe(`${n} facts`);
    }
  });
});
