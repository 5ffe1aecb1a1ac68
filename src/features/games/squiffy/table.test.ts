import { describe, expect, it, vi } from 'vitest';
import { squiffyPacks } from '../../../content/games/squiffy';
import { tableFingerprint } from '../table/fingerprint';
import { codeLang, readTableCode, toQrText, toTypedCode } from '../table/payload';
import { loadSquiffyDa } from './danish-deck';
import { involvesPlayer, PLAYER2 } from './rules';
import {
  newSquiffyTable,
  squiffyPacksHash,
  squiffyTableCard,
  squiffyTableDeck,
  squiffyTarget,
} from './table';

// Phones at a Squiffy table never talk: each deals the card of the turn from the code. Only the
// phone whose turn it is shows it, so every phone that deals it must deal the same one.

const NAMES = ['Ava', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
const PACKS = squiffyPacks.filter((p) => !p.premium);

function deckOf(code: Parameters<typeof squiffyTableDeck>[0]) {
  const deck = squiffyTableDeck(code);
  if (!deck.ok) throw new Error('no deck');
  return deck.deck;
}

describe('Squiffy at a table of phones', () => {
  it('round-trips its code: packs, language, rounds, seats and their flags', () => {
    const host = newSquiffyTable(
      NAMES.slice(0, 4),
      { Bo: { sober: true, taken: false }, Cy: { sober: false, taken: true } },
      PACKS,
      5,
    );
    for (const read of [readTableCode(toQrText(host)), readTableCode(toTypedCode(host))]) {
      expect(read.game).toBe('squiffy');
      expect(read.packs).toEqual(PACKS.map((p) => p.id));
      expect(read.contentHash).toBe(squiffyPacksHash(PACKS));
      expect(codeLang(read)).toBe('en');
      expect(read.settings.rounds).toBe(5);
      expect(squiffyTarget(read)).toBe(20);
      expect(read.seats.map((s) => [s.sober, s.taken])).toEqual([
        [false, false],
        [true, false],
        [false, true],
        [false, false],
      ]);
      expect(tableFingerprint(read)).toEqual(tableFingerprint(host));
    }
    expect(squiffyTarget(newSquiffyTable(NAMES.slice(0, 3), {}, PACKS, null))).toBeNull();
  });

  it('deals the same card each turn on two separately loaded decoders', async () => {
    vi.resetModules();
    const other = {
      payload: await import('../table/payload'),
      table: await import('./table'),
    };
    expect(other.table.squiffyTableCard).not.toBe(squiffyTableCard);
    for (let n = 0; n < 40; n++) {
      const host = newSquiffyTable(NAMES.slice(0, 3 + (n % 6)), {}, PACKS, 5);
      const qr = toQrText(host);
      const mine = readTableCode(qr);
      const theirs = other.payload.readTableCode(qr);
      const theirDeck = other.table.squiffyTableDeck(theirs);
      expect(theirDeck.ok).toBe(true);
      if (!theirDeck.ok) return;
      const myDeck = deckOf(mine);
      for (let turn = 0; turn < 12; turn++) {
        const a = squiffyTableCard(mine, myDeck, turn);
        expect(a).not.toBeNull();
        expect(other.table.squiffyTableCard(theirs, theirDeck.deck, turn)).toEqual(a);
        expect(a?.player).toBe(mine.seats[turn % mine.seats.length]?.name);
        if (a?.text.includes(PLAYER2)) {
          expect(a.player2).not.toBeNull();
          expect(a.player2).not.toBe(a.player);
        }
      }
    }
  });

  it('honours each seat’s flags: nothing flirty for a taken player on turn, a forfeit for a drink when not drinking', () => {
    const flags = Object.fromEntries(
      NAMES.slice(0, 4).map((n) => [n, { sober: true, taken: true }]),
    );
    const host = newSquiffyTable(NAMES.slice(0, 4), flags, squiffyPacks, null);
    const deck = deckOf(host);
    let forfeits = 0;
    for (let turn = 0; turn < 300; turn++) {
      const card = squiffyTableCard(host, deck, turn);
      if (!card) continue;
      if (involvesPlayer(card)) expect(card.tags).not.toContain('flirty');
      // Everyone is taken: no flirty card can name a second player.
      if (card.tags.includes('flirty')) expect(card.player2).toBeNull();
      if (card.tags.includes('drink') && involvesPlayer(card)) {
        expect(card.forfeit?.player).toBe(card.player);
        forfeits += 1;
      }
    }
    expect(forfeits).toBeGreaterThan(0);
  });

  it('a phone without the host’s packs, or with other cards, says so; a Danish code asks for the Danish page until its deck is here', async () => {
    const host = newSquiffyTable(NAMES.slice(0, 3), {}, PACKS, 3);
    expect(squiffyTableDeck(host, PACKS.slice(1))).toEqual({
      ok: false,
      problem: 'missing',
      missing: [PACKS[0]?.id],
    });
    expect(squiffyTableDeck({ ...host, contentHash: host.contentHash ^ 1 })).toMatchObject({
      ok: false,
      problem: 'other',
    });
    const danishCode = { ...host, settings: { lang: 1, rounds: 3 } };
    expect(squiffyTableDeck(danishCode)).toEqual({ ok: false, lang: 'da' });
    const danish = await loadSquiffyDa();
    const table = newSquiffyTable(NAMES.slice(0, 3), {}, danish, 3);
    expect(codeLang(table)).toBe('da');
    const read = readTableCode(toQrText(table));
    expect(squiffyTableCard(read, deckOf(read), 0)?.packId).toBeTruthy();
  });
});
