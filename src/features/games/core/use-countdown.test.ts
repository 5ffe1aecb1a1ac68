import { describe, expect, it } from 'vitest';
import { secondsLeft, untilNextTick } from './use-countdown';

describe('a turn clock', () => {
  const endsAt = 100_000;

  it('shows whole seconds left, never below 0 nor above the turn', () => {
    expect(secondsLeft(endsAt, 60, endsAt - 59_001)).toBe(60);
    expect(secondsLeft(endsAt, 60, endsAt - 1)).toBe(1);
    expect(secondsLeft(endsAt, 60, endsAt)).toBe(0);
    expect(secondsLeft(endsAt, 60, endsAt + 5_000)).toBe(0);
    // A deadline further off than the turn (a clock set wrong) still shows the turn's length.
    expect(secondsLeft(endsAt, 60, endsAt - 90_000)).toBe(60);
  });

  it('ticks just after the number on the clock goes down, once a second', () => {
    for (const now of [endsAt - 5_400, endsAt - 5_000, endsAt - 4_999, endsAt - 1]) {
      const next = now + untilNextTick(endsAt, now);
      // The next tick shows one second less than now shows…
      expect(secondsLeft(endsAt, 60, next)).toBe(secondsLeft(endsAt, 60, now) - 1);
      // …and comes no more than a second (and the margin) later.
      expect(next - now).toBeLessThanOrEqual(1_005);
    }
  });
});
