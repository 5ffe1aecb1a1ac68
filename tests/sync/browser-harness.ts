// The production build in dist/ (the one every browser suite serves; `npm test` makes it) pointed
// at a local backend of its own, for the suites that sign in and sync: the backend starts on a free
// port, and Vite's preview server serves dist/ as a static host would, with every page's config
// line (scripts/app-config.mjs) naming that backend. Nothing is built or copied per suite. Sessions
// are made in Node with supabase-js and handed to a browser context through localStorage, exactly
// where the app's supabase-js client keeps them.

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import type { BrowserContext, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import WebSocket from 'ws';
import {
  startLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../supabase/local/server.ts';
import { appConfigPreview, type AppConfig } from '../../scripts/app-config.mjs';
import { prerenderedPagesPreview } from '../../scripts/prerendered-pages.mjs';
import { pageStore } from '../e2e/browser';
import type { Database } from '../../sync/database.types.ts';

const DIST = 'dist';
const AUTH_STORAGE_KEY = 'party-dojo-auth';

export interface SyncApp {
  backend: LocalBackend;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The app and a backend of its own; `backendOptions` e.g. turn email confirmation on. The app's
 * address is the backend's site (where its email links and checkout lead, and nowhere else), so
 * the app is served first and told its backend once that has started.
 */
export async function startSyncApp(
  backendOptions: Omit<LocalBackendOptions, 'port' | 'siteUrl'> = {},
): Promise<SyncApp> {
  if (!existsSync(`${DIST}/index.html`))
    throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
  const config: AppConfig = {};
  const server: PreviewServer = await preview({
    configFile: false,
    root: process.cwd(),
    build: { outDir: DIST },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    appType: 'spa',
    logLevel: 'warn',
    plugins: [prerenderedPagesPreview(DIST), appConfigPreview(config, DIST)],
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  let backend: LocalBackend;
  try {
    backend = await startLocalBackend({ ...backendOptions, port: 0, siteUrl: baseUrl });
  } catch (error) {
    await server.close();
    throw error;
  }
  config.supabaseUrl = backend.url;
  config.supabaseAnonKey = backend.anonKey;
  return {
    backend,
    baseUrl,
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

export async function createAccount(
  backend: LocalBackend,
  prefix: string,
  /** `emailNews`: ticked "Email me news" at sign-up (off otherwise, as on the form). */
  { emailNews = false }: { emailNews?: boolean } = {},
): Promise<Account> {
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';
  const { data, error } = await nodeClient(backend).auth.signUp({
    email,
    password,
    ...(emailNews ? { options: { data: { email_news: true } } } : {}),
  });
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
