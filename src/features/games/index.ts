// The games feature's public face: other features read games only through this file.
export { DRAW_GAME_IDS, GAME_IDS, GAMES, gamePath, isGameId, type GameId } from './registry';
export {
  adultConfirmedKv as adultConfirmedSetting,
  CURRENT_GAME_KEY,
  currentGameKv,
  spiceKv as spiceLimitSetting,
  useSpiceLimit,
} from './state';
export type { SpiceLimit } from './core/packs';
