import { Link } from '@tanstack/react-router';
import { richText } from '../../components/rich-text';
import { useT } from '../../lib/i18n';
import { useHasRoute } from '../../lib/routes';
import { Icon } from '../../components/icons';
import { Mascot } from '../../components/mascot';
import { CATALOG, type CatalogSection } from '../../content/catalog';
import { usePwaState } from '../pwa';
import { CatalogCards } from './catalog-cards';
import { QuickGames } from './quick-games';

// Partner bars have their own section after the games: their hubs are links to a bar's house
// games and guides, not a game a group at home starts (U3).
const SECTIONS: CatalogSection[] = ['games', 'bars', 'tools', 'create', 'articles', 'account'];

export function HomePage() {
  const has = useHasRoute();
  const t = useT();
  const offlineReady = usePwaState((s) => s.offlineReady);
  return (
    <div className="home">
      <section className="hero">
        <Mascot className="hero-mascot" />
        <div className="hero-text">
          <h1>{t('home.title')}</h1>
          <QuickGames />
          <p>{t('home.lead')}</p>
          <div className="hero-actions">
            <Link to="/go" className="btn btn-primary btn-large">
              {t('home.start')}
            </Link>
            <Link to="/how-it-works" className="btn btn-ghost btn-large">
              {t('home.howItWorks')}
            </Link>
          </div>
          {/* Its space is kept from the first paint, so the page never moves when it appears. */}
          <p className="offline-ready" data-ready={offlineReady} aria-hidden={!offlineReady}>
            <Icon name="wifiOff" size={18} /> {t('home.offlineReady')}
          </p>
        </div>
      </section>
      {SECTIONS.map((section) => {
        const entries = CATALOG.filter((e) => e.section === section && has(e.path));
        if (entries.length === 0) return null;
        return (
          <section key={section} id={section} className="home-section">
            <h2>{t(`home.section.${section}`)}</h2>
            <CatalogCards entries={entries} />
            {section === 'games' && has('/join') && (
              <p className="home-join">
                {richText(t('home.join', { join: '{join}' }), {
                  join: <Link to="/join">{t('home.joinLink')}</Link>,
                })}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
