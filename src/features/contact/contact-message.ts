import { currentLang, t, type MessageKey } from '../../lib/i18n';
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_TOPICS,
  LIMITS,
  type ContactCreatePayload,
  type ContactTopic,
} from '../../../sync';

/** What the form's topic list says for each topic the server knows. */
export const TOPIC_LABELS = {
  question: 'contact.topic.question',
  problem: 'contact.topic.problem',
  idea: 'contact.topic.idea',
  partnership: 'contact.topic.partnership',
  privacy: 'contact.topic.privacy',
  other: 'contact.topic.other',
} as const satisfies Record<ContactTopic, MessageKey>;

const limit = (n: number) => n.toLocaleString(currentLang() === 'da' ? 'da-DK' : 'en-US');

export const TOPICS: readonly ContactTopic[] = CONTACT_TOPICS;

/** The form as typed, before checking. */
export interface ContactDraft {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

export const EMPTY_DRAFT: ContactDraft = { name: '', email: '', topic: 'question', message: '' };

export type ContactField = keyof ContactDraft;
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * Every message the form can show for bad input, in one place (the tests use them too), in the
 * language the page shows.
 */
export const CONTACT_ERRORS = {
  get messageMissing() {
    return t('contact.error.messageMissing');
  },
  get messageTooLong() {
    return t('contact.error.messageTooLong', { max: limit(LIMITS.contactMessageChars) });
  },
  get emailInvalid() {
    return t('contact.error.emailInvalid');
  },
  get emailTooLong() {
    return t('contact.error.emailTooLong', { max: limit(LIMITS.contactEmailChars) });
  },
  get nameTooLong() {
    return t('contact.error.nameTooLong', { max: limit(LIMITS.contactNameChars) });
  },
  get topicUnknown() {
    return t('contact.error.topicUnknown');
  },
};

const EMAIL = new RegExp(CONTACT_EMAIL_PATTERN);

export type ContactCheck =
  { ok: true; payload: ContactCreatePayload } | { ok: false; errors: ContactErrors };

/**
 * Checks the form against the same rules the server applies (push_anonymous), so a message that
 * leaves this device is never refused for its shape. Spaces around the fields are trimmed.
 */
export function checkContactDraft(draft: ContactDraft): ContactCheck {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  const errors: ContactErrors = {};
  if (name.length > LIMITS.contactNameChars) errors.name = CONTACT_ERRORS.nameTooLong;
  if (email.length > LIMITS.contactEmailChars) errors.email = CONTACT_ERRORS.emailTooLong;
  else if (email !== '' && !EMAIL.test(email)) errors.email = CONTACT_ERRORS.emailInvalid;
  if (!CONTACT_TOPICS.includes(draft.topic)) errors.topic = CONTACT_ERRORS.topicUnknown;
  if (message === '') errors.message = CONTACT_ERRORS.messageMissing;
  else if (message.length > LIMITS.contactMessageChars) {
    errors.message = CONTACT_ERRORS.messageTooLong;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: { name, email, topic: draft.topic, message } };
}
