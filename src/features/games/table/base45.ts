// Base45 (RFC 9285): bytes as text drawn only from the 45 characters of a QR code's alphanumeric
// mode, which packs them at 5.5 bits each (byte mode spends 8), so a table code fits a smaller,
// easier-scanned QR code than the same bytes in base64 would.

export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const VALUE = new Map([...BASE45_ALPHABET].map((char, index) => [char, index]));

export function toBase45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let n = (bytes[i] as number) * 256 + (bytes[i + 1] as number);
      for (let k = 0; k < 3; k++) {
        out += BASE45_ALPHABET[n % 45];
        n = Math.floor(n / 45);
      }
    } else {
      let n = bytes[i] as number;
      out += BASE45_ALPHABET[n % 45];
      n = Math.floor(n / 45);
      out += BASE45_ALPHABET[n];
    }
  }
  return out;
}

/** The bytes of a base45 text, or null when it is not base45 (a character outside the set, a
 * length that leaves one character over, a group that decodes above its byte range). */
export function fromBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const group = text.slice(i, i + 3);
    let n = 0;
    for (let k = group.length - 1; k >= 0; k--) {
      const value = VALUE.get(group[k] as string);
      if (value === undefined) return null;
      n = n * 45 + value;
    }
    if (group.length === 3) {
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      if (n > 0xff) return null;
      out[o++] = n;
    }
  }
  return out;
}
