import type { Lang } from './lang';
import { isLang } from './lang';

// The language a person chose with the switch, remembered on this device. index.html reads the
// same key before the page paints, so a remembered choice opens the right twin without a flash.

export const LANG_STORAGE_KEY = 'party-dojo-lang';

export function rememberedLang(): Lang | null {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    // Storage blocked (a private window's settings): the address decides.
    return null;
  }
}

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not remembered; the switch still goes to the twin page.
  }
}
