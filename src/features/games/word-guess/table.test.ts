import { describe, expect, it, vi } from 'vitest';
import { WORD_CATEGORIES } from '../../../content/games/word-guess';
import { WORD_CATEGORIES_DA } from '../../../content/games/da/word-guess';
import { tableFingerprint } from '../table/fingerprint';
import {
  decodeTableCode,
  encodeTableCode,
  readTableCode,
  toQrText,
  toTypedCode,
  TableCodeError,
} from '../table/payload';
import {
  newWordGuessTable,
  scoresIn,
  seatView,
  tableHolder,
  tableWord,
  wordGuessCodeAt,
  wordGuessDeck,
} from './table';

// Phones at a word guess table never talk: each works out who holds the word and what the word
// is from the code it scanned, and only the holder's phone may show it. These tests are the
// table's promise that they agree, and that the word stays on one phone.

const NAMES = ['Ava', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lu'];

function host(players = 4, categoryId = 'any', difficulty: 'easy' | 'medium' | 'hard' = 'easy') {
  return newWordGuessTable(NAMES.slice(0, players), {}, WORD_CATEGORIES, 'en', {
    categoryId,
    difficulty,
  });
}

function ok(deck: ReturnType<typeof wordGuessDeck>) {
  if (!deck.ok) throw new Error(`no deck: ${JSON.stringify(deck)}`);
  return deck;
}

describe('word guess at a table of phones', () => {
  it('round-trips its code through the QR text and the typed code, scores and all', () => {
    const code = host(12, 'animals', 'hard');
    const later = readTableCode(wordGuessCodeAt(code, 17, [3, 0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 9]));
    expect(later.game).toBe('word-guess');
    expect(later.turn).toBe(17);
    expect(later.packs).toEqual(['animals']);
    expect(later.settings.difficulty).toBe(2);
    expect(scoresIn(later)).toEqual([3, 0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 9]);
    expect(later.seats.map((s) => s.name)).toEqual(NAMES);
    // The round and the scores are progress: the same table shows the same four pictures.
    expect(tableFingerprint(later)).toEqual(tableFingerprint(code));
    expect(readTableCode(toQrText(code))).toEqual(code);
    const typed = readTableCode(toTypedCode(code));
    expect(typed.seed).toEqual(code.seed);
    expect(typed.settings).toEqual(code.settings);
    expect(tableFingerprint(typed)).toEqual(tableFingerprint(code));
    // Twelve everyday names, every category and a scoreboard: one easily scanned code.
    const table = (name: (i: number) => string) =>
      readTableCode(
        wordGuessCodeAt(
          newWordGuessTable(
            NAMES.map((_, i) => name(i)),
            {},
            WORD_CATEGORIES,
            'en',
            { categoryId: 'any', difficulty: 'medium' },
          ),
          999,
          NAMES.map((_, i) => 100 + i),
        ),
      );
    expect(encodeTableCode(table((i) => `Christopher ${i}`)).length).toBeLessThanOrEqual(300);
    // Twelve names cut to the full 20 bytes: the names alone are 12 × 22 = 264 bytes, so the
    // code passes 300, as charades' does; the QR code grows a size and still scans.
    const longest = table((i) => `Alexandra-Kristina ${i} Vestergaard-Johansen`);
    const bytes = encodeTableCode(longest).length;
    console.info(
      `word guess table code, 12 names of 20 bytes and every seat's score: ${bytes} bytes, ${toQrText(longest).length} QR characters`,
    );
    expect(bytes).toBeLessThanOrEqual(345);
    expect(toQrText(longest).length).toBeLessThanOrEqual(580);
  });

  it('refuses a tampered code, and an older app reads it as one from a newer version', () => {
    const bytes = encodeTableCode(host());
    const tampered = bytes.slice();
    tampered[20] = (tampered[20] as number) ^ 0x10;
    expect(() => decodeTableCode(tampered)).toThrow(TableCodeError);
    // The game's number is one an app without word guess at the table doesn't know.
    expect(bytes[2]).toBe(8);
  });

  it('deals the same words and holders on two independent decodes for 300 tables', async () => {
    vi.resetModules();
    const other = {
      payload: await import('../table/payload'),
      table: await import('./table'),
    };
    expect(other.table.wordGuessDeck).not.toBe(wordGuessDeck);
    let agreed = 0;
    for (let n = 0; n < 300; n++) {
      const code = host(3 + (n % 10), n % 4 === 0 ? 'food' : 'any', n % 2 ? 'medium' : 'easy');
      const mine = ok(wordGuessDeck(readTableCode(toQrText(code))));
      const scanned = other.payload.readTableCode(toQrText(code));
      const typed = other.payload.readTableCode(toTypedCode(code));
      const theirs = other.table.wordGuessDeck(scanned);
      const typedDeck = other.table.wordGuessDeck(typed);
      if (!theirs.ok || !typedDeck.ok) continue;
      const rounds = Array.from({ length: 30 }, (_, turn) => turn);
      const same =
        tableFingerprint(scanned).pictures.join('') === tableFingerprint(code).pictures.join('') &&
        rounds.every(
          (turn) =>
            tableHolder(code, turn) === other.table.tableHolder(typed, turn) &&
            tableWord(mine, turn).word === other.table.tableWord(theirs, turn).word &&
            tableWord(mine, turn).word === other.table.tableWord(typedDeck, turn).word,
        );
      if (same) agreed += 1;
    }
    expect(agreed).toBe(300);
  });

  it('passes the word round the table and never deals a word twice until the words run round', () => {
    const code = host(4);
    const deck = ok(wordGuessDeck(code));
    expect([0, 1, 2, 3, 4, 5].map((turn) => tableHolder(code, turn))).toEqual([0, 1, 2, 3, 0, 1]);
    const dealt = new Set(deck.words.map((_, turn) => tableWord(deck, turn).word));
    expect(dealt.size).toBe(deck.words.length);
    // Every category: all six categories' easy words.
    expect(new Set(deck.words.map((w) => w.category.id)).size).toBe(WORD_CATEGORIES.length);
    // Only the chosen category's words at the chosen difficulty.
    const animals = ok(wordGuessDeck(host(3, 'animals', 'hard')));
    const hard = new Set(WORD_CATEGORIES.find((c) => c.id === 'animals')?.words.hard);
    for (let turn = 0; turn < 12; turn++)
      expect(hard.has(tableWord(animals, turn).word)).toBe(true);
  });

  it('puts the word in the holder’s view alone', () => {
    const code = host(4);
    const deck = ok(wordGuessDeck(code));
    for (let turn = 0; turn < 8; turn++) {
      const word = tableWord(deck, turn).word;
      const views = code.seats.map((_, seat) => seatView(code, deck, turn, seat));
      const holders = views.filter((v) => v.word !== null);
      expect(holders).toHaveLength(1);
      expect(holders[0]?.holder).toBe(turn % 4);
      expect(holders[0]?.word).toBe(word);
      for (const view of views) {
        // Every phone agrees whose round it is and on the category, which is said aloud anyway.
        expect(view.holderName).toBe(NAMES[turn % 4]);
        expect(view.categoryName).toBe(tableWord(deck, turn).category.name);
        if (!view.mine) expect(JSON.stringify(view)).not.toContain(`"${word}"`);
      }
      // A phone with no seat yet (the host before it picks) sees no word either.
      expect(seatView(code, deck, turn, null).word).toBeNull();
    }
  });

  it('says plainly when this phone lacks the words, has others, or plays the other language', () => {
    const code = host(4);
    expect(wordGuessDeck({ ...code, packs: ['animals', 'space-2031'] })).toEqual({
      ok: false,
      problem: 'missing',
      missing: ['space-2031'],
    });
    expect(wordGuessDeck({ ...code, contentHash: code.contentHash ^ 1 })).toMatchObject({
      ok: false,
      problem: 'other',
    });
    // A Danish table read on a page without the Danish words: the Danish page has them.
    const danish = newWordGuessTable(NAMES.slice(0, 3), {}, WORD_CATEGORIES_DA, 'da', {
      categoryId: 'any',
      difficulty: 'easy',
    });
    expect(wordGuessDeck(danish)).toEqual({ ok: false, lang: 'da' });
    expect(ok(wordGuessDeck(danish, WORD_CATEGORIES_DA)).words.length).toBeGreaterThan(0);
  });
});
