import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { t as message, useT } from '../../lib/i18n';
import type { CatalogEntry } from '../../content/catalog';
import { catalogText } from '../games';

/** A tile's name and line in the page's language: a game's from the games, any other its own. */
export function tileText(entry: CatalogEntry): { title: string; blurb: string } {
  if (!entry.tile) return catalogText(entry);
  return {
    title: message(`home.tile.${entry.tile}.title`),
    blurb: message(`home.tile.${entry.tile}.blurb`),
  };
}

export function CatalogCards({
  entries,
  large = false,
}: {
  entries: readonly CatalogEntry[];
  large?: boolean;
}) {
  const t = useT();
  return (
    <ul className={large ? 'cards cards-large' : 'cards'}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link to={entry.path} className={`card card-${entry.section}`}>
            <span className="card-icon">
              <Icon name={entry.icon} size={large ? 32 : 26} />
            </span>
            <span className="card-text">
              <span className="card-title">{tileText(entry).title}</span>
              <span className="card-blurb">{tileText(entry).blurb}</span>
            </span>
            {entry.players && (
              <span className="card-players">
                {t('home.cards.players', { players: entry.players })}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
