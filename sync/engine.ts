// The sync engine: drains the outbox through push() and brings the server's changes back through
// pull(). Framework-free: storage, network, session and time come in through small interfaces so
// the same engine runs in the app (Dexie + supabase-js), in Node tests (memory + the local backend)
// and under fault injection. The invariants it keeps are listed in sync/README.md.

import {
  changeKey,
  isResync,
  LIMITS,
  refusalKeys,
  PROTOCOL_VERSION,
  pushRoute,
  type AnonymousOp,
  type Change,
  type Op,
  type OpOutcome,
  type PullKeysResponse,
  type PullResponse,
  type PushAnonymousResponse,
  type PushResponse,
  type PushRoute,
} from './protocol';
import { readablePushOutcomes } from './push-validation';

// Interfaces -------------------------------------------------------------------------------------

/** How a failed request failed, which decides what the engine does next. */
export type TransportErrorKind =
  /** no answer at all (no network, DNS, connection reset): retry with backoff */
  | 'offline'
  /**
   * the request went out but its answer did not come back in time (a slow link): a push is sent
   * again smaller (PushWindow); a push of one op, or a pull, backs off
   */
  | 'timeout'
  /** the server answered but failed (5xx, 429, 404 of an RPC, malformed answer): backoff */
  | 'server'
  /** 401/403: refresh the session once, then retry */
  | 'auth'
  /** 400/413/422: this request will never succeed as sent (bisect a push down to the bad op) */
  | 'permanent';

