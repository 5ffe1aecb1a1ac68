import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from '../../../supabase/local/server.ts';
import { createEmptyPack, withCounters, type StoredPack } from './pack-format';
import {
  deletePackFile,
  listPacks,
  loadPackResult,
  publishPackFile,
  STORAGE_MESSAGES,
} from './pack-storage';

// Contract tests: the pack-storage module against the local Supabase stand-in (real supabase-js,
// real Storage policies in Postgres). The owner must push pack.save before uploading, as the sync
// engine will.

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
});
afterAll(async () => {
  await backend?.close();
});

function client(): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  }) as SupabaseClient;
}

async function signedUp(prefix: string): Promise<{ c: SupabaseClient; id: string }> {
  const c = client();
  const { data, error } = await c.auth.signUp({
    email: `${prefix}.${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse',
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { c, id: data.user.id };
}

function stored(name: string): StoredPack {
  const pack = createEmptyPack(new Date());
  pack.metadata.name = name;
  pack.metadata.description = 'Published from the contract test';
  pack.metadata.author = 'Ana';
  pack.prompts = [{ text: 'Never have I ever' }, { text: 'Most likely to' }];
  return withCounters(pack, null);
}

async function pushSave(owner: { c: SupabaseClient; id: string }, pack: StoredPack): Promise<void> {
  const op = {
    id: randomUUID(),
    type: 'pack.save',
    payload: { pack: { metadata: pack.metadata, prompts: pack.prompts }, draft: false },
    userId: owner.id,
    createdAt: new Date().toISOString(),
    attempts: 0,
  };
  const answer: { data: unknown; error: unknown } = await owner.c.rpc('push', { ops: [op] });
  expect(answer.error).toBeNull();
  expect((answer.data as { results: { status: string }[] }).results[0]?.status).toBe('applied');
}

const quiet = { log: () => undefined, retryDelayMs: 1 };

describe('pack storage against the local backend', () => {
  it('publishes, lists, loads and deletes a pack file; strangers cannot overwrite it', async () => {
    const owner = await signedUp('owner');
    const stranger = await signedUp('stranger');
    const pack = stored('Contract night');
    const id = pack.metadata.id;
    await pushSave(owner, pack);

    const { filePath, fileUrl } = await publishPackFile(owner.c, pack, quiet);
    expect(filePath).toBe(`packs/${id}.json`);
    // Upsert: publishing again replaces the file.
    await publishPackFile(owner.c, { ...pack, plays: 7 }, quiet);

    const loaded = await loadPackResult(fileUrl, quiet);
    expect(loaded).toMatchObject({ ok: true, pack: { metadata: { id, name: 'Contract night' } } });
    expect(loaded.ok && loaded.pack.plays).toBe(7);
    const text = await (await fetch(fileUrl)).text();
    expect(text).toContain('\n  "metadata": {\n');

    const listed = await listPacks(client(), quiet);
    expect(listed).toContainEqual({
      packName: 'Contract night',
      packId: id,
      filePath,
      fileUrl,
      explicit: false,
    });

    await expect(
      publishPackFile(
        stranger.c,
        { ...pack, metadata: { ...pack.metadata, name: 'Hijacked' } },
        quiet,
      ),
    ).rejects.toThrow(/^Error with Supabase storage: /);
    const unknown = stored('Never pushed');
    await expect(publishPackFile(owner.c, unknown, quiet)).rejects.toThrow(
      /^Error with Supabase storage: /,
    );

    await expect(deletePackFile(owner.c, 'packs/../../etc.json', quiet)).rejects.toThrow(
      STORAGE_MESSAGES.invalidDelete,
    );
    await deletePackFile(owner.c, filePath, quiet);
    const gone = await loadPackResult(fileUrl, { ...quiet, retries: 0 });
    expect(gone.ok).toBe(false);
    expect(!gone.ok && gone.error).toMatch(/^Failed to fetch pack: /);
  });
});
