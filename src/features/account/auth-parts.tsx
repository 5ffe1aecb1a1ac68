import type { ReactNode, RefObject } from 'react';
import { richText } from '../../components/rich-text';
import { useT } from '../../lib/i18n';
import { AUTH_MESSAGES } from './auth-messages';
import { LocalInboxHint } from './local-inbox';

// The pieces every account form shares (sign in, sign up, the email-link requests, a new
// password): one page frame, the email and password fields with their errors, the form's alert
// and submit button, and the "Check your email" page. Ids derive from the page's `useId`, so
// labels, errors and hints stay tied to their fields.

/** A form page: its heading, lead, the offline notice, then the form. */
export function AuthFormPage({
  id,
  title,
  lead,
  online,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  online: boolean;
  children: ReactNode;
}) {
  return (
    <section className="auth-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <p className="lead">{lead}</p>
      {!online && (
        <p className="auth-offline" role="status">
          {AUTH_MESSAGES.offline}
        </p>
      )}
      {children}
    </section>
  );
}

export function EmailField({
  id,
  inputRef,
  value,
  onChange,
  problem,
  autoComplete = 'email',
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** Called with the new text; the field's problem should clear. */
  onChange: (value: string) => void;
  problem: string | undefined;
  autoComplete?: 'email' | 'username';
}) {
  const t = useT();
  return (
    <div className="auth-field">
      <label htmlFor={`${id}-email`}>{t('account.email')}</label>
      <input
        ref={inputRef}
        id={`${id}-email`}
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-email-error` : undefined}
      />
      {problem && (
        <span className="auth-field-error" id={`${id}-email-error`}>
          {problem}
        </span>
      )}
    </div>
  );
}

export function PasswordField({
  id,
  label,
  inputRef,
  value,
  onChange,
  problem,
  hint,
  autoComplete,
  shown,
  onToggleShown,
  children,
}: {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** Called with the new text; the field's problem should clear. */
  onChange: (value: string) => void;
  problem: string | undefined;
  /** Shown under the field while there is no problem. */
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  shown: boolean;
  onToggleShown: () => void;
  /** After the hint or problem (the sign-in form's "Forgot password?"). */
  children?: ReactNode;
}) {
  const t = useT();
  const describedBy = problem ? `${id}-password-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="auth-field">
      <label htmlFor={`${id}-password`}>{label}</label>
      <div className="auth-password">
        <input
          ref={inputRef}
          id={`${id}-password`}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="button" className="auth-reveal" aria-pressed={shown} onClick={onToggleShown}>
          {shown ? t('account.hide') : t('account.show')}
        </button>
      </div>
      {problem ? (
        <span className="auth-field-error" id={`${id}-password-error`}>
          {problem}
        </span>
      ) : (
        hint && (
          <span className="auth-hint" id={`${id}-hint`}>
            {hint}
          </span>
        )
      )}
      {children}
    </div>
  );
}

/** The form's error (always in the page, so screen readers hear it when it changes). */
export function FormAlert({ error }: { error: string | null }) {
  return (
    <p className="auth-error" role="alert">
      {error}
    </p>
  );
}

export function SubmitButton({
  busy,
  online,
  label,
  busyLabel,
}: {
  busy: boolean;
  online: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-large btn-block"
      disabled={busy || !online}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * "Check your email": what was sent and where, the local inbox on a local server, the status of a
 * resend and any error, then a way to send it again or use another address.
 */
export function CheckYourEmail({
  id,
  sent,
  status,
  error,
  busy,
  againLabel,
  onAgain,
  otherLabel,
  onOther,
  children,
}: {
  id: string;
  sent: ReactNode;
  status: string | null;
  error: string | null;
  busy: boolean;
  againLabel: string;
  onAgain: () => void;
  otherLabel: string;
  onOther: () => void;
  /** After the choices (a way back to sign in). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="auth-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('account.checkEmail')}</h1>
      <p className="lead" role="status">
        {sent}
      </p>
      <LocalInboxHint />
      <p className="auth-status" role="status">
        {status}
      </p>
      <FormAlert error={error} />
      <p className="auth-aside">
        {richText(t('account.nothingThere', { again: '{again}', other: '{other}' }), {
          again: (
            <button type="button" className="link-button" disabled={busy} onClick={onAgain}>
              {againLabel}
            </button>
          ),
          other: (
            <button type="button" className="link-button" onClick={onOther}>
              {otherLabel}
            </button>
          ),
        })}
      </p>
      {children}
    </section>
  );
}
