import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeUser, db } from '../../db';
import { closeDatabaseForTests, openDatabase } from '../../db/open';
import type { Lang } from '../../lib/i18n';
import type { ProfileRecord } from '../../../sync';
import {
  carryLangChoice,
  reconcileAccountLang,
  reconcileLang,
  type LangEnvironment,
} from './language';

describe('the language a device and its account agree on', () => {
  it('takes the account’s language on a device with no choice of its own', () => {
    expect(reconcileLang('da', null)).toEqual({ adopt: 'da' });
    expect(reconcileLang('en', null)).toEqual({ adopt: 'en' });
  });

  it('keeps a device’s own choice, and gives it to an account that has none', () => {
    expect(reconcileLang('en', 'da')).toBeNull();
    expect(reconcileLang(null, 'da')).toEqual({ save: 'da' });
    expect(reconcileLang(null, null)).toBeNull();
  });

  it('does nothing with a server that keeps no language', () => {
    expect(reconcileLang(undefined, 'da')).toBeNull();
    expect(reconcileLang(undefined, null)).toBeNull();
  });
});

describe('carrying the choice with the account', () => {
  const userId = 'user-1';
  const profile: ProfileRecord = {
    username: 'Sofie',
    creation_date: '2026-11-01T00:00:00Z',
    achievements: [],
    dojo_coins: 0,
    premium: false,
    cancelled: false,
    stripe_user_id: null,
    stripe_subscription_id: null,
    liked_games: [],
    created_games: [],
    claimed_rewards: [],
    premiumEndDate: null,
    referred_users: 0,
    lang: null,
  };

  function environment(remembered: Lang | null, showing: Lang) {
    const seen = { remembered, opened: null as Lang | null };
    const env: LangEnvironment = {
      remembered: () => seen.remembered,
      remember: (lang) => (seen.remembered = lang),
      showing: () => showing,
      open: (lang) => (seen.opened = lang),
    };
    return { env, seen };
  }

  beforeEach(async () => {
    closeDatabaseForTests();
    await openDatabase('language-test', new IDBFactory());
    activeUser.set({ userId });
  });
  afterEach(() => {
    activeUser.set({ userId: null });
    closeDatabaseForTests();
  });

  it('sends a signed-in person’s choice to the account and shows it on this device at once', async () => {
    await db().profiles.put({ userId, profile });
    await carryLangChoice('da');
    expect((await db().profiles.get(userId))?.profile.lang).toBe('da');
    const ops = await db().outbox.toArray();
    expect(ops.map((op) => [op.type, op.payload, op.userId])).toEqual([
      ['profile.update', { lang: 'da' }, userId],
    ]);
  });

  it('sends nothing for a person who is signed out', async () => {
    activeUser.set({ userId: null });
    await carryLangChoice('da');
    expect(await db().outbox.count()).toBe(0);
  });

  it('after a sync, a device with no choice takes the account’s and opens the page in it', async () => {
    await db().profiles.put({ userId, profile: { ...profile, lang: 'da' } });
    const { env, seen } = environment(null, 'en');
    await reconcileAccountLang({ userId }, env);
    expect(seen).toEqual({ remembered: 'da', opened: 'da' });
    expect(await db().outbox.count()).toBe(0);
  });

  it('after a sync, a device that chose keeps its choice, and an account without one gets it', async () => {
    await db().profiles.put({ userId, profile: { ...profile, lang: 'en' } });
    const chose = environment('da', 'da');
    await reconcileAccountLang({ userId }, chose.env);
    expect(chose.seen).toEqual({ remembered: 'da', opened: null });
    expect(await db().outbox.count()).toBe(0);

    await db().profiles.put({ userId, profile: { ...profile, lang: null } });
    await reconcileAccountLang({ userId }, chose.env);
    expect((await db().outbox.toArray()).map((op) => op.payload)).toEqual([{ lang: 'da' }]);
    expect((await db().profiles.get(userId))?.profile.lang).toBe('da');
  });
});
