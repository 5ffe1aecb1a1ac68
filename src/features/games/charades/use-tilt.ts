import { useCallback, useEffect, useRef, useState } from 'react';
import { TILT_START, tiltStep, type Tilt } from './tilt';
import { t } from '../../../lib/i18n';

// Tilting as Got it and Pass (./tilt.ts has the rule), from `deviceorientation`. Browsers send
// orientation only to secure pages (https, or this machine); iOS-style browsers also ask for
// permission, and only from inside a tap, so `ask` is wired to the Use tilt button. Each time the
// listening starts (a word shown after the countdown, a resumed turn) the pose is taken afresh.

type OrientationPermission = 'granted' | 'denied' | 'default';
type OrientationWithPermission = typeof DeviceOrientationEvent & {
  requestPermission?: () => Promise<OrientationPermission>;
};

/**
 * none: no orientation sensor API at all; insecure: the page is not https, so no readings come;
 * needs-permission: a tap on Use tilt asks; ready: readings come when listened to; denied.
 */
export type TiltSupport = 'none' | 'insecure' | 'needs-permission' | 'ready' | 'denied';

/** Allowed once in this page's life: the next turn need not ask again. */
let grantedThisVisit = false;

function orientationApi(): OrientationWithPermission | null {
  return typeof window !== 'undefined' && 'DeviceOrientationEvent' in window
    ? window.DeviceOrientationEvent
    : null;
}

function initialSupport(): TiltSupport {
  // Browsers leave the API out of insecure pages altogether: say why rather than "no sensor".
  if (typeof window === 'undefined') return 'none';
  if (!window.isSecureContext) return 'insecure';
  const api = orientationApi();
  if (!api) return 'none';
  return typeof api.requestPermission === 'function' && !grantedThisVisit
    ? 'needs-permission'
    : 'ready';
}

/** What to tell the table when tilt cannot be used, or null when it can. */
export function tiltProblem(support: TiltSupport): string | null {
  switch (support) {
    case 'none':
      return t('charades.tilt.none');
    case 'insecure':
      return t('charades.tilt.insecure');
    case 'denied':
      return t('charades.tilt.denied');
    default:
      return null;
  }
}

export function useTilt(
  listening: boolean,
  onTilt: (tilt: Tilt) => void,
): { support: TiltSupport; ask: () => Promise<boolean> } {
  const [support, setSupport] = useState<TiltSupport>('none');
  // Read once the page runs in the browser (the page is prerendered without a window).
  useEffect(() => setSupport(initialSupport()), []);
  const latest = useRef(onTilt);
  useEffect(() => {
    latest.current = onTilt;
  }, [onTilt]);

  /** Asks for permission where the browser wants it (call from a tap); true when tilt works. */
  const ask = useCallback(async (): Promise<boolean> => {
    const current = initialSupport();
    const request = orientationApi()?.requestPermission;
    if (current !== 'needs-permission' || !request) {
      setSupport(current);
      return current === 'ready';
    }
    try {
      const answer = await request.call(orientationApi());
      grantedThisVisit = answer === 'granted';
    } catch {
      grantedThisVisit = false;
    }
    setSupport(grantedThisVisit ? 'ready' : 'denied');
    return grantedThisVisit;
  }, []);

  useEffect(() => {
    if (!listening || support !== 'ready') return;
    let state = TILT_START;
    const onOrientation = (event: DeviceOrientationEvent) => {
      const step = tiltStep(state, { beta: event.beta, gamma: event.gamma });
      state = step.state;
      if (step.tilt) latest.current(step.tilt);
    };
    window.addEventListener('deviceorientation', onOrientation);
    return () => window.removeEventListener('deviceorientation', onOrientation);
  }, [listening, support]);

  return { support, ask };
}
