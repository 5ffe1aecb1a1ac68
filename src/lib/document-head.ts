import { useEffect } from 'react';
import { t } from './i18n';

/** The site name after every page title, as search results show it. */
export const SITE_NAME = 'Party Dojo';

/** The head of every page that sets none of its own: the same words as index.html (English). */
export const SITE_HEAD = {
  title: 'Party Dojo: party and drinking games that work offline',
  description:
    'Never have I ever, truth or dare, charades and more party games. Installs on your phone and works with no signal.',
} as const;

/** The site's own head in the language the app is showing (messages/en/head.ts, da/head.ts). */
export function siteHead(): DocumentHead {
  return { title: t('head.site.title'), description: t('head.site.description') };
}

export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Puts the site's own head on the document, in the language the app is showing: the app shell's
 * HTML carries the English one, which a Danish page that is not prerendered must not keep.
 */
export function showSiteHead(): void {
  const site = siteHead();
  document.title = site.title;
  descriptionTag().content = site.description;
}

export interface DocumentHead {
  title: string;
  description: string;
}

// Set only while a page is prerendered at build time, where effects never run: the page's head
// is collected as it renders, so its HTML carries its own title and description from the start.
let collector: ((head: DocumentHead) => void) | null = null;

/** Runs `render` and returns what it drew together with the head the page asked for, if any. */
export function collectDocumentHead<T>(render: () => T): { result: T; head: DocumentHead | null } {
  let head: DocumentHead | null = null;
  collector = (asked) => {
    head = asked;
  };
  try {
    return { result: render(), head };
  } finally {
    collector = null;
  }
}

/**
 * Sets the document title and meta description while a page (a guide, a game, the editor's
 * landing) is open, and puts back the site's own when it closes (the original site lived on
 * search traffic: every page says what it is).
 */
export function useDocumentHead(title: string, description: string): void {
  collector?.({ title, description });
  useEffect(() => {
    const tag = descriptionTag();
    document.title = pageTitle(title);
    tag.content = description;
    return () => {
      // The site's own head, as index.html has it: a prerendered page arrives already wearing
      // its title, so what was there when the page opened is not what the next page should show.
      showSiteHead();
    };
  }, [title, description]);
}
