import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, outputFile, tsType } from './gen-db-types.ts';

describe('gen-db-types', () => {
  it('maps PostgreSQL types to TypeScript', () => {
    expect(tsType('int4')).toBe('number');
    expect(tsType('_text')).toBe('string[]');
    expect(tsType('jsonb')).toBe('Json');
    expect(tsType('uuid')).toBe('string');
  });

  it('sync/database.types.ts matches the migrations (run `npm run db:types` if not)', async () => {
    const fresh = await generateDatabaseTypes();
    const committed = await readFile(outputFile, 'utf8');
    expect(committed).toBe(fresh);
  });
});
