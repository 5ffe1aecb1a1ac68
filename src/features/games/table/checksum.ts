// CRC-32 (IEEE 802.3, the one zip and PNG use): every table code ends with the CRC of its other
// bytes, so a misread, truncated or edited code is refused instead of dealing a different game.
// FNV-1a hashes a pack's content into 32 bits so phones can tell they hold the same version.

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** FNV-1a over the UTF-8 of a text: a stable 32-bit fingerprint of a deck's content. */
export function contentHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
