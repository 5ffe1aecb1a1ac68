import { useEffect } from 'react';
import { Logo } from '../components/logo';
import { isBot } from '../lib/bots';
import { env } from '../lib/env';
import { useInsideMain } from './main-landmark';

/** docs/spec/screens.md "Error page": the messages, word for word. */
export const ERROR_MESSAGES: Readonly<Record<number, string>> = {
  404: 'Oops! This page seems to have wandered off after too many drinks!',
  500: 'Our bartender is having technical difficulties. Try again soon!',
};
export const FALLBACK_ERROR_MESSAGE =
  "Something went wrong. Maybe it's time for a sobering walk home?";

export function errorMessageFor(status: number): string {
  return ERROR_MESSAGES[status] ?? FALLBACK_ERROR_MESSAGE;
}

export interface ErrorPageProps {
  status: number;
  /** e.g. "Page Not Found: /games/nope"; shown small under the message. */
  detail?: string | undefined;
  /** Goes to "/" and clears the error. */
  onHomepage: () => void;
}

export function ErrorPage({ status, detail, onHomepage }: ErrorPageProps) {
  const message = errorMessageFor(status);
  // Inside a layout the page is already in its main landmark; alone (a fatal error) it is one.
  const Landmark = useInsideMain() ? 'div' : 'main';
  useEffect(() => {
    const previous = document.title;
    document.title = `${status} · Party Dojo`;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => {
      document.title = previous;
      robots.remove();
    };
  }, [status]);

  if (isBot(navigator.userAgent)) {
    // Crawlers get the bare facts, not the show.
    return (
      <Landmark className="plain-error" data-status={status}>
        <h1>{status}</h1>
        <p>{detail ?? message}</p>
      </Landmark>
    );
  }

  const mail = `mailto:${env.supportEmail}?subject=${encodeURIComponent(
    `Problem on ${window.location.pathname} (${status})`,
  )}`;
  return (
    <Landmark className="error-page" data-status={status}>
      <Logo className="error-logo" compact />
      <h1 className="error-code">{status}</h1>
      <p className="error-message">{message}</p>
      {detail && <p className="error-detail">{detail}</p>}
      <div className="error-actions">
        <button type="button" className="btn btn-ghost" onClick={() => window.history.back()}>
          Previous Page
        </button>
        <button type="button" className="btn btn-primary" onClick={onHomepage}>
          Homepage
        </button>
      </div>
      <p className="error-support">
        Still stuck? <a href={mail}>Contact support</a>
      </p>
    </Landmark>
  );
}
