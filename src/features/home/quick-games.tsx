import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { CATALOG } from '../../content/catalog';
import { useT } from '../../lib/i18n';
import { useHasRoute } from '../../lib/routes';
import { gamePath, gameTitle, type GameId } from '../games';

// G14: the games at the top of home, above the fold at phone size: one tap to play. Seven games
// and "All games" make two rows of four on a phone; the rest are one tap further, on /go. Titles
// come from the registry and icons from the catalogue: only metadata, so the first screen stays
// small.

/** The games a table reaches for first: the phone-passing classics, a dice game and Mix. */
export const QUICK_GAMES = [
  'never-have-i-ever',
  'truth-or-dare',
  'most-likely-to',
  'charades',
  'squiffy',
  'meyer',
  'mix',
] as const satisfies readonly GameId[];

const ENTRIES = new Map(CATALOG.map((entry) => [entry.path, entry]));

export function QuickGames() {
  const has = useHasRoute();
  const t = useT();
  const games = QUICK_GAMES.flatMap((id) => {
    const entry = ENTRIES.get(gamePath(id));
    return entry && has(entry.path) ? [{ id, entry }] : [];
  });
  if (games.length === 0) return null;
  return (
    <nav className="quick-games" aria-labelledby="quick-games-title">
      <h2 id="quick-games-title" className="quick-games-title">
        {t('home.quick.title')}
      </h2>
      <ul>
        {games.map(({ id, entry }) => (
          <li key={id}>
            <Link to={entry.path} className="quick-game">
              <Icon name={entry.icon} size={26} />
              <span>{gameTitle(id)}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/go" className="quick-game quick-game-all">
            <Icon name="list" size={26} />
            <span>{t('home.quick.all')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
