import { Link } from '@tanstack/react-router';
import { useLang, useT } from '../../lib/i18n';
import { useMemo, useState } from 'react';
import { miscContent } from './content';
import { allowed } from '../../content/misc/types';
import { useDeal } from './use-deal';
import { useRating } from './use-rating';
import './misc.css';

/** The bar's beer-pong dare code: a cup went in, here is the defender's dare, and the house rules. */
export function BeerPongDarePage() {
  const { spiceLimit, adults, ready } = useRating();
  const lang = useLang();
  const { pongDares, pongRules } = miscContent(lang);
  const pool = useMemo(
    () => (ready ? allowed(miscContent(lang).pongDares, spiceLimit, adults) : []),
    [ready, spiceLimit, adults, lang],
  );
  const [shown, deal] = useDeal(pool);
  const [count, setCount] = useState(1);
  const t = useT();
  return (
    <section className="misc-page" aria-labelledby="pong-title">
      <p className="misc-kicker">{t('misc.pong.kicker', { count })}</p>
      <h1 id="pong-title">{t('misc.pong.title')}</h1>
      {shown && (
        <article className="misc-card misc-card-pong" data-testid="dare" data-dare={shown.id}>
          <p className="misc-kicker">
            {t('misc.pong.card', { number: pongDares.indexOf(shown) + 1 })}
          </p>
          <p className="misc-card-text">{shown.text}</p>
        </article>
      )}
      <div className="misc-actions">
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() => {
            deal();
            setCount((n) => n + 1);
          }}
        >
          {t('misc.pong.next')}
        </button>
      </div>
      <section className="misc-rules" aria-labelledby="pong-rules">
        <h2 id="pong-rules">{t('misc.pong.rules')}</h2>
        <ol>
          {pongRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p>
          {t('misc.pong.full')}{' '}
          <Link to="/articles/partnerships/$" params={{ _splat: 'scrollbar/beer-pong' }}>
            {t('misc.pong.fullLink')}
          </Link>
          {t('misc.pong.or')}{' '}
          <Link to="/articles/$slug" params={{ slug: 'beer-pong' }}>
            {t('misc.pong.classicLink')}
          </Link>
          .
        </p>
      </section>
    </section>
  );
}
