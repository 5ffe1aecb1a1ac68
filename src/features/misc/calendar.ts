// The Christmas calendar's clock: which doors may open, read from the device's own date (a party
// with no signal still has a calendar), so a door opens at local midnight.

export type CalendarPhase = 'before' | 'advent' | 'after';

export interface CalendarClock {
  phase: CalendarPhase;
  /** The calendar's year: its doors are remembered per year. */
  year: number;
  /** Doors 1..openUpTo may open; later ones stay shut. */
  openUpTo: number;
  /** Before the season: whole days until 1 December. */
  daysToGo: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function calendarClock(now: Date): CalendarClock {
  const year = now.getFullYear();
  if (now.getMonth() === 11) {
    const day = now.getDate();
    return day <= 24
      ? { phase: 'advent', year, openUpTo: day, daysToGo: 0 }
      : { phase: 'after', year, openUpTo: 24, daysToGo: 0 };
  }
  const today = new Date(year, now.getMonth(), now.getDate());
  const opens = new Date(year, 11, 1);
  const daysToGo = Math.round((opens.getTime() - today.getTime()) / DAY_MS);
  return { phase: 'before', year, openUpTo: 0, daysToGo };
}

/** kv key of the doors opened on this device in `year`. */
export function openedDoorsKey(year: number): string {
  return `christmasCalendar:${year}`;
}
