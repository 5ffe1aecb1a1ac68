import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../lib/i18n';
import { serverReasonText } from './server-reasons';

describe("the server's reasons in the page's language (issue 39)", () => {
  beforeAll(() => loadLang('da'));
  afterEach(() => setCurrentLang('en'));

  it('writes referral and reward refusals in Danish on a Danish page', () => {
    setCurrentLang('da');
    expect(serverReasonText('mutual referrals are not allowed')).toBe(
      'To konti kan ikke invitere hinanden.',
    );
    expect(serverReasonText('referrer has reached the limit of 5 referrals in 30 days')).toMatch(
      /^Kontoen, der inviterede dig/,
    );
    expect(serverReasonText('Reward already claimed')).toBe('Belønningen er allerede hentet');
    expect(serverReasonText('Insufficient dojo coins')).toBe('Du har ikke dojo-mønter nok.');
  });

  it("keeps the spec's English wording on an English page, and an unknown reason as sent", () => {
    expect(serverReasonText('Reward already claimed')).toBe('Reward already claimed');
    expect(serverReasonText('a referral must be recorded within 7 days of signing up')).toBe(
      'An invite counts only within 7 days of signing up.',
    );
    setCurrentLang('da');
    expect(serverReasonText('pack was deleted')).toBe('pack was deleted');
  });
});
