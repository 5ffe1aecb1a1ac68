// Links between a page and its twin in the other language (issue 39): the header's switch
// (src/app/lang-switch.tsx) and the profile's labelled choice.
import { useRouterState } from '@tanstack/react-router';
import { useId, type MouseEvent } from 'react';
import { LANG_NAMES, LANGS, pathIn, rememberLang, useLang, useT, type Lang } from '../lib/i18n';

/** The address of the page the app is showing, in `lang`. */
export function useTwinHref(lang: Lang): string {
  const location = useRouterState({ select: (state) => state.location });
  const hash = location.hash ? `#${location.hash}` : '';
  return pathIn(location.pathname, lang) + location.searchStr + hash;
}

type LangSaver = (lang: Lang) => Promise<void>;
let saver: LangSaver | null = null;

/**
 * What else a choice does once the data layer runs (src/app/runtime.ts): for a signed-in person
 * it goes to their account (src/features/account/language.ts). Kept here, not imported, so the
 * first screen carries no database code.
 */
export function setLangSaver(next: LangSaver | null): void {
  saver = next;
}

/**
 * Follows a switch link once the choice is saved with the account. Without a saver (the data
 * layer not loaded yet) the link is followed as it is; index.html keeps the choice either way.
 */
export function followChoice(event: MouseEvent<HTMLAnchorElement>, lang: Lang): void {
  const save = saver;
  if (!save || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  rememberLang(lang);
  void save(lang)
    .catch((error: unknown) => console.error('[lang] not saved with the account', error))
    .finally(() => location.assign(href));
}

function LangChoice({ lang, showing }: { lang: Lang; showing: Lang }) {
  const href = useTwinHref(lang);
  if (lang === showing) {
    return (
      <span className="lang-choice" aria-current="true" lang={lang}>
        {LANG_NAMES[lang]}
      </span>
    );
  }
  return (
    <a
      className="lang-choice"
      href={href}
      hrefLang={lang}
      lang={lang}
      data-switch-lang={lang}
      onClick={(event) => followChoice(event, lang)}
    >
      {LANG_NAMES[lang]}
    </a>
  );
}

/** The profile's choice of language: each language by its own name, the one showing marked. */
export function LangChoices() {
  const lang = useLang();
  const t = useT();
  const id = useId();
  return (
    <section className="lang-choices" aria-labelledby={id} data-testid="profile-lang">
      <h2 id={id}>{t('lang.switchLabel')}</h2>
      <ul>
        {LANGS.map((option) => (
          <li key={option}>
            <LangChoice lang={option} showing={lang} />
          </li>
        ))}
      </ul>
      <p className="profile-note">{t('app.lang.remembered')}</p>
    </section>
  );
}
