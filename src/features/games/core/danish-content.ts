import type { FactCategory, Fact } from '../../../content/games/more-or-less';
import type { CategorySetSource } from '../../../content/games/types';
import type { WordCategory } from '../../../content/games/word-guess';
import { currentLang, type Lang } from '../../../lib/i18n';

// The Danish content of the games that deal their own content, not prompt packs (issue 39): more
// or less's facts, word guess's words and country, island, city's column sets. Each is its own
// file, loaded by the game's route before a Danish page shows it (as the draw games' decks are,
// `danish-decks.ts`), so an English page never downloads one. Until it is loaded, and on every
// English page, the game reads its English content.

export interface DanishContent {
  'more-or-less': {
    facts: readonly Fact[];
    categories: Readonly<Record<FactCategory, { name: string; description: string }>>;
  };
  'word-guess': readonly WordCategory[];
  'country-island-city': readonly CategorySetSource[];
}

export type ContentGameId = keyof DanishContent;

const LOADERS: { [K in ContentGameId]: () => Promise<DanishContent[K]> } = {
  'more-or-less': () =>
    import('../../../content/games/da/more-or-less').then((m) => ({
      facts: m.factsDa,
      categories: m.FACT_CATEGORIES_DA,
    })),
  'word-guess': () =>
    import('../../../content/games/da/word-guess').then((m) => m.WORD_CATEGORIES_DA),
  'country-island-city': () =>
    import('../../../content/games/da/country-island-city').then((m) => m.categorySetsDa),
};

const loaded: { [K in ContentGameId]?: DanishContent[K] } = {};

/** The content game a page at `pathname` (without /da) plays, if any. */
export function contentGameOf(pathname: string): ContentGameId | undefined {
  const game = /^\/games\/([\w-]+)/.exec(pathname)?.[1];
  return game !== undefined && game in LOADERS ? (game as ContentGameId) : undefined;
}

/** Loads the Danish content of `game` (once). */
export async function loadDanishContent(game: ContentGameId): Promise<void> {
  if (loaded[game]) return;
  const content = await LOADERS[game]();
  (loaded as Record<ContentGameId, unknown>)[game] = content;
}

/** The Danish content of `game` when the page is Danish and it is loaded; otherwise undefined. */
export function danishContent<K extends ContentGameId>(
  game: K,
  lang: Lang,
): DanishContent[K] | undefined {
  return lang === 'da' ? loaded[game] : undefined;
}

/**
 * A content game route's loader: on a Danish page, the Danish content of the game at `pathname`,
 * loaded before it shows. Nothing on an English page.
 */
export function loadContentForPage(pathname: string): Promise<void> | undefined {
  const game = contentGameOf(pathname);
  return currentLang() === 'da' && game ? loadDanishContent(game) : undefined;
}
