import { translate, type Lang } from '../../lib/i18n';

// Numbers and dates on the gallery's cards and notices, in the page's language.

const LOCALES: Record<Lang, string> = { en: 'en', da: 'da-DK' };

/** A card's count: its digits grouped the local way ("1,234", "1.234"), its noun in the right form. */
export function countText(
  lang: Lang,
  key: 'gallery.prompts' | 'gallery.likes' | 'gallery.plays',
  n: number,
): string {
  // The plural is picked from the number; the number is then shown grouped.
  return translate(lang, key, { count: n }).replace(String(n), n.toLocaleString(LOCALES[lang]));
}

/** A day as people write it in the language: "Nov 29, 2026", "29. nov. 2026". */
export function formatDay(iso: string, lang: Lang): string {
  return new Date(iso).toLocaleDateString(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
