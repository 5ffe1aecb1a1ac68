import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { KitList, PlayButton } from './body';
import { useDocumentHead } from '../../lib/document-head';
import { rulePlayers, shortTitle } from './labels';
import type { RuleCardPageData } from './loaders';
import { ReadingFrame } from './page-parts';
import { RichText } from './text';
import './reading.css';

/** The original site's short format: equipment × count, players, set-up, numbered steps, ending. */
export function RuleCardPage({ page }: { page: RuleCardPageData }) {
  const { meta, card, guide } = page;
  useDocumentHead(meta.title, meta.description);
  return (
    <ReadingFrame
      kind="rule-card"
      eyebrow="Rule card"
      title={meta.title}
      lead={meta.description}
      back={{ to: '/articles', label: 'All game guides' }}
      updated={meta.updated}
    >
      {guide && (
        <p className="reading-guide-link">
          <Link to="/articles/$slug" params={{ slug: guide.slug }}>
            <Icon name="book" size={22} />
            <span>
              <strong>Read the full guide</strong>
              <span>{shortTitle(guide.title)}: variants, house rules and tips</span>
            </span>
            <span aria-hidden="true">›</span>
          </Link>
        </p>
      )}
      {guide?.play && (
        <p className="reading-play reading-play-top">
          <PlayButton link={{ to: guide.play, text: 'Play it here' }} />
        </p>
      )}
      <div className="rule-card">
        <section className="rule-card-row">
          <h2>You need</h2>
          <KitList kit={card.equipment} />
        </section>
        <section className="rule-card-row">
          <h2>Players</h2>
          <p className="rule-card-players">
            <Icon name="users" size={20} /> {rulePlayers(page)}
          </p>
        </section>
        <section className="rule-card-row">
          <h2>Set-up</h2>
          <ul>
            {card.setup.map((item, index) => (
              <li key={index}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        </section>
        <section className="rule-card-row">
          <h2>How to play</h2>
          <ol className="reading-steps">
            {card.steps.map((item, index) => (
              <li key={index}>
                <RichText text={item} />
              </li>
            ))}
          </ol>
        </section>
        <section className="rule-card-row">
          <h2>How it ends</h2>
          <p>
            <RichText text={card.ending} />
          </p>
        </section>
        {card.notes && (
          <section className="rule-card-row">
            <h2>Good to know</h2>
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
