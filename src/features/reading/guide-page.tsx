import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { useLang, useT } from '../../lib/i18n';
import { outline, TOC_MIN_SECTIONS } from './anchors';
import { BodyView, PlayButton } from './body';
import { useDocumentHead } from '../../lib/document-head';
import { equipmentLabel, lengthHint, lengthLabel, playersLabel } from './labels';
import type { GuidePageData } from './loaders';
import { ReadingFrame, TableOfContents } from './page-parts';
import './reading.css';

export function GuidePage({ page }: { page: GuidePageData }) {
  const { meta, body } = page;
  const t = useT();
  const lang = useLang();
  useDocumentHead(meta.title, meta.description);
  const { sections } = outline(body);
  const path = `/articles/${meta.slug}`;
  // The body may carry its own "play it here" button; the top one is for people who came to play.
  return (
    <ReadingFrame
      kind="guide"
      eyebrow={t('reading.guide.eyebrow')}
      title={meta.title}
      lead={meta.description}
      lang={page.lang}
      back={{ to: '/articles', label: t('reading.allGuides') }}
      updated={meta.updated}
      aside={
        sections.length >= TOC_MIN_SECTIONS ? (
          <TableOfContents sections={sections} path={path} lang={page.lang} />
        ) : undefined
      }
    >
      <ul className="reading-facts" aria-label={t('reading.guide.facts')}>
        <li>
          <Icon name="users" size={18} /> {playersLabel(meta.players, lang)}
        </li>
        <li>
          <Icon name="timer" size={18} /> {lengthLabel(meta.length, lang)}{' '}
          <span className="reading-fact-hint">({lengthHint(meta.length, lang)})</span>
        </li>
        {meta.equipment.map((item) => (
          <li key={item}>{equipmentLabel(item, lang)}</li>
        ))}
      </ul>
      {meta.play && (
        <p className="reading-play reading-play-top">
          <PlayButton link={{ to: meta.play, text: t('reading.play') }} />
        </p>
      )}
      <BodyView body={body} lang={page.lang} />
      <p className="reading-more">
        <Link to="/articles" className="btn btn-ghost">
          {t('reading.moreGuides')}
        </Link>
      </p>
    </ReadingFrame>
  );
}
