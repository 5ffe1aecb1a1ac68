import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import { premiumKv, premiumOf } from '../account';
import { checkPremiumForProfile, savePremiumAnswer } from './premium-check';
import type { InvokePayment } from './subscription';

const NOW_MS = 1_800_000_000_000;
const LATER = 1_800_000_000 + 86_400 * 30;

function invokeWith(results: { data: unknown; error: unknown }[]) {
  const calls: { at: number; body: Record<string, unknown> }[] = [];
  const invoke: InvokePayment = (_name, body) => {
    calls.push({ at: Date.now(), body });
    return Promise.resolve(results[calls.length - 1] ?? { data: null, error: new Error('down') });
  };
  return { invoke, calls };
}

describe("the profile flow's own premium check (docs/spec/accounts.md)", () => {
  beforeEach(async () => {
    closeDatabaseForTests();
    await openDatabase('premium-check-test', new IDBFactory());
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    closeDatabaseForTests();
  });

  it('sends userEmail and userId and saves premium with its period end for that user', async () => {
    const { invoke, calls } = invokeWith([
      { data: { isPremium: true, isCanceled: false, currentPeriodEnd: LATER }, error: null },
    ]);
    const state = await checkPremiumForProfile({
      invoke,
      userId: 'u1',
      userEmail: 'sam@example.com',
      now: () => NOW_MS,
      priceId: 'price_premium_yearly',
    });
    expect(calls[0]?.body).toEqual({
      customerId: null,
      userEmail: 'sam@example.com',
      userId: 'u1',
    });
    expect(state).toMatchObject({ premium: true, cancelled: false, premiumEndDate: LATER });
    const stored = await premiumKv.read();
    expect(stored).toMatchObject({ premium: true, userId: 'u1', priceId: 'price_premium_yearly' });
    // Another account on the same phone never inherits it.
    expect(premiumOf(stored, 'u2').premium).toBe(false);
    expect(premiumOf(stored, null).premium).toBe(false);
  });

  it('retries at 0, 2000 and 6000 ms and skips the update when all fail', async () => {
    await premiumKv.write({ premium: true, cancelled: false, premiumEndDate: LATER, userId: 'u1' });
    const { invoke, calls } = invokeWith([]);
    const result = checkPremiumForProfile({ invoke, userId: 'u1', userEmail: null });
    await vi.runAllTimersAsync();
    expect(await result).toBeNull();
    expect(calls.map((c) => c.at)).toEqual([0, 2000, 6000]);
    expect(await premiumKv.read()).toMatchObject({ premium: true, premiumEndDate: LATER });
  });

  it('keeps premium for a cancelled subscription until its period ends', async () => {
    await premiumKv.write({ premium: true, cancelled: false, premiumEndDate: LATER, userId: 'u1' });
    const { invoke } = invokeWith([
      {
        data: { isPremium: false, isCanceled: true, currentPeriodEnd: LATER },
        error: null,
      },
    ]);
    const state = await checkPremiumForProfile({
      invoke,
      userId: 'u1',
      userEmail: null,
      now: () => NOW_MS,
    });
    expect(state).toMatchObject({ premium: true, cancelled: true, premiumEndDate: LATER });
  });

  it('treats an unreadable answer as a failed attempt that changes nothing', async () => {
    await premiumKv.write({ premium: false, cancelled: false, premiumEndDate: null, userId: 'u1' });
    const { invoke, calls } = invokeWith([
      { data: { isPremium: 'yes' }, error: null },
      { data: { isPremium: 'yes' }, error: null },
      { data: { isPremium: 'yes' }, error: null },
    ]);
    const result = checkPremiumForProfile({ invoke, userId: 'u1', userEmail: null });
    await vi.runAllTimersAsync();
    expect(await result).toBeNull();
    expect(calls).toHaveLength(3);
    expect((await premiumKv.read()).premium).toBe(false);
  });

  it('never loses the plan when two answers are saved at once', async () => {
    const answer = {
      isPremium: true,
      isCanceled: false,
      isPastDue: false,
      message: 'Premium is active',
      currentPeriodEnd: LATER,
    };
    await Promise.all([
      savePremiumAnswer('u1', answer, NOW_MS, 'price_premium_yearly'),
      savePremiumAnswer('u1', answer, NOW_MS),
    ]);
    expect(await premiumKv.read()).toMatchObject({
      premium: true,
      priceId: 'price_premium_yearly',
    });
  });
});
