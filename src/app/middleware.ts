import { matchRouteRule, type RouteRuleRedirect } from './route-rules';

export interface NavigationTarget {
  pathname: string;
}

/** A middleware may ask for a redirect; the first redirect ends the pipeline. */
export type MiddlewareResult = void | { redirect: RouteRuleRedirect };

export type Middleware = (to: NavigationTarget) => MiddlewareResult | Promise<MiddlewareResult>;

export interface MiddlewareServices {
  /** Step 1: bring premium status up to date (never blocks navigation). */
  refreshPremium: () => Promise<unknown>;
  /** Step 2: the page is loading again. */
  resetPageLoaded: () => void;
  /** Step 3's rule table lookup. */
  matchRule: (pathname: string) => RouteRuleRedirect | null;
}

export function createMiddlewareRegistry(services: MiddlewareServices): Record<string, Middleware> {
  return {
    'premium-status': () => {
      services.refreshPremium().catch((error: unknown) => {
        console.error('Refreshing premium status failed', error);
      });
    },
    'page-loading': () => {
      services.resetPageLoaded();
    },
    'route-rules': (to) => {
      const redirect = services.matchRule(to.pathname);
      return redirect ? { redirect } : undefined;
    },
  };
}

/** docs/spec/screens.md: the order in which global middleware runs on every navigation. */
export const GLOBAL_MIDDLEWARE = ['premium-status', 'page-loading', 'route-rules'] as const;

/** Runs named middleware in order; an unknown name is a programming error and throws. */
export async function runMiddleware(
  names: readonly string[],
  registry: Record<string, Middleware>,
  to: NavigationTarget,
): Promise<RouteRuleRedirect | null> {
  for (const name of names) {
    if (!Object.hasOwn(registry, name)) throw new Error(`Unknown route middleware: ${name}`);
    const result = await (registry[name] as Middleware)(to);
    if (result?.redirect) return result.redirect;
  }
  return null;
}

export { matchRouteRule };
