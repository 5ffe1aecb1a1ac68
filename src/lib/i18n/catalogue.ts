import { useCallback } from 'react';
import { currentLang, useLang } from './current';
import type { Lang } from './lang';
import type { en } from './messages/en';
import type { Catalogue, MessageKey, Plural } from './types';

// The typed message catalogue (issue 39, DESIGN.md "Languages"): one key set, an English and a
// Danish table. Each language's table is its own file, loaded before the first render of a page
// in that language (start.tsx, prerender.tsx), so the first screen's code carries no messages
// and an English page never loads the Danish table, nor a Danish page the English one.
// A message is a string with `{name}` slots, or a plural (`one`/`other`, chosen by `count`).
// Call sites are checked by the compiler: an unknown key, or a slot left out, does not build.
// messages.test.ts checks that both tables have every key and the same slots.

export type { Catalogue, MessageKey, Plural } from './types';

type Slots<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Slots<Rest> : never;
type SlotsOf<M> = M extends string
  ? Slots<M>
  : M extends Plural
    ? Slots<M['one']> | Slots<M['other']> | 'count'
    : never;

/** The values a message's slots take: none for a plain message. */
export type MessageArgs<K extends MessageKey> = [SlotsOf<(typeof en)[K]>] extends [never]
  ? []
  : [values: Record<SlotsOf<(typeof en)[K]>, string | number>];

const tables: Partial<Record<Lang, Catalogue>> = {};
const loading: Partial<Record<Lang, Promise<void>>> = {};

const LOADERS: Record<Lang, () => Promise<Catalogue>> = {
  en: () => import('./messages/en').then((module) => module.en),
  da: () => import('./messages/da').then((module) => module.da),
};

/** Loads a language's table (each is its own file); resolves at once for one already here. */
export function loadLang(lang: Lang): Promise<void> {
  if (tables[lang]) return Promise.resolve();
  loading[lang] ??= LOADERS[lang]().then((table) => {
    tables[lang] = table;
  });
  return loading[lang];
}

export function isLangLoaded(lang: Lang): boolean {
  return tables[lang] !== undefined;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralOf(lang: Lang, count: number): 'one' | 'other' {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** Fills a message's slots; a slot without a value stays as written, so it shows in review. */
export function fill(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/**
 * A message in `lang`. A table not loaded yet gives the English message where it is here, else
 * the key itself: the app loads the page's table before its first render, so this happens only
 * in a test that did not load it, where the key shows.
 */
export function translate<K extends MessageKey>(
  lang: Lang,
  key: K,
  ...args: MessageArgs<K>
): string {
  const message: string | Plural | undefined = tables[lang]?.[key] ?? tables.en?.[key];
  if (message === undefined) return key;
  const values = args[0] as Readonly<Record<string, string | number>> | undefined;
  if (typeof message === 'string') return fill(message, values);
  const count = Number(values?.count ?? 0);
  return fill(message[pluralOf(lang, count)], values);
}

/** A message in the language the app is showing, for code outside components. */
export function t<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  return translate(currentLang(), key, ...args);
}

/** The translator for the language the app is showing; components re-render when it changes. */
export function useT(): <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string {
  const lang = useLang();
  return useCallback(
    <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => translate(lang, key, ...args),
    [lang],
  );
}
