import { useEffect, useRef } from 'react';
import { timerCue } from './cues';
import { cue, loadAudio, unlockOnGesture } from './play';

// The hooks games call: keep the screen on while a game is open, get the audio ready, and turn a
// countdown into ticks and a time-up sound.

/** The events browsers count as a user gesture that may start audio (touchend for iOS Safari). */
const GESTURES = ['click', 'keydown', 'touchend'] as const;

/**
 * Holds a Screen Wake Lock while `active`, so the phone on the table never locks mid-round. The
 * browser drops the lock whenever the page is hidden, so it is asked for again each time the
 * page becomes visible; it is released when the game closes. Unsupported or refused: nothing.
 */
export function useScreenAwake(active = true): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined') return;
    // Typed as always there; older browsers and some webviews have none.
    const api = (navigator as Partial<Navigator>).wakeLock;
    if (!api) return;
    let wanted = true;
    let held: WakeLockSentinel | null = null;
    let asking = false;
    const acquire = () => {
      if (!wanted || held || asking || document.visibilityState !== 'visible') return;
      asking = true;
      let request: Promise<WakeLockSentinel>;
      try {
        request = api.request('screen');
      } catch {
        asking = false;
        return;
      }
      request.then(
        (sentinel) => {
          asking = false;
          if (!wanted) {
            sentinel.release().catch(() => undefined);
            return;
          }
          held = sentinel;
          sentinel.addEventListener('release', () => {
            if (held === sentinel) held = null;
          });
        },
        () => {
          // Refused (battery saver, a policy): the game plays on without it.
          asking = false;
        },
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      wanted = false;
      document.removeEventListener('visibilitychange', onVisibility);
      const sentinel = held;
      held = null;
      sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}

/**
 * Everything a game page needs for the table-side feel: the wake lock, and audio made ready
 * (the code fetched now, the AudioContext created by the first tap or key press).
 */
export function useTableFeel(): void {
  useScreenAwake(true);
  useEffect(() => {
    void loadAudio();
    for (const name of GESTURES) {
      window.addEventListener(name, unlockOnGesture, { capture: true, passive: true });
    }
    return () => {
      for (const name of GESTURES) {
        window.removeEventListener(name, unlockOnGesture, { capture: true });
      }
    };
  }, []);
}

/**
 * Ticks in the last seconds of a countdown and sounds time up at zero. Pass null while the clock
 * is stopped; each second sounds once, and a page opened mid-round starts quietly.
 */
export function useTimerCues(remaining: number | null): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const next = timerCue(previous.current, remaining);
    previous.current = remaining;
    if (next) cue(next);
  }, [remaining]);
}
