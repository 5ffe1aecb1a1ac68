// The games feature's face for other features. Kept small on purpose: the misc pages (dares, the
// love game, the calendar) read the table's spice limit and share the unbiased draw.
export { randomIndex } from './draw';
export type { SpiceLimit } from './packs';
export { useSpiceLimit } from './state';
export { KEYS as GAME_KV_KEYS } from './state';
