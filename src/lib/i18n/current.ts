import { useSyncExternalStore } from 'react';
import type { Lang } from './lang';

// The language the app is showing. The address decides it (lang.ts); the switch changes it by
// going to the page's twin. One value for the whole app, read in components with useLang().

let current: Lang = 'en';
const listeners = new Set<() => void>();

export function currentLang(): Lang {
  return current;
}

/** Shows the app in `lang`: the document says so (`<html lang>`) and every reader re-renders. */
export function setCurrentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (lang === current) return;
  current = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language the app is showing, re-rendering when it changes. */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, currentLang);
}

/**
 * A route's loader for what only a Danish page needs (a game's Danish deck): loads it on a Danish
 * page, before the page draws, and nothing on an English one. `load` imports the loading code
 * itself, so neither the code nor the deck rides in the first screen's bundle.
 */
export function whenDanish(load: () => Promise<unknown>): Promise<unknown> | undefined {
  return current === 'da' ? load() : undefined;
}
