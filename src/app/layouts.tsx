import { Link, useMatches, useRouterState } from '@tanstack/react-router';
import { useDocumentHead } from '../lib/document-head';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Logo } from '../components/logo';
import type { InfoPageMeta } from '../content/reading/types';
import { translate, useLang, useT, type Lang, type MessageKey } from '../lib/i18n';
import { useHasRoute } from '../lib/routes';
import { AccountPill } from './account-pill';
import { LangSwitch } from './lang-switch';
import { InsideMain } from './main-landmark';
import { Notices } from './notices';
import { PageProgress } from './page-progress';

export type LayoutName = 'default' | 'games' | 'challenge' | 'print';

/** A page's title or description in the catalogue (messages/en/head.ts). */
export type HeadKey = Extract<MessageKey, `head.${string}`>;

/** A route's `head` in `lang`: the words the tab, the prerendered HTML and search results show. */
export function routeHead(
  head: { title: HeadKey; description: HeadKey },
  lang: Lang,
): { title: string; description: string } {
  return { title: translate(lang, head.title), description: translate(lang, head.description) };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** docs/spec/screens.md layouts (plus `print` for the QR sheets); pages without one use the default. */
    layout?: LayoutName;
    /** The page is a game in progress: update prompts stay quiet and never reload it. */
    inGame?: boolean;
    /**
     * The page paints without the local database (home, /go, reading pages): it is prerendered
     * and opens without waiting for the data layer. Every other page waits for it.
     */
    paintsWithoutData?: boolean;
    /**
     * With `paintsWithoutData`: the page draws without the database, then fills in what is stored
     * (a game: its intro first, the saved game once read), so the data layer starts at once
     * instead of after the first paint's idle time.
     */
    fillsInStoredData?: boolean;
    /**
     * The page is where a group picks a game and starts it (home, /go): its notices sit in its
     * flow after the page, so they never cover its games or its Start button, and one that
     * arrives late (an install offer, a new version) moves nothing above it.
     */
    startsPlay?: boolean;
    /**
     * The page's tab title and search description, for a page that does not set its own with
     * useDocumentHead (a game shell, a reading page): so no two tabs look the same (U5). Both are
     * catalogue keys (messages/en/head.ts, da/head.ts), so a Danish page's title and description are Danish.
     */
    head?: { title: HeadKey; description: HeadKey };
  }
}

/** The deepest matched route's `head`, set on the document (and in the prerendered HTML). */
function RouteHead() {
  const head = useMatches({
    select: (m) => m.findLast((match) => match.staticData.head)?.staticData.head,
  });
  const lang = useLang();
  if (!head) return null;
  const { title, description } = routeHead(head, lang);
  return <DocumentHead title={title} description={description} />;
}

function DocumentHead({ title, description }: { title: string; description: string }) {
  useDocumentHead(title, description);
  return null;
}

/** The deepest matched route decides the layout. */
export function useLayoutName(): LayoutName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = matches[i]?.staticData.layout;
    if (layout) return layout;
  }
  return 'default';
}

const NAV = [
  { to: '/go', label: 'shell.nav.play' },
  { to: '/editor', label: 'shell.nav.create' },
  { to: '/how-it-works', label: 'shell.nav.howItWorks' },
  { to: '/profile', label: 'shell.nav.profile' },
] as const satisfies readonly { to: string; label: MessageKey }[];

/**
 * The information pages for the footer, from their one index. Loaded after the page paints: the
 * footer is never on the first screen, and its list (with every page's description) would
 * otherwise weigh on the first screen's budget.
 */
