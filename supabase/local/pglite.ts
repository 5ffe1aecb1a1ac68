import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { migrate, type SchemaFiles } from './schema.ts';

/**
 * A PGlite database with the bootstrap, migrations and seed applied. In memory without a dataDir;
 * otherwise persisted in that folder and migrated forward on every open.
 */
export async function openPglite(dataDir?: string, files?: SchemaFiles): Promise<PGlite> {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pgcrypto },
  });
  await migrate(db, files);
  return db;
}
