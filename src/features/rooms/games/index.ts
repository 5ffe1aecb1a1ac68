import type { GameId } from '../../games';
import { whenDanish } from '../../../lib/i18n';
import { loadDanishContent, loadOddOneOutDa, type ContentGameId } from '../../games';
import type { AnyRoomGameModule } from '../room-game';

/** On a Danish page, `game`'s Danish content, loaded before the room deals from it. */
const danishContentOf = (game: ContentGameId) =>
  whenDanish(() => loadDanishContent(game)) ?? Promise.resolve();

// The games a room plays, each its own lazy chunk: a phone loads only the game its room plays.
// A game page shows "Play on everyone's phone" when its game is here.
export const ROOM_GAMES: Partial<Record<GameId, () => Promise<AnyRoomGameModule>>> = {
  'most-likely-to': () => import('./most-likely-to').then((m) => m.mostLikelyToModule),
  'never-have-i-ever': () => import('./never-have-i-ever').then((m) => m.neverHaveIEverModule),
  'country-island-city': () =>
    import('./country-island-city').then((m) => m.countryIslandCityModule),
  category: () => import('./category').then((m) => m.categoryModule),
  'truth-or-dare': () => import('./truth-or-dare').then((m) => m.truthOrDareModule),
  charades: () => import('./charades').then((m) => m.charadesModule),
  'word-guess': () =>
    Promise.all([import('./word-guess'), danishContentOf('word-guess')]).then(
      ([m]) => m.wordGuessModule,
    ),
  'more-or-less': () =>
    Promise.all([import('./more-or-less'), danishContentOf('more-or-less')]).then(
      ([m]) => m.moreOrLessModule,
    ),
  'odd-one-out': () =>
    Promise.all([import('./odd-one-out'), whenDanish(loadOddOneOutDa)]).then(
      ([m]) => m.oddOneOutModule,
    ),
};

/** Whether a room can play `game`. */
export const hasRoomGame = (game: string): game is GameId => game in ROOM_GAMES;

/** The room game module of `game`, or null when rooms do not play it. */
export function loadRoomGame(game: string): Promise<AnyRoomGameModule> | null {
  return hasRoomGame(game) ? (ROOM_GAMES[game]?.() ?? null) : null;
}
