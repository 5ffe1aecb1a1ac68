import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n';
import type { CatalogEntry } from '../../content/catalog';
import { catalogText } from '../games';

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
              <span className="card-title">{catalogText(entry).title}</span>
              <span className="card-blurb">{catalogText(entry).blurb}</span>
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
