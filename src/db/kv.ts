import * as v from 'valibot';
import type { AppDatabase } from './database';
import { useStoredQuery } from './live';
import { db } from './open';

// Typed, validated key/value documents. Each key is defined once, in the seam of the feature that
// owns it, with the schema of its value and what to use when nothing (or something unreadable)
// is stored. Reads validate: a value from an older build or a broken write gives the fallback and
// a warning, never a value of the wrong shape.

export interface Kv<T> {
  key: string;
  fallback: T;
  /** The stored value, or the fallback. Pass the database a caller already holds (a transaction). */
  read: (database?: AppDatabase) => Promise<T>;
  write: (value: T, database?: AppDatabase) => Promise<void>;
  /** Live: re-renders whenever any tab writes the key. */
  use: () => T;
  /** Validates a raw stored value. */
  parse: (raw: unknown) => T;
}

const defined = new Set<string>();

export class DuplicateKvKeyError extends Error {
  constructor(key: string) {
    super(`The kv key "${key}" is defined twice; each key has one owner.`);
    this.name = 'DuplicateKvKeyError';
  }
}

export function defineKv<S extends v.GenericSchema>(
  key: string,
  schema: S,
  fallback: v.InferOutput<S>,
): Kv<v.InferOutput<S>> {
  type T = v.InferOutput<S>;
  if (defined.has(key)) throw new DuplicateKvKeyError(key);
  defined.add(key);
  const parse = (raw: unknown): T => {
    if (raw === undefined) return fallback;
    const result = v.safeParse(schema, raw);
    if (result.success) return result.output;
    console.warn(
      `Stored "${key}" is not readable, so its default is used.`,
      result.issues[0]?.message,
    );
    return fallback;
  };
  const read = async (database: AppDatabase = db()): Promise<T> =>
    parse((await database.kv.get(key))?.value);
  return {
    key,
    fallback,
    parse,
    read,
    async write(value, database = db()) {
      await database.kv.put({ key, value });
    },
    use: () => useStoredQuery(() => read(), [], fallback),
  };
}
