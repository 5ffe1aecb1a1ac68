// Where a person goes after signing in: back to what they were doing (the pack they were
// publishing, the reward they tapped). Only a path inside this app is accepted, so a crafted
// link can never send someone to another site after they typed their password.

const AUTH_PAGES = new Set([
  '/sign-in',
  '/sign-up',
  '/sign-in-link',
  '/forgot-password',
  '/reset-password',
  '/auth/confirm',
]);

/** The path itself when it is a safe in-app path, else null. */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null;
  // "//host" and "/\host" are read by browsers as another origin.
  if (raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.length > 2_000 || [...raw].some((c) => c.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://app.invalid' || AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * After signing in: the `redirect` the page was opened with, else the previous route kept in
 * session storage (docs/spec/screens.md stores "/" there on the way to /sign-up), else home.
 */
export function returnPath(redirect: unknown, previousRoute: string | null): string {
  return safeReturnPath(redirect) ?? safeReturnPath(previousRoute) ?? '/';
}

/** The auth pages' search: `redirect` survives only as a safe in-app path. */
export function authSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeReturnPath(search.redirect);
  return redirect ? { redirect } : {};
}

export type EmailLinkSearchType = 'signup' | 'recovery' | 'magiclink' | 'email' | 'invite';
const LINK_TYPES = new Set<string>(['signup', 'recovery', 'magiclink', 'email', 'invite']);

/**
 * /auth/confirm's search, as an emailed link brings it: the token hash (letters, digits, - and _
 * only), its type, and where to go afterwards (a safe in-app path). Kept here, beside the other
 * search checks, because a route's search check loads with the first screen.
 */
export function emailLinkSearch(search: Record<string, unknown>): {
  token_hash?: string;
  type?: EmailLinkSearchType;
  redirect?: string;
} {
  const out: { token_hash?: string; type?: EmailLinkSearchType; redirect?: string } =
    authSearch(search);
  if (typeof search.token_hash === 'string' && /^[\w-]{1,200}$/.test(search.token_hash)) {
    out.token_hash = search.token_hash;
  }
  if (typeof search.type === 'string' && LINK_TYPES.has(search.type)) {
    out.type = search.type as EmailLinkSearchType;
  }
  return out;
}
