import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS, LIMITS } from '../../../sync';
import { loadLang, setCurrentLang } from '../../lib/i18n';
import {
  checkContactDraft,
  CONTACT_ERRORS,
  EMPTY_DRAFT,
  TOPIC_LABELS,
  type ContactDraft,
} from './contact-message';
import { tokenFromLocation } from './unsubscribe-panel';

const draft = (overrides: Partial<ContactDraft>): ContactDraft => ({
  ...EMPTY_DRAFT,
  message: 'The charades timer stopped when my phone locked.',
  ...overrides,
});

describe('checkContactDraft', () => {
  it('needs only a message; name and email may stay empty', () => {
    expect(checkContactDraft(draft({}))).toEqual({
      ok: true,
      payload: {
        name: '',
        email: '',
        topic: 'question',
        message: 'The charades timer stopped when my phone locked.',
      },
    });
  });

  it('trims every field before sending', () => {
    const check = checkContactDraft(
      draft({ name: '  Sam ', email: ' sam@example.com  ', topic: 'idea', message: '  Hi!  ' }),
    );
    expect(check).toEqual({
      ok: true,
      payload: { name: 'Sam', email: 'sam@example.com', topic: 'idea', message: 'Hi!' },
    });
  });

  it('refuses an empty or blank message in plain words', () => {
    for (const message of ['', '   ', '\n\t']) {
      expect(checkContactDraft(draft({ message }))).toEqual({
        ok: false,
        errors: { message: CONTACT_ERRORS.messageMissing },
      });
    }
    expect(CONTACT_ERRORS.messageMissing).toBe('Write your message first.');
  });

  it('limits the message to the server’s length, counting after trimming', () => {
    const max = 'x'.repeat(LIMITS.contactMessageChars);
    expect(checkContactDraft(draft({ message: max })).ok).toBe(true);
    expect(checkContactDraft(draft({ message: `  ${max}  ` })).ok).toBe(true);
    expect(checkContactDraft(draft({ message: `${max}y` }))).toEqual({
      ok: false,
      errors: { message: CONTACT_ERRORS.messageTooLong },
    });
    expect(CONTACT_ERRORS.messageTooLong).toContain('2,000 characters');
  });

  it('checks an email only when one is given, with the server’s rule', () => {
    for (const email of ['a@b.co', 'first.last+party@mail.example.org']) {
      expect(checkContactDraft(draft({ email })).ok, email).toBe(true);
    }
    for (const email of [
      'sam',
      'sam@',
      '@example.com',
      'sam@example',
      'sam @example.com',
      'a@b@c.d',
    ]) {
      expect(checkContactDraft(draft({ email })), email).toEqual({
        ok: false,
        errors: { email: CONTACT_ERRORS.emailInvalid },
      });
    }
    const long = `${'x'.repeat(LIMITS.contactEmailChars)}@example.com`;
    expect(checkContactDraft(draft({ email: long }))).toEqual({
      ok: false,
      errors: { email: CONTACT_ERRORS.emailTooLong },
    });
  });

  it('reports every bad field at once, and refuses a topic the server does not know', () => {
    const check = checkContactDraft({
      name: 'n'.repeat(LIMITS.contactNameChars + 1),
      email: 'nope',
      topic: 'refund' as ContactDraft['topic'],
      message: '',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: CONTACT_ERRORS.nameTooLong,
        email: CONTACT_ERRORS.emailInvalid,
        topic: CONTACT_ERRORS.topicUnknown,
        message: CONTACT_ERRORS.messageMissing,
      },
    });
  });

  it('labels every topic the server accepts', () => {
    expect(Object.keys(TOPIC_LABELS).sort()).toEqual([...CONTACT_TOPICS].sort());
  });

  it('tells a Danish page what to fix in Danish, with the limit written the Danish way', async () => {
    await loadLang('da');
    setCurrentLang('da');
    try {
      expect(checkContactDraft(draft({ message: ' ' }))).toEqual({
        ok: false,
        errors: { message: 'Skriv din besked først.' },
      });
      const long = checkContactDraft(
        draft({ message: 'x'.repeat(LIMITS.contactMessageChars + 1) }),
      );
      expect(long.ok ? '' : long.errors.message).toContain('2.000 tegn');
    } finally {
      setCurrentLang('en');
    }
  });
});

describe('tokenFromLocation', () => {
  it('reads the token of an unsubscribe link, or nothing', () => {
    expect(tokenFromLocation('?token=abc.def')).toBe('abc.def');
    expect(tokenFromLocation('?utm=x&token=%20abc.def%20')).toBe('abc.def');
    expect(tokenFromLocation('')).toBe('');
    expect(tokenFromLocation('?other=1')).toBe('');
  });
});
