// The games feature's one data seam (docs/architecture.md): every read and write of game state goes
// through here. Components use the hooks and call these functions; they never touch Dexie. One
// file a topic: the kv documents, pack switches, added packs, settings, players, sessions and
// feedback.
export * from './kv';
export * from './packs';
export * from './added-packs';
export * from './settings';
export * from './players';
export * from './sessions';
export * from './feedback';
