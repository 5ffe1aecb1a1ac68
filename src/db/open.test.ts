import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabaseForTests, openDatabase, whenDatabaseOpen } from './open';

afterEach(() => closeDatabaseForTests());

describe('waiting for the database (pages drawn before it opens)', () => {
  it('hands a write made before the database opens the database once it has', async () => {
    closeDatabaseForTests();
    let handed = false;
    const waiting = whenDatabaseOpen().then((database) => {
      handed = true;
      return database;
    });
    await Promise.resolve();
    expect(handed).toBe(false);
    const opened = await openDatabase('open-wait-test', new IDBFactory());
    expect(await waiting).toBe(opened);
    // Once open, at once.
    expect(await whenDatabaseOpen()).toBe(opened);
  });
});
