import { LANG_NAMES, useLang, useT, type Lang } from '../lib/i18n';
import { followChoice, useTwinHref } from '../components/lang-links';

export { setLangSaver, useTwinHref } from '../components/lang-links';

/**
 * The switch to the other language: a link to the page's twin, so it works before the app's code
 * runs and opens the twin's own prerendered page. index.html keeps the choice as the link is
 * followed (the `data-switch-lang` attribute), so the choice is remembered on this device.
 */
export function LangSwitch({ className = 'lang-switch' }: { className?: string }) {
  const lang = useLang();
  const t = useT();
  const other: Lang = lang === 'da' ? 'en' : 'da';
  const href = useTwinHref(other);
  return (
    <a
      className={className}
      href={href}
      hrefLang={other}
      lang={other}
      data-switch-lang={other}
      title={t('lang.switchTo')}
      onClick={(event) => followChoice(event, other)}
    >
      <span aria-hidden="true">{other.toUpperCase()}</span>
      <span className="visually-hidden">{LANG_NAMES[other]}</span>
    </a>
  );
}
