import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n';
import { useHasRoute } from '../../lib/routes';
import { BAR_HUBS, type BarId } from './hubs';
import './bars.css';

/** A partner bar's hub: the welcome, then its games, rule cards and partner page as cards. */
export function BarHubPage({ bar }: { bar: BarId }) {
  const hub = BAR_HUBS[bar];
  const has = useHasRoute();
  const t = useT();
  return (
    <div className={`bar-hub bar-hub-${hub.id}`}>
      <header className="bar-hub-head">
        <p className="bar-hub-kicker">{hub.kicker}</p>
        <h1>{hub.name}</h1>
        {hub.welcome.map((line) => (
          <p key={line} className="bar-hub-welcome">
            {line}
          </p>
        ))}
      </header>
      {hub.sections.map((section, i) => (
        <section key={section.title} aria-labelledby={`${hub.id}-section-${i}`}>
          <h2 id={`${hub.id}-section-${i}`}>{section.title}</h2>
          <ul className="cards">
            {section.links.map((link) => {
              const to = link.fallback && !has(link.to) ? link.fallback : link.to;
              return (
                <li key={link.to}>
                  <Link to={to} className={`card card-${link.look}`}>
                    <span className="card-icon">
                      <Icon name={link.icon} size={26} />
                    </span>
                    <span className="card-text">
                      <span className="card-title">{link.title}</span>
                      <span className="card-blurb">{link.blurb}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <p className="bar-hub-care">{t('bars.care')}</p>
    </div>
  );
}
