import { fromBase45, toBase45 } from './base45';
import { crc32 } from './checksum';

// The table code: everything a round needs, in one QR code the host's phone shows and every other
// phone scans, so the phones never need to talk again. Binary, then base45 for the QR code's
// alphanumeric mode; or Crockford base32 without the names, short enough to type when a camera
// fails.
//
//   version u8 · flags u8 (bit 0: names left out) · game u8 · turn varint · seed 16 bytes ·
//   the game's settings, one varint each in TABLE_GAMES order, then its progress fields the same
//   way · pack count u8, each id u8 length +
//   UTF-8 · content hash u32 · seat count u8, then per seat flags u8 + name u8 length + UTF-8
//   (with names) or the seats' flags packed 2 bits each (without) · the game's per-seat progress
//   (`seatProgress`), a varint per field per seat · CRC-32 of all before it, u32.
//
// Version 2 added fields (FIELDS_SINCE): a version-1 code, still stored on a phone that updated
// mid-game, reads without them (each 0, or the game's default), and an older app reading a
// version-2 code says it comes from a newer version. Version 3 added the language of the words a
// game deals (`lang`, LANG_CODES): an older code reads as English, the only language it had.

export const TABLE_CODE_VERSION = 3;
export const QR_PREFIX = 'DOJO1:';
export const MAX_SEATS = 12;
export const MIN_SEATS = 3;
/** A name is cut to this many UTF-8 bytes in the code, so twelve long names still fit one
 * easily scanned QR code (see `payload.test.ts` for the size). */
export const MAX_NAME_BYTES = 20;

/** Games that play at a table of phones, with their settings in the order the code stores them.
 * `progress` fields (kept in `settings` too) are where the table has got to, like the turn: a
 * code shown mid-game carries them so a phone that fell behind catches up, and the four pictures
 * leave them out, so the same table shows the same pictures all night. */
export const TABLE_GAMES = {
  // Odd one out: rounds in a game, spice, and the language of the words (LANG_CODES).
  'odd-one-out': { code: 1, settings: ['rounds', 'spice', 'lang'], progress: [] },
  // Charades: seconds a turn, the score that wins (0 plays on), how many teams; then each team's
  // score so far (a code from further on brings the scoreboard with it).
  charades: {
    code: 2,
    settings: ['seconds', 'target', 'teams'],
    progress: ['score1', 'score2', 'score3', 'score4'],
  },
  // Meyer, each phone its own cup: the ranking (0 Danish, 1 German, 2 Mia), starting lives and
  // the lives lost by doubting a real Meyer; then the call standing on the table (0: none) and
  // the seat that made it (seat + 1), and, per seat, the lives each player has left (a code from
  // further on brings them).
  meyer: {
    code: 3,
    settings: ['preset', 'lives', 'meyerCost'],
    progress: ['call', 'caller'],
    seatProgress: ['lives'],
  },
  // Country, island, city with everyone writing on their own phone: seconds a round and rounds
  // in the game (0 plays on); the column set is the one pack id, the letters come from the seed.
  'country-island-city': { code: 4, settings: ['seconds', 'rounds'], progress: [] },
  // Truth or dare with each player's card on their own phone: the language of the packs
  // (LANG_CODES); the packs are the code's pack ids.
  'truth-or-dare': { code: 5, settings: ['lang'], progress: [] },
  // Squiffy, each player's card on their own phone: the language of the packs and the rounds in
  // the game (0 plays on); the packs are the code's pack ids.
  squiffy: { code: 6, settings: ['lang', 'rounds'], progress: [] },
  // Category, the categories shared by every phone: the language of the packs, the seconds per
  // turn and the rounds in the game (0 plays on); the packs are the code's pack ids, and the
  // code's turn is the round the table is on (0 for round 1).
  category: { code: 7, settings: ['lang', 'seconds', 'rounds'], progress: [] },
  // Word guess (Twenty Questions), the word on the holder's phone alone: the language of the
  // words (LANG_CODES) and the difficulty (WORD_DIFFICULTIES' place: 0 easy, 1 medium, 2 hard);
  // the packs are the word categories' ids, the code's turn is the round (0 for round 1), and,
  // per seat, the points each player has (a code from further on brings the scoreboard). A new
  // game, not new fields: an older app reads its game number as a code from a newer version.
  'word-guess': {
    code: 8,
    settings: ['lang', 'difficulty'],
    progress: [],
    seatProgress: ['score'],
  },
} as const satisfies Record<
  string,
  {
    code: number;
    settings: readonly string[];
    progress: readonly string[];
    seatProgress?: readonly string[];
  }
