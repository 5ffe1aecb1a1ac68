import { randomIndex, type RandomWords } from '../../../lib/random';

// The table's shared randomness: every phone feeds the table code's 128-bit seed to the same
// generator (xoshiro128**, integer-only, so every JavaScript engine gives the same sequence) and
// so deals the same cards without a word passing between phones. A stream is named (`label`) so
// each use (the round's category, the odd seat…) draws from its own sequence and adding a draw
// to one never shifts another.

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function labelHash(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A 31-bit word source (as `randomIndex` takes) for one named use of the seed. */
export function seedStream(seed: Uint8Array, label: string): RandomWords {
  if (seed.length !== 16) throw new RangeError('a table seed is 16 bytes');
  const view = new DataView(seed.buffer, seed.byteOffset, 16);
  const mix = splitmix32(labelHash(label));
  const s = [0, 1, 2, 3].map((i) => (view.getUint32(i * 4) ^ mix()) >>> 0) as [
    number,
    number,
    number,
    number,
  ];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1; // xoshiro's one forbidden state
  return () => {
    const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1] << 9) >>> 0;
    s[2] = (s[2] ^ s[0]) >>> 0;
    s[3] = (s[3] ^ s[1]) >>> 0;
    s[1] = (s[1] ^ s[2]) >>> 0;
    s[0] = (s[0] ^ s[3]) >>> 0;
    s[2] = (s[2] ^ t) >>> 0;
    s[3] = rotl(s[3], 11);
    return result >>> 1;
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** A seeded Fisher–Yates shuffle of 0…n−1. */
export function seededOrder(n: number, words: RandomWords): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomIndex(i + 1, words);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** 16 fresh random bytes for a new table. */
export function newSeed(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(16));
}
