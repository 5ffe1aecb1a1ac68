import { createRootRoute } from '@tanstack/react-router';
import {
  FatalErrorPage,
  NotFoundPage,
  RootComponent,
  runGlobalMiddleware,
  type NavigationContext,
} from '../app/root';

export const Route = createRootRoute({
  // Read through a plain shape: the matches' full type is the router's own, which is built from
  // this route.
  beforeLoad: (context) => runGlobalMiddleware(context as unknown as NavigationContext),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: FatalErrorPage,
});
