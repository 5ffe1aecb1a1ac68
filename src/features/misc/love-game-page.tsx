import { useId, useMemo, useState } from 'react';
import { useLang, useT } from '../../lib/i18n';
import type { LovePrompt } from '../../content/misc/love';
import { miscContent } from './content';
import { allowed } from '../../content/misc/types';
import { shuffled } from './pick';
import { SPICE_LABEL, useRating } from './use-rating';
import './misc.css';

const ROUND_LENGTH = 12;

/**
 * The couples game the love card opens: two players take turns; each card is a question to answer
 * or a small thing to do for the other. A round is twelve cards, dealt without repeats.
 */
export function LoveGamePage() {
  const { spiceLimit, adults, ready } = useRating();
  const lang = useLang();
  const pool = useMemo(
    () => (ready ? allowed(miscContent(lang).love, spiceLimit, adults) : []),
    [ready, spiceLimit, adults, lang],
  );
  const firstId = useId();
  const secondId = useId();
  const [names, setNames] = useState<[string, string]>(['', '']);
  const [deck, setDeck] = useState<LovePrompt[] | null>(null);
  const [turn, setTurn] = useState(0);
  const t = useT();

  const start = () => {
    setDeck(shuffled(pool).slice(0, ROUND_LENGTH));
    setTurn(0);
  };
  const player = (index: number) =>
    names[index]?.trim() || t(index === 0 ? 'misc.love.playerOne' : 'misc.love.playerTwo');

  if (!deck) {
    return (
      <section className="misc-page" aria-labelledby="love-title">
        <p className="misc-kicker">{t('misc.love.kicker')}</p>
        <h1 id="love-title">{t('misc.love.title')}</h1>
        <p className="misc-note">
          {t('misc.love.rules', { count: ROUND_LENGTH, spice: t(SPICE_LABEL[spiceLimit]) })}
        </p>
        <form
          className="misc-form"
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <label className="field-label" htmlFor={firstId}>
            {t('misc.love.first')}
          </label>
          <input
            id={firstId}
            value={names[0]}
            maxLength={30}
            onChange={(event) => setNames([event.target.value, names[1]])}
          />
          <label className="field-label" htmlFor={secondId}>
            {t('misc.love.second')}
          </label>
          <input
            id={secondId}
            value={names[1]}
            maxLength={30}
            onChange={(event) => setNames([names[0], event.target.value])}
          />
          <button type="submit" className="btn btn-primary btn-large" disabled={!ready}>
            {t('misc.love.start')}
          </button>
        </form>
      </section>
    );
  }

  const card = deck[turn];
  if (!card) {
    return (
      <section className="misc-page" aria-labelledby="love-title">
        <p className="misc-kicker">{t('misc.love.over')}</p>
        <h1 id="love-title">
          {t('misc.love.together', { one: player(0), two: player(1), count: deck.length })}
        </h1>
        <p className="misc-note">{t('misc.love.fresh')}</p>
        <div className="misc-actions">
          <button type="button" className="btn btn-primary btn-large" onClick={start}>
            {t('misc.love.another')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setDeck(null)}>
            {t('misc.love.names')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="misc-page" aria-labelledby="love-title">
      <p className="misc-kicker">{t('misc.love.card', { n: turn + 1, total: deck.length })}</p>
      <h1 id="love-title">
        {t(card.kind === 'ask' ? 'misc.love.ask' : 'misc.love.task', { player: player(turn % 2) })}
      </h1>
      <article className="misc-card misc-card-love" data-testid="love-card" data-kind={card.kind}>
        <p className="misc-card-text">{card.text}</p>
        {card.adult && <span className="badge badge-adult">18+</span>}
      </article>
      <div className="misc-actions">
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() => setTurn(turn + 1)}
        >
          {t('misc.love.next')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setTurn(turn + 1)}>
          {t('misc.love.pass')}
        </button>
      </div>
    </section>
  );
}
