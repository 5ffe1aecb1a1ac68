import { describe, expect, it } from 'vitest';
import { isReadableChange, malformedChange } from './pull-validation';

// The shapes a pulled change is held to (the page-level refusal, with what the person sees, is
// src/features/sync/malformed-pull.test.ts).

const PROFILE = {
  username: 'ana',
  creation_date: '2026-11-01T00:00:00.000Z',
  achievements: [],
  dojo_coins: 40,
  premium: false,
  cancelled: false,
  stripe_user_id: null,
  stripe_subscription_id: null,
  liked_games: [],
  created_games: [],
  claimed_rewards: [],
  premiumEndDate: null,
  referred_users: 0,
};

describe('each change kind', () => {
  it('is checked against its shape; a kind a newer server adds passes untouched', () => {
    const good = [
      { kind: 'profile', id: 'ana', profile: PROFILE },
      { kind: 'profile', id: 'ana', profile: { ...PROFILE, unlocked_packs: ['mix/a'] } },
      { kind: 'pack', id: 'p1', deleted: true },
      { kind: 'like', gameId: 'mix', liked: false },
      { kind: 'pack-state', game: 'mix', packId: 'a', active: true },
      { kind: 'draft-update', id: 3, packId: 'p1', update: 'AAE=' },
      { kind: 'coin-entry', id: 4, amount: -10, reason: 'unlock', createdAt: '2026-11-01' },
      { kind: 'room-invite', anything: 1 },
    ];
    for (const change of good) expect(isReadableChange(change), JSON.stringify(change)).toBe(true);

    const bad = [
      null,
      'profile',
      { id: 'ana' },
      { kind: 'profile', id: 'ana', profile: { ...PROFILE, username: null } },
      { kind: 'pack', id: 'p1', deleted: false },
      { kind: 'pack', id: 'p1', pack: { metadata: {}, prompts: [] } },
      { kind: 'like', gameId: 'mix', liked: 'yes' },
      { kind: 'pack-state', game: 'mix', active: true },
      { kind: 'draft-update', id: 1.5, packId: 'p1', update: 'AAE=' },
      { kind: 'coin-entry', id: 4, amount: Number.NaN, reason: 'x', createdAt: 'now' },
    ];
    for (const change of bad) expect(isReadableChange(change), JSON.stringify(change)).toBe(false);
  });
});

describe('a pull answer', () => {
  it('names its first malformed change; a resync answer has none to check', () => {
    const like = { kind: 'like', gameId: 'mix', liked: true };
    expect(malformedChange({ changes: [like, like] })).toBeNull();
    expect(malformedChange({ changes: [like, { kind: 'like' }, {}] })).toEqual({ index: 1 });
    expect(
      malformedChange({ protocolVersion: 1, resync: true, reason: 'cursor too old' }),
    ).toBeNull();
  });
});
