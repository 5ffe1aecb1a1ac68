import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLang, useT } from '../../lib/i18n';
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
  const t = useT();
  const lang = useLang();
  const number = (n: number) => n.toLocaleString(lang === 'da' ? 'da-DK' : 'en-US');
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
            ? t('contact.error.storageFull')
            : t('contact.error.notSaved'),
        );
      },
    );
  };

  const support = (
    <p className="contact-support">
      {t('contact.preferEmail')}{' '}
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
      <form className="contact-form" noValidate onSubmit={submit} aria-label={t('contact.form')}>
        <div className="contact-field">
          <label htmlFor={field('name')}>
            {t('contact.name')} <span className="contact-optional">{t('contact.optional')}</span>
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
            {t('contact.email')} <span className="contact-optional">{t('contact.optional')}</span>
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
            {t('contact.emailHint')}
          </p>
          <FieldError id={`${field('email')}-error`} text={errors.email} />
        </div>
        <div className="contact-field">
          <label htmlFor={field('topic')}>{t('contact.topic')}</label>
          <select
            id={field('topic')}
            value={draft.topic}
            aria-invalid={errors.topic ? true : undefined}
            onChange={(e) => update('topic', e.target.value)}
          >
            {TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(TOPIC_LABELS[topic])}
              </option>
            ))}
          </select>
          <FieldError id={`${field('topic')}-error`} text={errors.topic} />
        </div>
        <div className="contact-field">
          <label htmlFor={field('message')}>{t('contact.message')}</label>
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
              {t('contact.counter', {
                length: number(length),
                max: number(LIMITS.contactMessageChars),
              })}
            </span>
          </div>
        </div>
        {saveError && (
          <p className="contact-error" role="alert">
            {saveError}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('contact.sending') : t('contact.send')}
        </button>
        <p className="contact-hint">{t('contact.noSignal')}</p>
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
  const t = useT();
  const reply = sent.email ? t('contact.replyTo', { email: sent.email }) : t('contact.noReply');
  const email = env.supportEmail;

  let title: string;
  let body: string;
  let tone: 'ok' | 'waiting' | 'warn' = 'ok';
  if (!configured) {
    title = t('contact.sent.localTitle');
    body = t('contact.sent.localBody', { email });
    tone = 'warn';
  } else if (delivery.state === 'refused') {
    title = t('contact.sent.refusedTitle');
    body = t('contact.sent.refusedBody', { reason: delivery.reason, email });
    tone = 'warn';
  } else if (delivery.state === 'delivered') {
    title = t('contact.sent.deliveredTitle');
    body = t('contact.sent.deliveredBody', { reply });
  } else {
    title = t('contact.sent.queuedTitle');
    body = online
      ? t('contact.sent.queuedOnline', { reply })
      : t('contact.sent.queuedOffline', { reply });
    tone = 'waiting';
  }

  return (
    <div className="contact-sent" data-tone={tone} data-testid="contact-sent" role="status">
      <h3 className="contact-sent-title">{title}</h3>
      <p>{body}</p>
      <button type="button" className="btn btn-ghost" onClick={onAnother}>
        {t('contact.another')}
      </button>
    </div>
  );
}
