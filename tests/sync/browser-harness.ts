// A production build pointed at a local backend, for the sync browser suites: the backend starts
// on a free port, the app is built into test-artifacts/dist-sync/ with that URL baked in, and
// served by Vite's preview server. Sessions are made in Node with supabase-js and handed to a
// browser context through localStorage, exactly where the app's supabase-js client keeps them.

import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { BrowserContext, Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server.ts';
import type { Database } from '../../sync/database.types.ts';

/** Inside test-artifacts/, which git, ESLint and Prettier already ignore. */
export const OUT_DIR = 'test-artifacts/dist-sync';
const AUTH_STORAGE_KEY = 'party-dojo-auth';

export interface SyncApp {
  backend: LocalBackend;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startSyncApp(): Promise<SyncApp> {
  const backend = await startLocalBackend({ port: 0 });
  const saved = {
    url: process.env.VITE_SUPABASE_URL,
    key: process.env.VITE_SUPABASE_ANON_KEY,
    nodeEnv: process.env.NODE_ENV,
  };
  // Vitest sets NODE_ENV=test, which would make this a development build (no service worker).
  process.env.NODE_ENV = 'production';
  process.env.VITE_SUPABASE_URL = backend.url;
  process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  try {
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: OUT_DIR, emptyOutDir: true },
    });
  } finally {
    if (saved.url === undefined) delete process.env.VITE_SUPABASE_URL;
    else process.env.VITE_SUPABASE_URL = saved.url;
    if (saved.key === undefined) delete process.env.VITE_SUPABASE_ANON_KEY;
    else process.env.VITE_SUPABASE_ANON_KEY = saved.key;
    process.env.NODE_ENV = saved.nodeEnv;
  }
  const server: PreviewServer = await preview({
    configFile: false,
    root: process.cwd(),
    build: { outDir: OUT_DIR },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    appType: 'spa',
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return {
    backend,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      await backend.close();
    },
  };
}

export interface Account {
  id: string;
  email: string;
  password: string;
}

function nodeClient(backend: LocalBackend, storage?: Map<string, string>) {
  return createClient<Database>(backend.url, backend.anonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: storage !== undefined,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: storage && {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
    realtime: { transport: WebSocket as never },
  });
}

export async function createAccount(backend: LocalBackend, prefix: string): Promise<Account> {
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';
  const { data, error } = await nodeClient(backend).auth.signUp({ email, password });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

/** A fresh session of `account`, serialised as the app's supabase-js stores it. */
export async function sessionFor(backend: LocalBackend, account: Account): Promise<string> {
  const storage = new Map<string, string>();
  const { error } = await nodeClient(backend, storage).auth.signInWithPassword(account);
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  const stored = storage.get(AUTH_STORAGE_KEY);
  if (!stored) throw new Error('supabase-js stored no session');
  return stored;
}

/** Signs the context's pages in before the app loads (once: later rotations are kept). */
export async function signInContext(context: BrowserContext, session: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, session] as const,
  );
}

/** A signed-in supabase-js client in Node, for seeding the server like another device would. */
export async function nodeDevice(backend: LocalBackend, account: Account) {
  const client = nodeClient(backend);
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** Reads whole object stores of the app's IndexedDB with the raw API (no app code needed). */
export async function readStores(
  page: Page,
  stores: readonly string[],
): Promise<Record<string, unknown[]>> {
  return page.evaluate(async (names) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('party-dojo');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const out: Record<string, unknown[]> = {};
    for (const name of names) {
      out[name] = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
    }
    db.close();
    return out;
  }, stores);
}

export async function badgeText(page: Page): Promise<string> {
  return (await page.getByTestId('sync-badge').textContent()) ?? '';
}
