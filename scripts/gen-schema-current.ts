import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../supabase/local/pglite.ts';

// Generates supabase/schema-current.sql: the one live definition of the backend's code after every
// migration, so nobody has to work out which migration last declared a function. Bootstrap +
// migrations + seed run in an in-memory PGlite; then, in name order, the sync op handlers, every
// function of the app's schemas (pg_get_functiondef), the triggers that call them, every row
// policy, and the grants. `npm run db:types` writes it (with sync/database.types.ts);
// scripts/gen-schema-current.test.ts fails when it is stale.

export const outputFile = fileURLToPath(new URL('../supabase/schema-current.sql', import.meta.url));

/** The schemas the migrations own (auth and storage are hosted Supabase's, see bootstrap.sql). */
const APP_SCHEMAS = ['public', 'private'];
/** Where the migrations write policies: their own tables, and storage.objects for pack files. */
const POLICY_SCHEMAS = [...APP_SCHEMAS, 'storage'];

const section = (title: string) =>
  `\n-- ${title} ${'-'.repeat(Math.max(3, 95 - title.length))}\n\n`;

async function rows<T>(db: PGlite, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

export async function generateSchemaCurrent(): Promise<string> {
  const db = await openPglite();
  try {
    // regprocedure and regclass print schema-qualified names only outside the search path
    await db.exec(`set search_path = ''`);

    const handlers = await rows<{
      type: string;
      fn: string;
      anonymous: boolean;
      via_push: boolean;
    }>(
      db,
      `select type, fn::text as fn, anonymous, via_push
         from private.op_handlers order by type collate "C"`,
    );

    const functions = await rows<{ name: string; def: string }>(
      db,
      `select p.oid::pg_catalog.regprocedure::text as name, pg_catalog.pg_get_functiondef(p.oid) as def
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = any ($1) and p.prokind in ('f', 'p')
        order by n.nspname collate "C", p.proname collate "C",
                 pg_catalog.pg_get_function_identity_arguments(p.oid) collate "C"`,
      [APP_SCHEMAS],
    );

    const triggers = await rows<{ def: string }>(
      db,
      `select pg_catalog.pg_get_triggerdef(t.oid) as def
         from pg_catalog.pg_trigger t
         join pg_catalog.pg_class c on c.oid = t.tgrelid
         join pg_catalog.pg_namespace cn on cn.oid = c.relnamespace
         join pg_catalog.pg_proc p on p.oid = t.tgfoid
         join pg_catalog.pg_namespace pn on pn.oid = p.pronamespace
        where not t.tgisinternal and pn.nspname = any ($1)
        order by cn.nspname collate "C", c.relname collate "C", t.tgname collate "C"`,
      [APP_SCHEMAS],
    );

    const policies = await rows<{
      schemaname: string;
      tablename: string;
      policyname: string;
      permissive: string;
      roles: string[];
      cmd: string;
      qual: string | null;
      with_check: string | null;
    }>(
      db,
      `select schemaname, tablename, policyname, permissive, roles::text[] as roles, cmd, qual,
              with_check
         from pg_catalog.pg_policies
        where schemaname = any ($1)
        order by schemaname collate "C", tablename collate "C", policyname collate "C"`,
      [POLICY_SCHEMAS],
    );

    // Every privilege held by someone other than the object's owner, one statement per object and
    // grantee. An object never granted on holds PostgreSQL's defaults (acldefault): PUBLIC may
    // execute a function (harmless in private, where the API roles have no USAGE).
    const grants = await rows<{ statement: string }>(
      db,
      `with objects as (
         select 0 as rank, 'schema' as kind, n.nspname::text as name,
                coalesce(n.nspacl, pg_catalog.acldefault('n', n.nspowner)) as acl, n.nspowner as owner
           from pg_catalog.pg_namespace n where n.nspname = any ($1)
         union all
         select 1, case c.relkind when 'S' then 'sequence' else 'table' end,
                c.oid::pg_catalog.regclass::text,
                coalesce(c.relacl, pg_catalog.acldefault(
                  case c.relkind when 'S' then 's' else 'r' end::"char", c.relowner)),
                c.relowner
           from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = any ($1) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         union all
         select 3, 'function', p.oid::pg_catalog.regprocedure::text,
                coalesce(p.proacl, pg_catalog.acldefault('f', p.proowner)), p.proowner
           from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
          where n.nspname = any ($1)
       ),
       held as (
         select o.rank, o.kind, o.name, null::text as cols, x.privilege_type, x.grantee,
                x.is_grantable
           from objects o, pg_catalog.aclexplode(o.acl) x
          where x.grantee <> o.owner
         union all
         -- column privileges, the columns of one table, privilege and grantee together
         select 2, 'table', c.oid::pg_catalog.regclass::text,
                pg_catalog.string_agg(pg_catalog.quote_ident(a.attname), ', '
                  order by a.attname collate "C"),
                x.privilege_type, x.grantee, x.is_grantable
           from pg_catalog.pg_attribute a
           join pg_catalog.pg_class c on c.oid = a.attrelid
           join pg_catalog.pg_namespace n on n.oid = c.relnamespace,
                pg_catalog.aclexplode(a.attacl) x
          where n.nspname = any ($1) and a.attnum > 0 and not a.attisdropped
            and a.attacl is not null and x.grantee <> c.relowner
          group by c.oid, x.privilege_type, x.grantee, x.is_grantable
       )
       select pg_catalog.format('grant %s%s on %s %s to %s%s;',
                pg_catalog.string_agg(pg_catalog.lower(h.privilege_type), ', '
                  order by h.privilege_type collate "C"),
                case when h.cols is not null then ' (' || h.cols || ')' else '' end,
                h.kind,
                h.name,
                case when h.grantee = 0 then 'public' else pg_catalog.quote_ident(r.rolname) end,
                case when h.is_grantable then ' with grant option' else '' end) as statement
         from held h left join pg_catalog.pg_roles r on r.oid = h.grantee
        group by h.rank, h.kind, h.name, h.cols, h.grantee, r.rolname, h.is_grantable
        order by h.rank, h.name collate "C", h.cols collate "C",
                 coalesce(r.rolname, 'public') collate "C"`,
      [APP_SCHEMAS],
    );

    const out: string[] = [
      `-- Generated by scripts/gen-schema-current.ts from supabase/migrations. Do not edit by hand:
-- run \`npm run db:types\` after changing a migration. Not a migration and never applied: it is
-- what every function, trigger, policy and grant of the schemas ${APP_SCHEMAS.join(', ')} (and the
-- policies on storage) is once all migrations have run, in name order.
`,
      section('Sync op handlers (private.op_handlers: type, function, anonymous, via push)'),
      ...handlers.map(
        (h) =>
          `-- ${h.type.padEnd(16)} ${h.fn.padEnd(42)} ${h.anonymous ? 'anonymous' : '-        '} ${h.via_push ? 'push' : '-'}\n`,
      ),
      section('Functions'),
      ...functions.map((f) => `-- ${f.name}\n${f.def.trimEnd()};\n\n`),
      section('Triggers'),
      ...triggers.map((t) => `${t.def};\n`),
      section('Policies'),
      ...policies.map((p) => {
        const lines = [
          `create policy ${quoteIdent(p.policyname)} on ${p.schemaname}.${p.tablename}`,
          `  as ${p.permissive.toLowerCase()} for ${p.cmd.toLowerCase()} to ${p.roles.join(', ')}`,
        ];
        if (p.qual !== null) lines.push(`  using (${p.qual})`);
        if (p.with_check !== null) lines.push(`  with check (${p.with_check})`);
        return `${lines.join('\n')};\n\n`;
      }),
      section('Grants (to anyone but the owner)'),
      ...grants.map((g) => `${g.statement}\n`),
    ];
    return `${out.join('').trimEnd()}\n`;
  } finally {
    await db.close();
  }
}

function quoteIdent(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(outputFile, await generateSchemaCurrent());
  console.log(`wrote ${outputFile}`);
}
