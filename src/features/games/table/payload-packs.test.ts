import { describe, expect, it } from 'vitest';
import { packsInCode } from './payload';

const A = { id: 'a', words: ['x'] };
const B = { id: 'b', words: ['y'] };
const hash = (packs: readonly { id: string; words: string[] }[]) =>
  packs.map((p) => p.id + p.words.join()).join('|').length;

describe('the packs a table code names', () => {
  it('takes them from this phone in the code’s order when their content matches', () => {
    const code = { packs: ['b', 'a'], contentHash: hash([B, A]) };
    expect(packsInCode(code, [A, B], hash)).toEqual({ ok: true, packs: [B, A] });
  });

  it('names the packs this phone lacks, and refuses packs with other content', () => {
    expect(packsInCode({ packs: ['a', 'c'], contentHash: 0 }, [A, B], hash)).toEqual({
      ok: false,
      problem: 'missing',
      missing: ['c'],
    });
    const other = { ...A, words: ['z', 'w'] };
    expect(packsInCode({ packs: ['a'], contentHash: hash([A]) }, [other], hash)).toEqual({
      ok: false,
      problem: 'other',
      missing: [],
    });
  });

  it('deals from every pack when the code names none, and from nothing without a fallback', () => {
    const all = { packs: [], contentHash: hash([A, B]) };
    expect(packsInCode(all, [A, B], hash, [A, B])).toEqual({ ok: true, packs: [A, B] });
    expect(packsInCode(all, [A, B], hash)).toMatchObject({ ok: false, problem: 'other' });
  });
});
