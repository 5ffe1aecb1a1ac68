import { randomIndex, type RandomWords } from '../../../lib/random';

// For the room games' property tests: how intents reach the host over a flaky room channel. Each
// intent arrives at least once (one that was dropped is resent later, so it simply arrives
// later), some arrive twice or three times, and the order is shuffled.

export interface Sent<Intent> {
  from: string;
  intent: Intent;
}

/** `sent` as the host receives it: every item at least once, some repeated, in a shuffled order. */
export function deliveries<T>(sent: readonly T[], words: RandomWords): T[] {
  const out: T[] = [];
  for (const item of sent) {
    const copies = 1 + (randomIndex(3, words) === 0 ? 1 + randomIndex(2, words) : 0);
    for (let i = 0; i < copies; i++) out.push(item);
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, words);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A random subset of `items`, in their order. */
export function someOf<T>(items: readonly T[], words: RandomWords): T[] {
  return items.filter(() => randomIndex(2, words) === 0);
}
