import { pathIn, rememberLang, useT, type Lang } from '../../../lib/i18n';

// A code, or a phone's stored table, in the other language: the words it deals are on the twin
// page, so the phone says so plainly and links there. The link is the language switch's kind (a
// whole page in the other language, the choice remembered) and may carry the code in its hash, so
// the twin join page reads it without another scan.

/** The twin join page's address, carrying the scanned code. */
export function joinTwinHref(lang: Lang, text: string): string {
  return `${pathIn('/join', lang)}#${encodeURIComponent(text.trim())}`;
}

/** The code a twin join page was opened with (its hash), or null. */
export function codeInHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function OtherLanguage({
  lang,
  href,
  joining,
}: {
  /** The table's language. */
  lang: Lang;
  href: string;
  /** The join page (a scanned code), or a game page (a stored table). */
  joining: boolean;
}) {
  const t = useT();
  const da = lang === 'da';
  const message = joining
    ? t(da ? 'table.otherLang.da' : 'table.otherLang.en')
    : t(da ? 'table.otherLang.gameDa' : 'table.otherLang.gameEn');
  const label = joining
    ? t(da ? 'table.otherLang.openDa' : 'table.otherLang.openEn')
    : t(da ? 'table.otherLang.playDa' : 'table.otherLang.playEn');
  return (
    <section className="table-other-lang">
      <p role="alert">{message}</p>
      <a
        className="btn btn-primary btn-block"
        href={href}
        hrefLang={lang}
        lang={lang}
        data-switch-lang={lang}
        onClick={() => rememberLang(lang)}
      >
        {label}
      </a>
    </section>
  );
}
