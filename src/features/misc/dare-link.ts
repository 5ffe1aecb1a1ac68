import { currentLang, t } from '../../lib/i18n';
import { findDareIn } from './content';
import type { Rated } from '../../content/misc/types';

// A dare sent by link: only the dare's id and the sender's name travel, so the link is short and
// the receiving phone shows the dare from its own built-in copy, offline.

export const DARED_PATH = '/misc/you-have-been-dared';

const NAME_MAX = 40;

export function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
}

/** Longest dare text a link carries (truth-or-dare dares are well under it). */
export const DARE_TEXT_MAX = 200;

/** A dare by its built-in id, or (from truth-or-dare's packs) by its text. */
export type DareRef = { id: string } | { text: string };

/** The app path of a dare link (made absolute with the public origin when shared). */
export function dareLinkPath(ref: DareRef, from: string): string {
  const params = new URLSearchParams(
    'id' in ref ? { dare: ref.id } : { text: ref.text.slice(0, DARE_TEXT_MAX) },
  );
  const name = cleanName(from);
  if (name) params.set('from', name);
  return `${DARED_PATH}?${params.toString()}`;
}

export interface ReceivedDare {
  dare: Rated | null;
  from: string;
}

/** A dare that came as text: shown as plain text, never as markup. */
export function textDare(text: string | undefined): Rated | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, DARE_TEXT_MAX);
  return clean ? { id: 'text', text: clean, spice: 1, adult: false } : null;
}

/** What a received link says; an unknown or missing dare gives `dare: null`. */
export function readDareLink(search: {
  dare?: string;
  text?: string;
  from?: string;
}): ReceivedDare {
  const from = cleanName(search.from ?? '');
  const dare = search.dare
    ? (findDareIn(currentLang(), search.dare) ?? null)
    : textDare(search.text);
  return { dare: dare && { ...dare, text: fillPlayer(dare.text, from) }, from };
}

/** Truth-or-dare dares name a player with `{player}`: for the friend, that is the sender. */
export function fillPlayer(text: string, from: string): string {
  return text.replaceAll('{player}', cleanName(from) || t('misc.dared.friend'));
}

/** "Sam dared you to sing …": dares are written as commands, so they read on after "to". */
export function daredSentence(from: string, text: string): string {
  const who = cleanName(from) || t('misc.dared.someone');
  // English reads on after "to"; Danish keeps the dare as the command it is ("Sam udfordrer dig: Syng …").
  const dare = currentLang() === 'en' ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  return t('misc.dared.sentence', { who, dare });
}