>;

/** Fields a code of an earlier version does not have (`game.field`): the version that added each. */
const FIELDS_SINCE: Readonly<Record<string, number>> = {
  'odd-one-out.lang': 3,
  'meyer.meyerCost': 2,
  'meyer.call': 2,
  'meyer.caller': 2,
  'meyer.lives@seat': 2,
};

export type TableGameId = keyof typeof TABLE_GAMES;

/** The language of a table's words as a code's `lang` setting stores it. */
export const LANG_CODES = { en: 0, da: 1 } as const;

/** The language of the words a code deals: a code without the field is English. */
export function codeLang(code: Pick<TableCode, 'settings'>): 'en' | 'da' {
  return code.settings.lang === LANG_CODES.da ? 'da' : 'en';
}

function codeFields(game: TableGameId, version = TABLE_CODE_VERSION): readonly string[] {
  return [...TABLE_GAMES[game].settings, ...TABLE_GAMES[game].progress].filter(
    (field) => (FIELDS_SINCE[`${game}.${field}`] ?? 1) <= version,
  );
}

function seatFields(game: TableGameId, version = TABLE_CODE_VERSION): readonly string[] {
  const entry = TABLE_GAMES[game];
  const fields: readonly string[] = 'seatProgress' in entry ? entry.seatProgress : [];
  return fields.filter((field) => (FIELDS_SINCE[`${game}.${field}@seat`] ?? 1) <= version);
}

/** The settings key of a per-seat field: `lives` of seat 0 is `lives1`. */
export function seatKey(field: string, seat: number): string {
  return `${field}${seat + 1}`;
}

export interface TableSeat {
  name: string;
  sober: boolean;
  taken: boolean;
}

export interface TableCode {
  game: TableGameId;
  /** How many turns the table has played; a code shown mid-game lets a phone catch up. */
  turn: number;
  seed: Uint8Array;
  /** The game's settings, its progress, and its per-seat progress (`seatKey`). */
  settings: Record<string, number>;
  /** Built-in pack ids the deal draws from (empty when the game has one deck). */
  packs: string[];
  /** `contentHash` of the decks as the host's phone has them. */
  contentHash: number;
  seats: TableSeat[];
  /** False for a typed code, which leaves names out: seats are then "Seat 1", "Seat 2"… */
  named: boolean;
}

export type TableCodeProblem =
  | 'not-a-code' // a QR code or text that is not a Party Dojo table code
  | 'newer-version' // made by a newer app than this one
  | 'damaged'; // misread, cut short or edited: the checksum or the layout does not hold

export class TableCodeError extends Error {
  constructor(readonly problem: TableCodeProblem) {
    super(TABLE_CODE_MESSAGES[problem]);
    this.name = 'TableCodeError';
  }
}

export const TABLE_CODE_MESSAGES: Record<TableCodeProblem, string> = {
  'not-a-code': "That isn't a Party Dojo table code. Scan the code on the host's phone.",
  'newer-version':
    'That code comes from a newer version of Party Dojo. Update the app on this phone (reload it once you have signal), then scan again.',
  damaged: "That code didn't come through whole. Scan it again, closer and steadier.",
};

const GAME_BY_CODE = new Map(
  Object.entries(TABLE_GAMES).map(([id, game]) => [game.code as number, id as TableGameId]),
);

/** A name as the code carries it: trimmed, cut to MAX_NAME_BYTES on a character boundary. */
export function fitName(name: string): string {
  const encoder = new TextEncoder();
  let out = '';
  for (const char of name.trim()) {
    if (encoder.encode(out + char).length > MAX_NAME_BYTES) break;
    out += char;
  }
  return out;
}

export function seatLabel(index: number): string {
  return `Seat ${index + 1}`;
}

