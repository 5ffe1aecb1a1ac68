// The games feature's public face: other features read games only through this file.
export {
  DRAW_GAME_IDS,
  GAME_IDS,
  GAMES,
  gamePath,
  isGameId,
  type DrawGameId,
  type GameId,
} from './registry';
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
  switchOnPremiumPacks,
  useAdultConfirmed,
  usePlayers,
  useSpiceLimit,
} from './state';
export type { SpiceLimit } from './core/packs';
export { useNextGesture } from './use-next-gesture';
export { GameExtrasProvider } from './core/shell-extras';
export { fillSlot } from './core/manifest';
export { LIKED_GROUP, OWN_GROUP } from './core/own-packs';
// What the room versions of the games (src/features/rooms/games) deal, tag and score with, so a
// game on everyone's phone plays by the one-phone game's rules.
export { defaultActive, selectDrawPacks } from './core/packs';
export { usePackContext } from './core/game-shell';
export {
  acceptsPrompt,
  castPrompt,
  CARD_SWAP,
  forfeitFor,
  forfeitLine,
  type PlayerFlagMap,
} from './core/player-flags';
export { promptTags } from './core/prompt-tags';
export { seededOrder, seedStream } from './table/seeded';
export { isValidAnswer, normaliseAnswer } from './country-island-city/rules';
export { DEFAULT_CIC_RULES, type CicRules } from './country-island-city/session';
export { catalogText, countOf, gameTitle } from './words';
export {
  answerQuestion,
  isOver as isWordGuessOver,
  makeGuess,
  MAX_QUESTIONS,
  nextHolder,
  questionsUsed,
  roundPoints,
  wordPool,
  type Reply as WordGuessReply,
  type RoundLog as WordGuessLog,
} from './word-guess/rules';
export { decoyFor, formatValue, isRight, unitAfter, type Call } from './more-or-less/rules';
export { factSet } from './more-or-less/content';
// The Danish words and facts a room deals on a Danish page (the loader is its own small module).
export { danishContent, loadDanishContent, type ContentGameId } from './core/danish-content';
// The Danish decks a room deals in a Danish room (each deck its own file, loaded when needed).
export { danishDeck, loadDanishDecks } from './core/danish-decks';
// Odd one out on everyone's phone deals and scores by the one-phone rules, from the same words.
export {
  dealRound as dealOddOneOutRound,
  roundPoints as oddOneOutPoints,
  type RoundOutcome as OddOneOutOutcome,
} from './odd-one-out/rules';
export { loadedOddOneOutDa, loadOddOneOutDa } from './odd-one-out/danish-words';
