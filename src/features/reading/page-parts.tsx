import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLang, useT, type Lang } from '../../lib/i18n';
import type { Section } from './anchors';
import { formatDate } from './labels';

/** The frame every reading page shares: way back, title, lead, then the page's own parts. */
export function ReadingFrame({
  kind,
  eyebrow,
  title,
  lead,
  lang,
  back,
  children,
  updated,
  aside,
}: {
  kind: 'guide' | 'rule-card' | 'partner' | 'info';
  eyebrow?: string;
  title: string;
  lead: string;
  /** The language of the page's own words (title, lead, body): English where no Danish is yet. */
  lang: Lang;
  back?: { to: string; label: string };
  children: ReactNode;
  updated: string;
  /** The table of contents: under the title on a phone, beside the text on a wide screen. */
  aside?: ReactNode;
}) {
  const t = useT();
  const pageLang = useLang();
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
        <h1 lang={lang}>{title}</h1>
        <p className="lead" lang={lang}>
          {lead}
        </p>
      </header>
      {aside}
      <div className="reading-main">
        {children}
        <p className="reading-updated">
          {t('reading.updated', { date: formatDate(updated, pageLang) })}
        </p>
      </div>
    </article>
  );
}

/** "On this page": links that jump to each section of a long guide. */
export function TableOfContents({
  sections,
  path,
  lang,
}: {
  sections: Section[];
  path: string;
  /** The language of the section headings. */
  lang: Lang;
}) {
  const t = useT();
  return (
    <nav className="reading-toc" aria-label={t('reading.toc')}>
      <p className="reading-toc-title">{t('reading.toc')}</p>
      <ol lang={lang}>
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