class Writer {
  private bytes: number[] = [];
  u8(value: number) {
    if (!Number.isInteger(value) || value < 0 || value > 0xff) throw new RangeError(`u8 ${value}`);
    this.bytes.push(value);
  }
  u32(value: number) {
    this.bytes.push(
      (value >>> 24) & 0xff,
      (value >>> 16) & 0xff,
      (value >>> 8) & 0xff,
      value & 0xff,
    );
  }
  varint(value: number) {
    if (!Number.isInteger(value) || value < 0 || value > 0xfffffff)
      throw new RangeError(`varint ${value}`);
    let v = value;
    while (v >= 0x80) {
      this.bytes.push((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    this.bytes.push(v);
  }
  raw(data: Uint8Array) {
    this.bytes.push(...data);
  }
  text(value: string) {
    const data = new TextEncoder().encode(value);
    this.u8(data.length);
    this.raw(data);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  private need(n: number) {
    if (this.at + n > this.bytes.length) throw new TableCodeError('damaged');
  }
  u8(): number {
    this.need(1);
    return this.bytes[this.at++] as number;
  }
  u32(): number {
    this.need(4);
    const b = this.bytes;
    const value =
      (((b[this.at] as number) << 24) |
        ((b[this.at + 1] as number) << 16) |
        ((b[this.at + 2] as number) << 8) |
        (b[this.at + 3] as number)) >>>
      0;
    this.at += 4;
    return value;
  }
  varint(): number {
    let value = 0;
    for (let shift = 0; shift < 28; shift += 7) {
      const byte = this.u8();
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
    throw new TableCodeError('damaged');
  }
  raw(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }
  text(): string {
    const length = this.u8();
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(this.raw(length));
    } catch (error) {
      if (error instanceof TableCodeError) throw error;
      throw new TableCodeError('damaged');
    }
  }
  get rest(): number {
    return this.bytes.length - this.at;
  }
}

/** The code's bytes. `named: false` leaves the names out (the typed code). */
export function encodeTableCode(
  code: TableCode,
  named = code.named,
  /** Only for tests of how an older code still reads. */
  version = TABLE_CODE_VERSION,
): Uint8Array {
  const game = TABLE_GAMES[code.game];
  if (code.seed.length !== 16) throw new RangeError('a table seed is 16 bytes');
  if (code.seats.length < 1 || code.seats.length > MAX_SEATS) throw new RangeError('seat count');
  const w = new Writer();
  w.u8(version);
  w.u8(named ? 0 : 1);
  w.u8(game.code);
  w.varint(code.turn);
  w.raw(code.seed);
  for (const key of codeFields(code.game, version)) w.varint(code.settings[key] ?? 0);
  w.u8(code.packs.length);
  for (const pack of code.packs) w.text(pack);
  w.u32(code.contentHash);
  w.u8(code.seats.length);
  if (named) {
    for (const seat of code.seats) {
      w.u8((seat.sober ? 1 : 0) | (seat.taken ? 2 : 0));
      w.text(fitName(seat.name));
    }
  } else {
    for (let i = 0; i < code.seats.length; i += 4) {
      let packed = 0;
      for (let k = 0; k < 4 && i + k < code.seats.length; k++) {
        const seat = code.seats[i + k] as TableSeat;
        packed |= ((seat.sober ? 1 : 0) | (seat.taken ? 2 : 0)) << (k * 2);
      }
      w.u8(packed);
    }
  }
  for (const field of seatFields(code.game, version))
    code.seats.forEach((_, seat) => w.varint(code.settings[seatKey(field, seat)] ?? 0));
  const body = w.done();
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  new DataView(out.buffer).setUint32(body.length, crc32(body));
  return out;
}

export function decodeTableCode(bytes: Uint8Array): TableCode {
  if (bytes.length < 8) throw new TableCodeError(bytes.length === 0 ? 'not-a-code' : 'damaged');
  const version = bytes[0] as number;
  if (version > TABLE_CODE_VERSION) throw new TableCodeError('newer-version');
  if (version < 1) throw new TableCodeError('not-a-code');
  const body = bytes.subarray(0, bytes.length - 4);
  const stored = new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 4, 4).getUint32(0);
  if (crc32(body) !== stored) throw new TableCodeError('damaged');
  const r = new Reader(body);
  r.u8();
  const flags = r.u8();
  const named = (flags & 1) === 0;
  const gameId = GAME_BY_CODE.get(r.u8());
  // A game this phone doesn't know came from a newer app (the checksum held, so it is no misread).
  if (!gameId) throw new TableCodeError('newer-version');
  const turn = r.varint();
  const seed = r.raw(16);
  const settings: Record<string, number> = {};
  for (const key of codeFields(gameId, version)) settings[key] = r.varint();
  const packs = Array.from({ length: r.u8() }, () => r.text());
  const contentHash = r.u32();
  const seatCount = r.u8();
  if (seatCount < 1 || seatCount > MAX_SEATS) throw new TableCodeError('damaged');
  const seats: TableSeat[] = [];
  if (named) {
    for (let i = 0; i < seatCount; i++) {
      const seatFlags = r.u8();
      seats.push({ name: r.text(), sober: (seatFlags & 1) !== 0, taken: (seatFlags & 2) !== 0 });
    }
  } else {
    for (let i = 0; i < seatCount; i += 4) {
      const packed = r.u8();
      for (let k = 0; k < 4 && i + k < seatCount; k++) {
        const seatFlags = packed >> (k * 2);
        seats.push({
          name: seatLabel(i + k),
          sober: (seatFlags & 1) !== 0,
          taken: (seatFlags & 2) !== 0,
        });
      }
    }
  }
  for (const field of seatFields(gameId, version))
    for (let seat = 0; seat < seatCount; seat++) settings[seatKey(field, seat)] = r.varint();
  if (r.rest !== 0) throw new TableCodeError('damaged');
  return { game: gameId, turn, seed, settings, packs, contentHash, seats, named };
}

/** The text of the host's QR code. */
export function toQrText(code: TableCode): string {
  return QR_PREFIX + toBase45(encodeTableCode(code, true));
}

// Crockford's base32: no I, L, O or U to mistake, read in any case, with dashes ignored.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function toTypedCode(code: TableCode): string {
  const bytes = encodeTableCode(code, false);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += CROCKFORD[(value << (5 - bits)) & 31];
  return out.match(/.{1,4}/g)?.join('-') ?? '';
}

function fromTyped(text: string): Uint8Array | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]+$/.test(clean)) return null;
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    value = (value << 5) | CROCKFORD.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
      value &= (1 << bits) - 1;
    }
  }
  return Uint8Array.from(out);
}

