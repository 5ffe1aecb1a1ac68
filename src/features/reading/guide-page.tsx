import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { outline, TOC_MIN_SECTIONS } from './anchors';
import { BodyView, PlayButton } from './body';
import { useDocumentHead } from '../../lib/document-head';
import { EQUIPMENT_LABELS, LENGTH_HINTS, LENGTH_LABELS, playersLabel } from './labels';
import type { GuidePageData } from './loaders';
import { ReadingFrame, TableOfContents } from './page-parts';
import './reading.css';

export function GuidePage({ page }: { page: GuidePageData }) {
  const { meta, body } = page;
  useDocumentHead(meta.title, meta.description);
  const { sections } = outline(body);
  const path = `/articles/${meta.slug}`;
  // The body may carry its own "play it here" button; the top one is for people who came to play.
  return (
    <ReadingFrame
      kind="guide"
      eyebrow="Game guide"
      title={meta.title}
      lead={meta.description}
      back={{ to: '/articles', label: 'All game guides' }}
      updated={meta.updated}
      aside={
        sections.length >= TOC_MIN_SECTIONS ? (
          <TableOfContents sections={sections} path={path} />
        ) : undefined
      }
    >
      <ul className="reading-facts" aria-label="At a glance">
        <li>
          <Icon name="users" size={18} /> {playersLabel(meta.players)}
        </li>
        <li>
          <Icon name="timer" size={18} /> {LENGTH_LABELS[meta.length]}{' '}
          <span className="reading-fact-hint">({LENGTH_HINTS[meta.length]})</span>
        </li>
        {meta.equipment.map((item) => (
          <li key={item}>{EQUIPMENT_LABELS[item]}</li>
        ))}
      </ul>
      {meta.play && (
        <p className="reading-play reading-play-top">
          <PlayButton link={{ to: meta.play, text: 'Play it here' }} />
        </p>
      )}
      <BodyView body={body} />
      <p className="reading-more">
        <Link to="/articles" className="btn btn-ghost">
          More game guides
        </Link>
      </p>
    </ReadingFrame>
  );
}
