import { describe, expect, it, vi } from 'vitest';
import { ODD_ONE_OUT_CATEGORIES } from '../../../content/games/odd-one-out';
import { tableFingerprint } from '../table/fingerprint';
import { readTableCode, toQrText, toTypedCode } from '../table/payload';
import { dealRound } from './rules';
import { currentRound, newTable, OTHER_WORDS, WORDS_HASH } from './table';

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
    expect(OTHER_WORDS).toMatch(/different list of Odd one out words/);
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
