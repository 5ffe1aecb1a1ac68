import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import {
  METADATA_STRUCTURE_ERROR,
  normaliseStoredPack,
  packToJson,
  type StoredPack,
  type UserPack,
} from './pack-format';

// Published packs in Supabase Storage (docs/spec/editor.md): bucket "packs", one pretty-printed JSON file per
// pack named {packId}.json, so its address reads packs/{packId}.json. Every user-facing message
// is docs/spec/messages.md wording, with Supabase as the storage service's name.

export const PACK_BUCKET = 'packs';
export const UNNAMED_PACK = 'Unnamed Pack';

export const STORAGE_MESSAGES = {
  notInitialized: 'Supabase storage is not initialized. Please refresh the page and try again.',
  invalidDelete: 'Cannot delete pack: Invalid file reference.',
  badRetries: 'Storage retry times must be a number from 0 up',
  storageError: (message: string) => `Error with Supabase storage: ${message}`,
  saveFailed: (message: string) => `Failed to save the game: ${message}`,
  initFailed: (message: string) => `Error initializing game storage: ${message}`,
  fetchFailed: (statusText: string) => `Failed to fetch pack: ${statusText}`,
  metadata: METADATA_STRUCTURE_ERROR,
} as const;

/** docs/spec/editor.md: a listing entry. */
export interface PackListing {
  packName: string;
  packId: string;
  filePath: string;
  fileUrl: string | null;
  /** The pack says it is 18+: listings show it only on a device that said everyone is 18+. */
  explicit: boolean;
}

