import { randomIndex } from '../../lib/random';

/** A uniformly random item, other than the one on screen when there is a choice. */
export function pickOther<T extends { id: string }>(
  items: readonly T[],
  current?: string,
): T | null {
  const pool = items.length > 1 ? items.filter((item) => item.id !== current) : items;
  if (pool.length === 0) return null;
  return pool[randomIndex(pool.length)] as T;
}

/** A fair shuffle (Fisher–Yates on the unbiased draw): a deck dealt without repeats. */
export function shuffled<T>(items: readonly T[], random = randomIndex): T[] {
  const deck = [...items];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [deck[i], deck[j]] = [deck[j] as T, deck[i] as T];
  }
  return deck;
}
