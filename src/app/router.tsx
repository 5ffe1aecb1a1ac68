import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../route-tree.gen';
import { installNavigationEffects } from './navigation';
import { FatalErrorPage, NotFoundPage } from './root';

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: FatalErrorPage,
    // Scrolling is ours (SPEC §2), see navigation.ts.
    scrollRestoration: false,
    defaultPendingMs: 300,
  });
  installNavigationEffects(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
