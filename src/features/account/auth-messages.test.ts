import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  authMessage,
  checkCredentials,
  checkEmailAddress,
  checkNewPassword,
} from './auth-messages';

describe('sign-in and sign-up messages', () => {
  it('turns every identity code docs/spec/messages.md names into a plain sentence, never the code', () => {
    const codes = [
      'wrong-password',
      'user-not-found',
      'email-already-in-use',
      'invalid-credential',
      'too-many-requests',
      'network-request-failed',
      'requires-recent-login',
      'unauthorized-domain',
      'popup-blocked',
      'popup-closed-by-user',
    ];
    for (const code of codes) {
      const message = authMessage({ code });
      expect(message, code).not.toBe(AUTH_MESSAGES.unknown);
      expect(message, code).not.toContain(code);
      expect(message, code).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('maps Supabase Auth answers the same way', () => {
    expect(authMessage({ code: 'invalid_credentials', status: 400 })).toBe(
      AUTH_MESSAGES.badCredentials,
    );
    expect(authMessage({ code: 'user_already_exists', status: 422 })).toBe(
      AUTH_MESSAGES.emailTaken,
    );
    expect(authMessage({ code: 'weak_password', status: 422 })).toBe(AUTH_MESSAGES.weakPassword);
    expect(authMessage({ status: 429 })).toBe(AUTH_MESSAGES.tooMany);
  });

  it('reads a request that never reached the server as being offline', () => {
    expect(authMessage({ name: 'AuthRetryableFetchError', status: 0 })).toBe(AUTH_MESSAGES.offline);
  });

  it('gives an unknown code a calm generic line rather than the code', () => {
    expect(authMessage({ code: 'flux_capacitor_overheated', status: 500 })).toBe(
      AUTH_MESSAGES.unknown,
    );
  });

  it('checks the form before asking the server', () => {
    expect(checkCredentials('', '', 'sign-in')).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(checkCredentials('not-an-email', 'x', 'sign-in').email).toBe(AUTH_MESSAGES.badEmail);
    expect(checkCredentials('a@b.co', 'short', 'sign-up').password).toBe(
      AUTH_MESSAGES.weakPassword,
    );
    // An old account may have a shorter password: sign-in leaves that to the server.
    expect(checkCredentials('a@b.co', 'short', 'sign-in')).toEqual({});
  });

  it('says plainly what went wrong with an email link or a new password', () => {
    const codes = [
      'email_not_confirmed',
      'otp_expired',
      'over_email_send_rate_limit',
      'same_password',
      'weak_password',
      'otp_disabled',
    ];
    for (const code of codes) {
      const message = authMessage({ code, status: 400 });
      expect(message, code).not.toBe(AUTH_MESSAGES.unknown);
      expect(message, code).not.toContain(code);
      expect(message, code).toMatch(/^[A-Z].*\.$/);
    }
    expect(authMessage({ code: 'otp_expired', status: 403 })).toBe(AUTH_MESSAGES.linkExpired);
    expect(authMessage({ code: 'over_email_send_rate_limit', status: 429 })).toBe(
      AUTH_MESSAGES.emailWait,
    );
    expect(authMessage({ code: 'same_password', status: 422 })).toBe(AUTH_MESSAGES.samePassword);
  });

  it('holds a new password to the sign-up rule', () => {
    expect(checkNewPassword('')).toBe('Enter a new password.');
    expect(checkNewPassword('seven77')).toBe(AUTH_MESSAGES.weakPassword);
    expect(checkNewPassword('eight888')).toBeUndefined();
    expect(checkEmailAddress(' ')).toBe('Enter your email address.');
    expect(checkEmailAddress('sam@example.com')).toBeUndefined();
  });
});
