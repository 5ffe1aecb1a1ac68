// Build time only (vite.config.ts's prerender step): the HTML of every page that paints without
// stored data, so the first paint needs no JavaScript. The client hydrates it (start.tsx).
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { collectDocumentHead, pageTitle, siteHead, type DocumentHead } from '../lib/document-head';
import { langOfPath, loadLang, pathIn, setCurrentLang, stripLang, type Lang } from '../lib/i18n';
import { FatalBoundary } from './fatal-boundary';
import { createAppRouter } from './router';
import { initialiseSite } from './site-state';

/**
 * Every address to prerender, from the content indexes (never a hand list): the pages marked
 * `paintsWithoutData`, one file per guide, rule card, partner, information page and QR sheet.
 * Catalogue entries are included too: a page that needs stored data is skipped by `render`.
 */
export async function prerenderPaths(): Promise<string[]> {
  // Loaded as the routes load them, so the server bundle splits like the client's.
  const [{ CATALOG }, { QR_SHEETS }, reading] = await Promise.all([
    import('../content/catalog'),
    import('../content/qr-sheets'),
    import('../features/reading'),
  ]);
  const { GUIDE_SLUGS, INFO_PAGE_NAMES, PARTNER_PATHS, RULE_CARD_NAMES } = reading;
  const paths = [
    '/',
    '/go',
    '/how-it-works',
    '/articles',
    ...GUIDE_SLUGS.map((slug) => `/articles/${slug}`),
    ...RULE_CARD_NAMES.map((name) => `/articles/deprecated/${name}`),
    ...PARTNER_PATHS,
    ...INFO_PAGE_NAMES.map((page) => `/info/${page}`),
    ...QR_SHEETS.map((sheet) => `/QR/${sheet.set}/${sheet.path}`),
    ...CATALOG.map((entry) => entry.path),
  ];
  const english = [...new Set(paths.map((path) => path.split(/[?#]/)[0] ?? path))];
  // Every page has its Danish twin under /da (issue 39).
  return [...english, ...english.map((path) => pathIn(path, 'da'))];
}

export type PrerenderResult =
  | {
      kind: 'html';
      html: string;
      head: DocumentHead | null;
      /** The page's language, for `<html lang>`. */
      lang: Lang;
      /** The page's address in each language, for the `hreflang` alternates. */
      alternates: Readonly<Record<Lang, string>>;
    }
  | { kind: 'skip'; reason: string };

/** Renders one address the way the client's first render will draw it, or says why not. */
export async function render(url: string): Promise<PrerenderResult> {
  const lang = langOfPath(url);
  setCurrentLang(lang);
  await loadLang(lang);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const state = router.state;
  if (state.location.pathname !== stripLang(url)) return { kind: 'skip', reason: 'redirects' };
  const matches = state.matches.slice(1);
  if (matches.length === 0 || matches.some((m) => !m.staticData.paintsWithoutData)) {
    return { kind: 'skip', reason: 'reads stored data' };
  }
  if (state.matches.some((m) => m.status !== 'success')) {
    return { kind: 'skip', reason: 'not found or did not load' };
  }
  initialiseSite();
  const page = () => (
    <StrictMode>
      <FatalBoundary>
        <RouterProvider router={router} />
      </FatalBoundary>
    </StrictMode>
  );
  // First pass: React's static prerender waits for every lazy part (the games' Sound switch,
  // say) to load. Its HTML is not used: parts that loaded late come as hidden blocks swapped in
  // by inline scripts, which a page without JavaScript never shows.
  let failed = false;
  await prerender(page(), {
    // A part that needs the browser (it measures the window, say) fails here.
    onError: () => {
      failed = true;
    },
  }).then(
    (result) => result.prelude.cancel(),
    () => {
      failed = true;
    },
  );
  if (failed) return { kind: 'skip', reason: 'needs the browser to draw' };
  // Second pass: with everything loaded, one synchronous render draws the page whole.
  const { result: html, head } = collectDocumentHead(() => renderToString(page()));
  // A part that failed on the server (it reads the browser's address, say) would be drawn by the
  // client instead: such a page is left to the client whole, never shipped half-drawn.
  if (html.includes('<!--$!-->')) return { kind: 'skip', reason: 'needs the browser to draw' };
  // The title as the browser tab and search results show it once the page's own code runs.
  return {
    kind: 'html',
    html,
    // A page with no head of its own wears the site's, which index.html has in English only.
    head: head
      ? { title: pageTitle(head.title), description: head.description }
      : lang === 'en'
        ? null
        : siteHead(),
    lang,
    alternates: { en: pathIn(url, 'en'), da: pathIn(url, 'da') },
  };
}