/** A scanned QR text or a typed code, read into a table code; throws TableCodeError. */
export function readTableCode(text: string): TableCode {
  const trimmed = text.trim();
  if (trimmed.startsWith(QR_PREFIX)) {
    const bytes = fromBase45(trimmed.slice(QR_PREFIX.length));
    if (!bytes) throw new TableCodeError('damaged');
    return decodeTableCode(bytes);
  }
  if (/^DOJO\d+:/.test(trimmed)) throw new TableCodeError('newer-version');
  const bytes = trimmed.length >= 20 ? fromTyped(trimmed) : null;
  if (!bytes) throw new TableCodeError('not-a-code');
  return decodeTableCode(bytes);
}

/** The same table, turn aside: phones that agree on this deal the same game. */
export function sameTable(a: TableCode, b: TableCode): boolean {
  return fingerprintBytes(a).every((byte, i) => byte === fingerprintBytes(b)[i]);
}

/** Everything that decides the deal (not the turn or other progress, not the names): what the
 * emoji prove. */
export function fingerprintBytes(code: TableCode): Uint8Array {
  const settings = { ...code.settings };
  for (const key of TABLE_GAMES[code.game].progress) settings[key] = 0;
  for (const field of seatFields(code.game))
    code.seats.forEach((_, seat) => (settings[seatKey(field, seat)] = 0));
  const bytes = encodeTableCode({ ...code, turn: 0, settings }, false);
  return bytes.subarray(2, bytes.length - 4); // version and flags, checksum left out
}

/** The packs a table code names, taken from this phone's, or why this phone cannot deal them. */
export type PacksInCode<P> =
  { ok: true; packs: P[] } | { ok: false; problem: 'missing' | 'other'; missing: string[] };

/**
 * Every table game deals from the packs its code names, in the code's order, and only if this
 * phone's copies hash as the host's did: a pack this phone lacks is `missing` (by id), the same
 * ids with other content (or none at all) are `other`. A code that names no packs takes `whenNone`
 * (word guess's "any category").
 */
export function packsInCode<P extends { id: string }>(
  code: Pick<TableCode, 'packs' | 'contentHash'>,
  available: readonly P[],
  hash: (packs: readonly P[]) => number,
  whenNone: readonly P[] = [],
): PacksInCode<P> {
  const packs: P[] = code.packs.length === 0 ? [...whenNone] : [];
  const missing: string[] = [];
  for (const id of code.packs) {
    const pack = available.find((p) => p.id === id);
    if (pack) packs.push(pack);
    else missing.push(id);
  }
  if (missing.length > 0) return { ok: false, problem: 'missing', missing };
  if (packs.length === 0 || hash(packs) !== code.contentHash)
    return { ok: false, problem: 'other', missing: [] };
  return { ok: true, packs };
}
