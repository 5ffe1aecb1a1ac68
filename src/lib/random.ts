// The unbiased random numbers every game and tool shares (dice, coin, bottle, prompt draws):
// crypto.getRandomValues, no modulo bias, and a seeded source for tests.

/**
 * A source of uniformly random 31-bit words (0 ≤ w < 2^31). 31 bits, not 32, because V8 keeps
 * such numbers as small integers, so the modulo below stays in integer arithmetic. Tests inject
 * a seeded source.
 */
export type RandomWords = () => number;

const BUFFER_SIZE = 1024;
let buffer = new Uint32Array(0);
let cursor = 0;

/** 31 random bits from crypto.getRandomValues, fetched in batches so one draw costs no syscall. */
export const cryptoWords: RandomWords = () => {
  if (cursor >= buffer.length) {
    if (buffer.length === 0) buffer = new Uint32Array(BUFFER_SIZE);
    crypto.getRandomValues(buffer);
    cursor = 0;
  }
  // Dropping one bit of a uniform 32-bit word leaves a uniform 31-bit word.
  return (buffer[cursor++] as number) >>> 1;
};

const WORD_RANGE = 0x8000_0000;

/**
 * A uniform integer in [0, n). Rejection sampling: words from the top partial block
 * (2^31 mod n of them) are thrown away, so every result is exactly equally likely (no modulo bias).
 */
export function randomIndex(n: number, words: RandomWords = cryptoWords): number {
  if (!Number.isInteger(n) || n <= 0 || n > WORD_RANGE) throw new RangeError(`randomIndex(${n})`);
  const limit = WORD_RANGE - (WORD_RANGE % n);
  for (;;) {
    const word = words();
    if (word < limit) return word % n;
  }
}

/** A deterministic 31-bit word source for tests and reproducible simulations (xorshift32). */
export function seededWords(seed: number): RandomWords {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state >>> 1;
  };
}
