import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_RETRIES_FAILED,
  cancelFailureSentence,
  cancelSubscription,
  checkoutFailureSentence,
  checkSubscriptionWithRetry,
  createCheckoutSession,
  resumeFailureSentence,
  resumeSubscription,
  lookupSubscription,
  NO_RESPONSE_AFTER_RETRIES,
  PaymentCallError,
  type InvokePayment,
} from './subscription';

const ANSWER = {
  isPremium: true,
  isCanceled: false,
  isPastDue: false,
  message: 'Premium is active',
  currentPeriodEnd: 1_900_000_000,
};

/** An invoke that answers each call with the next result, recording when it was called. */
function scripted(results: { data: unknown; error: unknown }[]) {
  const calls: { at: number; name: string; body: Record<string, unknown> }[] = [];
  const invoke: InvokePayment = (name, body) => {
    calls.push({ at: Date.now(), name, body });
    return Promise.resolve(
      results[calls.length - 1] ?? { data: null, error: new Error('unexpected call') },
    );
  };
  return { invoke, calls };
}

const failed = { data: null, error: new Error('network down') };
const silent = { data: null, error: null };

describe('the status check with a caller payload (docs/spec/accounts.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes 3 attempts, at 0, 2000 and 6000 ms, then answers "All retries failed"', async () => {
    const { invoke, calls } = scripted([failed, failed, failed]);
    const result = checkSubscriptionWithRetry(invoke, { userId: 'u1' });
    await vi.runAllTimersAsync();
    expect(calls.map((c) => c.at)).toEqual([0, 2000, 6000]);
    expect(await result).toEqual({
      isPremium: false,
      isCanceled: false,
      isPastDue: false,
      message: ALL_RETRIES_FAILED,
      currentPeriodEnd: null,
    });
  });

  it('answers "No response after retries" when nothing answered', async () => {
    const { invoke, calls } = scripted([silent, silent, silent]);
    const result = checkSubscriptionWithRetry(invoke, { userId: 'u1' });
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(3);
    expect((await result).message).toBe(NO_RESPONSE_AFTER_RETRIES);
    expect((await result).isPremium).toBe(false);
  });

  it('stops at the first answer and sends the caller payload as is', async () => {
    const { invoke, calls } = scripted([failed, { data: ANSWER, error: null }]);
    const result = checkSubscriptionWithRetry(invoke, { userId: 'u1', extra: 1 });
    await vi.runAllTimersAsync();
    expect(await result).toEqual(ANSWER);
    expect(calls.map((c) => c.at)).toEqual([0, 2000]);
    expect(calls[0]?.body).toEqual({ userId: 'u1', extra: 1 });
  });

  it('does not wait before the first attempt or after the last', async () => {
    const { invoke, calls } = scripted([failed, failed, failed]);
    const result = checkSubscriptionWithRetry(invoke, {});
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(3);
    expect((await result).message).toBe(ALL_RETRIES_FAILED);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the one-shot lookup (docs/spec/accounts.md)', () => {
  it('sends customerId, userEmail and userId, each null when missing', async () => {
    const { invoke, calls } = scripted([{ data: ANSWER, error: null }]);
    expect(await lookupSubscription(invoke, { userId: 'u1' })).toEqual(ANSWER);
    expect(calls).toEqual([
      {
        at: expect.any(Number) as number,
        name: 'check-subscription',
        body: { customerId: null, userEmail: null, userId: 'u1' },
      },
    ]);
  });

  it('answers non-premium defaults carrying the error message, in one call', async () => {
    const { invoke, calls } = scripted([failed]);
    expect(await lookupSubscription(invoke, { userId: 'u1' })).toEqual({
      isPremium: false,
      isCanceled: false,
      isPastDue: false,
      message: 'network down',
      currentPeriodEnd: null,
    });
    expect(calls).toHaveLength(1);
  });

  it('treats an unreadable answer as a failure', async () => {
    const { invoke } = scripted([{ data: { isPremium: 'yes' }, error: null }]);
    const status = await lookupSubscription(invoke, {});
    expect(status.isPremium).toBe(false);
    expect(status.message).not.toBe('');
  });
});

