import { describe, expect, it } from 'vitest';
import { toBase45 } from './base45';
import { tableFingerprint } from './fingerprint';
import {
  QR_PREFIX,
  TABLE_CODE_MESSAGES,
  TABLE_CODE_VERSION,
  TableCodeError,
  decodeTableCode,
  encodeTableCode,
  fitName,
  readTableCode,
  toQrText,
  toTypedCode,
  type TableCode,
} from './payload';

function seedOf(n: number): Uint8Array {
  return Uint8Array.from({ length: 16 }, (_, i) => (n * 131 + i * 29 + (n >> 3)) & 0xff);
}

function table(overrides: Partial<TableCode> = {}): TableCode {
  return {
    game: 'odd-one-out',
    turn: 0,
    seed: seedOf(7),
    settings: { rounds: 5, spice: 2, lang: 0 },
    packs: [],
    contentHash: 0xdeadbeef,
    seats: ['Ava', 'Bo', 'Cy', 'Dee'].map((name, i) => ({ name, sober: i === 1, taken: i === 2 })),
    named: true,
    ...overrides,
  };
}

function problemOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof TableCodeError) return error.problem;
    throw error;
  }
  return 'read';
}

describe('the table code', () => {
  it('round-trips every game, through the QR text and through the typed code', () => {
    const codes: TableCode[] = [
      table(),
      table({ turn: 300, settings: { rounds: 0, spice: 3, lang: 1 } }),
      table({ packs: ['party-words', 'nordic-life'], turn: 17, contentHash: 0 }),
    ];
    for (const code of codes) {
      expect(readTableCode(toQrText(code))).toEqual(code);
      const typed = readTableCode(toTypedCode(code));
      expect(typed).toEqual({
        ...code,
        named: false,
        seats: code.seats.map((seat, i) => ({ ...seat, name: `Seat ${i + 1}` })),
      });
      expect(tableFingerprint(typed)).toEqual(tableFingerprint(code));
    }
  });

  it('round-trips a charades table with its packs, settings and every team’s score', () => {
    const charades = table({
      game: 'charades',
      turn: 23,
      settings: {
        seconds: 60,
        target: 20,
        teams: 3,
        score1: 14,
        score2: 0,
        score3: 131,
        score4: 0,
      },
      packs: ['easy', 'party', 'office'],
      contentHash: 0x1234abcd,
    });
    expect(readTableCode(toQrText(charades))).toEqual(charades);
    expect(readTableCode(toTypedCode(charades)).settings).toEqual(charades.settings);
    // The scores are progress, like the turn: the same table shows the same pictures all night.
    expect(
      tableFingerprint({ ...charades, settings: { ...charades.settings, score1: 15 } }),
    ).toEqual(tableFingerprint(charades));
    expect(
      tableFingerprint({ ...charades, settings: { ...charades.settings, target: 10 } }),
    ).not.toEqual(tableFingerprint(charades));
    const meyer = table({
      game: 'meyer',
      settings: { preset: 2, lives: 6, meyerCost: 2, call: 0, caller: 0, lives1: 6, lives2: 0 },
      turn: 4,
      seats: table().seats.slice(0, 2),
    });
    expect(readTableCode(toQrText(meyer))).toEqual(meyer);
  });

  it('carries Meyer’s lives seat by seat and the standing call, which the pictures leave out', () => {
    const meyer = table({
      game: 'meyer',
      settings: {
        preset: 0,
        lives: 6,
        meyerCost: 2,
        call: 0,
        caller: 0,
        lives1: 6,
        lives2: 6,
        lives3: 6,
      },
      seats: table().seats.slice(0, 3),
    });
    const later = {
      ...meyer,
      turn: 9,
      settings: { ...meyer.settings, call: 54, caller: 2, lives1: 5, lives2: 2, lives3: 0 },
    };
    expect(readTableCode(toQrText(later)).settings).toEqual(later.settings);
    expect(readTableCode(toTypedCode(later)).settings).toEqual(later.settings);
    expect(tableFingerprint(later)).toEqual(tableFingerprint(meyer));
    // Twelve seats of lives cost twelve bytes: a Meyer table of long names still fits 345.
    const twelve = table({
      game: 'meyer',
      settings: { preset: 0, lives: 9, meyerCost: 3, call: 65, caller: 12 },
      seats: Array.from({ length: 12 }, (_, i) => ({
        name: `Alexandra-Kristina ${i} Vestergaard-Johansen`,
        sober: false,
        taken: false,
      })),
    });
    for (let seat = 0; seat < 12; seat++) twelve.settings[`lives${seat + 1}`] = 9;
    expect(encodeTableCode(twelve).length).toBeLessThanOrEqual(345);
  });

  it('still reads a version-1 code a phone stored before the update, without the newer fields', () => {
    const v1 = table({ game: 'meyer', settings: { preset: 1, lives: 4 }, turn: 3 });
    const bytes = encodeTableCode(v1, true, 1);
    const read = decodeTableCode(bytes);
    expect(read.settings).toEqual({ preset: 1, lives: 4 });
    expect(read.turn).toBe(3);
    expect(read.seats).toEqual(v1.seats);
    // Odd one out and charades did not change: their version-1 codes read as before.
    const ooo = table({ settings: { rounds: 5, spice: 2 } });
    expect(decodeTableCode(encodeTableCode(ooo, true, 1))).toEqual(ooo);
    // Version 3 added Odd one out's language: an older code reads without it (English).
    expect(decodeTableCode(encodeTableCode(table(), true, 2))).toEqual(ooo);
  });

  it('fits a charades table of twelve seats in one QR code: 300 bytes with everyday names', () => {
    const seats = (name: (i: number) => string) =>
      Array.from({ length: 12 }, (_, i) => ({ name: name(i), sober: i % 2 === 0, taken: false }));
    const settings = {
      seconds: 90,
      target: 50,
      teams: 4,
      score1: 250,
      score2: 249,
      score3: 300,
      score4: 17,
    };
    const packs = ['easy', 'medium', 'hard', 'party', 'family', 'office'];
    const everyday = table({
      game: 'charades',
      turn: 999,
      settings,
      packs: packs.slice(0, 3),
      seats: seats((i) => `Christopher ${i}`),
    });
    expect(encodeTableCode(everyday).length).toBeLessThanOrEqual(300);
    // Twelve names cut to the full 20 bytes and all six packs: over 300. The names alone are
    // 12 × 22 = 264 bytes, and what a round needs besides (seed, settings and scores, six pack
    // ids, hashes) is about 80; the QR code grows a size or two but still scans at arm's length.
    const longest = table({
      game: 'charades',
      turn: 999,
      settings,
      packs,
      seats: seats((i) => `Alexandra-Kristina ${i} Vestergaard-Johansen`),
    });
    const bytes = encodeTableCode(longest).length;
    console.info(
      `charades table code, 12 names of 20 bytes and 6 packs: ${bytes} bytes, ${toQrText(longest).length} QR characters (names: 264 bytes)`,
    );
    expect(bytes).toBeLessThanOrEqual(345);
    // Version 16 at medium correction holds 580 alphanumeric characters.
    expect(toQrText(longest).length).toBeLessThanOrEqual(580);
    expect(toTypedCode(longest).replace(/-/g, '').length).toBeLessThanOrEqual(150);
  });

  it('fits one easily scanned QR code with twelve seats of long names', () => {
    const longNames = table({
      seats: Array.from({ length: 12 }, (_, i) => ({
        name: `Alexandra-Kristina ${i} Vestergaard-Johansen`,
        sober: i % 2 === 0,
        taken: i % 3 === 0,
      })),
      packs: [],
      turn: 1000,
    });
    const bytes = encodeTableCode(longNames);
    expect(bytes.length).toBeLessThanOrEqual(300);
    // QR alphanumeric text: 450 characters at most, a version 13–14 code at medium correction.
    expect(toQrText(longNames).length).toBeLessThanOrEqual(QR_PREFIX.length + 450);
    // The typed code stays short enough to read out and type: names are left out.
    expect(toTypedCode(longNames).replace(/-/g, '').length).toBeLessThanOrEqual(60);
  });

  it('cuts long names on a character boundary, never inside one', () => {
    expect(fitName('  Bo  ')).toBe('Bo');
    expect(fitName('Alexandra-Kristina Vestergaard')).toBe('Alexandra-Kristina V');
    expect(
      new TextEncoder().encode(fitName('Åse Øster-Ærø Ådalen Æbelø')).length,
    ).toBeLessThanOrEqual(20);
    expect(fitName('😀😀😀😀😀😀')).toBe('😀😀😀😀😀');
  });

  it('refuses every single changed byte and every cut-short code', () => {
    const bytes = encodeTableCode(table());
    for (let i = 0; i < bytes.length; i++) {
      for (const flip of [1, 0x80]) {
        const tampered = bytes.slice();
        tampered[i] = (tampered[i] as number) ^ flip;
        const problem = problemOf(() => decodeTableCode(tampered));
        // A changed first byte can read as a newer version; anything else is damage.
        expect(
          problem === 'damaged' ||
            (i === 0 && problem === 'newer-version') ||
            (i === 0 && problem === 'not-a-code'),
        ).toBe(true);
      }
    }
    for (let length = 0; length < bytes.length; length++) {
      expect(['damaged', 'not-a-code']).toContain(
        problemOf(() => decodeTableCode(bytes.slice(0, length))),
      );
    }
  });

  it('names each bad input plainly', () => {
    expect(problemOf(() => readTableCode('https://example.com/menu'))).toBe('not-a-code');
    expect(problemOf(() => readTableCode(''))).toBe('not-a-code');
    expect(problemOf(() => readTableCode('DOJO2:ABC'))).toBe('newer-version');
    const newer = encodeTableCode(table());
    newer[0] = TABLE_CODE_VERSION + 1;
    expect(problemOf(() => decodeTableCode(newer))).toBe('newer-version');
    expect(problemOf(() => readTableCode(`${QR_PREFIX}${toBase45(newer)}`))).toBe('newer-version');
    const qr = toQrText(table());
    expect(problemOf(() => readTableCode(qr.slice(0, -6)))).toBe('damaged');
    expect(problemOf(() => readTableCode(`${qr.slice(0, 20)}a${qr.slice(21)}`))).toBe('damaged');
    for (const message of Object.values(TABLE_CODE_MESSAGES))
      expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('reads a typed code in any case, with spaces, dashes and look-alike letters', () => {
    const typed = toTypedCode(table());
    const sloppy = typed.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(readTableCode(sloppy)).toEqual(readTableCode(typed));
  });

  it('gives the same four pictures for the same table at any turn, and others for another', () => {
    const a = tableFingerprint(table());
    expect(tableFingerprint(table({ turn: 9 }))).toEqual(a);
    expect(tableFingerprint(table({ seed: seedOf(8) }))).not.toEqual(a);
    expect(tableFingerprint(table({ settings: { rounds: 3, spice: 2 } }))).not.toEqual(a);
    expect(a.pictures).toHaveLength(4);
    expect(a.words).toHaveLength(4);
  });
});