export class TransportError extends Error {
  constructor(
    readonly kind: TransportErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface SyncTransport {
  push(ops: readonly Op[]): Promise<PushResponse>;
  /**
   * `rpc('push_anonymous', { ops })`: the op types that need no account (protocol.ts
   * ANONYMOUS_OP_TYPES), with or without a session. A transport without it sends none of them:
   * they wait in the outbox like any other op made signed out.
   */
  pushAnonymous?(ops: readonly AnonymousOp[]): Promise<PushAnonymousResponse>;
  pull(cursor: string | null, limit: number): Promise<PullResponse>;
  /**
   * `rpc('pull_keys', { keys })`: the current rows of a few keys. A transport without it makes
   * every refusal pull everything again.
   */
  pullKeys?(keys: readonly string[]): Promise<PullKeysResponse>;
  /**
   * Gets a fresh access token. Resolves false when the session is gone for good (refresh token
   * revoked): the user must sign in again. Throws an `offline` TransportError when it cannot tell.
   */
  refreshSession(): Promise<boolean>;
}

/**
 * An outbox entry as stored. Ops made while signed out have no user: they are sent only once a
 * user adopts them, except the anonymous types (contact messages, feedback), which go at once.
 */
export interface OutboxEntry {
  id: string;
  type: Op['type'];
  payload: unknown;
  userId: string | null;
  createdAt: string;
  attempts: number;
}

/** The server's durable answer for one op. */
export type Settlement =
  | { id: string; status: 'done'; outcome: OpOutcome }
  | { id: string; status: 'quarantine'; reason: string };

export interface CursorState {
  cursor: string | null;
  /** a full pull was started and not finished: restart it (its prune needs every page) */
  resyncing: boolean;
  /**
   * The local replica of this user's data is present on this device. False with a cursor means
   * the data was evicted or replaced (another user's data is shown): pull everything again.
   */
  hasBaseline: boolean;
}

export interface PageToApply {
  changes: readonly Change[];
  /** Changes read by key after a refusal (`pull_keys`) come with the stored cursor, unchanged. */
  cursor: string;
  /** true also for changes read by key: they end no pull */
  more: boolean;
  /**
   * Set on the last page of a full pull: the keys this device held when the pull began
   * (`storedKeys`) that no page of it brought. The server no longer has them: their rows, unless
   * shadowed by a pending op, must go. (Only what was stored is remembered, never every key pulled,
   * so a first sync of a million rows holds nothing extra in memory.)
   */
  prune: ReadonlySet<string> | null;
}

export interface SyncStore {
  /** The user's oldest unanswered ops, in id order (the order they were made on this device). */
  nextBatch(userId: string, limit: number): Promise<OutboxEntry[]>;
  /**
   * The oldest ops made signed out (`userId` null) whose type push_anonymous takes
   * (`pushRoute(op) === 'push_anonymous'`), in id order.
   */
  nextAnonymousBatch(limit: number): Promise<OutboxEntry[]>;
  /**
   * Records answers durably in one transaction: `done` ops leave the outbox, `quarantine` ops move
   * to the quarantine with their reason. Only after this resolves is an answer considered handled.
   * `userId` is the session's user (null for an anonymous push).
   */
  settle(userId: string | null, settlements: readonly Settlement[]): Promise<void>;
  /** Counts a delivery attempt that got no answer (shown in the status UI). */
  markAttempt(ids: readonly string[]): Promise<void>;
  readCursor(userId: string): Promise<CursorState>;
  /** Forgets the cursor and marks a full pull as started. */
  beginResync(userId: string): Promise<void>;
  /** Keys (changeKey form) of the server-derived rows this device holds for the user: what a full pull's prune may drop. */
  storedKeys(userId: string): Promise<Set<string>>;
  /** Applies one page and stores its cursor in the same transaction. */
  applyPage(userId: string, page: PageToApply): Promise<void>;
  /** A push and a full pull round finished; `at` is the engine clock's ms. */
  recordSuccess(userId: string, at: number): Promise<void>;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type SyncTrigger =
  | 'start'
  | 'online'
  | 'visible'
  | 'timer'
  | 'write'
  | 'session'
  | 'background-sync'
  | 'manual'
  | 'retry';

/** Triggers that mean "the situation changed": they skip a pending backoff wait. */
const URGENT: ReadonlySet<SyncTrigger> = new Set([
  'online',
  'session',
  'manual',
  'background-sync',
  'start',
]);

export type SyncPhase =
  | 'idle'
  | 'pushing'
  | 'pulling'
  /** waiting before a retry */
  | 'backoff'
  /** no signed-in user: only anonymous ops (contact messages, feedback) are sent */
  | 'signed-out'
  /** the session cannot be refreshed: the user must sign in again; nothing is lost */
  | 'needs-sign-in'
  | 'stopped';

export interface SyncStatus {
  phase: SyncPhase;
  userId: string | null;
  /** engine clock ms of the last finished round, this run */
  lastSuccessAt: number | null;
  lastError: { kind: TransportErrorKind | 'internal'; message: string; at: number } | null;
  /** consecutive failed rounds */
  failures: number;
  /** engine clock ms of the next retry while in backoff */
  retryAt: number | null;
  /** the last failure was a missing connection */
  offline: boolean;
  /**
   * A push timed out this round or the last one: the connection works but is slow, and the outbox
   * goes in smaller pushes (PushWindow). Cleared when a round finishes.
   */
  slow: boolean;
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export interface SyncEngineOptions {
  store: SyncStore;
  transport: SyncTransport;
  /** The signed-in user whose session the transport uses, or null. */
  session: () => string | null;
  clock?: Clock;
  /** [0, 1): the jitter source; injectable so the fuzz is reproducible */
  random?: () => number;
  batchSize?: number;
  /** page size of an incremental pull */
  pullLimit?: number;
  /** Page size of a full pull. Large by default: a first sync of a big account in few requests. */
  resyncPullLimit?: number;
  backoff?: BackoffOptions;
  /** the periodic trigger: also retries anything that failed without a new write */
  pollMs?: number;
  onStatus?: (status: SyncStatus) => void;
  /** called when a round fails for a reason the engine cannot classify (a bug) */
  onInternalError?: (error: unknown) => void;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, maxMs: 60_000 };

/** Full jitter over a capped exponential: spreads a fleet's retries after an outage. */
export function backoffDelay(failures: number, options: BackoffOptions, random: number): number {
  const exp = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exp / 2 + (exp / 2) * random);
}

/** The server refuses an op made by another user without recording it: keep it for its owner. */
const NOT_THIS_SESSION = 'operation userId does not match the signed-in user';
const MAX_RESYNCS_PER_ROUND = 3;

// Engine -----------------------------------------------------------------------------------------

export class SyncEngine {
  private readonly store: SyncStore;
  private readonly transport: SyncTransport;
  private readonly session: () => string | null;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly batchSize: number;
  private readonly anonymousBatchSize: number;
  private readonly pullLimit: number;
  private readonly resyncPullLimit: number;
  private readonly backoff: BackoffOptions;
  private readonly pollMs: number;
  private readonly listeners = new Set<(status: SyncStatus) => void>();
  private readonly onInternalError: (error: unknown) => void;

  private status: SyncStatus = {
    phase: 'stopped',
    userId: null,
    lastSuccessAt: null,
    lastError: null,
    failures: 0,
    retryAt: null,
    offline: false,
    slow: false,
  };
  private running: Promise<void> | null = null;
  private dirty = false;
  private stopped = true;
  private retryTimer: unknown = null;
  private pollTimer: unknown = null;
  /**
   * A refused op may have left a local value the server never took: read its keys again
   * (`refusedKeys`), or pull everything once when its keys cannot say (`resyncWanted`).
   */
  private resyncWanted = false;
  private readonly refusedKeys = new Set<string>();
  /** session the engine gave up on (refresh failed); cleared when the session changes */
  private deadSession: string | null = null;
  /** how much one push carries: smaller after a timeout, larger again after successes */
  private readonly window: PushWindow;

  constructor(options: SyncEngineOptions) {
    this.store = options.store;
    this.transport = options.transport;
    this.session = options.session;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.batchSize = Math.min(options.batchSize ?? LIMITS.opsPerPush, LIMITS.opsPerPush);
    this.anonymousBatchSize = Math.min(this.batchSize, LIMITS.opsPerAnonymousPush);
    this.window = new PushWindow(this.batchSize);
    this.pullLimit = Math.min(options.pullLimit ?? 500, LIMITS.pullLimitMax);
    this.resyncPullLimit = Math.min(
      options.resyncPullLimit ?? LIMITS.pullLimitMax,
      LIMITS.pullLimitMax,
    );
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.pollMs = options.pollMs ?? 30_000;
    this.onInternalError = options.onInternalError ?? (() => undefined);
    if (options.onStatus) this.listeners.add(options.onStatus);
  }

  getStatus(): SyncStatus {
    return this.status;
  }

  subscribe(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setStatus({ phase: 'idle' });
    this.schedulePoll();
    this.trigger('start');
  }

  /** Stops scheduling; a round in flight finishes its current request (answers are still kept). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer('retry');
    this.clearTimer('poll');
    this.setStatus({ phase: 'stopped', retryAt: null });
    await this.running;
  }

  /** Asks for a round. Cheap and safe to call often: rounds never overlap. */
  trigger(reason: SyncTrigger): void {
    if (this.stopped) return;
    if (reason === 'session') this.deadSession = null;
    this.dirty = true;
    if (this.retryTimer !== null) {
      if (!URGENT.has(reason)) return;
      this.clearTimer('retry');
      this.status = { ...this.status, failures: 0 };
    }
    if (!this.running) this.running = this.loop();
  }

  /** Resolves once a round that starts now has finished (tests, background sync). */
  async syncNow(reason: SyncTrigger = 'manual'): Promise<SyncStatus> {
    this.trigger(reason);
    return this.whenIdle();
  }

  /** Resolves when no round is running (without asking for one). */
  async whenIdle(): Promise<SyncStatus> {
    while (this.running) await this.running;
    return this.status;
  }

  private async loop(): Promise<void> {
    try {
      while (this.dirty && !this.stopped && this.retryTimer === null) {
        this.dirty = false;
        await this.round();
      }
    } finally {
      this.running = null;
    }
  }

  private async round(): Promise<void> {
    const userId = this.session();
    if (!userId) {
      await this.anonymousRound();
      return;
    }
    if (userId === this.deadSession) {
      this.setStatus({ phase: 'needs-sign-in', userId, retryAt: null });
      return;
    }
    this.setStatus({ userId });
    try {
      await this.withAuth(() => this.pushAll(userId));
      if (this.stopped) return;
      await this.withAuth(() => this.pullAll(userId));
      const at = this.clock.now();
      await this.store.recordSuccess(userId, at);
      this.setStatus({
        phase: 'idle',
        lastSuccessAt: at,
        failures: 0,
        retryAt: null,
        offline: false,
        slow: false,
        lastError: null,
      });
    } catch (error) {
      this.fail(userId, error);
    }
  }

  /**
   * Signed out: the anonymous ops (a message to the team, feedback) go through push_anonymous;
   * everything else stays for whoever adopts it. Nothing is pulled.
   */
  private async anonymousRound(): Promise<void> {
    this.setStatus({ phase: 'signed-out', userId: null, retryAt: null });
    if (!this.transport.pushAnonymous) return;
    try {
      await this.pushAnonymousAll(null);
      this.setStatus({
        phase: 'signed-out',
        failures: 0,
        offline: false,
        slow: false,
        lastError: null,
      });
    } catch (error) {
      this.fail(null, error);
    }
  }

  /** One 401 refreshes the session and tries again; a second one, or a dead session, stops. */
  private async withAuth(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof TransportError) || error.kind !== 'auth') throw error;
      const refreshed = await this.transport.refreshSession();
      if (!refreshed) throw new SessionLost();
      await work();
    }
  }