function useInfoPages(): readonly Pick<InfoPageMeta, 'page' | 'label'>[] {
  const lang = useLang();
  const [pages, setPages] = useState<readonly Pick<InfoPageMeta, 'page' | 'label'>[]>([]);
  useEffect(() => {
    let live = true;
    // The footer names the pages in the page's language (the Danish list has the same pages).
    const list =
      lang === 'da'
        ? import('../content/info/da').then((module) => module.INFO_PAGES_DA)
        : import('../content/info').then((module) => module.INFO_PAGES);
    list.then(
      (loaded) => live && setPages(loaded),
      (error: unknown) => console.warn('The footer links could not load', error),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return pages;
}

interface LayoutProps {
  children: ReactNode;
  /** Notices in the page's flow: after the page where a group picks a game (`startsPlay`), first in a game. */
  notices?: ReactNode;
}

function DefaultLayout({ children, notices }: LayoutProps) {
  const has = useHasRoute();
  const infoPages = useInfoPages();
  const t = useT();
  return (
    <div className="layout layout-default">
      <header className="site-header">
        <Link to="/" className="brand" title={t('shell.home')}>
          <Logo />
          <span className="visually-hidden">{t('shell.homeSuffix')}</span>
        </Link>
        <nav aria-label={t('shell.nav')}>
          {NAV.filter((item) => has(item.to)).map((item) => (
            <Link key={item.to} to={item.to} activeProps={{ 'aria-current': 'page' }}>
              {t(item.label)}
            </Link>
          ))}
        </nav>
        <AccountPill />
        {/* Last in the row: the account pill before it is drawn anew once the data layer has
            loaded (a different width), and the switch must not move when it is. */}
        <LangSwitch />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <InsideMain value={true}>{children}</InsideMain>
      </main>
      {notices}
      <footer className="site-footer">
        <nav aria-label={t('shell.footer.nav')} className="footer-links">
          <Link to="/articles">{t('shell.footer.guides')}</Link>
          {infoPages.map((page) => (
            <Link key={page.page} to="/info/$page" params={{ page: page.page }}>
              {page.label}
            </Link>
          ))}
        </nav>
        <p>
          {t('shell.footer.safe')}{' '}
          <Link to="/how-it-works" hash="play-safe">
            {t('shell.footer.safeLink')}
          </Link>
        </p>
        <p>{t('shell.footer.offline')}</p>
      </footer>
    </div>
  );
}

// The Sound switch ships with the games' code (the game page loads it anyway), so it adds
// nothing to the first screen.
const SoundSwitch = lazy(() =>
  import('../features/feel').then((feel) => ({ default: feel.SoundSwitch })),
);

/**
 * A game fills the screen: its card takes what the rest leaves (G12). Notices sit first in that
 * column, so the card gives up their room and Start, Next and the answer buttons stay on the first
 * screen under them.
 */
function GamesLayout({ children, notices }: LayoutProps) {
  const t = useT();
  return (
    <div className="layout layout-games">
      {notices}
      <header className="game-bar">
        <Link to="/go" className="game-back" aria-label={t('shell.games.back')}>
          <span aria-hidden="true">‹</span> {t('shell.games.backText')}
        </Link>
        <div className="game-bar-end">
          <Suspense fallback={null}>
            <SoundSwitch />
          </Suspense>
          <Link to="/" className="brand" aria-label={t('shell.home')}>
            <Logo compact />
          </Link>
        </div>
      </header>
      <main id="main" className="game-main" tabIndex={-1}>
        <InsideMain value={true}>{children}</InsideMain>
      </main>
    </div>
  );
}

function ChallengeLayout({ children, notices }: LayoutProps) {
  const t = useT();
  return (
    <div className="layout layout-challenge">
      {notices}
      <main id="main" className="challenge-main">
        <InsideMain value={true}>{children}</InsideMain>
      </main>
      <Link to="/" className="challenge-home" aria-label={t('shell.home')}>
        <Logo compact />
      </Link>
    </div>
  );
}

/**
 * The QR sheets: nothing but the page itself, so what prints is exactly the sheet. The sheet
 * brings its own screen-only toolbar (preview, Print, back).
 */
function PrintLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-print">
      <main id="main" className="print-main">
        <InsideMain value={true}>{children}</InsideMain>
      </main>
    </div>
  );
}

const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  games: GamesLayout,
  challenge: ChallengeLayout,
  print: PrintLayout,
};

export function LayoutFrame({ children }: { children: ReactNode }) {
  const name = useLayoutName();
  const startsPlay = useMatches({ select: (m) => m.some((match) => match.staticData.startsPlay) });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const Layout = LAYOUTS[name];
  const t = useT();
  // Where people play (Start, Next, answer buttons at the bottom of the screen), notices sit at
  // the top of the screen-filling game, in its flow, so they can never cover a button nor push
  // one off the screen; news that comes while a game is open waits for the next page (Notices'
  // abovePlay), so the game never moves under a tap. Where they pick a game (home, /go: games
  // and Start fill the first screen), they sit in the flow after the page. Elsewhere they float
  // at the bottom, to be put away.
  const abovePlay = name === 'games' || name === 'challenge';
  const inFlow = abovePlay || startsPlay;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <PageProgress />
      <RouteHead />
      <Layout
        notices={
          inFlow ? (
            <Notices key={abovePlay ? pathname : 'after'} inline abovePlay={abovePlay} />
          ) : undefined
        }
      >
        {children}
      </Layout>
      {!inFlow && <Notices />}
    </>
  );
}
