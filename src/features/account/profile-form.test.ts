import { describe, expect, it } from 'vitest';
import { checkUsername, referralLink } from './profile-form';

describe('username check', () => {
  it('trims and accepts 1 to 80 characters', () => {
    expect(checkUsername('  ana  ')).toEqual({ username: 'ana' });
    expect(checkUsername('a'.repeat(80))).toEqual({ username: 'a'.repeat(80) });
    expect(checkUsername('🎉'.repeat(80))).toEqual({ username: '🎉'.repeat(80) });
  });
  it('refuses an empty or too long name in plain words', () => {
    expect(checkUsername('   ')).toEqual({ error: 'Enter a username.' });
    expect(checkUsername('a'.repeat(81))).toEqual({
      error: 'Keep your username to 80 characters or fewer.',
    });
  });
});

describe('referral link', () => {
  it('points at sign-up with the profile id (the user id cut at the first dot)', () => {
    expect(referralLink('https://dojo.test', 'abc')).toBe('https://dojo.test/r/abc');
    expect(referralLink('https://dojo.test', 'abc.def')).toBe('https://dojo.test/r/abc');
  });
});
