// Every pulled change is checked against its kind's shape here, in the transport, before the
// engine or any applier sees it. The engine already checks the page's envelope (protocolVersion,
// a `changes` array, a string cursor); stored ops are checked when they are written (protocol.ts
// opKeys). What nothing checked was each change: a profile without a username or a coin entry
// whose amount is text went straight into Dexie. A page with one malformed change is refused
// whole (a server TransportError, retried later), so no row of it is written.

import * as v from 'valibot';

export { UNREADABLE_PULL_MESSAGE } from './pull-message';

const text = v.string();
const count = v.pipe(v.number(), v.finite());
const serverId = v.pipe(v.number(), v.integer());
const texts = v.array(v.string());

const profileSchema = v.object({
  username: text,
  creation_date: text,
  achievements: texts,
  dojo_coins: count,
  premium: v.boolean(),
  cancelled: v.boolean(),
  stripe_user_id: v.nullable(text),
  stripe_subscription_id: v.nullable(text),
  liked_games: texts,
  created_games: texts,
  claimed_rewards: texts,
  premiumEndDate: v.nullable(count),
  referred_users: count,
  unlocked_packs: v.optional(texts),
  lang: v.optional(v.nullable(v.picklist(['en', 'da']))),
});

const packSchema = v.object({
  metadata: v.object({
    name: text,
    id: text,
    description: text,
    author: text,
    explicit: v.boolean(),
    alcohol: v.boolean(),
    creation_date: text,
    tags: texts,
  }),
  prompts: v.array(v.object({ text })),
  likes: count,
  plays: count,
  lastUpdated: text,
  draft: v.boolean(),
  published: v.boolean(),
  ownerId: text,
});

/** One schema per change kind the appliers know (protocol.ts `Change`). */
const KNOWN_CHANGES = {
  profile: v.object({ kind: v.literal('profile'), id: text, profile: profileSchema }),
  pack: v.union([
    v.object({ kind: v.literal('pack'), id: text, deleted: v.literal(true) }),
    v.object({ kind: v.literal('pack'), id: text, pack: packSchema }),
  ]),
  like: v.object({ kind: v.literal('like'), gameId: text, liked: v.boolean() }),
  'pack-state': v.object({
    kind: v.literal('pack-state'),
    game: text,
    packId: text,
    active: v.boolean(),
  }),
  'draft-update': v.object({
    kind: v.literal('draft-update'),
    id: serverId,
    packId: text,
    update: text,
  }),
  'coin-entry': v.object({
    kind: v.literal('coin-entry'),
    id: serverId,
    amount: count,
    reason: text,
    createdAt: text,
  }),
  dealt: v.object({
    kind: v.literal('dealt'),
    deck: text,
    round: serverId,
    cards: texts,
  }),
} as const;

/**
 * True when `change` has a kind and, for a kind this build knows, that kind's shape. A kind this
 * build does not know (a newer server's) passes: no applier writes it.
 */
export function isReadableChange(change: unknown): boolean {
  if (!change || typeof change !== 'object') return false;
  const kind = (change as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !kind) return false;
  if (!Object.hasOwn(KNOWN_CHANGES, kind)) return true;
  return v.is(KNOWN_CHANGES[kind as keyof typeof KNOWN_CHANGES], change);
}

/**
 * The first malformed change of a pull answer, or null when every one is readable. The answer
 * itself is returned unchanged (fields a newer server adds are kept, as the profile row stores
 * the profile whole).
 */
export function malformedChange(answer: unknown): { index: number } | null {
  if (!answer || typeof answer !== 'object') return null;
  const changes = (answer as { changes?: unknown }).changes;
  // no changes array: a resync answer, or an envelope the engine refuses itself
  if (!Array.isArray(changes)) return null;
  const index = changes.findIndex((change) => !isReadableChange(change));
  return index === -1 ? null : { index };
}
