import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { currentLang, pathIn, stripLang } from '../lib/i18n';
import { routeTree } from '../route-tree.gen';
import { installNavigationEffects } from './navigation';
import { FatalErrorPage, NotFoundPage, type AppRouterContext } from './root';

/** The app's router; `history` is the browser's unless given (the prerenderer's memory history). */
export function createAppRouter(history?: RouterHistory) {
  const context: AppRouterContext = { loadPageCode: () => undefined };
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: FatalErrorPage,
    // Scrolling is ours (docs/spec/screens.md), see navigation.ts.
    scrollRestoration: false,
    defaultPendingMs: 300,
    // Danish pages are the English routes under /da (issue 39): the router matches the address
    // without its language, and every link it writes is in the language the page is in.
    rewrite: {
      input: ({ url }) => {
        url.pathname = stripLang(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = pathIn(url.pathname, currentLang());
        return url;
      },
    },
  });
  context.loadPageCode = (routeId) => {
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[routeId];
    // A failed download is the router's to report when it loads the page itself.
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  };
  if (!history) installNavigationEffects(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
