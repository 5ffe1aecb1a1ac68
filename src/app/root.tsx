import {
  Outlet,
  redirect,
  useLocation,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { refreshPremiumStatus } from '../features/account/premium';
import { isChunkLoadError, reloadOnce, routerAlreadyReloaded } from './chunk-reload';
import { ErrorPage } from './error-page';
import { LayoutFrame } from './layouts';
import {
  createMiddlewareRegistry,
  GLOBAL_MIDDLEWARE,
  matchRouteRule,
  runMiddleware,
} from './middleware';
import { invalidParamsMessage, isInvalidParamsData, unmatchedRouteMessage } from './route-guards';
import { siteState } from './site-state';

const middleware = createMiddlewareRegistry({
  refreshPremium: () => refreshPremiumStatus(),
  resetPageLoaded: () => siteState.set({ pageLoaded: false }),
  matchRule: (pathname) => matchRouteRule(pathname),
});

/** The root route's beforeLoad: SPEC §2's middleware, in order, on every navigation. */
export async function runGlobalMiddleware({ location }: { location: { pathname: string } }) {
  const target = await runMiddleware(GLOBAL_MIDDLEWARE, middleware, location);
  if (!target) return;
  if (target.external) {
    window.location.assign(target.to);
    // Keep the router from rendering anything while the browser leaves.
    await new Promise<never>(() => undefined);
  }
  throw redirect({ href: target.to, replace: true });
}

export function RootComponent() {
  return (
    <LayoutFrame>
      <Outlet />
    </LayoutFrame>
  );
}

export function NotFoundPage({ data }: { data?: unknown }) {
  const { pathname } = useLocation();
  const router = useRouter();
  const invalid = isInvalidParamsData(data);
  const detail = invalid ? invalidParamsMessage(data.path) : unmatchedRouteMessage(pathname);
  useEffect(() => {
    // Non-fatal: logged for whoever looks, the app keeps running.
    if (!invalid) console.warn(unmatchedRouteMessage(pathname));
  }, [invalid, pathname]);
  return (
    <ErrorPage status={404} detail={detail} onHomepage={() => void router.navigate({ to: '/' })} />
  );
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  const value = typeof status === 'number' ? status : code;
  return typeof value === 'number' && value >= 400 && value < 600 ? value : 500;
}

export function FatalErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [reloading] = useState(
    () =>
      isChunkLoadError(error) &&
      !routerAlreadyReloaded(error) &&
      reloadOnce(router.latestLocation.href),
  );
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return null;
  return (
    <ErrorPage
      status={statusOf(error)}
      onHomepage={() => {
        void router.navigate({ to: '/' }).then(() => {
          reset();
          return router.invalidate();
        });
      }}
    />
  );
}