  private fail(userId: string | null, error: unknown): void {
    const at = this.clock.now();
    if (error instanceof SessionLost && userId !== null) {
      this.deadSession = userId;
      this.setStatus({
        phase: 'needs-sign-in',
        retryAt: null,
        lastError: { kind: 'auth', message: 'The session expired: sign in again to sync.', at },
      });
      return;
    }
    const kind = error instanceof TransportError ? error.kind : 'internal';
    if (kind === 'internal') this.onInternalError(error);
    const failures = this.status.failures + 1;
    const delay = backoffDelay(failures, this.backoff, this.random());
    const message = error instanceof Error ? error.message : String(error);
    this.setStatus({
      phase: 'backoff',
      failures,
      retryAt: at + delay,
      offline: kind === 'offline',
      slow: kind === 'timeout',
      lastError: { kind, message, at },
    });
    this.clearTimer('retry');
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      this.setStatus({ retryAt: null });
      this.trigger('retry');
    }, delay);
  }

  // Push -----------------------------------------------------------------------------------------

  private async pushAll(userId: string): Promise<void> {
    this.setStatus({ phase: 'pushing' });
    for (;;) {
      if (this.stopped) return;
      const batch = await this.store.nextBatch(userId, this.window.ops);
      // Defence in depth: never send an op under a session it was not made in.
      const mine = this.window.fit(batch.filter((op) => op.userId === userId));
      if (mine.length === 0) break;
      // Contact messages go through push_anonymous even when signed in (push does not know
      // them); the server records them under this session's user.
      const viaPush = mine.filter((op) => pushRoute(op) === 'push');
      const viaAnonymous = this.transport.pushAnonymous
        ? mine.filter((op) => pushRoute(op) === 'push_anonymous')
        : [];
      if (viaPush.length + viaAnonymous.length === 0) break;
      const sent = viaPush.length > 0 ? await this.pushBatch(userId, viaPush, 'push') : 'next';
      if (sent === 'stop') return;
      if (sent === 'again') continue;
      for (const chunk of chunks(viaAnonymous, this.anonymousBatchSize)) {
        const outcome = await this.pushBatch(userId, chunk, 'push_anonymous');
        if (outcome === 'stop') return;
        if (outcome === 'again') break;
      }
    }
    // Messages and feedback written before signing in stay anonymous: they go as they were made.
    await this.pushAnonymousAll(userId);
  }

  /** Drains the signed-out anonymous ops through push_anonymous (with `session`'s token, if any). */
  private async pushAnonymousAll(session: string | null): Promise<void> {
    if (!this.transport.pushAnonymous) return;
    for (;;) {
      if (this.stopped) return;
      const batch = await this.store.nextAnonymousBatch(
        Math.min(this.anonymousBatchSize, this.window.ops),
      );
      const anonymous = this.window.fit(batch.filter((op) => op.userId === null));
      if (anonymous.length === 0) return;
      if ((await this.pushBatch(session, anonymous, 'push_anonymous')) === 'stop') return;
    }
  }

  private send(
    route: PushRoute,
    batch: readonly OutboxEntry[],
  ): Promise<PushResponse | PushAnonymousResponse> {
    if (route === 'push') return this.transport.push(batch.map(toOp));
    if (!this.transport.pushAnonymous) {
      return Promise.reject(new Error('this transport cannot push anonymous ops'));
    }
    return this.transport.pushAnonymous(batch.map(toAnonymousOp));
  }

  /**
   * `next`: the batch is settled; `stop`: it could not be (the session changed under it);
   * `again`: it timed out and the window shrank, so read the outbox's head again and send less.
   */
  private async pushBatch(
    userId: string | null,
    batch: readonly OutboxEntry[],
    route: PushRoute,
  ): Promise<'next' | 'stop' | 'again'> {
    let response: PushResponse | PushAnonymousResponse;
    const sentAt = this.clock.now();
    try {
      response = await this.send(route, batch);
    } catch (error) {
      if (error instanceof TransportError && error.kind === 'permanent') {
        if (batch.length > 1) {
          const half = Math.ceil(batch.length / 2);
          const first = await this.pushBatch(userId, batch.slice(0, half), route);
          if (first !== 'next') return first;
          return this.pushBatch(userId, batch.slice(half), route);
        }
        const only = batch[0]!;
        await this.store.settle(userId, [
          { id: only.id, status: 'quarantine', reason: error.message },
        ]);
        if (route === 'push') this.noteRefused(only);
        return 'next';
      }
      if (!(error instanceof TransportError && error.kind === 'auth')) {
        await this.store.markAttempt(batch.map((op) => op.id));
      }
      if (error instanceof TransportError && error.kind === 'timeout') {
        this.window.timedOut(batch);
        this.setStatus({ slow: true });
        // Smaller each time, down to one op: a link that carries one op in time always drains.
        if (batch.length > 1) return 'again';
      }
      throw error;
    }
    this.window.succeeded(batch, this.clock.now() - sentAt);
    const { settlements, retryLater } = this.readAnswers(batch, response);
    const keep = settlements.length < batch.length;
    // A refused anonymous op left no server-derived value behind: nothing to read again.
    if (route === 'push') {
      for (const [i, s] of settlements.entries()) {
        if (s.status === 'quarantine') this.noteRefused(batch[i]!);
      }
    }
    if (settlements.length > 0) await this.store.settle(userId, settlements);
    if (retryLater !== null) {
      // The server's hourly limit: nothing was recorded for the rest; back off and send it again.
      await this.store.markAttempt(batch.slice(settlements.length).map((op) => op.id));
      throw new TransportError('server', retryLater, 429);
    }
    return keep ? 'stop' : 'next';
  }

  /** What the next pull reads again for a refused op: its keys, or everything. */
  private noteRefused(op: OutboxEntry): void {
    const keys = this.transport.pullKeys ? refusalKeys(op) : null;
    if (keys === null) this.resyncWanted = true;
    else for (const key of keys) this.refusedKeys.add(key);
  }

  /** Maps answers to ops by position (ids are checked); anything inconsistent is a server error. */
  private readAnswers(
    batch: readonly OutboxEntry[],
    response: PushResponse | PushAnonymousResponse,
  ): { settlements: Settlement[]; retryLater: string | null } {
    if (
      !response ||
      response.protocolVersion !== PROTOCOL_VERSION ||
      !Array.isArray(response.results) ||
      response.results.length !== batch.length ||
      !readablePushOutcomes(response.results)
    ) {
      throw new TransportError('server', 'The server sent an unexpected push answer.');
    }
    const settlements: Settlement[] = [];
    for (let i = 0; i < batch.length; i++) {
      const op = batch[i]!;
      const outcome = response.results[i]!;
      if (outcome.id !== null && outcome.id !== op.id) {
        throw new TransportError('server', 'The server answered for a different operation.');
      }
      if (outcome.status === 'retry') {
        return { settlements, retryLater: outcome.reason };
      }
      if (outcome.status === 'applied') {
        settlements.push({ id: op.id, status: 'done', outcome });
      } else if (outcome.status === 'duplicate') {
        if (outcome.first === 'applied') settlements.push({ id: op.id, status: 'done', outcome });
        else settlements.push({ id: op.id, status: 'quarantine', reason: outcome.reason });
      } else if (outcome.reason === NOT_THIS_SESSION) {
        // Not recorded by the server: the session changed since the batch was read. Keep this op
        // and everything after it for its owner's next session.
        break;
      } else {
        settlements.push({ id: op.id, status: 'quarantine', reason: outcome.reason });
      }
    }
    return { settlements, retryLater: null };
  }

  // Pull -----------------------------------------------------------------------------------------

  private async pullAll(userId: string): Promise<void> {
    this.setStatus({ phase: 'pulling' });
    const state = await this.store.readCursor(userId);
    let cursor = state.cursor;
    // During a full pull: the keys stored when it began that no page has brought yet (null: an
    // incremental pull, nothing to prune).
    const full: { unseen: Set<string> | null } = { unseen: null };
    const restart = async () => {
      await this.store.beginResync(userId);
      cursor = null;
      full.unseen = await this.store.storedKeys(userId);
      // A full pull brings every key back, refused or not.
      this.refusedKeys.clear();
    };
    if (
      this.resyncWanted ||
      cursor === null ||
      state.resyncing ||
      (cursor !== null && !state.hasBaseline)
    ) {
      await restart();
    }
    this.resyncWanted = false;
    if (cursor !== null && this.refusedKeys.size > 0 && !(await this.pullRefused(userId, cursor))) {
      await restart();
    }
    let resyncs = 0;
    for (;;) {
      if (this.stopped) return;
      const limit = full.unseen ? this.resyncPullLimit : this.pullLimit;
      const response = await this.transport.pull(cursor, limit);
      if (!response || response.protocolVersion !== PROTOCOL_VERSION) {
        throw new TransportError('server', 'The server sent an unexpected pull answer.');
      }
      if (isResync(response)) {
        if (++resyncs > MAX_RESYNCS_PER_ROUND) {
          throw new TransportError('server', `The server keeps asking for a resync.`);
        }
        await restart();
        continue;
      }
      if (!Array.isArray(response.changes) || typeof response.cursor !== 'string') {
        throw new TransportError('server', 'The server sent an unexpected pull answer.');
      }
      const unseen = full.unseen;
      if (unseen) for (const change of response.changes) unseen.delete(changeKey(change));
      await this.store.applyPage(userId, {
        changes: response.changes,
        cursor: response.cursor,
        more: response.more,
        prune: !response.more ? unseen : null,
      });
      cursor = response.cursor;
      if (!response.more) return;
    }
  }

  /**
   * Reads the keys refused ops touched again and applies them under the unchanged cursor. False
   * when the server holds nothing under a key whose absence no change can say (a pack state never
   * set there): then only a full pull (its prune) puts the device right.
   */
  private async pullRefused(userId: string, cursor: string): Promise<boolean> {
    const pullKeys = this.transport.pullKeys?.bind(this.transport);
    if (!pullKeys) return false;
    for (const keys of chunks([...this.refusedKeys].sort(), LIMITS.pullKeysMax)) {
      if (this.stopped) return true;
      const response = await pullKeys(keys);
      if (
        !response ||
        response.protocolVersion !== PROTOCOL_VERSION ||
        !Array.isArray(response.changes) ||
        !Array.isArray(response.missing)
      ) {
        throw new TransportError('server', 'The server sent an unexpected answer for the keys.');
      }
      const changes: Change[] = [...response.changes];
      for (const key of response.missing) {
        const gone = absentChange(key);
        if (!gone) return false;
        changes.push(gone);
      }
      await this.store.applyPage(userId, { changes, cursor, more: true, prune: null });
      for (const key of keys) this.refusedKeys.delete(key);
    }
    return true;
  }

  // Plumbing -------------------------------------------------------------------------------------

  private schedulePoll(): void {
    this.clearTimer('poll');
    if (this.stopped) return;
    this.pollTimer = this.clock.setTimeout(() => {
      this.pollTimer = null;
      this.trigger('timer');
      this.schedulePoll();
    }, this.pollMs);
  }

  private clearTimer(which: 'retry' | 'poll'): void {
    const handle = which === 'retry' ? this.retryTimer : this.pollTimer;
    if (handle !== null) this.clock.clearTimeout(handle);
    if (which === 'retry') this.retryTimer = null;
    else this.pollTimer = null;
  }

  private setStatus(patch: Partial<SyncStatus>): void {
    const next = { ...this.status, ...patch };
    const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some(
      (k) => next[k] !== this.status[k],
    );
    if (!changed) return;
    this.status = next;
    for (const listener of this.listeners) listener(next);
  }
}

