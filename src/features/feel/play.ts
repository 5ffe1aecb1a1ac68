import type * as AudioCode from './audio';
import { VIBRATIONS, type Cue } from './cues';
import { isSoundOn } from './settings';

// Giving a cue: a buzz at once where the device can, and the sound through the lazily loaded
// audio module. Nothing here throws: a device without vibration or Web Audio is just quiet.

type AudioModule = typeof AudioCode;

let audio: AudioModule | null = null;
let loading: Promise<AudioModule | null> | null = null;

/** Loads the audio code (once); a failed load (offline before it was cached) stays silent. */
export function loadAudio(): Promise<AudioModule | null> {
  loading ??= import('./audio')
    .then((module) => {
      audio = module;
      return module;
    })
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

/**
 * Called from inside every tap and key press while a game is open: the first one creates the
 * AudioContext (browsers allow sound only from a gesture), later ones resume it if suspended.
 */
export function unlockOnGesture(): void {
  if (audio) audio.unlockAudio();
  else void loadAudio();
}

export function vibrate(pattern: readonly number[]): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      navigator.vibrate([...pattern]);
    }
  } catch {
    // Some browsers throw when vibration is blocked; a buzz is never worth an error.
  }
}

/** Plays a cue unless the Sound switch is off. */
export function cue(name: Cue): void {
  if (!isSoundOn()) return;
  const pattern = VIBRATIONS[name];
  if (pattern) vibrate(pattern);
  if (audio) audio.playSound(name);
  else void loadAudio().then((module) => module?.playSound(name));
}
