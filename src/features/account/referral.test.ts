import { describe, expect, it } from 'vitest';
import { decideReferral, parseInviteCode, REFERRAL_WINDOW_MS } from './referral';

const HOST = '0b7c1a2e-5d6f-4a8b-9c0d-1e2f3a4b5c6d';
const GUEST = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

describe('invite codes', () => {
  it('accepts a profile id in any letter case, cut at the first dot, and nothing else', () => {
    expect(parseInviteCode(HOST)).toBe(HOST);
    expect(parseInviteCode(` ${HOST.toUpperCase()}.device `)).toBe(HOST);
    for (const bad of ['', 'abc', `${HOST}x`, '<script>', null, 42, undefined]) {
      expect(parseInviteCode(bad)).toBeNull();
    }
  });
});

describe('recording a waiting invite', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const pending = { code: HOST, savedAt: now - 60_000 };

  it('records it for a new account', () => {
    const user = { id: GUEST, createdAt: new Date(now - 5 * 60_000).toISOString() };
    expect(decideReferral(pending, user, now)).toBe('record');
  });

  it('drops it for the inviter themself and for an account older than the window', () => {
    expect(decideReferral(pending, { id: HOST, createdAt: new Date(now).toISOString() }, now)).toBe(
      'drop',
    );
    const old = new Date(now - REFERRAL_WINDOW_MS - 1).toISOString();
    expect(decideReferral(pending, { id: GUEST, createdAt: old }, now)).toBe('drop');
    expect(decideReferral(null, { id: GUEST, createdAt: old }, now)).toBe('drop');
  });

  it('waits while the account age is unknown', () => {
    expect(decideReferral(pending, { id: GUEST, createdAt: null }, now)).toBe('wait');
    expect(decideReferral(pending, { id: GUEST, createdAt: 'soon' }, now)).toBe('wait');
  });
});
