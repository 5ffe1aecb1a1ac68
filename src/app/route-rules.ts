/**
 * Server route rules (docs/spec/screens.md, middleware step 3): old or short addresses that people have
 * printed, bookmarked or typed. A target starting with http(s):// leaves the app with a full load.
 */
export const ROUTE_RULES: Readonly<Record<string, string>> = {
  '/home': '/',
  '/index.html': '/',
  '/play': '/go',
  '/start': '/go',
  '/games': '/#games',
  '/tools': '/#tools',
  // /articles is a page of its own (the guides index), so it has no rule.
  '/help': '/how-it-works',
};

export interface RouteRuleRedirect {
  to: string;
  external: boolean;
}

export function matchRouteRule(
  pathname: string,
  rules: Readonly<Record<string, string>> = ROUTE_RULES,
): RouteRuleRedirect | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!Object.hasOwn(rules, path)) return null;
  const to = rules[path] as string;
  return { to, external: /^https?:\/\//i.test(to) };
}
