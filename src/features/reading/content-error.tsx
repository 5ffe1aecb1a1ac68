import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n';
import './reading.css';

/**
 * The error view of every reading route. A page whose content is broken (a body that fails its
 * schema in development, a file missing from the build) says which page and what is wrong
 * instead of leaving a blank screen. Any other error (a page chunk that failed to load) goes on
 * to the app's own error page, which knows how to reload once.
 */
export function ReadingError({ error }: { error: unknown }) {
  const t = useT();
  if (!(error instanceof Error && error.name === 'ContentError')) throw error;
  return (
    <div className="reading reading-broken" role="alert">
      <p className="reading-eyebrow">{t('reading.error.eyebrow')}</p>
      <h1>{t('reading.error.title')}</h1>
      <p className="lead" lang="en">
        {error.message}
      </p>
      <p>
        <Link to="/articles" className="btn btn-ghost">
          {t('reading.allGuides')}
        </Link>
      </p>
    </div>
  );
}
