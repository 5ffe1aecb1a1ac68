import { cueLength, SOUNDS, type Cue } from './cues';

// The Web Audio side, loaded lazily (never in the first screen). One AudioContext for the whole
// app, created inside the first tap or key press, because browsers only let a context started by
// a gesture make sound; resumed whenever the system suspended it (a call, the tab hidden). Every
// failure is silent: a phone without Web Audio simply plays no sound.

type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;
let unavailable = false;

function contextClass(): AudioContextClass | undefined {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function resume(ctx: AudioContext): void {
  if (ctx.state !== 'suspended') return;
  ctx.resume().catch(() => {
    // Still not allowed (no gesture yet): the next tap tries again.
  });
}

/** Creates or resumes the context; call it from inside a user gesture. */
export function unlockAudio(): void {
  if (unavailable) return;
  if (!context) {
    const Class = contextClass();
    if (!Class) {
      unavailable = true;
      return;
    }
    try {
      context = new Class();
    } catch {
      unavailable = true;
      return;
    }
  }
  resume(context);
}

/** Master volume: cues sit under conversation, not over it. */
const VOLUME = 0.6;

export function playSound(cue: Cue): void {
  // The first tap may have come before this code arrived; a page the user has already touched
  // may still start audio. Before any gesture at all, stay silent.
  if (!context && typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive) {
    unlockAudio();
  }
  if (!context) return;
  const ctx = context;
  resume(ctx);
  try {
    const master = ctx.createGain();
    master.gain.value = VOLUME;
    master.connect(ctx.destination);
    const start = ctx.currentTime + 0.01;
    for (const note of SOUNDS[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const t0 = start + note.at;
      const t1 = t0 + note.duration;
      osc.type = note.wave;
      osc.frequency.setValueAtTime(note.frequency, t0);
      if (note.glideTo) osc.frequency.exponentialRampToValueAtTime(note.glideTo, t1);
      // A quick attack and an exponential fall: a struck sound, with no click at either end.
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(note.gain, t0 + 0.012);
      gain.gain.exponentialRampToValueAtTime(0.0001, t1);
      osc.connect(gain);
      gain.connect(master);
      osc.start(t0);
      osc.stop(t1 + 0.02);
    }
    window.setTimeout(() => master.disconnect(), (cueLength(cue) + 0.2) * 1000);
  } catch {
    // A context closed under us (the system reclaimed audio): no sound this time.
  }
}
