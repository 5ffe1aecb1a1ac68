import { useEffect } from 'react';
import { Logo } from '../components/logo';
import { isBot } from '../lib/bots';
import { env } from '../lib/env';
import { t as translateNow, useT, type MessageKey } from '../lib/i18n';
import { useInsideMain } from './main-landmark';

/** docs/spec/screens.md "Error page": the messages, word for word (the catalogue holds them). */
const ERROR_MESSAGES: Readonly<Record<number, MessageKey>> = {
  404: 'error.404',
  500: 'error.500',
};

function errorKeyFor(status: number): 'error.404' | 'error.500' | 'error.other' {
  return (ERROR_MESSAGES[status] as 'error.404' | 'error.500' | undefined) ?? 'error.other';
}

/** The error page's message for `status`, in the language the app is showing. */
export function errorMessageFor(status: number): string {
  return translateNow(errorKeyFor(status));
}

export interface ErrorPageProps {
  status: number;
  /** e.g. "Page Not Found: /games/nope"; shown small under the message. */
  detail?: string | undefined;
  /** Goes to "/" and clears the error. */
  onHomepage: () => void;
}

export function ErrorPage({ status, detail, onHomepage }: ErrorPageProps) {
  const t = useT();
  const message = t(errorKeyFor(status));
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
    t('error.mailSubject', { path: window.location.pathname, status }),
  )}`;
  return (
    <Landmark className="error-page" data-status={status}>
      <Logo className="error-logo" compact />
      <h1 className="error-code">{status}</h1>
      <p className="error-message">{message}</p>
      {detail && <p className="error-detail">{detail}</p>}
      <div className="error-actions">
        <button type="button" className="btn btn-ghost" onClick={() => window.history.back()}>
          {t('error.previous')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onHomepage}>
          {t('error.homepage')}
        </button>
      </div>
      <p className="error-support">
        {t('error.stuck')} <a href={mail}>{t('error.contact')}</a>
      </p>
    </Landmark>
  );
}
