import { describe, expect, it, vi } from 'vitest';
import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import { loadDanishDecks } from '../core/danish-decks';
import { promptTags } from '../core/prompt-tags';
import { tableFingerprint } from '../table/fingerprint';
import { codeLang, readTableCode, toQrText, toTypedCode } from '../table/payload';
import {
  builtInPacksIn,
  newTruthOrDareTable,
  seatOnTurn,
  tableCard,
  todDeck,
  todPacksHash,
} from './table';

// Phones at a truth or dare table never talk: each deals the card of the turn from the code.
// Only the phone whose turn it is shows it, so every phone that deals it must deal the same one.

const NAMES = ['Ava', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
const PACKS = truthOrDarePacks.filter((p) => !p.premium);

describe('truth or dare at a table of phones', () => {
  it('round-trips its code: packs, language, seats and their flags', () => {
    const host = newTruthOrDareTable(
      NAMES.slice(0, 4),
      { Bo: { sober: true, taken: false }, Cy: { sober: false, taken: true } },
      PACKS,
    );
    for (const read of [readTableCode(toQrText(host)), readTableCode(toTypedCode(host))]) {
      expect(read.game).toBe('truth-or-dare');
      expect(read.packs).toEqual(PACKS.map((p) => p.id));
      expect(read.contentHash).toBe(todPacksHash(PACKS));
      expect(codeLang(read)).toBe('en');
      expect(read.seats.map((s) => [s.sober, s.taken])).toEqual([
        [false, false],
        [true, false],
        [false, true],
        [false, false],
      ]);
      expect(Array.from(read.seed)).toEqual(Array.from(host.seed));
      expect(tableFingerprint(read)).toEqual(tableFingerprint(host));
    }
  });

  it('deals the same card for every turn and choice on two separately loaded decoders', async () => {
    vi.resetModules();
    const other = {
      payload: await import('../table/payload'),
      table: await import('./table'),
    };
    expect(other.table.tableCard).not.toBe(tableCard);
    for (let n = 0; n < 60; n++) {
      const host = newTruthOrDareTable(NAMES.slice(0, 3 + (n % 6)), {}, PACKS);
      const qr = toQrText(host);
      const mine = readTableCode(qr);
      const theirs = other.payload.readTableCode(qr);
      const deck = other.table.todDeck(theirs);
      expect(deck.ok).toBe(true);
      if (!deck.ok) return;
      for (let turn = 0; turn < 12; turn++) {
        for (const list of [0, 1]) {
          const a = tableCard(mine, PACKS, turn, list);
          expect(a).not.toBeNull();
          expect(other.table.tableCard(theirs, deck.packs, turn, list)).toEqual(a);
          expect(a?.player).toBe(mine.seats[seatOnTurn(mine, turn)]?.name);
          expect(a?.list).toBe(list);
        }
      }
    }
  });

  it('goes round the table: turn n is seat n’s, and turns deal different cards', () => {
    const host = newTruthOrDareTable(NAMES.slice(0, 5), {}, PACKS);
    expect([0, 1, 4, 5, 11].map((turn) => seatOnTurn(host, turn))).toEqual([0, 1, 4, 0, 1]);
    const dares = new Set(
      Array.from({ length: 20 }, (_, turn) => tableCard(host, PACKS, turn, 1)?.text),
    );
    expect(dares.size).toBeGreaterThanOrEqual(18);
  });

  it('honours each seat’s flags: a taken player gets no flirty card with others, a sober one a forfeit for a drink', () => {
    const flags = Object.fromEntries(
      NAMES.slice(0, 4).map((n) => [n, { sober: true, taken: true }]),
    );
    const host = newTruthOrDareTable(NAMES.slice(0, 4), flags, truthOrDarePacks);
    const byId = new Map(truthOrDarePacks.map((p) => [p.id, p]));
    let forfeits = 0;
    // As many turns as the longer list has cards: every card comes first on some turn, so every
    // drink card in the packs is dealt to a sober player whatever the seed.
    const turns = Math.max(
      ...[0, 1].map((list) => truthOrDarePacks.flatMap((p) => p.lists[list] ?? []).length),
    );
    for (let turn = 0; turn < turns; turn++) {
      for (const list of [0, 1]) {
        const card = tableCard(host, truthOrDarePacks, turn, list);
        if (!card) continue;
        const tags = promptTags(card.text, byId.get(card.packId));
        // Taken, and they do the card: nothing flirty at all reaches them.
        expect(tags.has('flirty')).toBe(false);
        if (tags.has('drink') && (card.named === null ? true : card.named === card.player)) {
          forfeits += card.forfeit ? 1 : 0;
        }
        if (card.forfeit) expect(card.forfeit.player).toBeTruthy();
      }
    }
    expect(forfeits).toBeGreaterThan(0);
    // The same table with nobody flagged deals flirty cards from the 18+ packs.
    const free = { ...host, seats: host.seats.map((s) => ({ ...s, sober: false, taken: false })) };
    const flirty = Array.from({ length: 300 }, (_, turn) =>
      tableCard(free, truthOrDarePacks, turn, 1),
    ).filter((card) => card && promptTags(card.text, byId.get(card.packId)).has('flirty'));
    expect(flirty.length).toBeGreaterThan(0);
  });

  it('a phone without the host’s packs, or with other words, says so; a Danish code asks for the Danish page until its deck is here', async () => {
    const host = newTruthOrDareTable(NAMES.slice(0, 3), {}, PACKS);
    expect(todDeck(host, PACKS.slice(1))).toEqual({
      ok: false,
      problem: 'missing',
      missing: [PACKS[0]?.id],
    });
    expect(todDeck({ ...host, contentHash: host.contentHash ^ 1 })).toMatchObject({
      ok: false,
      problem: 'other',
    });
    expect(builtInPacksIn('da')).toBeNull();
    const danishCode = { ...host, settings: { lang: 1 } };
    expect(todDeck(danishCode)).toEqual({ ok: false, lang: 'da' });
    await loadDanishDecks(['truth-or-dare']);
    const danish = builtInPacksIn('da');
    expect(danish?.every((p) => p.lang === 'da')).toBe(true);
    const table = newTruthOrDareTable(NAMES.slice(0, 3), {}, danish ?? []);
    expect(codeLang(table)).toBe('da');
    const read = readTableCode(toQrText(table));
    const deck = todDeck(read);
    expect(deck.ok).toBe(true);
    if (deck.ok) expect(tableCard(read, deck.packs, 0, 1)?.packId).toBeTruthy();
  });
});
