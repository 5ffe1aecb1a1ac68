// Shared pieces of the sync suites: the local backend, signed-in supabase-js clients, op makers,
// a transport with injectable faults, and the two ways of reading the server's state (its tables,
// byte for byte, and a fresh full pull, as a state hash).

import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../sync/database.types.ts';
import { TransportError, type OutboxEntry, type SyncTransport } from '../../sync/engine.ts';
import { MemoryStore } from '../../sync/memory-store.ts';
import type {
  AnonymousOp,
  Op,
  OpPayloads,
  OpType,
  PullKeysResponse,
  PullResponse,
  PushAnonymousResponse,
  PushResponse,
} from '../../sync/protocol.ts';
import { createSupabaseTransport } from '../../sync/transport-supabase.ts';
import { SyncEngine } from '../../sync/engine.ts';
import type { LocalBackend } from '../../supabase/local/server.ts';

export type Client = SupabaseClient<Database>;

export function anonClient(backend: LocalBackend): Client {
  return createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  client: Client;
}

export async function signUp(backend: LocalBackend, prefix = 'sync'): Promise<TestUser> {
  const client = anonClient(backend);
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { id: data.user.id, email, password, client };
}

/** Another device of the same user: its own client and session. */
export async function signIn(backend: LocalBackend, user: TestUser): Promise<Client> {
  const client = anonClient(backend);
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** A uuidv7 from a given clock (the fuzz skews clocks), monotonic per generator. */
export function uuidv7Generator(now: () => number, random: () => number): () => string {
  let lastMs = -1;
  let seq = 0;
  return () => {
    let ms = Math.max(0, Math.floor(now()));
    if (ms <= lastMs) {
      ms = lastMs;
      seq += 1;
    } else {
      seq = Math.floor(random() * 0x7ff);
    }
    lastMs = ms;
    const hex = ms.toString(16).padStart(12, '0');
    const rand = () =>
      Math.floor(random() * 0x10000)
        .toString(16)
        .padStart(4, '0');
    const seqHex = (0x7000 | (seq & 0xfff)).toString(16);
    const variant = (0x8000 | Math.floor(random() * 0x4000)).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8)}-${seqHex}-${variant}-${rand()}${rand()}${rand()}`;
  };
}

export function makeOp<T extends OpType>(
  id: string,
  userId: string | null,
  type: T,
  payload: OpPayloads[T],
  createdAt = new Date().toISOString(),
): OutboxEntry {
  return { id, type, payload, userId, createdAt, attempts: 0 };
}

export function asOp(entry: OutboxEntry): Op {
  return { ...entry, userId: entry.userId ?? '' } as Op;
}

export function packContent(id: string, name: string, prompts: string[]) {
  return {
    metadata: {
      name,
      id,
      description: 'Made by the sync fuzz',
      author: 'Fuzz',
      explicit: false,
      alcohol: false,
      creation_date: '2026-11-21T10:00:00.000Z',
      tags: [],
    },
    prompts: prompts.map((text) => ({ text })),
  };
}

/** Every public and private table except the auth bookkeeping, as JSON text: "byte-identical". */
export async function serverBytes(backend: LocalBackend): Promise<string> {
  const tables = await backend.db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'private') and table_type = 'BASE TABLE'
      order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await backend.db.query<{ j: string | null }>(
      `select string_agg(t::text, E'\\n' order by t::text) as j from ${name} t`,
    );
    parts.push(`${name}\n${rows.rows[0]?.j ?? ''}`);
  }
  return parts.join('\n\n');
}

/** The server's view of one user, through a fresh full pull, as a replica hash. */
export async function serverHash(
  transport: SyncTransport,
  userId: string,
): Promise<{ hash: string; snapshot: Record<string, unknown> }> {
  const store = new MemoryStore();
  const engine = new SyncEngine({ store, transport, session: () => userId, pollMs: 1e9 });
  engine.start();
  const status = await engine.syncNow();
  await engine.stop();
  if (status.lastError) throw new Error(`reference pull failed: ${status.lastError.message}`);
  return { hash: store.hash(userId), snapshot: store.snapshot(userId) };
}

export async function serviceQuery<T>(
  backend: LocalBackend,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await backend.db.query<T>(sql, params)).rows;
}

export { createSupabaseTransport };

// Faults -----------------------------------------------------------------------------------------

export interface FaultPlan {
  /** no request leaves the client */
  partitioned: boolean;
  /** probability that a request reaches the server but its answer is lost */
  dropResponse: number;
  /** probability that a request reaches the server twice (a retried packet) */
  duplicateRequest: number;
  /** probability that a push is held back and delivered later, after newer requests */
  delayRequest: number;
}

export const NO_FAULTS: FaultPlan = {
  partitioned: false,
  dropResponse: 0,
  duplicateRequest: 0,
  delayRequest: 0,
};

/**
 * Wraps a real transport with the failures a phone sees. Delayed pushes are kept and delivered by
 * `deliverDelayed()` at a later step, so the server receives old batches after newer ones.
 */
export class FaultyTransport implements SyncTransport {
  plan: FaultPlan = { ...NO_FAULTS };
  readonly delayed: (readonly Op[])[] = [];
  requests = 0;

  constructor(
    readonly inner: SyncTransport,
    private readonly random: () => number,
  ) {}

  private offline(): never {
    throw new TransportError('offline', 'simulated: no connection', 0);
  }

  async push(ops: readonly Op[]): Promise<PushResponse> {
    if (this.plan.partitioned) this.offline();
    if (this.random() < this.plan.delayRequest) {
      this.delayed.push(ops.map((op) => ({ ...op })));
      this.offline();
    }
    this.requests += 1;
    const answer = await this.inner.push(ops);
    if (this.random() < this.plan.duplicateRequest) {
      this.requests += 1;
      await this.inner.push(ops);
    }
    if (this.random() < this.plan.dropResponse) this.offline();
    return answer;
  }

  async pushAnonymous(ops: readonly AnonymousOp[]): Promise<PushAnonymousResponse> {
    if (!this.inner.pushAnonymous) throw new Error('the inner transport has no pushAnonymous');
    if (this.plan.partitioned) this.offline();
    this.requests += 1;
    const answer = await this.inner.pushAnonymous(ops);
    if (this.random() < this.plan.duplicateRequest) {
      this.requests += 1;
      await this.inner.pushAnonymous(ops);
    }
    if (this.random() < this.plan.dropResponse) this.offline();
    return answer;
  }

  async pull(cursor: string | null, limit: number): Promise<PullResponse> {
    if (this.plan.partitioned) this.offline();
    this.requests += 1;
    const answer = await this.inner.pull(cursor, limit);
    if (this.random() < this.plan.dropResponse) this.offline();
    return answer;
  }

  async pullKeys(keys: readonly string[]): Promise<PullKeysResponse> {
    if (!this.inner.pullKeys) throw new Error('the inner transport has no pullKeys');
    if (this.plan.partitioned) this.offline();
    this.requests += 1;
    const answer = await this.inner.pullKeys(keys);
    if (this.random() < this.plan.dropResponse) this.offline();
    return answer;
  }

  refreshSession(): Promise<boolean> {
    if (this.plan.partitioned) this.offline();
    return this.inner.refreshSession();
  }

  /** Delivers held-back pushes now (their answers go nowhere, as with a late packet). */
  async deliverDelayed(count = this.delayed.length): Promise<void> {
    for (const ops of this.delayed.splice(0, count)) await this.inner.push(ops);
  }
}

/** Small deterministic PRNG (mulberry32): every fuzz run is reproducible from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
