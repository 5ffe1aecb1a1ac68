import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PONG_DARE_RULES, PONG_DARES, pongCardNumber } from '../../content/misc/beer-pong';
import { allowed } from '../../content/misc/types';
import { useDeal } from './use-deal';
import { useRating } from './use-rating';
import './misc.css';

/** The bar's beer-pong dare code: a cup went in, here is the defender's dare, and the house rules. */
export function BeerPongDarePage() {
  const { spiceLimit, adults, ready } = useRating();
  const pool = useMemo(
    () => (ready ? allowed(PONG_DARES, spiceLimit, adults) : []),
    [ready, spiceLimit, adults],
  );
  const [shown, deal] = useDeal(pool);
  const [count, setCount] = useState(1);
  return (
    <section className="misc-page" aria-labelledby="pong-title">
      <p className="misc-kicker">Beer pong · cup {count}</p>
      <h1 id="pong-title">Cup sunk! The defender’s dare:</h1>
      {shown && (
        <article className="misc-card misc-card-pong" data-testid="dare" data-dare={shown.id}>
          <p className="misc-kicker">Dare card {pongCardNumber(shown)}</p>
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
          Next cup sunk
        </button>
      </div>
      <section className="misc-rules" aria-labelledby="pong-rules">
        <h2 id="pong-rules">House rules for dare cups</h2>
        <ol>
          {PONG_DARE_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p>
          The full game:{' '}
          <Link to="/articles/partnerships/$" params={{ _splat: 'scrollbar/beer-pong' }}>
            beer pong with dare cups
          </Link>
          , or the{' '}
          <Link to="/articles/$slug" params={{ slug: 'beer-pong' }}>
            classic beer pong rules
          </Link>
          .
        </p>
      </section>
    </section>
  );
}
