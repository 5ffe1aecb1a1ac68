import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { format } from 'prettier';
import { openPglite } from '../supabase/local/pglite.ts';

// Generates sync/database.types.ts (the supabase-js `Database` type) from the migrated schema:
// bootstrap + migrations run in an in-memory PGlite, then information_schema and pg_catalog are
// read. `npm run db:types` writes the file; scripts/gen-db-types.test.ts fails when it is stale.

export const outputFile = fileURLToPath(new URL('../sync/database.types.ts', import.meta.url));

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
};

/** udt_name (e.g. "int4", "_text") to a TypeScript type; everything unknown travels as a string. */
export function tsType(udt: string): string {
  if (udt.startsWith('_')) return `${tsType(udt.slice(1))}[]`;
  return SCALARS[udt] ?? 'string';
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  identity_generation: string | null;
  is_generated: string;
}

interface ForeignKeyRow {
  table_name: string;
  name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  nargs: number;
  ndefaults: number;
  ret: string;
  retset: boolean;
}

async function readSchema(db: PGlite) {
  const columns = await db.query<ColumnRow>(
    `select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default,
            c.is_identity, c.identity_generation, c.is_generated
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const keys = await db.query<ForeignKeyRow>(
    `select rel.relname as table_name, con.conname as name,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
            ref.relname as referenced_table,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)
              as referenced_columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int2[] = con.conkey::int2[]) as one_to_one
       from pg_constraint con
       join pg_class rel on rel.oid = con.conrelid
       join pg_namespace n on n.oid = rel.relnamespace
       join pg_class ref on ref.oid = con.confrelid
       join pg_namespace rn on rn.oid = ref.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
      order by rel.relname, con.conname`,
  );
  const functions = await db.query<FunctionRow>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select t.typname::text from unnest(p.proargtypes) with ordinality a(oid, i)
                  join pg_type t on t.oid = a.oid order by a.i) as arg_types,
            p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
            rt.typname::text as ret, p.proretset as retset
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f'
      order by p.proname`,
  );
  return { columns: columns.rows, keys: keys.rows, functions: functions.rows };
}

const prop = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : JSON.stringify(name));

export async function generateDatabaseTypes(): Promise<string> {
  const db = await openPglite();
  try {
    const { columns, keys, functions } = await readSchema(db);
    const tables = new Map<string, ColumnRow[]>();
    for (const c of columns) {
      if (!tables.has(c.table_name)) tables.set(c.table_name, []);
      tables.get(c.table_name)!.push(c);
    }
    const tableTypes = [...tables.entries()].map(([table, cols]) => {
      const row = cols
        .map(
          (c) =>
            `${prop(c.column_name)}: ${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`,
        )
        .join('\n');
      const writable = (optionalAlways: boolean) =>
        cols
          .map((c) => {
            const type = `${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`;
            if (c.is_generated === 'ALWAYS' || c.identity_generation === 'ALWAYS') {
              return `${prop(c.column_name)}?: never`;
            }
            const optional =
              optionalAlways ||
              c.is_nullable === 'YES' ||
              c.column_default !== null ||
              c.is_identity === 'YES';
            return `${prop(c.column_name)}${optional ? '?' : ''}: ${type}`;
          })
          .join('\n');
      const rels = keys
        .filter((k) => k.table_name === table)
        .map(
          (k) => `{
            foreignKeyName: ${JSON.stringify(k.name)}
            columns: ${JSON.stringify(k.columns)}
            isOneToOne: ${k.one_to_one}
            referencedRelation: ${JSON.stringify(k.referenced_table)}
            referencedColumns: ${JSON.stringify(k.referenced_columns)}
          }`,
        );
      return `${prop(table)}: {
        Row: {\n${row}\n}
        Insert: {\n${writable(false)}\n}
        Update: {\n${writable(true)}\n}
        Relationships: [${rels.join(', ')}]
      }`;
    });
    const functionTypes = functions.map((f) => {
      const names = (f.arg_names ?? []).slice(0, f.nargs);
      const firstDefault = f.nargs - f.ndefaults;
      const args = names.length
        ? `{ ${names
            .map(
              (n, i) =>
                `${prop(n)}${i >= firstDefault ? '?' : ''}: ${tsType(f.arg_types[i] ?? 'text')}`,
            )
            .join('; ')} }`
        : 'Record<PropertyKey, never>';
      const ret = tsType(f.ret);
      return `${prop(f.name)}: { Args: ${args}; Returns: ${f.retset ? `${ret}[]` : ret} }`;
    });
    const source = `// Generated by scripts/gen-db-types.ts from supabase/migrations. Do not edit by hand:
// run \`npm run db:types\` after changing a migration.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {\n${tableTypes.join('\n')}\n}
    Views: { [_ in never]: never }
    Functions: {\n${functionTypes.join('\n')}\n}
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}
`;
    return await format(source, {
      parser: 'typescript',
      printWidth: 100,
      singleQuote: true,
      semi: true,
      trailingComma: 'all',
    });
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(outputFile, await generateDatabaseTypes());
  console.log(`wrote ${outputFile}`);
}
