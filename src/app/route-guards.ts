import { notFound } from '@tanstack/react-router';

/** What a route hands the 404 page when its parameters fail validation. */
export interface InvalidParamsData {
  kind: 'invalid-params';
  path: string;
}

/** docs/spec/screens.md: a failed parameter validation gives a 404 with this message. */
export function invalidParamsMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** docs/spec/messages.md: an unmatched route raises a non-fatal error with this message. */
export function unmatchedRouteMessage(path: string): string {
  return `Page not found: ${path}`;
}

export function isInvalidParamsData(data: unknown): data is InvalidParamsData {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { kind?: unknown }).kind === 'invalid-params' &&
    typeof (data as { path?: unknown }).path === 'string'
  );
}

type Allowed = readonly string[] | ReadonlySet<string> | ((value: string) => boolean);

function allows(allowed: Allowed, value: string): boolean {
  if (typeof allowed === 'function') return allowed(value);
  if (allowed instanceof Set) return allowed.has(value);
  return (allowed as readonly string[]).includes(value);
}

/**
 * A `beforeLoad` guard for routes whose parameters come from a fixed set (article names, QR pages,
 * pack slugs): any other value is a 404 "Page Not Found: {path}".
 *
 *   beforeLoad: allowParams({ name: DEPRECATED_ARTICLE_NAMES })
 */
export function allowParams<Key extends string>(rules: Record<Key, Allowed>) {
  return ({
    params,
    location,
  }: {
    params: Partial<Record<Key, string>>;
    location: { pathname: string };
  }): void => {
    for (const key of Object.keys(rules) as Key[]) {
      const value = params[key];
      if (value === undefined || !allows(rules[key], value)) {
        console.warn(invalidParamsMessage(location.pathname));
        throw notFound({ data: { kind: 'invalid-params', path: location.pathname } });
      }
    }
  };
}
