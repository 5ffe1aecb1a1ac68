import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useDataReady } from '../../db/ready';
import { useT } from '../../lib/i18n';
import { useHasRoute } from '../../lib/routes';
import { Mascot } from '../../components/mascot';
import { CATALOG } from '../../content/catalog';
import { CatalogCards } from './catalog-cards';

// The last game is read from the device's storage, which loads after the page paints.
const ContinueLink = lazy(() =>
  import('./continue-link').then((m) => ({ default: m.ContinueLink })),
);

/**
 * Where a scanned QR code lands: straight into play. `?game=truth-or-dare` opens that game at
 * once; otherwise the last game is one tap away, and every game is listed big enough to hit
 * with a thumb.
 */
export function GoPage({ game }: { game?: string | undefined }) {
  const has = useHasRoute();
  const t = useT();
  const router = useRouter();
  const dataReady = useDataReady();
  const games = CATALOG.filter((e) => e.section === 'games' && has(e.path));
  // The catalogue's game entries are the games (registry.test.ts keeps them in step), so /go
  // needs none of the games feature's code to find one.
  const bars = CATALOG.filter((e) => e.section === 'bars' && has(e.path));
  const requested = game ? [...games, ...bars].find((e) => e.path === `/games/${game}`) : undefined;
  const tools = CATALOG.filter((e) => e.section === 'tools' && has(e.path));

  useEffect(() => {
    if (requested) void router.navigate({ href: requested.path, replace: true });
  }, [requested, router]);

  return (
    <div className="go">
      <header className="go-header">
        <Mascot className="go-mascot" />
        <h1>{t('home.go.title')}</h1>
        {game && !requested && (
          <p className="hint" role="status">
            {t('home.go.missing')}
          </p>
        )}
      </header>
      {dataReady && !requested && (
        <Suspense fallback={null}>
          <ContinueLink games={games} />
        </Suspense>
      )}
      {games.length > 0 ? (
        <CatalogCards entries={games} large />
      ) : (
        <p className="empty">
          {t('home.go.empty')} <Link to="/how-it-works">{t('home.howItWorks')}</Link>
        </p>
      )}
      {bars.length > 0 && (
        <section className="go-bars">
          <h2>{t('home.go.bars')}</h2>
          <CatalogCards entries={bars} />
        </section>
      )}
      {tools.length > 0 && (
        <section className="go-tools">
          <h2>{t('home.go.tools')}</h2>
          <CatalogCards entries={tools} />
        </section>
      )}
    </div>
  );
}
