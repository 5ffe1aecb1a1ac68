import { describe, expect, it } from 'vitest';
import { categorySets } from '../../../content/games/country-island-city';
import { readTableCode, toQrText, toTypedCode } from '../table/payload';
import { newCicTable, tableLetter, tableSet } from './table';

const classic = categorySets[0]!;
const host = newCicTable(['Ann', 'Ben', 'Cat'], {}, classic, { seconds: 90, rounds: 3 });

describe('country, island, city on everyone’s phone', () => {
  it('carries the columns, the clock and the rounds in the code', () => {
    const read = readTableCode(toQrText(host));
    expect(read.settings).toEqual({ seconds: 90, rounds: 3 });
    expect(read.packs).toEqual(['classic']);
    expect(tableSet(read)).toEqual({ ok: true, set: classic });
  });

  it('draws the same letter each round on every phone, from the scanned or the typed code', () => {
    const scanned = readTableCode(toQrText(host));
    const typed = readTableCode(toTypedCode(host));
    for (let round = 0; round < 40; round++) {
      const letter = tableLetter(scanned, classic, round);
      expect(tableLetter(typed, classic, round)).toBe(letter);
      expect(classic.letters).toContain(letter);
    }
    // Every letter once before any comes back.
    const first = Array.from({ length: classic.letters.length }, (_, r) =>
      tableLetter(scanned, classic, r),
    );
    expect(new Set(first).size).toBe(classic.letters.length);
  });

  it('refuses columns this phone has otherwise, or does not have, in a plain sentence', () => {
    const changed = categorySets.map((s) =>
      s.id === 'classic' ? { ...s, categories: [...s.categories, 'Band'] } : s,
    );
    const other = tableSet(host, changed);
    expect(other.ok).toBe(false);
    const missing = tableSet({ ...host, packs: ['moon-bases'] });
    expect(missing).toMatchObject({ ok: false });
    expect(!missing.ok && missing.problem).toContain('“moon-bases”');
  });
});
