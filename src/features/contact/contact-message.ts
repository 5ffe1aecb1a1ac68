import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_TOPICS,
  LIMITS,
  type ContactCreatePayload,
  type ContactTopic,
} from '../../../sync';

/** What the form's topic list says for each topic the server knows. */
export const TOPIC_LABELS: Record<ContactTopic, string> = {
  question: 'A question',
  problem: 'Something is not working',
  idea: 'An idea or a game to add',
  partnership: 'Partnering with us (bars and venues)',
  privacy: 'My data or my account',
  other: 'Something else',
};

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

/** Every message the form can show for bad input, in one place (the tests use them too). */
export const CONTACT_ERRORS = {
  messageMissing: 'Write your message first.',
  messageTooLong: `Your message is too long: keep it to ${LIMITS.contactMessageChars.toLocaleString('en-US')} characters.`,
  emailInvalid:
    'That email address does not look complete (like name@example.com). Fix it, or leave it empty.',
  emailTooLong: `That email address is longer than ${LIMITS.contactEmailChars} characters.`,
  nameTooLong: `Keep your name to ${LIMITS.contactNameChars} characters.`,
  topicUnknown: 'Choose what your message is about.',
} as const;

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