export interface StorageOptions {
  /** Extra attempts after the first; docs/spec/editor.md: a number from 0 up. */
  retries?: number;
  /** First wait between attempts; doubles after each failure. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  log?: (message: string, error?: unknown) => void;
}

const DEFAULT_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 500;

const defaultLog = (message: string, error?: unknown) => console.error(message, error ?? '');

export const packFileName = (packId: string): string => `${packId}.json`;
export const packFilePath = (packId: string): string => `${PACK_BUCKET}/${packFileName(packId)}`;

function validRetries(retries: unknown): number {
  if (typeof retries !== 'number' || !Number.isInteger(retries) || retries < 0) {
    throw new Error(STORAGE_MESSAGES.badRetries);
  }
  return retries;
}

/** Runs `attempt` up to 1 + retries times, waiting retryDelayMs, then double, between tries. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  options: Pick<StorageOptions, 'retries' | 'retryDelayMs'> = {},
): Promise<T> {
  const retries = validRetries(options.retries ?? DEFAULT_RETRIES);
  let delay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}

class StorageCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Network failures and 5xx/429 are worth another try; a 4xx answer will not change. */
function isRetryable(error: unknown): boolean {
  if (error instanceof StorageCallError) {
    return error.status === null || error.status >= 500 || error.status === 429;
  }
  return true;
}

function errorStatus(error: unknown): number | null {
  const e = error as { statusCode?: unknown; status?: unknown } | null;
  const raw = e?.statusCode ?? e?.status;
  const status = typeof raw === 'string' ? Number(raw) : raw;
  return typeof status === 'number' && Number.isFinite(status) ? status : null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function requireClient(client: SupabaseClient | null | undefined): SupabaseClient {
  if (!client) throw new Error(STORAGE_MESSAGES.notInitialized);
  return client;
}

function toCallError(error: unknown): StorageCallError {
  return new StorageCallError(messageOf(error), errorStatus(error));
}

export function publicPackUrl(client: SupabaseClient, packId: string): string {
  return client.storage.from(PACK_BUCKET).getPublicUrl(packFileName(packId)).data.publicUrl;
}

/**
 * docs/spec/editor.md upload: the whole pack with likes, plays and lastUpdated, pretty-printed, replacing any
 * earlier file. Throws "Error with Supabase storage: …" when Storage refuses or cannot be reached.
 */
export async function uploadPack(
  client: SupabaseClient | null | undefined,
  pack: StoredPack,
  options: StorageOptions = {},
): Promise<{ filePath: string; fileUrl: string }> {
  const storage = requireClient(client).storage.from(PACK_BUCKET);
  const name = packFileName(pack.metadata.id);
  // A string body goes up as-is (a Blob would be wrapped in multipart form data).
  const body = packToJson(pack);
  try {
    await withRetries(async () => {
      const { error } = await storage.upload(name, body, {
        upsert: true,
        contentType: 'application/json',
        cacheControl: '60',
      });
      if (error) throw toCallError(error);
    }, options);
  } catch (error) {
    throw new Error(STORAGE_MESSAGES.storageError(messageOf(error)), { cause: error });
  }
  return {
    filePath: packFilePath(pack.metadata.id),
    fileUrl: publicPackUrl(requireClient(client), pack.metadata.id),
  };
}

/**
 * The upload step of publishing, for the sync engine to call once the pack.save and pack.publish
 * ops are applied (Storage lets only the owner of an existing pack row write its file).
 */
export async function publishPackFile(
  client: SupabaseClient | null | undefined,
  pack: StoredPack,
  options: StorageOptions = {},
): Promise<{ filePath: string; fileUrl: string }> {
  return uploadPack(client, pack, options);
}

export type PackLoadResult = { ok: true; pack: UserPack } | { ok: false; error: string };

/** Fetches a pack file by its download URL and reads any stored shape, saying why it failed. */
export async function loadPackResult(
  url: string,
  options: StorageOptions = {},
): Promise<PackLoadResult> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await withRetries(async () => {
      const answer = await fetchImpl(url, { cache: 'no-cache' });
      if (answer.status >= 500) throw new StorageCallError(answer.statusText, answer.status);
      return answer;
    }, options);
  } catch (error) {
    const message = STORAGE_MESSAGES.fetchFailed(
      error instanceof StorageCallError ? error.message : messageOf(error),
    );
    (options.log ?? defaultLog)(message, error);
    return { ok: false, error: message };
  }
  if (!response.ok) {
    const message = STORAGE_MESSAGES.fetchFailed(response.statusText || String(response.status));
    (options.log ?? defaultLog)(message);
    return { ok: false, error: message };
  }
  try {
    return { ok: true, pack: normaliseStoredPack(await response.json()) };
  } catch (error) {
    const message = STORAGE_MESSAGES.metadata;
    (options.log ?? defaultLog)(message, error);
    return { ok: false, error: message };
  }
}

/** docs/spec/messages.md: a failed load is logged and gives null. */
export async function loadPack(
  url: string,
  options: StorageOptions = {},
): Promise<UserPack | null> {
  const result = await loadPackResult(url, options);
  return result.ok ? result.pack : null;
}

/** One page of the docs/spec/editor.md listing, and whether the folder holds more after it. */
export interface PackListingPage {
  packs: PackListing[];
  more: boolean;
}

/**
 * One page of the docs/spec/editor.md listing of packs/ (names in order, `limit` from `offset`): each file's
 * public URL is fetched and its metadata read, so a page costs one listing request plus one per
 * file on it, never one per pack in the folder. A file whose metadata cannot be read is listed as
 * "Unnamed Pack" with a null URL; a failed listing is logged and gives an empty page.
 */
