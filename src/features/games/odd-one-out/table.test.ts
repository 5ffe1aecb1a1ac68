import { describe, expect, it, vi } from 'vitest';
import { ODD_ONE_OUT_CATEGORIES } from '../../../content/games/odd-one-out';
import { tableFingerprint } from '../table/fingerprint';
import { readTableCode, toQrText, toTypedCode } from '../table/payload';
import { dealRound } from './rules';
import { ODD_ONE_OUT_CATEGORIES_DA } from '../../../content/games/da/odd-one-out';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { loadOddOneOutDa } from './danish-words';
import { codeLang, encodeTableCode, decodeTableCode, LANG_CODES } from '../table/payload';
import { codeInHash, joinTwinHref } from '../table/other-language';
import {
  currentRound,
  newTable,
  otherWordsProblem,
  tableWords,
  WORDS_HASH,
  wordsHash,
} from './table';

// Phones at a table never talk: each deals every round from the code it scanned. These tests are
// the table's promise that they agree.

const NAMES = ['Ava', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lu'];

describe('odd one out at a table of phones', () => {
  it('deals the same five rounds on two phones for 1,000 tables (fingerprints agree 100 %)', async () => {
    // The second phone: a separate load of the decoder, the generator and the rules.
    vi.resetModules();
    const other = {
      payload: await import('../table/payload'),
      fingerprint: await import('../table/fingerprint'),
      rules: await import('./rules'),
    };
    expect(other.payload.readTableCode).not.toBe(readTableCode);
    let agreed = 0;
    for (let n = 0; n < 1000; n++) {
      const seats = 3 + (n % 10);
      const host = newTable(NAMES.slice(0, seats), {}, { rounds: 5, spice: 1 + (n % 3) });
      const qr = toQrText(host);
      const typed = toTypedCode(host);
      const first = readTableCode(qr);
      const second = other.payload.readTableCode(qr);
      const third = other.payload.readTableCode(typed);
      const hostPictures = tableFingerprint(host).pictures.join('');
      const same =
        tableFingerprint(first).pictures.join('') === hostPictures &&
        other.fingerprint.tableFingerprint(second).pictures.join('') === hostPictures &&
        other.fingerprint.tableFingerprint(third).pictures.join('') === hostPictures &&
        [0, 1, 2, 3, 4].every((round) => {
          const mine = JSON.stringify(currentRound(host, round));
          const spice = second.settings.spice ?? 1;
          return (
            JSON.stringify(currentRound(first, round)) === mine &&
            JSON.stringify(
              other.rules.dealRound(
                second.seed,
                round,
                second.seats.length,
                ODD_ONE_OUT_CATEGORIES,
                spice,
              ),
            ) === mine &&
            JSON.stringify(
              other.rules.dealRound(
                third.seed,
                round,
                third.seats.length,
                ODD_ONE_OUT_CATEGORIES,
                spice,
              ),
            ) === mine
          );
        });
      if (same) agreed += 1;
    }
    expect(agreed).toBe(1000);
  });

  it('carries the words’ version, so a phone with other words can say so', () => {
    const host = newTable(NAMES.slice(0, 4), {}, { rounds: 3, spice: 1 });
    expect(readTableCode(toQrText(host)).contentHash).toBe(WORDS_HASH);
    expect(otherWordsProblem()).toMatch(/different list of Odd one out words/);
  });

  it('carries the players’ flags and deals only words the spice allows', () => {
    const host = newTable(
      ['Ava', 'Bo', 'Cy'],
      { Bo: { sober: true, taken: false } },
      {
        rounds: 0,
        spice: 1,
      },
    );
    expect(readTableCode(toQrText(host)).seats[1]).toEqual({
      name: 'Bo',
      sober: true,
      taken: false,
    });
    for (let round = 0; round < 40; round++) {
      const dealt = dealRound(host.seed, round, 3, ODD_ONE_OUT_CATEGORIES, 1);
      expect(ODD_ONE_OUT_CATEGORIES.find((c) => c.id === dealt.categoryId)?.spice).toBe(1);
    }
  });
});

describe('odd one out at a Danish table', () => {
  const danishWords = new Set(ODD_ONE_OUT_CATEGORIES_DA.flatMap((c) => c.words));
  const englishWords = new Set(ODD_ONE_OUT_CATEGORIES.flatMap((c) => c.words));

  it('on a page without the Danish words, a Danish code asks for the Danish page', async () => {
    vi.resetModules();
    const fresh = await import('./table');
    const danish = { ...newTable(NAMES.slice(0, 4), {}, { rounds: 5, spice: 1 }, 'en') };
    danish.settings = { ...danish.settings, lang: LANG_CODES.da };
    danish.contentHash = wordsHash(ODD_ONE_OUT_CATEGORIES_DA);
    expect(fresh.tableWords(readTableCode(toQrText(danish)))).toEqual({ ok: false, lang: 'da' });
    // And a Danish page whose words did not load makes an English table, saying so in the code.
    const made = fresh.newTable(NAMES.slice(0, 4), {}, { rounds: 5, spice: 1 }, 'da');
    expect(codeLang(made)).toBe('en');
    expect(made.contentHash).toBe(WORDS_HASH);
  });

  it('a Danish page deals the Danish words and its code carries their hash and the language', async () => {
    await loadOddOneOutDa();
    const host = newTable(NAMES.slice(0, 5), {}, { rounds: 5, spice: 2 }, 'da');
    const read = readTableCode(toQrText(host));
    expect(codeLang(read)).toBe('da');
    expect(read.contentHash).toBe(wordsHash(ODD_ONE_OUT_CATEGORIES_DA));
    expect(read.contentHash).not.toBe(WORDS_HASH);
    expect(tableWords(read).ok).toBe(true);
    for (let round = 0; round < 20; round++) {
      const dealt = currentRound(read, round);
      expect(danishWords.has(dealt.word)).toBe(true);
      expect(JSON.stringify(dealt)).toBe(JSON.stringify(currentRound(host, round)));
      expect(ODD_ONE_OUT_CATEGORIES_DA.some((c) => c.name === dealt.categoryName)).toBe(true);
    }
    // The typed code deals the same rounds.
    const typed = readTableCode(toTypedCode(host));
    expect(currentRound(typed, 3)).toEqual(currentRound(host, 3));
  });

  it('the same seed in the two languages makes two tables: other pictures, other words', async () => {
    await loadOddOneOutDa();
    const english = newTable(NAMES.slice(0, 4), {}, { rounds: 5, spice: 1 }, 'en');
    const danish = { ...newTable(NAMES.slice(0, 4), {}, { rounds: 5, spice: 1 }, 'da') };
    danish.seed = english.seed;
    expect(tableFingerprint(danish).pictures).not.toEqual(tableFingerprint(english).pictures);
    expect(englishWords.has(currentRound(english, 0).word)).toBe(true);
    expect(danishWords.has(currentRound(danish, 0).word)).toBe(true);
  });

  it('still deals an older code (before the language was in it) from the English words', () => {
    const host = newTable(NAMES.slice(0, 4), {}, { rounds: 5, spice: 1 }, 'en');
    const { lang: _lang, ...older } = host.settings;
    const v2 = decodeTableCode(encodeTableCode({ ...host, settings: older }, true, 2));
    expect(v2.settings.lang).toBeUndefined();
    expect(codeLang(v2)).toBe('en');
    expect(tableWords(v2).ok).toBe(true);
    expect(currentRound(v2, 2)).toEqual(currentRound(host, 2));
  });

  it('a list that differs from the host’s says so, in the page’s language', async () => {
    await loadOddOneOutDa();
    const host = newTable(NAMES.slice(0, 4), {}, { rounds: 5, spice: 1 }, 'da');
    expect(tableWords({ ...host, contentHash: host.contentHash ^ 1 })).toEqual({
      ok: false,
      lang: null,
    });
    await loadLang('da');
    setCurrentLang('da');
    try {
      expect(otherWordsProblem()).toMatch(/anden liste/);
    } finally {
      setCurrentLang('en');
    }
  });

  it('the twin join page reads the code it was sent with', () => {
    const host = newTable(NAMES.slice(0, 4), {}, { rounds: 5, spice: 1 }, 'en');
    const qr = toQrText(host);
    const href = joinTwinHref('da', qr);
    expect(href.startsWith('/da/join#')).toBe(true);
    const text = codeInHash(href.slice(href.indexOf('#')));
    expect(text).toBe(qr);
    expect(readTableCode(text ?? '')).toEqual(readTableCode(qr));
    expect(joinTwinHref('en', qr).startsWith('/join#')).toBe(true);
    expect(codeInHash('')).toBeNull();
  });
});
