import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import { lastSentMessage, sendContactMessage } from './send';

// The contact page is prerendered: its form asks for the last message sent, and may send one,
// before the data layer has opened the database. Both wait for it instead of failing.
describe('contact messages before the database is open', () => {
  afterEach(() => closeDatabaseForTests());

  it('the last message sent and a new message both wait for the database', async () => {
    const last = lastSentMessage();
    const sent = sendContactMessage({
      name: 'Sam',
      email: 'sam@example.com',
      topic: 'problem',
      message: 'The timer stopped when my phone locked.',
    });
    await openDatabase('contact-send-test', new IDBFactory());
    expect(await last).toBeUndefined();
    expect(typeof (await sent)).toBe('string');
    expect(await lastSentMessage()).toMatchObject({ name: 'Sam', email: 'sam@example.com' });
  });
});
