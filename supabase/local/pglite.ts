import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { migrate, readSchemaFiles, type SchemaFiles } from './schema.ts';

/**
 * Migrated in-memory databases start from a snapshot: PGlite's own start (initdb in WebAssembly)
 * and the migrations took 4 to 12 s per database on a 2-core machine, and every backend test and
 * browser suite opens one; a snapshot of the migrated data folder loads in under a second. One
 * snapshot per schema and PGlite version, kept here (inside node_modules, never committed) and
 * shared by every process of a run and every later run.
 */
const SNAPSHOT_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/party-dojo-pglite', import.meta.url),
);
/** Snapshots of older schemas are dropped once nobody is likely to still be loading them. */
const STALE_SNAPSHOT_MS = 24 * 60 * 60_000;

const extensions = { pgcrypto };
/** PGlite's version: a snapshot is only ever loaded by the version that made it. */
const pgliteVersion = (
  JSON.parse(
    await readFile(
      fileURLToPath(
        new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      ),
      'utf8',
    ),
  ) as { version: string }
).version;
/** This process's snapshots by key, so a second database of the same schema skips the disk. */
const loaded = new Map<string, Promise<Blob>>();

function snapshotKey(schema: SchemaFiles): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion}\0`);
  for (const file of [schema.bootstrap, ...schema.migrations, schema.seed])
    hash.update(`${file.name}\0${file.sql}\0`);
  return hash.digest('hex').slice(0, 20);
}

/** A fresh database with `schema` applied, dumped as PGlite's data-folder tarball. */
async function makeSnapshot(schema: SchemaFiles): Promise<Blob> {
  const db = await PGlite.create({ extensions });
  try {
    await migrate(db, schema);
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

async function snapshotFor(schema: SchemaFiles): Promise<Blob> {
  const key = snapshotKey(schema);
  const file = join(SNAPSHOT_DIR, `${key}.tar`);
  try {
    const blob = new Blob([await readFile(file)]);
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return blob;
  } catch {
    // Not made yet for this schema: make it, and keep it for everyone after.
  }
  const blob = await makeSnapshot(schema);
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  // Written aside and renamed, so a process reading it at the same moment never sees half a file.
  const scratch = `${file}.${process.pid}-${randomUUID().slice(0, 8)}`;
  await writeFile(scratch, new Uint8Array(await blob.arrayBuffer()));
  await rename(scratch, file);
  for (const name of await readdir(SNAPSHOT_DIR)) {
    const other = join(SNAPSHOT_DIR, name);
    const { mtimeMs } = await stat(other).catch(() => ({ mtimeMs: Date.now() }));
    if (other !== file && Date.now() - mtimeMs > STALE_SNAPSHOT_MS)
      await rm(other, { force: true }).catch(() => undefined);
  }
  return blob;
}

/**
 * A PGlite database with the bootstrap, migrations and seed applied. In memory without a dataDir
 * (started from the schema's snapshot); otherwise persisted in that folder and migrated forward on
 * every open.
 */
export async function openPglite(dataDir?: string, files?: SchemaFiles): Promise<PGlite> {
  const schema = files ?? (await readSchemaFiles());
  if (dataDir) {
    const db = await PGlite.create({ dataDir, extensions });
    await migrate(db, schema);
    return db;
  }
  const key = snapshotKey(schema);
  let snapshot = loaded.get(key);
  if (!snapshot) {
    snapshot = snapshotFor(schema);
    loaded.set(key, snapshot);
    snapshot.catch(() => loaded.delete(key));
  }
  const db = await PGlite.create({ loadDataDir: await snapshot, extensions });
  // Applies nothing new (the snapshot is of this very schema) but runs bootstrap and seed as on
  // every open, so a snapshot database is exactly what a freshly migrated one would be.
  await migrate(db, schema);
  return db;
}
