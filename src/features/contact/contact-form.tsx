import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { StorageFullError } from '../../db';
import { env } from '../../lib/env';
import { LIMITS } from '../../../sync';
import { useSyncUi } from '../sync';
import {
  checkContactDraft,
  EMPTY_DRAFT,
  TOPIC_LABELS,
  TOPICS,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from './contact-message';
import { lastSentMessage, sendContactMessage, useDelivery } from './send';
import './contact.css';

interface Sent {
  opId: string;
  email: string;
}

/**
 * /info/contact: a message to the team. It works offline like everything else: sending keeps it
 * on this device and queues it; the sync engine delivers it once there is a connection, signed in
 * or not. The sent state says truthfully where the message is.
 */
export function ContactForm() {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const touched = useRef(false);
  const ids = useId();
  const field = (name: ContactField) => `${ids}-${name}`;

  // Offer the name and email used last time on this device (the person can change them).
  useEffect(() => {
    let live = true;
    void lastSentMessage().then((last) => {
      if (!live || !last || touched.current) return;
      setDraft((d) => ({ ...d, name: last.name, email: last.email }));
    });
    return () => {
      live = false;
    };
  }, []);

  const update = (name: ContactField, value: string) => {
    touched.current = true;
    setDraft((d) => ({ ...d, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkContactDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = (['name', 'email', 'topic', 'message'] as const).find((f) => check.errors[f]);
      if (first) document.getElementById(field(first))?.focus();
      return;
    }
    setBusy(true);
    setSaveError(null);
    sendContactMessage(check.payload).then(
      (opId) => {
        setBusy(false);
        setSent({ opId, email: check.payload.email });
        setDraft((d) => ({ ...EMPTY_DRAFT, name: d.name, email: d.email }));
      },
      (error: unknown) => {
        setBusy(false);
        setSaveError(
          error instanceof StorageFullError
            ? 'This device is out of storage, so the message could not be saved. Free some space and send it again; your text is still here.'
            : 'The message could not be saved on this device. Send it again; your text is still here.',
        );
      },
    );
  };

  const support = (
    <p className="contact-support">
      Prefer email? Write to{' '}
      <a href={`mailto:${env.supportEmail}`} data-testid="support-email">
        {env.supportEmail}
      </a>
      .
    </p>
  );

  if (sent) {
    return (
      <div className="contact">
        <SentNotice sent={sent} onAnother={() => setSent(null)} />
        {support}
      </div>
    );
  }

  const length = draft.message.length;
  return (
    <div className="contact">
      <form className="contact-form" noValidate onSubmit={submit} aria-label="Contact us">
        <div className="contact-field">
          <label htmlFor={field('name')}>
            Your name <span className="contact-optional">(optional)</span>
          </label>
          <input
            id={field('name')}
            type="text"
            autoComplete="name"
            maxLength={LIMITS.contactNameChars}
            value={draft.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${field('name')}-error` : undefined}
            onChange={(e) => update('name', e.target.value)}
          />
          <FieldError id={`${field('name')}-error`} text={errors.name} />
        </div>
        <div className="contact-field">
          <label htmlFor={field('email')}>
            Your email <span className="contact-optional">(optional)</span>
          </label>
          <input
            id={field('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={LIMITS.contactEmailChars}
            value={draft.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={`${field('email')}-hint${errors.email ? ` ${field('email')}-error` : ''}`}
            onChange={(e) => update('email', e.target.value)}
          />
          <p className="contact-hint" id={`${field('email')}-hint`}>
            Only if you would like a reply. We use it to answer you and for nothing else.
          </p>
          <FieldError id={`${field('email')}-error`} text={errors.email} />
        </div>
        <div className="contact-field">
          <label htmlFor={field('topic')}>What is it about?</label>
          <select
            id={field('topic')}
            value={draft.topic}
            aria-invalid={errors.topic ? true : undefined}
            onChange={(e) => update('topic', e.target.value)}
          >
            {TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
          <FieldError id={`${field('topic')}-error`} text={errors.topic} />
        </div>
        <div className="contact-field">
          <label htmlFor={field('message')}>Your message</label>
          <textarea
            id={field('message')}
            rows={6}
            maxLength={LIMITS.contactMessageChars}
            value={draft.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${field('message')}-count${errors.message ? ` ${field('message')}-error` : ''}`}
            onChange={(e) => update('message', e.target.value)}
          />
          <div className="contact-field-foot">
            <FieldError id={`${field('message')}-error`} text={errors.message} />
            <span
              className="contact-counter"
              id={`${field('message')}-count`}
              data-full={length >= LIMITS.contactMessageChars}
            >
              {length.toLocaleString('en-US')} /{' '}
              {LIMITS.contactMessageChars.toLocaleString('en-US')}
            </span>
          </div>
        </div>
        {saveError && (
          <p className="contact-error" role="alert">
            {saveError}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send message'}
        </button>
        <p className="contact-hint">
          No signal? Send it anyway: it is saved on this device and reaches us once you are online.
        </p>
      </form>
      {support}
    </div>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="contact-error" id={id}>
      {text}
    </p>
  );
}

/** Where the message is: on this device waiting for a connection, with us, or refused. */
function SentNotice({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const delivery = useDelivery(sent.opId);
  const configured = useSyncUi((s) => s.configured);
  const online = useSyncUi((s) => s.online);
  const reply = sent.email
    ? `We'll reply to ${sent.email}.`
    : 'You left no email, so we cannot reply, but we read every message.';

  let title: string;
  let body: string;
  let tone: 'ok' | 'waiting' | 'warn' = 'ok';
  if (!configured) {
    title = 'Saved on this device only';
    body = `This copy of Party Dojo has no server, so the message cannot reach us from here. Please email it to ${env.supportEmail}.`;
    tone = 'warn';
  } else if (delivery.state === 'refused') {
    title = 'Not accepted';
    body = `Our server refused the message (${delivery.reason}). Please email it to ${env.supportEmail}.`;
    tone = 'warn';
  } else if (delivery.state === 'delivered') {
    title = 'Sent';
    body = `Your message reached us. ${reply}`;
  } else {
    title = 'Queued';
    body = online
      ? `Saved on this device and on its way to us. ${reply}`
      : `Saved on this device. You are offline: it will be sent the moment you are back online, even if you close this page. ${reply}`;
    tone = 'waiting';
  }

  return (
    <div className="contact-sent" data-tone={tone} data-testid="contact-sent" role="status">
      <h3 className="contact-sent-title">{title}</h3>
      <p>{body}</p>
      <button type="button" className="btn btn-ghost" onClick={onAnother}>
        Write another message
      </button>
    </div>
  );
}
