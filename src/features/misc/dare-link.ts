import { findDare } from '../../content/misc/dares';
import type { Rated } from '../../content/misc/types';

// A dare sent by link: only the dare's id and the sender's name travel, so the link is short and
// the receiving phone shows the dare from its own built-in copy, offline.

export const DARED_PATH = '/misc/you-have-been-dared';

const NAME_MAX = 40;

export function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
}

/** The app path of a dare link (made absolute with the public origin when shared). */
export function dareLinkPath(dareId: string, from: string): string {
  const params = new URLSearchParams({ dare: dareId });
  const name = cleanName(from);
  if (name) params.set('from', name);
  return `${DARED_PATH}?${params.toString()}`;
}

export interface ReceivedDare {
  dare: Rated | null;
  from: string;
}

/** What a received link says; an unknown or missing dare id gives `dare: null`. */
export function readDareLink(search: { dare?: string; from?: string }): ReceivedDare {
  return {
    dare: search.dare ? (findDare(search.dare) ?? null) : null,
    from: cleanName(search.from ?? ''),
  };
}

/** "Sam dared you to sing …": dares are written as commands, so they read on after "to". */
export function daredSentence(from: string, text: string): string {
  const who = cleanName(from) || 'Someone';
  return `${who} dared you to ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
