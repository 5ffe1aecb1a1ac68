import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEmailOptOut, unsubscribeWithToken } from './api';

// The contact surface's answers are read through their schemas: an unreadable one is one plain
// sentence (the page shows it as it is) and nothing is recorded.

const sync = vi.hoisted(() => ({ backendClient: vi.fn() }));
vi.mock('../sync', () => sync);

function answering(data: unknown) {
  sync.backendClient.mockResolvedValue({
    rpc: () => Promise.resolve({ data, error: null, status: 200 }),
  });
}

afterEach(() => vi.clearAllMocks());

describe('an unsubscribe link', () => {
  it('reads each verdict the server gives', async () => {
    answering({ status: 'unsubscribed', already: true });
    expect(await unsubscribeWithToken('t')).toEqual({ status: 'unsubscribed', already: true });
    answering({ status: 'expired' });
    expect(await unsubscribeWithToken('t')).toEqual({ status: 'expired' });
  });

  it('says in one plain sentence when the answer cannot be read', async () => {
    for (const data of [null, 'done', { status: 'gone' }, { status: 'unsubscribed', already: 1 }]) {
      answering(data);
      expect(await unsubscribeWithToken('t')).toEqual({
        status: 'error',
        message:
          'The server sent an answer this app could not read, so nothing was changed here. Try again later.',
      });
    }
  });
});

describe('the email setting', () => {
  it('is only a yes or no from the server', async () => {
    answering(false);
    expect(await readEmailOptOut()).toEqual({ status: 'ok', optedOut: false });
    answering('false');
    expect(await readEmailOptOut()).toMatchObject({ status: 'error' });
  });
});
