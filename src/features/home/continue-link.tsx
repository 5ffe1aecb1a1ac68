import { Link } from '@tanstack/react-router';
import type { CatalogEntry } from '../../content/catalog';
import { currentGameKv, gamePath } from '../games';

/** /go's "Continue …" button for the game last opened on this device (read from storage). */
export function ContinueLink({ games }: { games: readonly CatalogEntry[] }) {
  const current = currentGameKv.use();
  const continuing = current ? games.find((e) => e.path === gamePath(current)) : undefined;
  if (!continuing) return null;
  return (
    <Link to={continuing.path} className="btn btn-primary btn-large btn-block go-continue">
      Continue {continuing.title.toLowerCase()}
    </Link>
  );
}
