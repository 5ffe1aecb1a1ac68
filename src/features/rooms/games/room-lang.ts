import { useCallback, useEffect, useState } from 'react';
import { isLangLoaded, loadLang, translate, type Lang, type MessageKey } from '../../../lib/i18n';
import type { MessageArgs } from '../../../lib/i18n/catalogue';
import type { PromptPackSource } from '../../../content/games/types';
import {
  danishDeck,
  loadDanishContent,
  loadDanishDecks,
  loadOddOneOutDa,
  type DrawGameId,
} from '../../games';

// The language a room deals in (issue 39): the host's page's when the room opened, saved with the
// room's settings (`settings.lang`), so every phone, and a phone that takes over as host, deals
// and says the cards in it whatever its own page's language. The Danish decks and content are
// their own files, loaded only for a Danish room (`loadRoomLang`), never in an English page's
// first screen.

/** The language of a room with these settings: English unless they say Danish. */
export function roomLangOf(settings: unknown): Lang {
  return typeof settings === 'object' &&
    settings !== null &&
    (settings as { lang?: unknown }).lang === 'da'
    ? 'da'
    : 'en';
}

const DRAW_GAMES = [
  'never-have-i-ever',
  'most-likely-to',
  'truth-or-dare',
  'category',
  'charades',
] as const;
const CONTENT_GAMES = ['word-guess', 'more-or-less', 'country-island-city'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Loads what a room of `game` in `lang` deals and says: the language's messages (the lead-ins and
 * "the player on your left") and, in Danish, the game's Danish deck or content. Each once.
 */
export async function loadRoomLang(game: string, lang: Lang): Promise<void> {
  const loads: Promise<unknown>[] = [loadLang(lang)];
  if (lang === 'da' && isOneOf(DRAW_GAMES, game)) {
    loads.push(loadDanishDecks([game]));
  }
  if (lang === 'da' && isOneOf(CONTENT_GAMES, game)) {
    loads.push(loadDanishContent(game));
  }
  // Odd one out's Danish words are a file of their own (the one-phone game loads them the same way).
  if (lang === 'da' && game === 'odd-one-out') loads.push(loadOddOneOutDa());
  await Promise.all(loads);
}

/**
 * The translator for the room's language (the card's lead-in in the deck's language), which may
 * not be the page's: its messages are loaded on first use and the view re-renders then.
 */
export function useRoomT(
  lang: Lang,
): <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string {
  const [ready, setReady] = useState(() => isLangLoaded(lang));
  useEffect(() => {
    if (ready && isLangLoaded(lang)) return;
    let live = true;
    void loadLang(lang).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [lang, ready]);
  return useCallback(
    <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => translate(lang, key, ...args),
    // `ready` re-makes it once the messages are here, so the view shows them.
    [lang, ready],
  );
}

/** The packs a room in `lang` deals `game` from: the Danish deck (with the English ids) once loaded. */
export function roomPacks(
  game: DrawGameId,
  lang: Lang,
  english: readonly PromptPackSource[],
): readonly PromptPackSource[] {
  return danishDeck(game, lang) ?? english;
}

/** The language `game`'s cards are dealt in for a room in `lang`: English until Danish is loaded. */
export function dealtLang(game: DrawGameId, lang: Lang): Lang {
  return danishDeck(game, lang) ? 'da' : 'en';
}