class SessionLost extends Error {}

/**
 * What a missing key means as a change, where the protocol has one: a pack the caller cannot see
 * is a tombstone (as pull sends it), a like never made is not liked. Null for the other kinds.
 */
function absentChange(key: string): Change | null {
  const slash = key.indexOf('/');
  const kind = key.slice(0, slash);
  const rest = key.slice(slash + 1);
  if (slash < 0 || rest === '') return null;
  if (kind === 'pack') return { kind: 'pack', id: rest, deleted: true };
  if (kind === 'like') return { kind: 'like', gameId: rest, liked: false };
  return null;
}

/** What an op weighs on the wire: the length of its JSON (UTF-16 units, bytes for ASCII text). */
export function opBytes(entry: OutboxEntry): number {
  return JSON.stringify(toOp(entry)).length;
}

function batchBytes(batch: readonly OutboxEntry[]): number {
  return batch.reduce((sum, op) => sum + opBytes(op), 0);
}

/** Past this a grown byte window is lifted altogether (count alone limits pushes again). */
const FULL_WINDOW_BYTES = 8_000_000;
/**
 * How long a push should take once the link has been found slow: a third of the transport's 30 s
 * timeout, so a link that slows down by up to 3× still answers in time.
 */
const PUSH_TARGET_MS = 10_000;

