import { useEffect } from 'react';

/** The site name after every page title, as search results show it. */
export const SITE_NAME = 'Party Dojo';

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
 * Sets the document title and meta description while a reading page is open, and puts back
 * what was there when it closes (the original site lived on search traffic: every page says
 * what it is).
 */
export function useDocumentHead(title: string, description: string): void {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = pageTitle(title);
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
