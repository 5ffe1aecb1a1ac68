import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import {
  applySubscriptionStatus,
  lapseIfEnded,
  NOT_PREMIUM,
  readPremiumState,
  refreshPremiumStatus,
} from './premium';

const NOW = 1_800_000_000;

describe('applySubscriptionStatus (docs/spec/accounts.md)', () => {
  it("takes the server's isPremium and copies cancelled", () => {
    expect(
      applySubscriptionStatus(NOT_PREMIUM, { isPremium: true, isCanceled: false }, NOW),
    ).toEqual({ premium: true, cancelled: false, premiumEndDate: null });
    expect(
      applySubscriptionStatus(
        { premium: true, cancelled: false, premiumEndDate: null },
        { isPremium: false, isCanceled: false },
        NOW,
      ).premium,
    ).toBe(false);
  });

  it('keeps premium for a cancelled subscription whose period has not ended', () => {
    const next = applySubscriptionStatus(
      NOT_PREMIUM,
      { isPremium: false, isCanceled: true, currentPeriodEnd: NOW + 3600 },
      NOW,
    );
    expect(next).toEqual({ premium: true, cancelled: true, premiumEndDate: NOW + 3600 });
  });

  it('drops premium for a cancelled subscription whose period is over', () => {
    const next = applySubscriptionStatus(
      { premium: true, cancelled: false, premiumEndDate: NOW - 1 },
      { isPremium: false, isCanceled: true },
      NOW,
    );
    expect(next.premium).toBe(false);
    expect(next.cancelled).toBe(true);
  });

  it('changes nothing on an invalid or missing answer', () => {
    const state = { premium: true, cancelled: false, premiumEndDate: NOW + 10 };
    for (const answer of [null, undefined, {}, { isPremium: 'yes', isCanceled: false }, 'error']) {
      expect(applySubscriptionStatus(state, answer, NOW)).toBe(state);
    }
  });
});

describe('local lapse', () => {
  it('ends premium once premiumEndDate has passed, and not before', () => {
    const state = { premium: true, cancelled: true, premiumEndDate: NOW };
    expect(lapseIfEnded(state, NOW - 1)).toBe(state);
    expect(lapseIfEnded(state, NOW).premium).toBe(false);
  });

  describe('refreshPremiumStatus', () => {
    beforeEach(async () => {
      closeDatabaseForTests();
      await openDatabase('premium-test', new IDBFactory());
    });
    afterEach(() => closeDatabaseForTests());

    it('stores the lapse so every screen sees it', async () => {
      await db().kv.put({
        key: 'premium',
        value: { premium: true, cancelled: true, premiumEndDate: NOW },
      });
      await refreshPremiumStatus(NOW * 1000 + 1000);
      expect((await readPremiumState()).premium).toBe(false);
    });

    it('leaves an active subscription alone', async () => {
      await db().kv.put({
        key: 'premium',
        value: { premium: true, cancelled: false, premiumEndDate: NOW + 99 },
      });
      await refreshPremiumStatus(NOW * 1000);
      expect((await readPremiumState()).premium).toBe(true);
    });
  });
});
