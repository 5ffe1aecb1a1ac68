// The app's two languages and how an address says which one a page is in (issue 39, DESIGN.md
// "Languages"): the spec's addresses are English; each has a Danish twin under /da.

export const LANGS = ['en', 'da'] as const;
export type Lang = (typeof LANGS)[number];

const DANISH_PREFIX = '/da';

/** The language an address is in: Danish under /da, English everywhere else. */
export function langOfPath(pathname: string): Lang {
  return pathname === DANISH_PREFIX || pathname.startsWith(`${DANISH_PREFIX}/`) ? 'da' : 'en';
}

/** The address without its language: the route the app matches. */
export function stripLang(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(DANISH_PREFIX.length) || '/';
}

/** The same page's address in `lang`. */
export function pathIn(pathname: string, lang: Lang): string {
  const bare = stripLang(pathname);
  if (lang === 'en') return bare;
  return bare === '/' ? DANISH_PREFIX : `${DANISH_PREFIX}${bare}`;
}

/** The language a device asks for (navigator.language): Danish for `da`, English otherwise. */
export function langOfLocale(locale: string | undefined | null): Lang {
  return locale && /^da(?:-|$)/i.test(locale) ? 'da' : 'en';
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'da';
}

/** Each language's name in itself, for the switch. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', da: 'Dansk' };
