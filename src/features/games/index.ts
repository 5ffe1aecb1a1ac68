// The games feature's public face: other features read games only through this file.
export { DRAW_GAME_IDS, GAME_IDS, GAMES, gamePath, isGameId, type GameId } from './registry';
export {
  addPackToGame,
  addPlayer,
  adultConfirmedKv as adultConfirmedSetting,
  confirmAdult,
  GAMES_TAKING_PACKS,
  CURRENT_GAME_KEY,
  currentGameKv,
  savePlayers,
  spiceKv as spiceLimitSetting,
  useAdultConfirmed,
  usePlayers,
  useSpiceLimit,
} from './state';
export type { SpiceLimit } from './core/packs';
export { useNextGesture } from './use-next-gesture';
export { fillSlot } from './core/manifest';
export { LIKED_GROUP, OWN_GROUP } from './core/own-packs';
export { defaultActive, selectDrawPacks } from './core/packs';
export { usePackContext } from './core/game-shell';
export { forfeitFor, forfeitLine } from './core/player-flags';
