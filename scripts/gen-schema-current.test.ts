import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSchemaCurrent, outputFile } from './gen-schema-current.ts';

describe('gen-schema-current', () => {
  it('supabase/schema-current.sql matches the migrations', async () => {
    const fresh = await generateSchemaCurrent();
    const committed = await readFile(outputFile, 'utf8').catch(() => '');
    // a plain comparison: a diff of 2 700 lines says less than the way to fix it
    expect(
      committed === fresh,
      'supabase/schema-current.sql is stale: run `npm run db:types` and commit the result',
    ).toBe(true);
  }, 60_000);

  it('holds the live definition of the dispatcher and of every op handler', async () => {
    const sql = await readFile(outputFile, 'utf8');
    expect(sql).toContain('-- private.apply_op(uuid,text,jsonb)\nCREATE OR REPLACE FUNCTION');
    expect(sql).toMatch(/^-- like\.add +private\.op_like_add\(uuid,jsonb\) +- +push$/m);
    expect(sql).toContain('grant execute on function public.push(jsonb) to authenticated;');
  });
});
