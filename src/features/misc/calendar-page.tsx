import { useEffect, useState } from 'react';
import { CALENDAR_DOORS, type CalendarDoor } from '../../content/misc/calendar';
import { calendarClock, openedDoorsSetting } from './calendar';
import { useRating } from './use-rating';
import './misc.css';

/** The clock, re-read every minute so a calendar left open on the table opens at midnight. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * 24 doors, 1–24 December by the device's date. Each opens a dare or a small group game; opened
 * doors are remembered on this device; tomorrow's doors stay shut.
 */
export function CalendarPage() {
  const now = useNow();
  const clock = calendarClock(now);
  const byYear = openedDoorsSetting.use();
  const opened = byYear[clock.year] ?? [];
  const { spiceLimit } = useRating();
  const [shown, setShown] = useState<CalendarDoor | null>(null);

  const open = (door: CalendarDoor) => {
    setShown(door);
    if (!opened.includes(door.day)) {
      void openedDoorsSetting
        .write({ ...byYear, [clock.year]: [...opened, door.day].sort((a, b) => a - b) })
        .catch((error: unknown) => console.warn('The opened door could not be remembered', error));
    }
  };

  return (
    <section className="misc-page misc-calendar" aria-labelledby="calendar-title">
      <p className="misc-kicker">Party Dojo Christmas calendar</p>
      <h1 id="calendar-title">24 doors to December</h1>
      <p className="misc-note" data-testid="calendar-status">
        {clock.phase === 'before'
          ? `The calendar opens on ${DATE_FORMAT.format(new Date(clock.year, 11, 1))}: ${clock.daysToGo} ${clock.daysToGo === 1 ? 'day' : 'days'} to go.`
          : clock.phase === 'advent'
            ? `Today is door ${clock.openUpTo}. Earlier doors you missed are open too; tomorrow’s stay shut.`
            : 'Merry Christmas! Every door is open until the new year.'}
      </p>
      {shown && (
        <article className="misc-card misc-card-door" aria-live="polite" data-testid="door-content">
          <p className="misc-door-label">
            Door {shown.day} · {shown.kind === 'dare' ? 'Dare' : 'Mini-game'}
          </p>
          <h2>{shown.title}</h2>
          <p className="misc-card-text">
            {shown.spice > spiceLimit
              ? 'This door is spicier than your table’s setting. Raise the spice level in a game to play it.'
              : shown.text}
          </p>
        </article>
      )}
      <ol className="calendar-grid" aria-label="Doors">
        {CALENDAR_DOORS.map((door) => {
          const openable = door.day <= clock.openUpTo;
          const wasOpened = opened.includes(door.day);
          return (
            <li key={door.day}>
              <button
                type="button"
                className={`calendar-door${wasOpened ? ' is-opened' : ''}${shown?.day === door.day ? ' is-shown' : ''}`}
                disabled={!openable}
                aria-label={`Door ${door.day}${wasOpened ? `, opened: ${door.title}` : openable ? '' : `, shut until ${door.day} December`}`}
                onClick={() => open(door)}
              >
                {/* The spaces keep the visible words apart in the name read from them ("1 shut"),
                    which the label must contain; the door's grid lays out only the spans. */}
                <span className="calendar-day">{door.day}</span>{' '}
                {!openable && (
                  <span className="calendar-lock" aria-hidden="true">
                    shut
                  </span>
                )}
                {wasOpened && (
                  <>
                    {' '}
                    <span className="calendar-open-title">{door.title}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
