import {
  Outlet,
  redirect,
  useLocation,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fillsInAppData, loadAppData, needsAppData, whenDataReady } from './app-data';
import { isChunkLoadError, reloadOnce, routerAlreadyReloaded } from './chunk-reload';
import { ErrorPage } from './error-page';
import { LayoutFrame } from './layouts';
import {
  createMiddlewareRegistry,
  GLOBAL_MIDDLEWARE,
  matchRouteRule,
  runMiddleware,
} from './middleware';
import { pathIn, useLang, useT } from '../lib/i18n';
import { isInvalidParamsData, unmatchedRouteMessage } from './route-guards';
import { siteState } from './site-state';

const middleware = createMiddlewareRegistry({
  // Premium lives in the local database: checked once the data layer is up, never blocking.
  refreshPremium: () =>
    whenDataReady()
      .then(() => import('../features/account/premium'))
      .then((premium) => premium.refreshPremiumStatus()),
  resetPageLoaded: () => siteState.set({ pageLoaded: false }),
  matchRule: (pathname) => matchRouteRule(pathname),
});

/**
 * The root route's beforeLoad: docs/spec/screens.md middleware, in order, on every navigation; then, for
 * pages that read stored data, the data layer.
 */
export interface NavigationContext {
  location: { pathname: string };
  matches: readonly {
    routeId: string;
    staticData?: { paintsWithoutData?: boolean; fillsInStoredData?: boolean };
  }[];
  context: Partial<AppRouterContext>;
}

/** What every route's beforeLoad receives from the router (router.tsx). */
export interface AppRouterContext {
  /** Starts downloading a matched route's code now, without waiting for it. */
  loadPageCode: (routeId: string) => void;
}

export async function runGlobalMiddleware({ location, matches, context }: NavigationContext) {
  const target = await runMiddleware(GLOBAL_MIDDLEWARE, middleware, location);
  if (!target) {
    if (needsAppData(matches)) {
      // The router fetches a page's code only after this returns: start it now, so the code
      // and the data layer download side by side instead of one after the other.
      for (const match of matches) context.loadPageCode?.(match.routeId);
      await loadAppData();
    } else if (fillsInAppData(matches)) {
      // Drawn at once; the data it fills in starts loading now, beside the page's code.
      void loadAppData().catch((error: unknown) => {
        console.error('The local database could not start', error);
      });
    }
    return;
  }
  if (target.external) {
    window.location.assign(target.to);
    // Keep the router from rendering anything while the browser leaves.
    await new Promise<never>(() => undefined);
  }
  throw redirect({ href: target.to, replace: true });
}

export function RootComponent() {
  useEffect(() => {
    // Links and buttons answer from here on (a tap before this is a full page load): the mark
    // browser tests wait for before they tap a prerendered page.
    document.documentElement.dataset.interactive = '';
  }, []);
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
  const t = useT();
  const lang = useLang();
  // Shown in the page's language, with the address as the browser shows it (/da/… on a Danish
  // page); the console keeps the spec's English message.
  const detail = invalid
    ? t('error.notFoundDetail', { path: pathIn(data.path, lang) })
    : t('error.unmatchedDetail', { path: pathIn(pathname, lang) });
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
