import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedAncestor } from './database.ts';
import { startLocalBackend } from './server.ts';

// The backend runs on the engine it was asked for, or stops and says why: PGlite in place of
// PostgreSQL would serve one request at a time, and every concurrency guarantee would be off.

let root: string;
let closed: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dojo-engine-'));
  await chmod(root, 0o755);
  closed = join(root, 'home');
  await mkdir(join(closed, 'project'), { recursive: true });
  await chmod(closed, 0o700);
});
afterAll(async () => {
  await chmod(closed, 0o755).catch(() => undefined);
  await rm(root, { recursive: true, force: true });
});

describe('which engine the local backend runs on', () => {
  it('finds the first folder above the data that other users cannot pass through', async () => {
    await chmod(join(closed, 'project'), 0o700);
    expect(await closedAncestor(join(closed, 'project', 'data'))).toBe(join(closed, 'project'));
    await chmod(join(closed, 'project'), 0o711);
    expect(await closedAncestor(join(closed, 'project', 'data'))).toBe(closed);
    expect(await closedAncestor(join(root, 'open', 'data'))).toBeNull();
  });

  it.runIf(process.getuid?.() === 0)(
    'started by root under a closed folder, stops with the folder and the ways out, not on PGlite',
    async () => {
      const dataDir = join(closed, 'project', 'data');
      const started = startLocalBackend({ port: 0, dataDir });
      await expect(started).rejects.toThrow(
        `PostgreSQL could not start: started as root, it runs as the postgres system user, which cannot pass through ${closed} (only its owner may).`,
      );
      await expect(started).rejects.toThrow(
        /BACKEND_DATA_DIR=.*chmod o\+x .*BACKEND_ENGINE=pglite/,
      );
    },
  );

  it('runs on PGlite in the data folder when asked for, and says which engine it is', async () => {
    const backend = await startLocalBackend({
      port: 0,
      dataDir: join(closed, 'project', 'pglite'),
      engine: 'pglite',
    });
    try {
      expect(backend.db.engine).toBe('pglite');
      expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    } finally {
      await backend.close();
    }
  });
});
