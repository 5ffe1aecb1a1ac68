import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmsDeletion,
  DELETE_MESSAGES,
  runDeletion,
  STILL_RENEWING,
  type DeletionSteps,
} from './delete-account';
import { premiumEndsSentence } from './delete-account-section';

describe('confirming an account deletion', () => {
  it('takes the username as shown or the word delete, and nothing else', () => {
    expect(confirmsDeletion('party.animal', 'party.animal')).toBe(true);
    expect(confirmsDeletion('  party.animal ', 'party.animal')).toBe(true);
    expect(confirmsDeletion('delete', 'party.animal')).toBe(true);
    expect(confirmsDeletion('DELETE', 'party.animal')).toBe(true);
    expect(confirmsDeletion('Party.Animal', 'party.animal')).toBe(false);
    expect(confirmsDeletion('party', 'party.animal')).toBe(false);
    expect(confirmsDeletion('', 'party.animal')).toBe(false);
    expect(confirmsDeletion('   ', '   ')).toBe(false);
  });
});

describe('deleting an account with a premium subscription', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const NAMES = {
    renewingSubscription: 'read',
    endSubscription: 'end',
    removePackFiles: 'files',
    deleteAccount: 'delete',
  } as const;

  /** Steps that record their order: no subscription, everything succeeds, unless `over` says. */
  function steps(over: Partial<DeletionSteps> = {}) {
    const done: string[] = [];
    const base: DeletionSteps = {
      renewingSubscription: () => Promise.resolve(false),
      endSubscription: () => Promise.resolve(true),
      removePackFiles: () => Promise.resolve(),
      deleteAccount: () => Promise.resolve(),
      ...over,
    };
    const all = Object.fromEntries(
      (Object.keys(NAMES) as (keyof DeletionSteps)[]).map((key) => [
        key,
        () => {
          done.push(NAMES[key]);
          return (base[key] as () => Promise<unknown>)();
        },
      ]),
    ) as unknown as DeletionSteps;
    return { all, done };
  }
  const online = () => true;
  const refusal = () =>
    Promise.reject(Object.assign(new Error('renews'), { code: STILL_RENEWING }));

  it('ends a renewing subscription before removing anything', async () => {
    const { all, done } = steps({ renewingSubscription: () => Promise.resolve(true) });
    expect(await runDeletion(all, online)).toEqual({ ok: true });
    expect(done).toEqual(['read', 'end', 'files', 'delete']);
  });

  it('leaves alone an account without one, or with one already set to end', async () => {
    const { all, done } = steps();
    expect(await runDeletion(all, online)).toEqual({ ok: true });
    expect(done).toEqual(['read', 'files', 'delete']);
  });

  it('removes nothing when the subscription cannot be ended, and says so plainly', async () => {
    const { all, done } = steps({
      renewingSubscription: () => Promise.resolve(true),
      endSubscription: () => Promise.reject(new Error('cancel-subscription answered 500')),
    });
    expect(await runDeletion(all, online)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.subscription,
    });
    expect(done).toEqual(['read', 'end']);
    // Offline by then: the sentence says what to do about that.
    expect(
      await runDeletion(
        steps({ renewingSubscription: () => Promise.reject(new Error('x')) }).all,
        () => false,
      ),
    ).toEqual({
      ok: false,
      message: DELETE_MESSAGES.offline,
    });
  });

  it('ends one the first read missed when the server refuses, then deletes', async () => {
    let refused = false;
    const { all, done } = steps({
      deleteAccount: () => {
        if (refused) return Promise.resolve();
        refused = true;
        return refusal();
      },
    });
    expect(await runDeletion(all, online)).toEqual({ ok: true });
    expect(done).toEqual(['read', 'files', 'delete', 'end', 'delete']);
  });

  it('says the subscription has ended when the account then could not be deleted', async () => {
    const { all } = steps({
      renewingSubscription: () => Promise.resolve(true),
      deleteAccount: () => Promise.reject(new Error('503')),
    });
    expect(await runDeletion(all, online)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.endedNotDeleted,
    });
    const refusedTwice = steps({
      deleteAccount: refusal,
      endSubscription: () => Promise.reject(new Error('x')),
    });
    expect(await runDeletion(refusedTwice.all, online)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.subscription,
    });
    const failed = steps({ removePackFiles: () => Promise.reject(new Error('403')) });
    expect(await runDeletion(failed.all, online)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.failed,
    });
    expect(failed.done).toEqual(['read', 'files']);
  });

  it('speaks in plain sentences, never a code', () => {
    for (const message of Object.values(DELETE_MESSAGES)) {
      expect(message).toMatch(/^[A-Z][^0-9]*\.$/);
      expect(message).not.toMatch(/PD001|cancel-subscription|premium_state/);
    }
  });
});

describe('the deletion confirmation for a premium subscriber', () => {
  it('says premium ends now with no further charge, and says nothing without premium', () => {
    expect(premiumEndsSentence({ premium: false, cancelled: false })).toBeNull();
    expect(premiumEndsSentence({ premium: false, cancelled: true })).toBeNull();
    expect(premiumEndsSentence({ premium: true, cancelled: false })).toMatch(
      /^Your premium subscription ends now too, and you will not be charged again\./,
    );
    expect(premiumEndsSentence({ premium: true, cancelled: true })).toMatch(
      /^Your premium ends now too\..*you will not be charged again\.$/,
    );
  });
});
