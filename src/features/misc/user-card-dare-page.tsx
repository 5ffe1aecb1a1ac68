import { Link } from '@tanstack/react-router';
import { useLang, useT } from '../../lib/i18n';
import { useMemo, useState } from 'react';
import { miscContent } from './content';
import { allowed } from '../../content/misc/types';
import { useDeal } from './use-deal';
import { textDare } from './dare-link';
import { SendDare } from './send-dare';
import { SPICE_LABEL, useRating } from './use-rating';
import './misc.css';

/** What the digital dare card opens: a random dare within the table's spice limit. */
export function UserCardDarePage({ text }: { text?: string | undefined }) {
  const sent = textDare(text);
  const { spiceLimit, adults, ready } = useRating();
  const lang = useLang();
  const pool = useMemo(
    () => (ready ? allowed(miscContent(lang).dares, spiceLimit, adults) : []),
    [ready, spiceLimit, adults, lang],
  );
  const [dealt, deal] = useDeal(pool);
  const [own, setOwn] = useState(sent);
  const shown = own ?? dealt;
  const t = useT();
  return (
    <section className="misc-page" aria-labelledby="dare-title">
      <p className="misc-kicker">{t('misc.dare.kicker')}</p>
      <h1 id="dare-title">{own ? t('misc.dare.send') : t('misc.dare.yours')}</h1>
      {shown ? (
        <article className="misc-card misc-card-dare" data-testid="dare" data-dare={shown.id}>
          <p className="misc-card-text">{shown.text}</p>
          {shown.adult && <span className="badge badge-adult">18+</span>}
        </article>
      ) : null}
      <p className="misc-note">{t('misc.dare.note', { spice: t(SPICE_LABEL[spiceLimit]) })}</p>
      <div className="misc-actions">
        <button
          type="button"
          className="btn btn-large"
          onClick={() => {
            setOwn(null);
            deal();
          }}
        >
          {t('misc.dare.another')}
        </button>
        <Link to="/games/truth-or-dare" className="btn btn-ghost">
          {t('misc.dare.truthOrDare')}
        </Link>
      </div>
      {shown && <SendDare dare={own ? { text: own.text } : { id: shown.id }} />}
    </section>
  );
}
