import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../local/pglite.ts';
import { migrationsDir } from '../local/schema.ts';
import { writesWithoutWhere } from './safe-update.ts';

describe('writesWithoutWhere', () => {
  it('finds UPDATE and DELETE statements without a WHERE clause of their own', () => {
    expect(writesWithoutWhere('update t set a = 1;')).toEqual(['update t set a = 1']);
    expect(writesWithoutWhere('begin delete from t; end')).toEqual(['delete from t']);
    expect(
      writesWithoutWhere('update t set a = (select b from u where u.id = 1) returning a into v;'),
    ).toHaveLength(1);
    expect(
      writesWithoutWhere('with gone as (delete from t returning id) select count(*) from gone'),
    ).toEqual(['delete from t returning id']);
    expect(writesWithoutWhere('with x as (select 1) update only t as tt set a = 2')).toHaveLength(
      1,
    );
    expect(
      writesWithoutWhere(`if v is not null then
        update private.sync_horizon set xid = greatest(xid, v_max);
      end if;`),
    ).toEqual(['update private.sync_horizon set xid = greatest(xid, v_max)']);
  });

  it('accepts guarded statements and ignores clauses, strings and comments', () => {
    for (const body of [
      'update t set a = 1 where id = $1;',
      'delete from t using u where t.id = u.id',
      'with gone as (delete from t where old returning id) select 1',
      'select 1 from t for update;',
      'select 1 from t for no key update of t skip locked',
      'insert into t (id) values (1) on conflict (id) do update set a = excluded.a;',
      `raise exception 'delete from t is refused; update t set x';`,
      `-- update t set a = 1;\n/* delete from t */ select 1`,
      `execute $q$delete from t$q$;`,
      'create table x (id int references y on delete cascade on update cascade)',
      `perform e'it''s \\' update t set a = 1;'`,
    ]) {
      expect(writesWithoutWhere(body), body).toEqual([]);
    }
  });
});

// Judged on the functions as the migrations leave them (pg_proc), so a function replaced by a
// later migration is judged by its latest body.
describe('function bodies after every migration', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('have a WHERE clause on every UPDATE and DELETE, as pg-safeupdate on hosted requires', async () => {
    const { rows } = await db.query<{ fn: string; body: string }>(
      `select n.nspname || '.' || p.proname as fn, p.prosrc as body
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
         join pg_catalog.pg_language l on l.oid = p.prolang
        where l.lanname in ('plpgsql', 'sql')
          and n.nspname not in ('pg_catalog', 'information_schema')`,
    );
    const names = rows.map((r) => r.fn);
    expect(names).toContain('public.purge_tombstones');
    expect(names).toContain('private.claim_reward');
    const offenders = rows.flatMap((r) => writesWithoutWhere(r.body).map((s) => `${r.fn}: ${s}`));
    expect(offenders).toEqual([]);
  });

  it('would have caught the first purge_tombstones', async () => {
    const sync = await readFile(join(migrationsDir, '20261121110700_sync.sql'), 'utf8');
    const start = sync.indexOf('$$', sync.indexOf('function public.purge_tombstones')) + 2;
    expect(writesWithoutWhere(sync.slice(start, sync.indexOf('$$', start)))).toEqual([
      'update private.sync_horizon set xid = greatest(xid, v_max)',
    ]);
  });
});
