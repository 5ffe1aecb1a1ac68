import { useT } from '../../lib/i18n';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Mascot } from '../../components/mascot';
import './editor.css';

/** What /game/{id}'s loader hands its not-found page when the pack cannot be shown. */
export interface PackUnavailableData {
  kind: 'pack-unavailable';
  path: string;
  /** Not on this device, and no connection to ask the server. */
  offline: boolean;
}

export function isPackUnavailableData(data: unknown): data is PackUnavailableData {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { kind?: unknown }).kind === 'pack-unavailable'
  );
}

/**
 * A pack link that leads nowhere (never published, taken down, or not on this phone while offline):
 * a friend opening a shared link deserves to know what happened and what to do, not the drunk joke
 * of the route-level 404. It is still a 404 for search engines.
 */
export function PackUnavailablePage({ offline }: { offline: boolean }) {
  const t = useT();
  const router = useRouter();
  useEffect(() => {
    const previous = document.title;
    document.title = offline
      ? t('editor.unavailable.offlineDoc')
      : t('editor.unavailable.notSharedDoc');
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => {
      document.title = previous;
      robots.remove();
    };
  }, [offline, t]);
  return (
    <section
      className="pack-unavailable"
      data-status={404}
      aria-labelledby="pack-unavailable-title"
    >
      <Mascot className="pack-unavailable-mascot" />
      <p className="pack-unavailable-code">404</p>
      <h1 id="pack-unavailable-title">
        {offline ? t('editor.unavailable.offlineTitle') : t('editor.unavailable.notSharedTitle')}
      </h1>
      <p>{offline ? t('editor.unavailable.offlineText') : t('editor.unavailable.notSharedText')}</p>
      <div className="pack-unavailable-actions">
        <button type="button" className="btn btn-primary" onClick={() => void router.invalidate()}>
          {t('editor.unavailable.retry')}
        </button>
        <Link to="/go" className="btn btn-ghost">
          {t('editor.unavailable.builtIn')}
        </Link>
        <Link to="/editor" className="btn btn-ghost">
          {t('editor.landing.title')}
        </Link>
      </div>
    </section>
  );
}
