import { describe, expect, it, vi } from 'vitest';
import { categoryPacks } from '../../../content/games/category';
import { loadDanishDecks } from '../core/danish-decks';
import { tableFingerprint } from '../table/fingerprint';
import { codeLang, readTableCode, toQrText, toTypedCode } from '../table/payload';
import { parseSession } from './session';
import {
  categoryCodeAt,
  categoryPacksHash,
  categoryPacksIn,
  categoryTableDeck,
  guestRoundIndex,
  joinedCategory,
  newCategoryTable,
  roundCategory,
  tableRounds,
  tableSeconds,
} from './table';

// Phones at a category table never talk: each shows round r's category from the code's seed, so
// every phone must show the same one, in the host's language, at the round the host's code says.

const NAMES = ['Ava', 'Bo', 'Cy', 'Dee', 'Eli'];
const PACKS = categoryPacks.filter((p) => !p.premium);

describe('category at a table of phones', () => {
  it('round-trips its code: language, seconds per turn, rounds, packs and the round', () => {
    const host = newCategoryTable(NAMES, PACKS, { seconds: 5, rounds: 10 });
    const at3 = categoryCodeAt(host, 3);
    for (const read of [
      readTableCode(toQrText(host)),
      readTableCode(toTypedCode(host)),
      readTableCode(at3),
    ]) {
      expect(read.game).toBe('category');
      expect(codeLang(read)).toBe('en');
      expect(tableSeconds(read)).toBe(5);
      expect(tableRounds(read)).toBe(10);
      expect(read.packs).toEqual(PACKS.map((p) => p.id));
      expect(read.contentHash).toBe(categoryPacksHash(PACKS));
      expect(Array.from(read.seed)).toEqual(Array.from(host.seed));
      expect(tableFingerprint(read)).toEqual(tableFingerprint(host));
    }
    // The host's code at round 3 carries the round: a phone joining with it starts at round 3.
    expect(readTableCode(at3).turn).toBe(2);
    const joined = joinedCategory(readTableCode(at3));
    expect(joined.shown).toBe(3);
    expect(guestRoundIndex(joined)).toBe(2);
    expect(joined.turnSeconds).toBe(5);
    expect(joined.rounds).toBe(10);
    // What the join page stores is a session the game reads back as it was.
    expect(parseSession(joined)).toEqual(joined);
  });

  it('shows the same category for every round on two separately loaded decoders, for many seeds', async () => {
    vi.resetModules();
    const other = {
      payload: await import('../table/payload'),
      table: await import('./table'),
    };
    expect(other.table.roundCategory).not.toBe(roundCategory);
    for (let n = 0; n < 200; n++) {
      const host = newCategoryTable(NAMES.slice(0, 1 + (n % 5)), PACKS, {
        seconds: 10,
        rounds: 0,
      });
      const qr = toQrText(host);
      const mine = readTableCode(qr);
      const theirs = other.payload.readTableCode(qr);
      const deck = other.table.categoryTableDeck(theirs);
      expect(deck.ok).toBe(true);
      if (!deck.ok) return;
      for (let round = 1; round <= 12; round++) {
        const a = roundCategory(mine, PACKS, round);
        expect(a?.text).toBeTruthy();
        expect(other.table.roundCategory(theirs, deck.packs, round)).toEqual(a);
        expect(roundCategory(host, PACKS, round)).toEqual(a);
      }
    }
  });

  it('deals a different category each round until every one came up, and different tables differ', () => {
    const pool = PACKS.flatMap((p) => p.lists[0] ?? []).length;
    const host = newCategoryTable(NAMES, PACKS, { seconds: 10, rounds: 0 });
    const seen = new Set(
      Array.from({ length: pool }, (_, i) => roundCategory(host, PACKS, i + 1)?.text),
    );
    expect(seen.size).toBe(new Set(PACKS.flatMap((p) => p.lists[0] ?? [])).size);
    const firsts = new Set(
      Array.from(
        { length: 20 },
        () =>
          roundCategory(newCategoryTable(NAMES, PACKS, { seconds: 10, rounds: 0 }), PACKS, 1)?.text,
      ),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('still reads codes made before category joined the table games', () => {
    // Made by the app before this change: a truth or dare code (version 3) at turn 5 and an odd
    // one out code of version 2.
    const tod = readTableCode(
      'DOJO1:3H0OS0*50$+1ZU3XK5VA7T09RZAPPCW501.0PVDZQEOEDPD2--A3H0NI0K/EX50.H8JB0%N84557$3',
    );
    expect(tod).toMatchObject({
      game: 'truth-or-dare',
      turn: 4,
      settings: { lang: 1 },
      packs: ['classic'],
      contentHash: 0x12345678,
      named: true,
    });
    expect(tod.seats.map((s) => [s.name, s.sober, s.taken])).toEqual([
      ['Ava', false, false],
      ['Bo', true, false],
      ['Cy', false, true],
    ]);
    expect(Array.from(tod.seed)).toEqual(Array.from({ length: 16 }, (_, i) => i * 7 + 1));
    const odd = readTableCode(
      'DOJO1:HB0Z50*50$+1ZU3XK5VA7T09RZAPPCMS0%50RPCHECPQERNCXR6X7F300IC8%BC%C0N1E*C0WIF%O8V2',
    );
    expect(odd).toMatchObject({ game: 'odd-one-out', turn: 4, settings: { rounds: 5, spice: 2 } });
    expect(codeLang(odd)).toBe('en');
  });

  it('a phone without the host’s packs, or with other categories, says so; a Danish code deals the Danish deck', async () => {
    const host = newCategoryTable(NAMES, PACKS, { seconds: 10, rounds: 5 });
    expect(categoryTableDeck(host, PACKS.slice(1))).toEqual({
      ok: false,
      problem: 'missing',
      missing: [PACKS[0]?.id],
    });
    expect(categoryTableDeck({ ...host, contentHash: host.contentHash ^ 1 })).toMatchObject({
      ok: false,
      problem: 'other',
    });
    expect(categoryPacksIn('da')).toBeNull();
    expect(categoryTableDeck({ ...host, settings: { ...host.settings, lang: 1 } })).toEqual({
      ok: false,
      lang: 'da',
    });
    await loadDanishDecks(['category']);
    const danish = (categoryPacksIn('da') ?? []).filter((p) => !p.premium);
    expect(danish.length).toBeGreaterThan(0);
    expect(danish.every((p) => p.lang === 'da')).toBe(true);
    const table = newCategoryTable(NAMES, danish, { seconds: 10, rounds: 5 });
    const read = readTableCode(toQrText(table));
    expect(codeLang(read)).toBe('da');
    const deck = categoryTableDeck(read);
    expect(deck.ok).toBe(true);
    if (!deck.ok) return;
    // Dealt from the Danish deck (a few categories read the same in both languages, e.g. a loanword).
    const danishTexts = new Set(danish.flatMap((p) => p.lists[0] ?? []));
    for (let round = 1; round <= 5; round++) {
      const shown = roundCategory(read, deck.packs, round);
      expect(shown).toEqual(roundCategory(table, danish, round));
      expect(danishTexts.has(shown?.text ?? '')).toBe(true);
      expect(danish.map((p) => p.id)).toContain(shown?.packId);
    }
  });
});
