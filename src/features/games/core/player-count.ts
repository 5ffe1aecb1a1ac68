import { t } from '../../../lib/i18n';
import { GAME_DEFINITIONS, type GameId, type GameMetadata } from '../definitions';
import { gameTitle } from '../words';

// One rule for every game that needs names: its Start is disabled, with this reason beside it,
// while the Players list has fewer names than the game's `minPlayers` (or more than its
// `maxPlayers`). The numbers live in each game's definition, so a new game only states them.

/** Why `game` cannot start with `count` players, or null when it can, in the page's language. */
export function playersProblem(game: GameId, count: number): string | null {
  const { minPlayers, maxPlayers }: GameMetadata = GAME_DEFINITIONS[game];
  const title = gameTitle(game);
  if (minPlayers !== undefined && count < minPlayers) {
    const missing = minPlayers - count;
    if (count === 0) return t('game.needsPlayers', { title, min: minPlayers });
    if (missing === 1) return t('game.needsOneMore', { title, min: minPlayers });
    return t('game.needsMore', { title, min: minPlayers, missing });
  }
  if (maxPlayers !== undefined && count > maxPlayers) {
    return t('game.tooManyPlayers', { title, max: maxPlayers, extra: count - maxPlayers });
  }
  return null;
}
