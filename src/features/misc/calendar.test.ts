import { describe, expect, it } from 'vitest';
import { calendarClock } from './calendar';

describe('the Christmas calendar clock', () => {
  it('is shut before December and counts the days to the first door', () => {
    expect(calendarClock(new Date(2026, 10, 30, 23, 59))).toEqual({
      phase: 'before',
      year: 2026,
      openUpTo: 0,
      daysToGo: 1,
    });
    expect(calendarClock(new Date(2026, 0, 1)).daysToGo).toBe(334);
  });

  it('opens one door a day from 1 to 24 December, at local midnight', () => {
    expect(calendarClock(new Date(2026, 11, 1, 0, 0))).toMatchObject({
      phase: 'advent',
      openUpTo: 1,
    });
    expect(calendarClock(new Date(2026, 11, 5, 12))).toMatchObject({
      phase: 'advent',
      openUpTo: 5,
    });
    expect(calendarClock(new Date(2026, 11, 24, 23, 59))).toMatchObject({ openUpTo: 24 });
  });

  it('leaves every door open after Christmas Eve until the year ends', () => {
    expect(calendarClock(new Date(2026, 11, 25))).toMatchObject({ phase: 'after', openUpTo: 24 });
    expect(calendarClock(new Date(2026, 11, 31, 23))).toMatchObject({ phase: 'after', year: 2026 });
  });
});
