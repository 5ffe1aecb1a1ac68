import type { Lang } from '../../lib/i18n';

// Names joined the way each language says them: "Ann and Ben", "Ann, Ben and Cem", "Ann og Ben".

const LOCALES: Record<Lang, string> = { en: 'en-GB', da: 'da-DK' };

export function listOf(names: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(names);
}
