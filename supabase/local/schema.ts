import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));

export const migrationsDir = join(supabaseDir, 'migrations');

export interface SqlFile {
  name: string;
  sql: string;
}

/** The SQL a database needs, in order: bootstrap (hosted Supabase's built-ins), migrations, seed. */
export interface SchemaFiles {
  bootstrap: SqlFile;
  migrations: SqlFile[];
  seed: SqlFile;
}

export async function readSchemaFiles(): Promise<SchemaFiles> {
  const names = (await readdir(migrationsDir)).filter((n) => /^\d{14}_[a-z0-9_]+\.sql$/.test(n));
  names.sort();
  const migrations = await Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(join(migrationsDir, name), 'utf8') })),
  );
  return {
    bootstrap: {
      name: 'bootstrap.sql',
      sql: await readFile(join(supabaseDir, 'local', 'bootstrap.sql'), 'utf8'),
    },
    migrations,
    seed: { name: 'seed.sql', sql: await readFile(join(supabaseDir, 'seed.sql'), 'utf8') },
  };
}

/** The two calls both PGlite and node-postgres offer, so one migrator serves both. */
export interface SqlRunner {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * Applies bootstrap, then every migration not yet recorded (each in its own transaction, as the
 * Supabase CLI does), then the seed. Safe to run on every start of a persistent database.
 */
export async function migrate(db: SqlRunner, files?: SchemaFiles): Promise<string[]> {
  const schema = files ?? (await readSchemaFiles());
  await db.exec(schema.bootstrap.sql);
  const done = await db.query<{ name: string; checksum: string | null }>(
    'select name, checksum from local_stand_in.migrations',
  );
  const applied = new Map(done.rows.map((r) => [r.name, r.checksum]));
  const ran: string[] = [];
  for (const m of schema.migrations) {
    const checksum = createHash('sha256').update(m.sql).digest('hex');
    if (applied.has(m.name)) {
      const before = applied.get(m.name);
      // Like the Supabase CLI, an applied migration is never re-run; say so when it was edited.
      if (before !== checksum) {
        console.warn(
          `[local-backend] ${m.name} ${before ? 'changed after it was applied' : 'was applied before checksums were kept'} to this database; ` +
            'delete the data folder (e.g. .local-data/backend) to rebuild it.',
        );
      }
      continue;
    }
    try {
      await db.exec(
        `begin;\n${m.sql}\n;insert into local_stand_in.migrations (name, checksum) values ('${m.name}', '${checksum}');\ncommit;`,
      );
    } catch (error) {
      await db.exec('rollback').catch(() => undefined);
      throw new Error(`migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
    }
    ran.push(m.name);
  }
  await db.exec(schema.seed.sql);
  return ran;
}
