import type { DanishPackSource } from '../../../content/games/da/types';
import type { PromptTag } from '../../../content/games/tags';
import type { PromptPackSource } from '../../../content/games/types';
import { currentLang, type Lang } from '../../../lib/i18n';
import { DRAW_GAME_IDS, type DrawGameId } from '../definitions';
import type { DrawGameManifest } from './manifest';

// The Danish decks (issue 39): a Danish page deals the Danish prompts of each draw game, with the
// English packs' ids (a table's pack choices carry over) and the prompts' tags as data. Each deck
// is its own file, loaded before a Danish game page draws (the games route's loader), so an
// English page never downloads one.

const LOADERS: Record<DrawGameId, () => Promise<readonly DanishPackSource[]>> = {
  'never-have-i-ever': () =>
    import('../../../content/games/da/never-have-i-ever').then((m) => m.neverHaveIEverPacksDa),
  'most-likely-to': () =>
    import('../../../content/games/da/most-likely-to').then((m) => m.mostLikelyToPacksDa),
  'truth-or-dare': () =>
    import('../../../content/games/da/truth-or-dare').then((m) => m.truthOrDarePacksDa),
  category: () => import('../../../content/games/da/category').then((m) => m.categoryPacksDa),
  charades: () => import('../../../content/games/da/charades').then((m) => m.charadesPacksDa),
};

const loaded = new Map<DrawGameId, readonly PromptPackSource[]>();

/** A Danish pack as the games deal it: the prompts' texts, and their tags beside them. */
export function fromDanish(pack: DanishPackSource): PromptPackSource {
  const promptTags = new Map<string, readonly PromptTag[]>();
  for (const prompt of pack.lists.flat()) {
    const tags: PromptTag[] = [];
    if (prompt.drink) tags.push('drink');
    if (prompt.flirty) tags.push('flirty');
    promptTags.set(prompt.text, tags);
  }
  const { lists, lang, ...meta } = pack;
  return { ...meta, lang, lists: lists.map((list) => list.map((p) => p.text)), promptTags };
}

/** The draw games a page at `pathname` (without /da) deals from: mix deals them all. */
export function drawGamesOf(pathname: string): DrawGameId[] {
  const game = /^\/games\/([\w-]+)/.exec(pathname)?.[1];
  if (game === 'mix') return [...DRAW_GAME_IDS];
  return DRAW_GAME_IDS.filter((id) => id === game);
}

/** Loads the Danish decks of `games` (each once). */
export async function loadDanishDecks(games: readonly DrawGameId[]): Promise<void> {
  await Promise.all(
    games
      .filter((game) => !loaded.has(game))
      .map(async (game) => {
        const packs = await LOADERS[game]();
        loaded.set(game, packs.map(fromDanish));
      }),
  );
}

const localizedManifests = new WeakMap<DrawGameManifest, DrawGameManifest>();

/**
 * `manifest` as a table in `lang` plays it: in Danish, the Danish packs once loaded. The lead-ins
 * and how-to lines already follow the page's language (they come from the message catalogue).
 */
export function localized(manifest: DrawGameManifest, lang: Lang): DrawGameManifest {
  if (lang === 'en') return manifest;
  const packs = loaded.get(manifest.id);
  if (!packs) return manifest;
  let out = localizedManifests.get(manifest);
  if (!out) {
    out = { ...manifest, packs };
    // The how-to line is read when shown, in the page's language.
    Object.defineProperty(out, 'howTo', {
      get: () => manifest.howTo,
      enumerable: true,
    });
    localizedManifests.set(manifest, out);
  }
  return out;
}

/**
 * A game route's loader: on a Danish page, the Danish decks the game at `pathname` deals, loaded
 * before it draws. Nothing on an English page.
 */
export function loadDecksForPage(pathname: string): Promise<void> | undefined {
  return currentLang() === 'da' ? loadDanishDecks(drawGamesOf(pathname)) : undefined;
}

/**
 * The Danish packs of `game` for a table in `lang`: undefined in English, or before they are
 * loaded (`loadDanishDecks`). A room deals from them in the room's language, not the page's.
 */
export function danishDeck(game: DrawGameId, lang: Lang): readonly PromptPackSource[] | undefined {
  return lang === 'da' ? loaded.get(game) : undefined;
}