export async function listPacksPage(
  client: SupabaseClient | null | undefined,
  page: { limit: number; offset: number },
  options: StorageOptions = {},
): Promise<PackListingPage> {
  const log = options.log ?? defaultLog;
  let names: string[];
  try {
    const storage = requireClient(client).storage.from(PACK_BUCKET);
    names = await withRetries(async () => {
      // one more name than shown says whether another page exists
      const { data, error } = await storage.list('', {
        limit: page.limit + 1,
        offset: page.offset,
        sortBy: { column: 'name', order: 'asc' },
      });
      if (error) throw toCallError(error);
      return data.map((file) => file.name);
    }, options);
  } catch (error) {
    log(STORAGE_MESSAGES.storageError(messageOf(error)), error);
    return { packs: [], more: false };
  }
  const more = names.length > page.limit;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const storageClient = requireClient(client);
  const packs = await Promise.all(
    names
      .slice(0, page.limit)
      .filter((name) => name.endsWith('.json'))
      .map(async (name): Promise<PackListing> => {
        const fallbackId = name.replace(/\.json$/, '');
        const entry: PackListing = {
          packName: UNNAMED_PACK,
          packId: fallbackId,
          filePath: `${PACK_BUCKET}/${name}`,
          fileUrl: null,
          explicit: false,
        };
        try {
          const url = publicPackUrl(storageClient, fallbackId);
          const response = await fetchImpl(url, { cache: 'no-cache' });
          if (!response.ok) throw new Error(STORAGE_MESSAGES.fetchFailed(response.statusText));
          const pack = normaliseStoredPack(await response.json());
          return {
            ...entry,
            packName: pack.metadata.name || UNNAMED_PACK,
            packId: pack.metadata.id,
            fileUrl: url,
            explicit: pack.metadata.explicit,
          };
        } catch (error) {
          log(`Could not read ${entry.filePath}`, error);
          return entry;
        }
      }),
  );
  return { packs, more };
}

/**
 * docs/spec/editor.md listing of packs/ as docs/spec describes it: the folder's first 1,000 names (Storage's most
 * per request), each file fetched for its metadata. The app itself lists a page at a time
 * (listPacksPage); the gallery (/packs) reads Postgres instead.
 */
export async function listPacks(
  client: SupabaseClient | null | undefined,
  options: StorageOptions = {},
): Promise<PackListing[]> {
  return (await listPacksPage(client, { limit: 1000, offset: 0 }, options)).packs;
}

/** Accepts "packs/{id}.json" or "{id}.json"; anything else is not a pack file of ours. */
export function packFileReference(filePath: unknown): string | null {
  if (typeof filePath !== 'string') return null;
  const name = filePath.startsWith(`${PACK_BUCKET}/`)
    ? filePath.slice(PACK_BUCKET.length + 1)
    : filePath;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.json$/i.test(name)
    ? name
    : null;
}

/** Deletes a pack file by path. An invalid reference is refused with docs/spec/messages.md wording. */
export async function deletePackFile(
  client: SupabaseClient | null | undefined,
  filePath: unknown,
  options: StorageOptions = {},
): Promise<void> {
  const name = packFileReference(filePath);
  if (!name) throw new Error(STORAGE_MESSAGES.invalidDelete);
  const storage = requireClient(client).storage.from(PACK_BUCKET);
  try {
    await withRetries(async () => {
      const { error } = await storage.remove([name]);
      if (error) throw toCallError(error);
    }, options);
  } catch (error) {
    throw new Error(STORAGE_MESSAGES.storageError(messageOf(error)), { cause: error });
  }
}

/**
 * A Supabase client for Storage, created on first use (supabase-js stays out of the first screen).
 * Null in local-only mode; "Error initializing game storage: …" when creating it fails.
 */
export async function createStorageClient(config: {
  url: string | null;
  anonKey: string | null;
  fetch?: typeof fetch;
  accessToken?: () => Promise<string | null>;
  /** Node only: supabase-js wants a WebSocket transport there (`ws`). */
  realtime?: SupabaseClientOptions<'public'>['realtime'];
}): Promise<SupabaseClient | null> {
  if (!config.url || !config.anonKey) return null;
  try {
    const { createClient } = await import('@supabase/supabase-js');
    return createClient(config.url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      ...(config.fetch ? { global: { fetch: config.fetch } } : {}),
      ...(config.accessToken ? { accessToken: config.accessToken } : {}),
      ...(config.realtime ? { realtime: config.realtime } : {}),
    });
  } catch (error) {
    throw new Error(STORAGE_MESSAGES.initFailed(messageOf(error)), { cause: error });
  }
}
