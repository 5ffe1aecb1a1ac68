import { useEffect, useState } from 'react';
import { useLang, useT, type Lang } from '../../lib/i18n';
import type { CalendarDoor } from '../../content/misc/calendar';
import { miscContent } from './content';
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

const LOCALES: Record<Lang, string> = { en: 'en-US', da: 'da-DK' };

/** A December day as the language writes it: "December 1, 2026", "1. december 2026". */
function formatDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

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
  const t = useT();
  const lang = useLang();

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
      <p className="misc-kicker">{t('misc.calendar.kicker')}</p>
      <h1 id="calendar-title">{t('misc.calendar.title')}</h1>
      <p className="misc-note" data-testid="calendar-status">
        {clock.phase === 'before'
          ? t('misc.calendar.before', {
              date: formatDate(new Date(clock.year, 11, 1), lang),
              count: clock.daysToGo,
            })
          : clock.phase === 'advent'
            ? t('misc.calendar.advent', { door: clock.openUpTo })
            : t('misc.calendar.after')}
      </p>
      {shown && (
        <article className="misc-card misc-card-door" aria-live="polite" data-testid="door-content">
          <p className="misc-door-label">
            {t('misc.calendar.door', { day: shown.day })} ·{' '}
            {shown.kind === 'dare' ? t('misc.calendar.dare') : t('misc.calendar.miniGame')}
          </p>
          <h2>{shown.title}</h2>
          <p className="misc-card-text">
            {shown.spice > spiceLimit ? t('misc.calendar.tooSpicy') : shown.text}
          </p>
        </article>
      )}
      <ol className="calendar-grid" aria-label={t('misc.calendar.doors')}>
        {miscContent(lang).calendar.map((door) => {
          const openable = door.day <= clock.openUpTo;
          const wasOpened = opened.includes(door.day);
          return (
            <li key={door.day}>
              <button
                type="button"
                className={`calendar-door${wasOpened ? ' is-opened' : ''}${shown?.day === door.day ? ' is-shown' : ''}`}
                disabled={!openable}
                aria-label={
                  wasOpened
                    ? t('misc.calendar.openedLabel', { day: door.day, title: door.title })
                    : openable
                      ? t('misc.calendar.door', { day: door.day })
                      : t('misc.calendar.shutLabel', { day: door.day })
                }
                onClick={() => open(door)}
              >
                {/* The spaces keep the visible words apart in the name read from them ("1 shut"),
                    which the label must contain; the door's grid lays out only the spans. */}
                <span className="calendar-day">{door.day}</span>{' '}
                {!openable && (
                  <span className="calendar-lock" aria-hidden="true">
                    {t('misc.calendar.shut')}
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
