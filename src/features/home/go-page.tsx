import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useHasRoute } from '../../lib/routes';
import { Mascot } from '../../components/mascot';
import { CATALOG } from '../../content/catalog';
import { currentGameKv, gamePath, isGameId } from '../games';
import { CatalogCards } from './catalog-cards';

/**
 * Where a scanned QR code lands: straight into play. `?game=truth-or-dare` opens that game at
 * once; otherwise the last game is one tap away, and every game is listed big enough to hit
 * with a thumb.
 */
export function GoPage({ game }: { game?: string | undefined }) {
  const has = useHasRoute();
  const router = useRouter();
  const current = currentGameKv.use();
  const games = CATALOG.filter((e) => e.section === 'games' && has(e.path));
  const requested = isGameId(game) ? games.find((e) => e.path === gamePath(game)) : undefined;
  const continuing = current ? games.find((e) => e.path === gamePath(current)) : undefined;
  const tools = CATALOG.filter((e) => e.section === 'tools' && has(e.path));

  useEffect(() => {
    if (requested) void router.navigate({ href: requested.path, replace: true });
  }, [requested, router]);

  return (
    <div className="go">
      <header className="go-header">
        <Mascot className="go-mascot" />
        <h1>What are we playing?</h1>
        {game && !requested && (
          <p className="hint" role="status">
            That game is not in this version of the app, so pick another one below.
          </p>
        )}
      </header>
      {continuing && (
        <Link to={continuing.path} className="btn btn-primary btn-large btn-block go-continue">
          Continue {continuing.title.toLowerCase()}
        </Link>
      )}
      {games.length > 0 ? (
        <CatalogCards entries={games} large />
      ) : (
        <p className="empty">
          No games are installed in this build yet. <Link to="/how-it-works">How it works</Link>
        </p>
      )}
      {tools.length > 0 && (
        <section className="go-tools">
          <h2>Quick tools</h2>
          <CatalogCards entries={tools} />
        </section>
      )}
    </div>
  );
}
