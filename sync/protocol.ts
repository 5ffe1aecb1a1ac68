// The sync wire protocol shared by the client's sync engine and the server's push()/pull()
// (supabase/migrations/*_sync.sql). Dependency-free on purpose: it is imported on both sides and
// must never pull app code along. Change it only together with the SQL, and bump
// PROTOCOL_VERSION when an old client could misread a new server.

export const PROTOCOL_VERSION = 1;

/** Limits the server enforces; clients validate against the same numbers before queueing. */
export const LIMITS = {
  /** stays under PostgreSQL's 64-entry subtransaction cache (one subtransaction per op) */
  opsPerPush: 50,
  payloadBytes: 3_000_000,
  packNameChars: 80,
  packDescriptionChars: 1000,
  packAuthorChars: 80,
  reportNoteChars: 500,
  promptChars: 500,
  promptsPerPack: 5000,
  tagsPerPack: 20,
  tagChars: 30,
  gameIdChars: 100,
  usernameChars: 80,
  feedbackChars: 2000,
  /** contact.create (the /info/contact form) */
  contactNameChars: 80,
  contactEmailChars: 254,
  contactMessageChars: 2000,
  /** push_anonymous takes fewer ops per call than push: a visitor rarely has more queued */
  opsPerAnonymousPush: 10,
  draftUpdateBytes: 1_048_576,
  pullLimitMax: 1000,
  /** keys per `pull_keys` call */
  pullKeysMax: 1000,
  /** dealt.merge: a deck's id, the cards one op carries, the cards a deck keeps, decks per account */
  dealtDeckChars: 100,
  dealtCardsPerOp: 5000,
  dealtCardsPerDeck: 10000,
  dealtDecksPerAccount: 2000,
} as const;

/** A dealt card's fingerprint (draw.ts promptFingerprint: FNV-1a 32 bits in base 36), never its text. */
export const DEALT_CARD_PATTERN = /^[0-9a-z]{1,7}$/;

/**
 * The cards dealt from one deck in its current round (`round`: how many times the deck was started
 * over). Merge (both sides): the higher round wins, equal rounds union their cards. A card dealt on
 * either device counts as dealt; a deck started over on one device starts over on the other.
 */
export interface DealtDeck {
  round: number;
  cards: readonly string[];
}

/**
 * mergeDealt(a, b): commutative, associative and idempotent as sets (the order devices sync in
 * never matters); returns `a` itself when `b` adds nothing.
 */
export function mergeDealt(a: DealtDeck, b: DealtDeck): DealtDeck {
  if (a.round !== b.round) return a.round > b.round ? a : b;
  const have = new Set(a.cards);
  const extra = b.cards.filter((card) => !have.has(card));
  if (extra.length === 0) return a;
  return { round: a.round, cards: [...a.cards, ...extra] };
}

// Payloads ---------------------------------------------------------------------------------------

/** docs/spec/games.md feedback record, keyed by the date string it was given on. */
export interface FeedbackCreatePayload {
  key: string;
  time: string;
  feedback: string;
  positive: boolean;
  game: string;
  /** the username shown with the feedback */
  user: string;
}

