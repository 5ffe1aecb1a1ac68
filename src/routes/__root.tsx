import { createRootRoute } from '@tanstack/react-router';
import { FatalErrorPage, NotFoundPage, RootComponent, runGlobalMiddleware } from '../app/root';

export const Route = createRootRoute({
  beforeLoad: runGlobalMiddleware,
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: FatalErrorPage,
});
