import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n';
import { useState } from 'react';
import { daredSentence, readDareLink } from './dare-link';
import { SendDare } from './send-dare';
import './misc.css';

/** A dare received by link: "{name} dared you to …", shown from the app's own copy, offline. */
export function YouHaveBeenDaredPage({
  search,
}: {
  search: { dare?: string; text?: string; from?: string };
}) {
  const { dare, from } = readDareLink(search);
  const [revealed, setRevealed] = useState(false);
  const t = useT();
  if (!dare) {
    return (
      <section className="misc-page" aria-labelledby="dared-title">
        <h1 id="dared-title">{t('misc.dared.broken')}</h1>
        <p className="misc-note" role="alert">
          {t('misc.dared.brokenBody')}
        </p>
        <div className="misc-actions">
          <Link to="/misc/user-card-dare" className="btn btn-primary btn-large">
            {t('misc.dared.random')}
          </Link>
        </div>
      </section>
    );
  }
  const hidden = dare.adult && !revealed;
  return (
    <section className="misc-page" aria-labelledby="dared-title">
      <p className="misc-kicker">{t('misc.dared.kicker')}</p>
      {hidden ? (
        <>
          <h1 id="dared-title">
            {t('misc.dared.adult', { who: from || t('misc.dared.someone') })}
          </h1>
          <p className="misc-note">{t('misc.dared.adultBody')}</p>
          <div className="misc-actions">
            <button type="button" className="btn btn-primary" onClick={() => setRevealed(true)}>
              {t('misc.dared.adultYes')}
            </button>
            <Link to="/misc/user-card-dare" className="btn btn-ghost">
              {t('misc.dared.milder')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 id="dared-title" className="misc-dared" data-testid="dared" data-dare={dare.id}>
            {daredSentence(from, dare.text)}
          </h1>
          <p className="misc-note">{t('misc.dared.note')}</p>
          <SendDare dare={search.dare ? { id: dare.id } : { text: search.text ?? dare.text }} />
          <div className="misc-actions">
            <Link to="/misc/user-card-dare" className="btn btn-ghost">
              {t('misc.dared.another')}
            </Link>
            <Link to="/go" className="btn btn-ghost">
              {t('misc.dared.play')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
