// A production build pointed at a local backend, for the sync browser suites: the backend starts
// on a free port, and the app is served by Vite's preview server from a copy of a production
// build with that backend's URL and key in it. The build itself is made once per source state
// (test-artifacts/sync-build-cache/{hash}/, with placeholders for the URL and key) and shared by
// every suite and run; each app gets its own copy (test-artifacts/sync-apps/), so suites running
// at the same time never serve each other's files. Sessions are made in Node with supabase-js and
// handed to a browser context through localStorage, exactly where the app's supabase-js client
// keeps them.

import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { BrowserContext, Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import WebSocket from 'ws';
import {
  startLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../supabase/local/server.ts';
import { pageStore } from '../e2e/browser';
import type { Database } from '../../sync/database.types.ts';

/** Inside test-artifacts/, which git, ESLint and Prettier already ignore: one folder per app. */
export const OUT_DIR = 'test-artifacts/sync-apps';
const CACHE_DIR = 'test-artifacts/sync-build-cache';
const AUTH_STORAGE_KEY = 'party-dojo-auth';
/** Baked into the shared build, replaced in each app's copy. */
const PLACEHOLDER_URL = 'http://sync-backend-url.placeholder.invalid';
const PLACEHOLDER_KEY = 'sync-backend-anon-key-placeholder';
const BUILD_INPUTS = ['src', 'public'];
const ROOT_INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const STALE_BUILD_MS = 10 * 60_000;

export interface SyncApp {
  backend: LocalBackend;
  baseUrl: string;
  close(): Promise<void>;
}

/** What the build depends on: the sources, the build set-up and the VITE_ environment. */
async function buildKey(): Promise<string> {
  const files: string[] = [];
  for (const dir of BUILD_INPUTS) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
    }
  }
  for (const name of await readdir('.')) {
    if (ROOT_INPUTS.includes(name) || name.startsWith('.env')) files.push(name);
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(`${file}\0`).update(await readFile(file));
  const env = Object.entries(process.env).filter(
    ([key]) => key.startsWith('VITE_') && !key.startsWith('VITE_SUPABASE_'),
  );
  hash.update(JSON.stringify(env.sort()));
  return hash.digest('hex').slice(0, 16);
}

/** The shared build for the current sources: made once, then reused by every suite and run. */
async function sharedBuild(): Promise<string> {
  const dir = join(CACHE_DIR, await buildKey());
  if (existsSync(join(dir, 'index.html'))) return dir;
  const scratch = `${dir}.building-${process.pid}-${randomUUID().slice(0, 8)}`;
  const saved = {
    url: process.env.VITE_SUPABASE_URL,
    key: process.env.VITE_SUPABASE_ANON_KEY,
    nodeEnv: process.env.NODE_ENV,
  };
  // Vitest sets NODE_ENV=test, which would make this a development build (no service worker).
  process.env.NODE_ENV = 'production';
  process.env.VITE_SUPABASE_URL = PLACEHOLDER_URL;
  process.env.VITE_SUPABASE_ANON_KEY = PLACEHOLDER_KEY;
  try {
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: scratch, emptyOutDir: true },
    });
  } finally {
    if (saved.url === undefined) delete process.env.VITE_SUPABASE_URL;
    else process.env.VITE_SUPABASE_URL = saved.url;
    if (saved.key === undefined) delete process.env.VITE_SUPABASE_ANON_KEY;
    else process.env.VITE_SUPABASE_ANON_KEY = saved.key;
    process.env.NODE_ENV = saved.nodeEnv;
  }
  try {
    await rename(scratch, dir);
  } catch (error) {
    // Another process finished the same build first: use theirs.
    await rm(scratch, { recursive: true, force: true });
    if (!existsSync(join(dir, 'index.html'))) throw error;
  }
  // Builds of older sources are dropped once nobody can still be copying them.
  for (const entry of await readdir(CACHE_DIR, { withFileTypes: true })) {
    const other = join(CACHE_DIR, entry.name);
    if (other === dir || Date.now() - (await stat(other)).mtimeMs < STALE_BUILD_MS) continue;
    await rm(other, { recursive: true, force: true });
  }
  return dir;
}

/** A copy of the shared build with this backend's URL and key in place of the placeholders. */
async function appCopy(template: string, backend: LocalBackend): Promise<string> {
  const dir = join(OUT_DIR, `${process.pid}-${randomUUID().slice(0, 8)}`);
  await cp(template, dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(m?js|html|json|webmanifest)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (!text.includes(PLACEHOLDER_URL) && !text.includes(PLACEHOLDER_KEY)) continue;
    await writeFile(
      file,
      text.replaceAll(PLACEHOLDER_URL, backend.url).replaceAll(PLACEHOLDER_KEY, backend.anonKey),
    );
  }
  return dir;
}

/** The app and a backend of its own; `backendOptions` e.g. turn email confirmation on. */
export async function startSyncApp(
  backendOptions: Omit<LocalBackendOptions, 'port'> = {},
): Promise<SyncApp> {
  const [backend, template] = await Promise.all([
    startLocalBackend({ ...backendOptions, port: 0 }),
    sharedBuild(),
  ]);
  const outDir = await appCopy(template, backend);
  const server: PreviewServer = await preview({
    configFile: false,
    root: process.cwd(),
    build: { outDir },
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
      await rm(outDir, { recursive: true, force: true });
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
  const out: Record<string, unknown[]> = {};
  for (const name of stores) out[name] = await pageStore<unknown[]>(page, name, { op: 'getAll' });
  return out;
}

/** The pill's state words (signed in, the account's initial sits beside them and is left out). */
export async function badgeText(page: Page): Promise<string> {
  return page
    .getByTestId('sync-badge')
    .evaluate((el) => (el.querySelector('[data-badge-label]') ?? el).textContent ?? '');
}

/**
 * Takes a browser context off the network, or back on. `setOffline` alone is not airtight for
 * requests that pass a service worker (microsoft/playwright#2311), so requests to the backend are
 * also refused at the route level while offline: a test that says "nothing reached the server"
 * must not pass or fail on an emulation gap.
 */
export async function setNetwork(
  context: BrowserContext,
  backendUrl: string,
  online: boolean,
): Promise<void> {
  const blocked = offlineRoutes.get(context);
  if (online) {
    if (blocked) await context.unroute(blocked);
    offlineRoutes.delete(context);
    await context.setOffline(false);
  } else {
    await context.setOffline(true);
    if (blocked) return;
    const origin = new URL(backendUrl).origin;
    const matcher = (url: URL) => url.origin === origin;
    offlineRoutes.set(context, matcher);
    await context.route(matcher, (route) => route.abort('internetdisconnected'));
  }
}

/** The route each offline context refuses, so going online removes exactly that one. */
const offlineRoutes = new WeakMap<BrowserContext, (url: URL) => boolean>();
