import { useEffect, useState } from 'react';

/** The current time, ticking while `running`: timers render from absolute end times. */
export function useNow(running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [running, everyMs]);
  return now;
}

/** Whole seconds left before `endsAt`, never below 0 nor above the turn's length. */
export function secondsLeft(endsAt: number, totalSeconds: number, now: number): number {
  return Math.max(0, Math.min(totalSeconds, Math.ceil((endsAt - now) / 1000)));
}

/**
 * A turn's clock from its stored deadline (so a reload keeps the time really left): the seconds
 * left, ticking while the deadline is set, or null when no clock runs.
 */
export function useCountdown(
  endsAt: number | null | undefined,
  totalSeconds: number,
): number | null {
  const now = useNow(endsAt != null);
  return endsAt != null ? secondsLeft(endsAt, totalSeconds, now) : null;
}