/** What a message to the team is about (the /info/contact form's choice list). */
export const CONTACT_TOPICS = [
  'question',
  'problem',
  'idea',
  'partnership',
  'privacy',
  'other',
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * A message to the team from the /info/contact form. `name` and `email` may be '' (not given); a
 * non-empty email must look like an address (the server checks the same shape), so a reply can go
 * to it. Stored in `contact_messages`, which no client can read back.
 */
export interface ContactCreatePayload {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** The email shape both sides accept: something@something.tld, no spaces, one @. */
export const CONTACT_EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

/** Whether a built-in pack is switched on for a game; last writer wins in server order. */
export interface PackStateSetPayload {
  game: string;
  packId: string;
  active: boolean;
}

/** A built-in game id or a user pack id (a pack id also moves that pack's like counter). */
export interface LikePayload {
  gameId: string;
}

export interface PlayCountPayload {
  packId: string;
}

export interface RewardClaimPayload {
  rewardId: string;
}

/** amount: integer 1..1 000 000; rejected ("Insufficient dojo coins") if the balance would go below 0. */
export interface CoinsSpendPayload {
  amount: number;
  reason: string;
}

/** Sent by the referred user; the referrer earns coins and referred_users + 1, once. */
export interface ReferralRecordPayload {
  referrerId: string;
}

/**
 * A username, the language the person chose (issue 39), or both. A payload of neither is refused
 * by the server.
 */
export type ProfileUpdatePayload =
  { username: string; lang?: ProfileLang } | { username?: undefined; lang: ProfileLang };

/** The languages the app is shown in (src/lib/i18n LANGS); the server's profiles.lang check. */
export type ProfileLang = 'en' | 'da';

/**
 * The language a user pack is written in (issue 39); the server's packs.lang check. A pack saved
 * before packs had a language, or a pack file without one, is English.
 */
export type PackLang = ProfileLang;
export const PACK_LANGS: readonly PackLang[] = ['en', 'da'];

export function isPackLang(value: unknown): value is PackLang {
  return value === 'en' || value === 'da';
}

/** A pack's language: the one it was saved with, else English. */
export function packLangOf(metadata: { lang?: PackLang | null }): PackLang {
  return isPackLang(metadata.lang) ? metadata.lang : 'en';
}

/**
 * The game a user pack is for (docs/spec/editor.md "The game a pack is for"). The server's
 * packs.game check takes exactly these; 'party-stream' is kept for a pack of mixed card types the
 * editor does not offer yet.
 */
export const PACK_GAMES = [
  'never-have-i-ever',
  'most-likely-to',
  'truth-or-dare',
  'charades',
  'category',
  'party-stream',
] as const;
export type PackGame = (typeof PACK_GAMES)[number];

export function isPackGame(value: unknown): value is PackGame {
  return typeof value === 'string' && (PACK_GAMES as readonly string[]).includes(value);
}

/** A truth-or-dare prompt is one or the other; prompts of other games carry no kind. */
export const PROMPT_KINDS = ['truth', 'dare'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

/** docs/spec/editor.md user game pack metadata. */
export interface PackMetadata {
  name: string;
  /** uuid, generated by the client */
  id: string;
  description: string;
  author: string;
  explicit: boolean;
  alcohol: boolean;
  /** ISO 8601 */
  creation_date: string;
  tags: string[];
  /**
   * The game the pack is for. Absent (or null from the server) in packs made before packs had
   * one: the client infers it from the prompts' lead-ins until the owner confirms it.
   */
  game?: PackGame | null;
  /**
   * The language the prompts are written in: their lead-ins at a table follow it. Absent in packs
   * and files made before packs had one, which are English (packLangOf).
   */
  lang?: PackLang;
}

export interface PackPrompt {
  text: string;
  /** Truth or dare packs only: which list the prompt is dealt from. */
  kind?: PromptKind;
}

export interface PackContent {
  metadata: PackMetadata;
  prompts: PackPrompt[];
}

/**
 * Creates or replaces a pack owned by the caller. A final save (draft false) must pass docs/spec/editor.md
 * validation; a draft may be incomplete. metadata.game, when given, is one of PACK_GAMES, and a
 * prompt's kind one of PROMPT_KINDS (kept for truth or dare packs only). The server keeps the "draft" tag in step with the flag,
 * and a draft save unpublishes. Saving a deleted pack is rejected ("pack was deleted").
 */
export interface PackSavePayload {
  pack: PackContent;
  draft: boolean;
}

/** Makes a saved, non-draft pack readable by everyone. */
export interface PackPublishPayload {
  packId: string;
}

/** Leaves a tombstone; the client removes packs/{packId}.json from Storage itself. */
export interface PackDeletePayload {
  packId: string;
}

/** One Yjs update for a pack draft, base64 (no line breaks), at most 1 MiB decoded. */
export interface DraftUpdatePayload {
  packId: string;
  update: string;
  /**
   * Compaction: `update` is the merged state of exactly the draft updates whose server ids
   * (from `draft-update` changes) are listed here. The server deletes those rows and keeps every
   * other one, so an update another device appended meanwhile is never lost.
   */
  replaces?: number[];
}

/** Why a community pack is reported ("Report this pack"); the server takes exactly these. */
export const PACK_REPORT_REASONS = [
  'offensive',
  'sexual',
  'hateful',
  'dangerous',
  'spam',
  'other',
] as const;

export type PackReportReason = (typeof PACK_REPORT_REASONS)[number];

/**
 * Reports someone else's published pack, once per account (a second report of the same pack
 * answers `already`). Enough accounts' reports hide it from the gallery pending review.
 */
export interface PackReportPayload {
  packId: string;
  reason: PackReportReason;
  /** optional, at most 500 characters; '' for none */
  note: string;
}

/**
 * The cards a device dealt from one deck since its last push, in its current round (see DealtDeck):
 * the server merges them into the account's deck (higher round wins, equal rounds union).
 */
export interface DealtMergePayload {
  deck: string;
  round: number;
  /** fingerprints (DEALT_CARD_PATTERN), at most LIMITS.dealtCardsPerOp */
  cards: string[];
}

export interface OpPayloads {
  'contact.create': ContactCreatePayload;
  'feedback.create': FeedbackCreatePayload;
  'pack-state.set': PackStateSetPayload;
  'like.add': LikePayload;
  'like.remove': LikePayload;
  'play.count': PlayCountPayload;
  'reward.claim': RewardClaimPayload;
  'coins.spend': CoinsSpendPayload;
  'referral.record': ReferralRecordPayload;
  'profile.update': ProfileUpdatePayload;
  'pack.save': PackSavePayload;
  'pack.publish': PackPublishPayload;
  'pack.delete': PackDeletePayload;
  'draft.update': DraftUpdatePayload;
  'pack.report': PackReportPayload;
  'dealt.merge': DealtMergePayload;
}

export type OpType = keyof OpPayloads;

/** Every op type, once: an op missing here fails to compile (and the SQL drift test checks it). */
const OP_TYPE_SET = {
  'contact.create': 1,
  'feedback.create': 1,
  'pack-state.set': 1,
  'like.add': 1,
  'like.remove': 1,
  'play.count': 1,
  'reward.claim': 1,
  'coins.spend': 1,
  'referral.record': 1,
  'profile.update': 1,
  'pack.save': 1,
  'pack.publish': 1,
  'pack.delete': 1,
  'draft.update': 1,
  'pack.report': 1,
  'dealt.merge': 1,
} satisfies Record<OpType, 1>;

export const OP_TYPES = Object.keys(OP_TYPE_SET) as readonly OpType[];

// Envelope ---------------------------------------------------------------------------------------

/**
 * One outbox entry. `id` (uuidv7) is the idempotency key: the server applies it at most once and
 * answers replays with the first outcome. `userId` must be the signed-in user. `createdAt` and
 * `attempts` are delivery details and are not compared on replay.
 */
export type Op = {
  [T in OpType]: {
    id: string;
    type: T;
    payload: OpPayloads[T];
    userId: string;
    /** ISO 8601 */
    createdAt: string;
    attempts: number;
  };
}[OpType];

export type OpOf<T extends OpType> = Extract<Op, { type: T }>;

// Anonymous ops ----------------------------------------------------------------------------------

/**
 * Op types the server also takes from someone who is not signed in, through
 * `rpc('push_anonymous', { ops })` (supabase/migrations/20261124200000_contact_and_opt_outs.sql):
 * a message to the team and game feedback. Made signed out (`userId: null`), they go at once
 * instead of waiting for "Add to my account"; every other signed-out op still waits.
 */
export const ANONYMOUS_OP_TYPES: readonly OpType[] = ['contact.create', 'feedback.create'];

/**
 * Of those, the ones `push` does not apply: a signed-in user's go through `push_anonymous` as well,
 * which records them under the user of the session (never a user named in the op).
 */
export const ANONYMOUS_RPC_ONLY_OP_TYPES: readonly OpType[] = ['contact.create'];

export type PushRoute = 'push' | 'push_anonymous';

/** Which RPC carries an outbox op; null: none yet (made signed out, waits to be adopted). */
export function pushRoute(op: { type: string; userId: string | null }): PushRoute | null {
  const type = op.type as OpType;
  if (op.userId === null) return ANONYMOUS_OP_TYPES.includes(type) ? 'push_anonymous' : null;
  return ANONYMOUS_RPC_ONLY_OP_TYPES.includes(type) ? 'push_anonymous' : 'push';
}

/** An op as push_anonymous takes it: `userId` null when made signed out. */
export type AnonymousOp = Omit<Op, 'userId'> & { userId: string | null };

/**
 * Answered by push_anonymous instead of a verdict when its hourly limit is reached: nothing was
 * recorded, so the same op id is sent again later (the client keeps it and backs off).
 */
export interface RetryLaterOutcome {
  id: string;
  status: 'retry';
  reason: string;
}

export interface PushAnonymousResponse {
  protocolVersion: number;
  results: (OpOutcome | RetryLaterOutcome)[];
}

/** RPC arguments: `supabase.rpc('push_anonymous', { ops })`; at most LIMITS.opsPerAnonymousPush. */
export interface PushAnonymousArgs {
  ops: AnonymousOp[];
}

// Push -------------------------------------------------------------------------------------------

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Per-operation answer, in the order sent. A client drops the op from its outbox on every status:
 * `applied` and `duplicate` mean the server has it, `rejected` means it never will (the reason says
 * why). Transport failures (no answer at all) are the only thing to retry.
 */
export type OpOutcome =
  | { id: string; status: 'applied'; result: JsonValue }
  | { id: string; status: 'duplicate'; first: 'applied'; result: JsonValue }
  | { id: string; status: 'duplicate'; first: 'rejected'; reason: string }
  | { id: string | null; status: 'rejected'; reason: string };

export interface PushResponse {
  protocolVersion: number;
  results: OpOutcome[];
}

/** RPC arguments: `supabase.rpc('push', { ops })`. At most LIMITS.opsPerPush per call. */
export interface PushArgs {
  ops: Op[];
}

// Pull -------------------------------------------------------------------------------------------

/** The caller's profile as docs/spec/accounts.md names its fields. */
export interface ProfileRecord {
  username: string;
  creation_date: string;
  achievements: string[];
  dojo_coins: number;
  premium: boolean;
  cancelled: boolean;
  stripe_user_id: string | null;
  stripe_subscription_id: string | null;
  liked_games: string[];
  created_games: string[];
  claimed_rewards: string[];
  /** unix seconds */
  premiumEndDate: number | null;
  referred_users: number;
  /**
   * Premium built-in packs bought with coins, `${game}/${packId}` (public.unlock_pack). Absent in
   * profiles pulled from a server older than migration 20261124300000.
   */
  unlocked_packs?: string[];
  /**
   * The language the person chose with the switch, null until they choose. Absent in profiles
   * pulled from a server older than migration 20261202200000.
   */
  lang?: ProfileLang | null;
}

/** docs/spec/editor.md user game pack as the server holds it. */
export interface PackRecord extends PackContent {
  likes: number;
  plays: number;
  /** ISO 8601 */
  lastUpdated: string;
  draft: boolean;
  published: boolean;
  ownerId: string;
}

export type Change =
  | { kind: 'profile'; id: string; profile: ProfileRecord }
  | { kind: 'pack'; id: string; pack: PackRecord }
  /** deleted, or no longer visible to this caller (unpublished by its owner) */
  | { kind: 'pack'; id: string; deleted: true }
  /** liked false is an unlike */
  | { kind: 'like'; gameId: string; liked: boolean }
  | { kind: 'pack-state'; game: string; packId: string; active: boolean }
  | { kind: 'draft-update'; id: number; packId: string; update: string }
  | { kind: 'coin-entry'; id: number; amount: number; reason: string; createdAt: string }
  /** the account's dealt cards of one deck, whole (merge it with the device's: mergeDealt) */
  | { kind: 'dealt'; deck: string; round: number; cards: string[] };

export type ChangeKind = Change['kind'];

// Keys -------------------------------------------------------------------------------------------

/** What names the row a change writes: a change itself, or a stored row's fields of that kind. */
export type ChangeKeyFields =
  | { kind: 'profile' | 'pack'; id: string }
  | { kind: 'draft-update' | 'coin-entry'; id: number }
  | { kind: 'like'; gameId: string }
  | { kind: 'pack-state'; game: string; packId: string }
  | { kind: 'dealt'; deck: string };

/** The key a change is applied under (PullPage: "apply each by its key"). */
export function changeKey(change: ChangeKeyFields): string {
  switch (change.kind) {
    case 'profile':
    case 'pack':
    case 'draft-update':
    case 'coin-entry':
      return `${change.kind}/${change.id}`;
    case 'like':
      return `like/${change.gameId}`;
    case 'pack-state':
      return `pack-state/${change.game}/${change.packId}`;
    case 'dealt':
      return `dealt/${change.deck}`;
  }
}

/**
 * The keys (changeKey form) of server state an op writes, so a pending op can shadow a pulled
 * value of the same key (the op will be applied after it in server order, so its value wins anyway).
 */
export const OP_KEYS: {
  [T in OpType]: (op: { userId: string | null; payload: OpPayloads[T] }) => string[];
} = {
  'contact.create': () => [],
  'feedback.create': () => [],
  'pack-state.set': ({ payload }) => [
    changeKey({ kind: 'pack-state', game: payload.game, packId: payload.packId }),
  ],
  'like.add': ({ payload }) => [changeKey({ kind: 'like', gameId: payload.gameId })],
  'like.remove': ({ payload }) => [changeKey({ kind: 'like', gameId: payload.gameId })],
  // Counters and ledgers: the server adds them up, nothing pulled is overwritten by them.
  'play.count': () => [],
  'reward.claim': () => [],
  'coins.spend': () => [],
  'referral.record': () => [],
  // A username changed offline stays on screen until the push lands (sync/README.md "Conflicts").
  'profile.update': ({ userId }) => (userId ? [changeKey({ kind: 'profile', id: userId })] : []),
  'pack.save': ({ payload }) => [changeKey({ kind: 'pack', id: payload.pack.metadata.id })],
  'pack.publish': ({ payload }) => [changeKey({ kind: 'pack', id: payload.packId })],
  'pack.delete': ({ payload }) => [changeKey({ kind: 'pack', id: payload.packId })],
  'draft.update': () => [],
  'pack.report': () => [],
  // Merged, never overwritten: a pulled deck is merged with the device's, so nothing is shadowed.
  'dealt.merge': () => [],
};

/**
 * The keys whose local value a refused op may have left wrong, so only they are read again
 * (`pull_keys`) instead of everything; null: the op's local effect reaches further than keys can
 * name (a deleted pack's drafts), or its type is unknown, so everything is pulled again. Besides
 * OP_KEYS: a like moves a user pack's like counter, a play its play counter, both kept locally.
 * Ops whose local effect is read from the outbox itself (spends, claims) name nothing: leaving
 * the outbox for the quarantine already undoes it.
 */
export function refusalKeys(entry: {
  type: string;
  userId: string | null;
  payload: unknown;
}): string[] | null {
  if (!Object.hasOwn(OP_KEYS, entry.type) || entry.type === 'pack.delete') return null;
  const payload = entry.payload as { gameId?: unknown; packId?: unknown } | null;
  const counter =
    entry.type === 'like.add' || entry.type === 'like.remove'
      ? payload?.gameId
      : entry.type === 'play.count'
        ? payload?.packId
        : undefined;
  const keys = opKeys(entry);
  if (typeof counter === 'string') keys.push(changeKey({ kind: 'pack', id: counter }));
  return keys;
}

/** The keys of one stored op; an unknown type (a newer build's op) shadows nothing. */
export function opKeys(entry: { type: string; userId: string | null; payload: unknown }): string[] {
  if (!Object.hasOwn(OP_KEYS, entry.type)) return [];
  const keysOf = OP_KEYS[entry.type as OpType] as (op: {
    userId: string | null;
    payload: unknown;
  }) => string[];
  // Stored payloads were checked when written; a malformed one must not break a pull.
  try {
    return keysOf(entry);
  } catch {
    return [];
  }
}

/**
 * `changes` are ordered and delivered at least once: apply each by its key (profile id, pack id,
 * gameId, game+packId, draft/coin entry id), so a repeat is harmless. Store `cursor` only after
 * applying the page; call again while `more` is true.
 */
export interface PullPage {
  protocolVersion: number;
  changes: Change[];
  /** opaque; pass it back unchanged */
  cursor: string;
  more: boolean;
}

/** The cursor cannot be served (too old, malformed, other version): drop it and pull from null. */
export interface PullResync {
  protocolVersion: number;
  resync: true;
  reason: 'cursor too old' | 'malformed cursor' | 'unsupported cursor version';
}

export type PullResponse = PullPage | PullResync;

/** RPC arguments: `supabase.rpc('pull', { cursor, limit })`; limit 1..1000, default 500. */
export interface PullArgs {
  cursor: string | null;
  limit?: number;
}

/**
 * `rpc('pull_keys', { keys })`: the current value of each key (changeKey form, at most
 * LIMITS.pullKeysMax), as pull would send it and with pull's visibility. `missing`: keys with no
 * row the caller may see (never made, someone else's private pack, malformed).
 */
export interface PullKeysResponse {
  protocolVersion: number;
  changes: Change[];
  missing: string[];
}

export interface PullKeysArgs {
  keys: string[];
}

export function isResync(response: PullResponse): response is PullResync {
  return 'resync' in response && response.resync === true;
}
