export { LANGS, LANG_NAMES, langOfLocale, langOfPath, pathIn, stripLang, isLang } from './lang';
export type { Lang } from './lang';
export { currentLang, setCurrentLang, useLang, whenDanish } from './current';
export { isLangLoaded, loadLang, t, translate, useT, type MessageKey } from './catalogue';
export { rememberLang, rememberedLang, LANG_STORAGE_KEY } from './preference';
