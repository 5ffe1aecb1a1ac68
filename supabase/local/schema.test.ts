import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from './pglite.ts';
import { migrate, readSchemaFiles, type SchemaFiles } from './schema.ts';

describe('migrator', () => {
  let db: PGlite;
  let files: SchemaFiles;
  beforeAll(async () => {
    files = await readSchemaFiles();
    db = await openPglite(undefined, files);
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies every migration once, in name order, and nothing on a second run', async () => {
    const names = files.migrations.map((m) => m.name);
    expect(names).toEqual([...names].sort());
    const rows = await db.query<{ name: string }>(
      'select name from local_stand_in.migrations order by name',
    );
    expect(rows.rows.map((r) => r.name)).toEqual(names);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await migrate(db, files)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('warns, and does not re-run, when an applied migration was edited', async () => {
    const edited: SchemaFiles = {
      ...files,
      migrations: files.migrations.map((m, i) =>
        i === 0 ? { ...m, sql: `${m.sql}\n-- edited` } : m,
      ),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await migrate(db, edited)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(files.migrations[0]!.name));
    warn.mockRestore();
  });
});
