import { Link } from '@tanstack/react-router';
import { useHasRoute } from '../../lib/routes';
import { Icon } from '../../components/icons';
import { Mascot } from '../../components/mascot';
import { CATALOG, SECTION_TITLES, type CatalogSection } from '../../content/catalog';
import { usePwaState } from '../pwa';
import { CatalogCards } from './catalog-cards';
import { QuickGames } from './quick-games';

// Partner bars have their own section after the games: their hubs are links to a bar's house
// games and guides, not a game a group at home starts (U3).
const SECTIONS: CatalogSection[] = ['games', 'bars', 'tools', 'create', 'articles', 'account'];

export function HomePage() {
  const has = useHasRoute();
  const offlineReady = usePwaState((s) => s.offlineReady);
  return (
    <div className="home">
      <section className="hero">
        <Mascot className="hero-mascot" />
        <div className="hero-text">
          <h1>Party games for the whole group. No signal needed.</h1>
          <QuickGames />
          <p>
            Never have I ever, truth or dare, charades and more, on one phone passed around the
            table. Open it once and it keeps working in the cabin, the basement or the back of the
            bus.
          </p>
          <div className="hero-actions">
            <Link to="/go" className="btn btn-primary btn-large">
              Start playing
            </Link>
            <Link to="/how-it-works" className="btn btn-ghost btn-large">
              How it works
            </Link>
          </div>
          {/* Its space is kept from the first paint, so the page never moves when it appears. */}
          <p className="offline-ready" data-ready={offlineReady} aria-hidden={!offlineReady}>
            <Icon name="wifiOff" size={18} /> Ready to play offline on this device
          </p>
        </div>
      </section>
      {SECTIONS.map((section) => {
        const entries = CATALOG.filter((e) => e.section === section && has(e.path));
        if (entries.length === 0) return null;
        return (
          <section key={section} id={section} className="home-section">
            <h2>{SECTION_TITLES[section]}</h2>
            <CatalogCards entries={entries} />
            {section === 'games' && has('/join') && (
              <p className="home-join">
                Someone is hosting Odd one out on their phone?{' '}
                <Link to="/join">Join their table</Link>: scan their code, no signal needed.
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
