import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureInstallOffer } from '../features/pwa/install';
import { whenQuiet } from '../features/pwa/when-quiet';
import { loadAppDataAfterPaint, prerenderedFor } from './app-data';
import { FatalBoundary } from './fatal-boundary';
import { showSiteHead } from '../lib/document-head';
import { langOfPath, loadLang, setCurrentLang } from '../lib/i18n';
import { yieldToMain } from '../lib/yield';
import { createAppRouter } from './router';
import { initialiseSite } from './site-state';
import './styles.css';
// The styles of the pages that are prerendered (reading pages, game intros, the tools, the
// editor's landing) come with the first screen's: their HTML paints before their code loads, and
// must not paint unstyled then jump.
import '../features/reading/reading.css';
import '../features/games/games.css';
// The dice's few lines, here rather than with the games' shared code: as that code's only
// stylesheet, they cost every game page (and home) one more file to fetch before the page's code
// could run.
import '../features/games/core/dice.css';
import '../features/feel/feel.css';
import '../features/tools/tools.css';
import '../features/editor/landing.css';

/**
 * Start-up. The shell and the page are painted first (hydrating the prerendered HTML when the
 * page has some); the data layer (Dexie, sync) loads after that, unless the page needs it at once.
 * A prerendered page is on screen before any of this runs, so a person may already be tapping it:
 * the work is split into tasks (the router's set-up, loading the page's code, hydrating), each
 * yielding to the browser, rather than one long task after the modules are evaluated.
 */
export async function start(container: HTMLElement): Promise<void> {
  captureInstallOffer();
  // The address says the page's language (index.html has already sent a person to the twin in
  // the language they chose or their device speaks); its table loads before the first render.
  const lang = langOfPath(window.location.pathname);
  setCurrentLang(lang);
  // A table that cannot load (a deploy replaced it) still lets the page start: the route's own
  // code then fails the same way and the chunk-reload rule brings the new version.
  await loadLang(lang).catch((error: unknown) => console.error('The words could not load', error));
  await yieldToMain();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <FatalBoundary>
        <RouterProvider router={router} />
      </FatalBoundary>
    </StrictMode>
  );
  let hydrate =
    container.hasChildNodes() &&
    prerenderedFor(container.dataset.prerendered, window.location.pathname);
  if (hydrate) {
    // Prerendered at build time: load the page's route code first, so the first client render
    // is the same tree as the HTML and React only attaches to it.
    await yieldToMain();
    await router.load();
    // A page whose code failed to load (a deploy replaced it) draws its error page from scratch.
    hydrate = router.state.matches.every((match) => match.status === 'success');
  }
  if (hydrate) {
    // What the router's own hydration sets: render the matches as the server did (no extra
    // Suspense boundary around them), so React attaches to the HTML instead of redrawing it.
    router.ssr = { manifest: undefined };
    initialiseSite();
    await yieldToMain();
    hydrateRoot(container, app);
  } else {
    // Not prerendered, or a host that answered this address with another page's HTML: the
    // shell's head is English, so the site's own head in the page's language until the page
    // sets its own.
    showSiteHead();
    container.replaceChildren();
    createRoot(container).render(app);
    initialiseSite();
  }
  loadAppDataAfterPaint();
  if (import.meta.env.PROD) {
    // Not needed for the first paint: registered once the page is up, in the first pause in
    // play, so copying the app for offline use never competes with a tap (see when-quiet.ts).
    // Its code is fetched at once: the connection may be gone by the time the pause comes.
    const register = () => {
      const code = import('../features/pwa/register').catch((error: unknown) => {
        console.error('The offline worker could not be loaded', error);
        return null;
      });
      whenQuiet(() => void code.then((m) => m?.registerServiceWorker()));
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}
