import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store';

// The one "Sound" switch for the whole app: sounds and vibration, on or off. A preference of this
// device (a phone on a silent table, not the person), so it lives in local storage like the
// install-prompt flag, read synchronously at start so the switch never flickers and a cue can
// check it without waiting.

export const SOUND_KEY = 'party-dojo:sound';

/** Reads the stored switch: on unless this device turned it off. */
export function readSoundOn(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(SOUND_KEY) !== 'off';
  } catch {
    // Storage refused (private mode): sound stays on.
    return true;
  }
}

function localStore(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const soundState = createStore({ soundOn: readSoundOn(localStore()) });

if (typeof window !== 'undefined') {
  // Another tab flipped the switch: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === SOUND_KEY || event.key === null) {
      soundState.set({ soundOn: readSoundOn(localStore()) });
    }
  });
}

export function isSoundOn(): boolean {
  return soundState.get().soundOn;
}

export function setSoundOn(on: boolean, storage = localStore()): void {
  try {
    storage?.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused: the switch holds for this visit only.
  }
  soundState.set({ soundOn: on });
}

/** The switch as stored; in a hydrating render, as the prerendered page drew it (on). */
export function useSoundOn(): boolean {
  return useSyncExternalStore(
    soundState.subscribe,
    () => soundState.get().soundOn,
    () => true,
  );
}
