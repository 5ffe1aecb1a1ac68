import { useCallback, useEffect, useRef, useState } from 'react';

// Shaking the phone as a roll: DeviceMotion where the browser has it. iOS-style browsers ask for
// permission, and only from inside a tap, so `ask` is wired to a button; elsewhere motion is
// simply listened to. A shake is a few strong jolts within a short time; after one, the hook
// rests a moment so a single shake never rolls twice.

/** Change in acceleration (m/s²) between two readings that counts as a jolt. */
const JOLT = 14;
const JOLTS_FOR_SHAKE = 3;
const WINDOW_MS = 700;
const REST_MS = 1200;

type MotionPermission = 'granted' | 'denied' | 'default';
type MotionWithPermission = typeof DeviceMotionEvent & {
  requestPermission?: () => Promise<MotionPermission>;
};

export type ShakeSupport = 'none' | 'needs-permission' | 'listening' | 'denied';

/** Motion was allowed once in this page's life: the next game page need not ask again. */
let grantedThisVisit = false;

function motionApi(): MotionWithPermission | null {
  return typeof window !== 'undefined' && 'DeviceMotionEvent' in window
    ? window.DeviceMotionEvent
    : null;
}

/** Is a device with a motion sensor likely (a touch screen), so the hint is worth showing? */
function touchDevice(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;
}

export function useShake(
  active: boolean,
  onShake: () => void,
): { support: ShakeSupport; ask: () => void } {
  const [support, setSupport] = useState<ShakeSupport>(() => {
    const api = motionApi();
    if (!api || !touchDevice()) return 'none';
    return typeof api.requestPermission === 'function' && !grantedThisVisit
      ? 'needs-permission'
      : 'listening';
  });
  const latest = useRef(onShake);
  useEffect(() => {
    latest.current = onShake;
  }, [onShake]);

  const ask = useCallback(() => {
    const request = motionApi()?.requestPermission;
    if (!request) return;
    request.call(motionApi()).then(
      (answer) => {
        grantedThisVisit = answer === 'granted';
        setSupport(grantedThisVisit ? 'listening' : 'denied');
      },
      () => setSupport('denied'),
    );
  }, []);

  useEffect(() => {
    if (!active || support !== 'listening') return;
    let last: { x: number; y: number; z: number } | null = null;
    let jolts: number[] = [];
    let restUntil = 0;
    const onMotion = (event: DeviceMotionEvent) => {
      const a = event.accelerationIncludingGravity;
      if (!a || a.x === null || a.y === null || a.z === null) return;
      const now = Date.now();
      const reading = { x: a.x, y: a.y, z: a.z };
      if (last && now >= restUntil) {
        const change =
          Math.abs(reading.x - last.x) +
          Math.abs(reading.y - last.y) +
          Math.abs(reading.z - last.z);
        if (change > JOLT) {
          jolts = [...jolts.filter((t) => now - t < WINDOW_MS), now];
          if (jolts.length >= JOLTS_FOR_SHAKE) {
            jolts = [];
            restUntil = now + REST_MS;
            latest.current();
          }
        }
      }
      last = reading;
    };
    window.addEventListener('devicemotion', onMotion);
    return () => window.removeEventListener('devicemotion', onMotion);
  }, [active, support]);

  return { support, ask };
}
