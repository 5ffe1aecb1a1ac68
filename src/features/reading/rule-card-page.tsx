import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { KitList, PlayButton } from './body';
import { useDocumentHead } from '../../lib/document-head';
import { useLang, useT } from '../../lib/i18n';
import { rulePlayers, shortTitle } from './labels';
import type { RuleCardPageData } from './loaders';
import { ReadingFrame } from './page-parts';
import { RichText } from './text';
import './reading.css';

/** The original site's short format: equipment × count, players, set-up, numbered steps, ending. */
export function RuleCardPage({ page }: { page: RuleCardPageData }) {
  const { meta, card, guide } = page;
  const t = useT();
  const lang = useLang();
  useDocumentHead(meta.title, meta.description);
  return (
    <ReadingFrame
      kind="rule-card"
      eyebrow={t('reading.card.eyebrow')}
      lang={page.lang}
      title={meta.title}
      lead={meta.description}
      back={{ to: '/articles', label: t('reading.allGuides') }}
      updated={meta.updated}
    >
      {guide && (
        <p className="reading-guide-link">
          <Link to="/articles/$slug" params={{ slug: guide.slug }}>
            <Icon name="book" size={22} />
            <span>
              <strong>{t('reading.card.fullGuide')}</strong>
              <span>{t('reading.card.fullGuideWhat', { game: shortTitle(guide.title) })}</span>
            </span>
            <span aria-hidden="true">›</span>
          </Link>
        </p>
      )}
      {guide?.play && (
        <p className="reading-play reading-play-top">
          <PlayButton link={{ to: guide.play, text: t('reading.play') }} />
        </p>
      )}
      <div className="rule-card" lang={page.lang}>
        <section className="rule-card-row">
          <h2 lang={lang}>{t('reading.card.need')}</h2>
          <KitList kit={card.equipment} />
        </section>
        <section className="rule-card-row">
          <h2 lang={lang}>{t('reading.card.players')}</h2>
          <p className="rule-card-players">
            <Icon name="users" size={20} /> {rulePlayers(page, lang)}
          </p>
        </section>
        <section className="rule-card-row">
          <h2 lang={lang}>{t('reading.card.setup')}</h2>
          <ul>
            {card.setup.map((item, index) => (
              <li key={index}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        </section>
        <section className="rule-card-row">
          <h2 lang={lang}>{t('reading.card.howToPlay')}</h2>
          <ol className="reading-steps">
            {card.steps.map((item, index) => (
              <li key={index}>
                <RichText text={item} />
              </li>
            ))}
          </ol>
        </section>
        <section className="rule-card-row">
          <h2 lang={lang}>{t('reading.card.ending')}</h2>
          <p>
            <RichText text={card.ending} />
          </p>
        </section>
        {card.notes && (
          <section className="rule-card-row">
            <h2 lang={lang}>{t('reading.card.notes')}</h2>
            <ul>
              {card.notes.map((item, index) => (
                <li key={index}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </ReadingFrame>
  );
}
