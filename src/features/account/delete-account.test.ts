import { describe, expect, it } from 'vitest';
import { confirmsDeletion, DELETE_MESSAGES, deletionOutcome } from './delete-account';
import { premiumEndsSentence } from './delete-account-section';

describe('confirming an account deletion', () => {
  it('takes the username as shown or the word delete, and nothing else', () => {
    expect(confirmsDeletion('party.animal', 'party.animal')).toBe(true);
    expect(confirmsDeletion('  party.animal ', 'party.animal')).toBe(true);
    expect(confirmsDeletion('delete', 'party.animal')).toBe(true);
    expect(confirmsDeletion('DELETE', 'party.animal')).toBe(true);
    expect(confirmsDeletion('Party.Animal', 'party.animal')).toBe(false);
    expect(confirmsDeletion('party', 'party.animal')).toBe(false);
    expect(confirmsDeletion('', 'party.animal')).toBe(false);
    expect(confirmsDeletion('   ', '   ')).toBe(false);
  });
});

describe('what a person is told when the server deletes the account', () => {
  const online = () => true;
  const offline = () => false;
  const PAYMENTS =
    'Your payment details could not be removed just now, so your account was not deleted. Try again in a moment.';

  it('is done when the function answers 200', () => {
    expect(deletionOutcome({ status: 200, error: null }, online)).toEqual({ ok: true });
  });

  it("passes on the function's sentence for a step that failed part-way", () => {
    expect(deletionOutcome({ status: 502, error: PAYMENTS }, online)).toEqual({
      ok: false,
      message: PAYMENTS,
    });
  });

  it('never shows a code, a trace or an unknown answer: the plain failure instead', () => {
    for (const answer of [
      { status: 502, error: 'rpc delete_my_account answered 500: {"code":"PD001"}' },
      { status: 502, error: null },
      { status: 500, error: 'Something went wrong on our side. Please try again.' },
      { status: 403, error: 'You can only delete your own account' },
      { status: 404, error: null },
    ]) {
      expect(deletionOutcome(answer, online), JSON.stringify(answer)).toEqual({
        ok: false,
        message: DELETE_MESSAGES.failed,
      });
    }
  });

  it('says to connect when no answer came offline, and to sign in on an expired session', () => {
    expect(deletionOutcome({ status: 0, error: null }, offline)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.offline,
    });
    expect(deletionOutcome({ status: 0, error: null }, online)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.failed,
    });
    expect(deletionOutcome({ status: 401, error: 'Please sign in first' }, online)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.session,
    });
  });

  it('speaks in plain sentences, never a code', () => {
    for (const message of Object.values(DELETE_MESSAGES)) {
      expect(message).toMatch(/^[A-Z][^0-9]*\.$/);
      expect(message).not.toMatch(/PD001|delete-account|premium_state/);
    }
  });
});

describe('the deletion confirmation for a premium subscriber', () => {
  it('says premium ends now with no further charge, and says nothing without premium', () => {
    expect(premiumEndsSentence({ premium: false, cancelled: false })).toBeNull();
    expect(premiumEndsSentence({ premium: false, cancelled: true })).toBeNull();
    expect(premiumEndsSentence({ premium: true, cancelled: false })).toMatch(
      /^Your premium subscription ends now too, and you will not be charged again\./,
    );
    expect(premiumEndsSentence({ premium: true, cancelled: true })).toMatch(
      /^Your premium ends now too\..*you will not be charged again\.$/,
    );
  });
});
