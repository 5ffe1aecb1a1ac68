// Premium built-in packs this account bought with dojo coins (the profile's unlocked_packs, as the
// server last sent it), keyed `${game}/${packId}`. A pack unlocked here plays as if the profile
// were premium, for this pack only. Kept in a tiny store so the pure pack rules can read it.

let unlocked: ReadonlySet<string> = new Set();
let version = 0;
const listeners = new Set<() => void>();

/** Replaces the unlocked set; listeners hear of it only when it really changed. */
export function setUnlockedPacks(keys: readonly string[]): void {
  const next = new Set<string>();
  for (const key of keys) {
    next.add(key);
    // A game's own picker names its packs without the game; the mix names them `${game}/${id}`.
    const slash = key.indexOf('/');
    if (slash > 0) next.add(key.slice(slash + 1));
  }
  if (next.size === unlocked.size && [...next].every((k) => unlocked.has(k))) return;
  unlocked = next;
  version++;
  for (const listener of listeners) listener();
}

/** Whether a pack id, as a game or the mix names it, was unlocked with coins. */
export function isUnlocked(packId: string): boolean {
  return unlocked.has(packId);
}

/** Hears every change of the unlocked set; returns the unsubscribe function. */
export function subscribeUnlocked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever the unlocked set does. */
export function unlockedVersion(): number {
  return version;
}
