import { useSyncExternalStore } from 'react';
import { subscribeUnlocked, unlockedVersion } from './unlocks';

// The React face of ./unlocks, apart from it so the pure pack rules (and the draw benchmark that
// bundles them) never pull React in.

/** A number that changes whenever the unlocked set does, for memo dependencies. */
export function useUnlockedVersion(): number {
  return useSyncExternalStore(subscribeUnlocked, unlockedVersion, unlockedVersion);
}
