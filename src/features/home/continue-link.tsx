import { Link } from '@tanstack/react-router';
import type { CatalogEntry } from '../../content/catalog';
import { useT } from '../../lib/i18n';
import { currentGameKv, gamePath } from '../games';

/** /go's "Continue …" button for the game last opened on this device (read from storage). */
export function ContinueLink({ games }: { games: readonly CatalogEntry[] }) {
  const t = useT();
  const current = currentGameKv.use();
  const continuing = current ? games.find((e) => e.path === gamePath(current)) : undefined;
  if (!continuing) return null;
  return (
    <Link to={continuing.path} className="btn btn-primary btn-large btn-block go-continue">
      {t('home.go.continue', { game: continuing.title.toLowerCase() })}
    </Link>
  );
}
