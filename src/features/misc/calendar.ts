import * as v from 'valibot';
import { defineKv } from '../../db';
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

/**
 * Doors opened on this device, by year: a new December starts with every door shut again, and
 * last year's doors stay as they were.
 */
export const openedDoorsSetting = defineKv(
  'calendarOpenedDoors',
  v.record(v.string(), v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)))),
  {},
);
