import { useEffect, useState } from 'react';

/** Whole seconds left before `endsAt`, never below 0 nor above the turn's length. */
export function secondsLeft(endsAt: number, totalSeconds: number, now: number): number {
  return Math.max(0, Math.min(totalSeconds, Math.ceil((endsAt - now) / 1000)));
}

/**
 * How long from `now` until the whole seconds left before `endsAt` go down by one: the next tick
 * of the clock. A moment past the boundary, so the tick never lands just before it.
 */
export function untilNextTick(endsAt: number, now: number): number {
  const intoSecond = (endsAt - now) % 1000;
  return (intoSecond > 0 ? intoSecond : intoSecond + 1000) + 5;
}

/**
 * A turn's clock from its stored deadline (so a reload keeps the time really left): the seconds
 * left, ticking while the deadline is set, or null when no clock runs. The game re-renders once
 * a second, when the number on the clock changes, not on a polling interval.
 */
export function useCountdown(
  endsAt: number | null | undefined,
  totalSeconds: number,
): number | null {
  // The seconds left as of the last tick, and the deadline they were counted to.
  const [counted, setCounted] = useState<{ endsAt: number; left: number } | null>(null);
  useEffect(() => {
    if (endsAt == null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      const left = secondsLeft(endsAt, totalSeconds, now);
      setCounted((last) =>
        last?.endsAt === endsAt && last.left === left ? last : { endsAt, left },
      );
      if (left > 0) timer = setTimeout(tick, untilNextTick(endsAt, now));
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt, totalSeconds]);
  if (endsAt == null) return null;
  // A clock just started (or moved) shows its own time from the first paint, not the last one's.
  return counted?.endsAt === endsAt ? counted.left : secondsLeft(endsAt, totalSeconds, Date.now());
}