/**
 * How much one push may carry, by count and by bytes. A push that times out on a slow uplink is
 * halved (by count and by the bytes it carried, never below one op) and sent again at once, so
 * the queue always moves. Each success doubles the window back, but to no more bytes than the link
 * carried in PUSH_TARGET_MS at the rate that push measured, so a steady slow link is not sent a
 * push it cannot carry again and again; on a fast link it is soon lifted.
 */
export class PushWindow {
  ops: number;
  /** Infinity: no byte limit */
  bytes = Infinity;

  constructor(private readonly maxOps: number) {
    this.ops = maxOps;
  }

  get reduced(): boolean {
    return this.ops < this.maxOps || this.bytes !== Infinity;
  }

  /** The longest prefix of `batch` the window lets through; never empty when the batch is not. */
  fit<T extends OutboxEntry>(batch: readonly T[]): T[] {
    let total = 0;
    let n = 0;
    for (const op of batch) {
      if (n >= this.ops) break;
      total += this.bytes === Infinity ? 0 : opBytes(op);
      if (n > 0 && total > this.bytes) break;
      n++;
    }
    return batch.slice(0, Math.max(n, Math.min(1, batch.length)));
  }

  timedOut(sent: readonly OutboxEntry[]): void {
    this.ops = Math.max(1, Math.floor(sent.length / 2));
    this.bytes = Math.max(1, Math.floor(batchBytes(sent) / 2));
  }

  /** `elapsedMs`: how long the push took (≤ 0 when the clock moved back: not measured). */
  succeeded(sent: readonly OutboxEntry[], elapsedMs: number): void {
    if (!this.reduced || sent.length === 0) return;
    this.ops = Math.min(this.maxOps, this.ops * 2);
    let bytes = this.bytes * 2;
    if (elapsedMs > 0) bytes = Math.min(bytes, (batchBytes(sent) / elapsedMs) * PUSH_TARGET_MS);
    this.bytes = Math.max(1, Math.floor(bytes));
    if (this.bytes >= FULL_WINDOW_BYTES) this.bytes = Infinity;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function toAnonymousOp(entry: OutboxEntry): AnonymousOp {
  return {
    id: entry.id,
    type: entry.type,
    payload: entry.payload,
    userId: entry.userId,
    createdAt: entry.createdAt,
    attempts: entry.attempts,
  } as AnonymousOp;
}

function toOp(entry: OutboxEntry): Op {
  return {
    id: entry.id,
    type: entry.type,
    payload: entry.payload,
    userId: entry.userId ?? '',
    createdAt: entry.createdAt,
    attempts: entry.attempts,
  } as Op;
}