describe('checkout and cancel (docs/spec/messages.md)', () => {
  it('creates a session for the user and plan, and returns where to go', async () => {
    const { invoke, calls } = scripted([
      { data: { url: 'http://pay.test/c/cs_1', sessionId: 'cs_1' }, error: null },
      { data: { url: 'http://pay.test/c/cs_2', sessionId: 'cs_2' }, error: null },
    ]);
    expect(await createCheckoutSession(invoke, 'u1', 'price_premium_yearly')).toEqual({
      url: 'http://pay.test/c/cs_1',
      sessionId: 'cs_1',
    });
    expect(calls[0]).toMatchObject({
      name: 'create-checkout-session',
      body: { userId: 'u1', price_id: 'price_premium_yearly', lang: 'en' },
    });
    // a Danish page asks for Stripe's checkout in Danish
    await createCheckoutSession(invoke, 'u1', 'price_premium_yearly', 'da');
    expect(calls[1]).toMatchObject({ body: { lang: 'da' } });
  });

  it('logs and rethrows checkout and cancel errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new PaymentCallError('create-checkout-session', 'Unknown plan', 400);
    await expect(
      createCheckoutSession(scripted([{ data: null, error: refused }]).invoke, 'u1', 'x'),
    ).rejects.toBe(refused);
    await expect(
      createCheckoutSession(scripted([{ data: {}, error: null }]).invoke, 'u1', 'x'),
    ).rejects.toThrow('no address');
    await expect(cancelSubscription(scripted([failed]).invoke, { userId: 'u1' })).rejects.toThrow(
      'network down',
    );
    expect(log).toHaveBeenCalledTimes(3);
    log.mockRestore();
  });

  it('reads the cancel answer', async () => {
    const { invoke } = scripted([
      { data: { isCanceled: true, currentPeriodEnd: 1_900_000_000 }, error: null },
    ]);
    expect(await cancelSubscription(invoke, { userId: 'u1' })).toEqual({
      isCanceled: true,
      currentPeriodEnd: 1_900_000_000,
      ended: false,
    });
  });

  it('refuses a checkout or cancel answer in another shape, and never says a cancel left it unchanged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const data of [{ url: 'not an address' }, { url: 42 }, 'http://pay.test/c', []]) {
      await expect(
        createCheckoutSession(scripted([{ data, error: null }]).invoke, 'u1', 'x'),
      ).rejects.toThrow('no address');
    }
    let unreadable: unknown;
    for (const data of [null, { isCanceled: 'yes' }, { currentPeriodEnd: 1 }]) {
      unreadable = await cancelSubscription(scripted([{ data, error: null }]).invoke, {
        userId: 'u1',
      }).catch((e: unknown) => e);
      expect(unreadable).toBeInstanceOf(PaymentCallError);
    }
    const sentence = cancelFailureSentence(unreadable, true);
    expect(sentence).toMatch(/could not be read/);
    expect(sentence).not.toMatch(/unchanged/);
    log.mockRestore();
  });

  it('resumes a cancelled subscription, and says plainly when it cannot', async () => {
    const { invoke, calls } = scripted([
      { data: { isCanceled: false, currentPeriodEnd: 1_900_000_000 }, error: null },
    ]);
    expect(await resumeSubscription(invoke, { userId: 'u1' })).toEqual({
      isCanceled: false,
      currentPeriodEnd: 1_900_000_000,
    });
    expect(calls[0]).toMatchObject({
      name: 'cancel-subscription',
      body: { userId: 'u1', resume: true },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = new PaymentCallError('cancel-subscription', 'No subscription to resume', 404);
    const error = await resumeSubscription(scripted([{ data: null, error: gone }]).invoke, {
      userId: 'u1',
    }).catch((e: unknown) => e);
    expect(resumeFailureSentence(error, true)).toMatch(/already ended/);
    expect(resumeFailureSentence(error, false)).toMatch(/offline/);
    const unreadable = await resumeSubscription(
      scripted([{ data: { isCanceled: 'no' }, error: null }]).invoke,
      { userId: 'u1' },
    ).catch((e: unknown) => e);
    expect(resumeFailureSentence(unreadable, true)).toMatch(/could not be read/);
    log.mockRestore();
  });

  it('ends it now when asked: sends immediately, and a 404 means nothing was left to end', async () => {
    const { invoke, calls } = scripted([
      { data: { isCanceled: true, ended: true, currentPeriodEnd: 1_800_000_000 }, error: null },
      {
        data: null,
        error: new PaymentCallError('cancel-subscription', 'No subscription to cancel', 404),
      },
    ]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await cancelSubscription(invoke, { userId: 'u1' }, { immediately: true })).toEqual({
      isCanceled: true,
      currentPeriodEnd: 1_800_000_000,
      ended: true,
    });
    expect(await cancelSubscription(invoke, { userId: 'u1' }, { immediately: true })).toEqual({
      isCanceled: false,
      currentPeriodEnd: null,
      ended: false,
    });
    expect(calls.map((c) => c.body)).toEqual([
      { userId: 'u1', immediately: true },
      { userId: 'u1', immediately: true },
    ]);
    expect(log).not.toHaveBeenCalled();
    // Any other failure still fails, and so does a 404 when cancelling at the period's end.
    await expect(
      cancelSubscription(scripted([failed]).invoke, { userId: 'u1' }, { immediately: true }),
    ).rejects.toThrow('network down');
    const missing = new PaymentCallError('cancel-subscription', 'No subscription to cancel', 404);
    await expect(
      cancelSubscription(scripted([{ data: null, error: missing }]).invoke, { userId: 'u1' }),
    ).rejects.toBe(missing);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('shows one plain sentence, never a code', () => {
    const sentences = [
      checkoutFailureSentence(new Error('500'), true),
      checkoutFailureSentence(new Error('x'), false),
      checkoutFailureSentence(new PaymentCallError('create-checkout-session', 'x', 401), true),
      checkoutFailureSentence(new PaymentCallError('create-checkout-session', 'x', 409), true),
      checkoutFailureSentence(new PaymentCallError('create-checkout-session', 'x', 404), true),
      cancelFailureSentence(new Error('x'), true),
      cancelFailureSentence(new Error('x'), false),
      cancelFailureSentence(new PaymentCallError('cancel-subscription', 'x', 404), true),
    ];
    for (const sentence of sentences) {
      expect(sentence).toMatch(/^[A-Z][^0-9]*\.$/);
    }
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
