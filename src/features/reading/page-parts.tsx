import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Section } from './anchors';
import { formatDate } from './labels';

/** The frame every reading page shares: way back, title, lead, then the page's own parts. */
export function ReadingFrame({
  kind,
  eyebrow,
  title,
  lead,
  back,
  children,
  updated,
  aside,
}: {
  kind: 'guide' | 'rule-card' | 'partner' | 'info';
  eyebrow?: string;
  title: string;
  lead: string;
  back?: { to: string; label: string };
  children: ReactNode;
  updated: string;
  /** The table of contents: under the title on a phone, beside the text on a wide screen. */
  aside?: ReactNode;
}) {
  return (
    <article className={`reading reading-${kind}${aside ? ' reading-with-toc' : ''}`}>
      <header className="reading-head">
        {back && (
          <p className="reading-back">
            <Link to={back.to}>
              <span aria-hidden="true">‹</span> {back.label}
            </Link>
          </p>
        )}
        {eyebrow && <p className="reading-eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </header>
      {aside}
      <div className="reading-main">
        {children}
        <p className="reading-updated">Last updated {formatDate(updated)}</p>
      </div>
    </article>
  );
}

/** "On this page": links that jump to each section of a long guide. */
export function TableOfContents({ sections, path }: { sections: Section[]; path: string }) {
  return (
    <nav className="reading-toc" aria-label="On this page">
      <p className="reading-toc-title">On this page</p>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={path} hash={section.id}>
              {section.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
