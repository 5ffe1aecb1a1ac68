import { describe, expect, it } from 'vitest';
import { periodSentence, planSentence } from './premium-words';

const END = Date.UTC(2027, 0, 15, 12) / 1000;

describe('premium in words', () => {
  it('names the plan when this device saw it bought', () => {
    const base = { premium: true, cancelled: false, premiumEndDate: END };
    expect(planSentence({ ...base, priceId: 'price_premium_yearly' })).toBe(
      'Yearly, $29.99 a year',
    );
    expect(planSentence({ ...base, priceId: 'price_premium_monthly' })).toBe(
      'Monthly, $3.99 a month',
    );
    expect(planSentence(base)).toBe('Party Dojo Premium');
  });

  it('says when premium renews, or when a cancelled one ends', () => {
    const base = { premium: true, cancelled: false, premiumEndDate: END };
    expect(periodSentence(base)).toMatch(/^Renews on .*2027\.$/);
    expect(periodSentence({ ...base, cancelled: true })).toMatch(
      /^Cancelled: premium stays on until .*2027, then ends\.$/,
    );
    expect(periodSentence({ ...base, premiumEndDate: null })).toBe('Premium is on.');
  });
});
