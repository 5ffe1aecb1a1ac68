import { Link, useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useActiveUserId } from '../../db';
import { useOnline } from '../../lib/online';
import { hasBackend, loadAccountEmail, signIn, signUp, useSyncUi } from '../sync';
import { AUTH_MESSAGES, authMessage, checkCredentials } from './auth-messages';
import { LocalInboxHint } from './local-inbox';
import { returnPath } from './return-to';
import './account.css';

export type AuthMode = 'sign-in' | 'sign-up';

/** sessionStorage key SPEC §2 writes on the way to /sign-up (see app/navigation.ts). */
const PREVIOUS_ROUTE_KEY = 'previousRoute';

const COPY = {
  'sign-in': {
    title: 'Sign in',
    lead: 'Your packs, likes and dojo coins, on every device. Playing never needs an account.',
    submit: 'Sign in',
    busy: 'Signing in…',
    switchText: 'New here?',
    switchLink: 'Create an account',
    passwordHint: undefined,
  },
  'sign-up': {
    title: 'Create your account',
    lead: 'Free, and it takes a moment: a profile with dojo coins and rewards, and the packs you make follow you to every device.',
    submit: 'Create account',
    busy: 'Creating your account…',
    switchText: 'Already have an account?',
    switchLink: 'Sign in',
    passwordHint: 'At least 8 characters.',
  },
} as const;

export function AuthPage({ mode, redirect }: { mode: AuthMode; redirect?: string | undefined }) {
  const copy = COPY[mode];
  const router = useRouter();
  const online = useOnline();
  const userId = useActiveUserId();
  const signedInEmail = useSyncUi((s) => s.email);
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmSentTo, setConfirmSentTo] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [resendStatus, setResendStatus] = useState<string | null>(null);

  const destination = () => returnPath(redirect, sessionStorage.getItem(PREVIOUS_ROUTE_KEY));
  const goBack = () => {
    const to = destination();
    sessionStorage.removeItem(PREVIOUS_ROUTE_KEY);
    router.history.push(to);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const found = checkCredentials(email, password, mode);
    setProblems(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (!navigator.onLine) return setError(AUTH_MESSAGES.offline);
    setBusy(true);
    setUnconfirmed(false);
    try {
      const result =
        mode === 'sign-in'
          ? await signIn(email.trim(), password)
          : await signUp(email.trim(), password, destination());
      if (result.error) {
        setError(authMessage(result.error));
        setUnconfirmed(result.error.code === 'email_not_confirmed');
        return;
      }
      if (result.needsConfirmation) {
        setConfirmSentTo(email.trim());
        return;
      }
      goBack();
    } catch (cause) {
      console.error('[account]', cause);
      setError(navigator.onLine ? AUTH_MESSAGES.unknown : AUTH_MESSAGES.offline);
    } finally {
      setBusy(false);
    }
  }

  /** The confirmation email again, for the address typed or the one it was sent to. */
  async function resend(address: string) {
    if (busy) return;
    setResendStatus(null);
    setError(null);
    if (!navigator.onLine) return setError(AUTH_MESSAGES.offline);
    setBusy(true);
    try {
      const { resendConfirmation } = await loadAccountEmail();
      const result = await resendConfirmation(address, destination());
      if (result.error) return setError(authMessage(result.error));
      setConfirmSentTo(address);
      setResendStatus('Sent again. The newest link is the one that works.');
    } catch (cause) {
      console.error('[account]', cause);
      setError(navigator.onLine ? AUTH_MESSAGES.unknown : AUTH_MESSAGES.offline);
    } finally {
      setBusy(false);
    }
  }

  if (!hasBackend()) {
    return (
      <section className="auth-page prose">
        <h1>{copy.title}</h1>
        <p className="lead">{AUTH_MESSAGES.noServer}</p>
        <p>Every game, the editor and your packs work here all the same, kept on this device.</p>
        <Link to="/" className="btn btn-primary">
          Back to the games
        </Link>
      </section>
    );
  }

  if (confirmSentTo) {
    return (
      <section className="auth-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Check your email</h1>
        <p className="lead" role="status">
          We sent a link to <strong>{confirmSentTo}</strong>. Open it on this device to confirm your
          account, and you are in. It works once, for one hour.
        </p>
        <LocalInboxHint />
        <p className="auth-status" role="status">
          {resendStatus}
        </p>
        <p className="auth-error" role="alert">
          {error}
        </p>
        <p className="auth-aside">
          Nothing there? Look in spam,{' '}
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => void resend(confirmSentTo)}
          >
            resend the email
          </button>{' '}
          or{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setConfirmSentTo(null);
              setResendStatus(null);
              setError(null);
            }}
          >
            try another address
          </button>
          .
        </p>
      </section>
    );
  }

  if (userId) {
    return (
      <section className="auth-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>You're signed in</h1>
        <p className="lead">
          {signedInEmail ? (
            <>
              Signed in as <strong>{signedInEmail}</strong>.
            </>
          ) : (
            'This device is signed in.'
          )}
        </p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={goBack}>
          Continue
        </button>
      </section>
    );
  }

  const otherMode: AuthMode = mode === 'sign-in' ? 'sign-up' : 'sign-in';
  return (
    <section className="auth-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{copy.title}</h1>
      <p className="lead">{copy.lead}</p>
      {!online && (
        <p className="auth-offline" role="status">
          {AUTH_MESSAGES.offline}
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="auth-field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete={mode === 'sign-in' ? 'username' : 'email'}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setProblems((p) => ({ ...p, email: undefined }));
            }}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={problems.email ? `${id}-email-error` : undefined}
          />
          {problems.email && (
            <span className="auth-field-error" id={`${id}-email-error`}>
              {problems.email}
            </span>
          )}
        </div>
        <div className="auth-field">
          <label htmlFor={`${id}-password`}>Password</label>
          <div className="auth-password">
            <input
              ref={passwordRef}
              id={`${id}-password`}
              type={showPassword ? 'text' : 'password'}
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setProblems((p) => ({ ...p, password: undefined }));
              }}
              aria-invalid={problems.password ? true : undefined}
              aria-describedby={
                [
                  problems.password && `${id}-password-error`,
                  !problems.password && copy.passwordHint && `${id}-hint`,
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            <button
              type="button"
              className="auth-reveal"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </div>
          {copy.passwordHint && !problems.password && (
            <span className="auth-hint" id={`${id}-hint`}>
              {copy.passwordHint}
            </span>
          )}
          {problems.password && (
            <span className="auth-field-error" id={`${id}-password-error`}>
              {problems.password}
            </span>
          )}
          {mode === 'sign-in' && (
            <Link
              to="/forgot-password"
              search={redirect ? { redirect } : {}}
              className="auth-forgot"
            >
              Forgot password?
            </Link>
          )}
        </div>
        <p className="auth-error" role="alert">
          {error}
        </p>
        {unconfirmed && (
          <button
            type="button"
            className="btn btn-block"
            disabled={busy}
            onClick={() => void resend(email.trim())}
          >
            Send the confirmation email again
          </button>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-large btn-block"
          disabled={busy || !online}
        >
          {busy ? copy.busy : copy.submit}
        </button>
      </form>
      {mode === 'sign-in' && (
        <p className="auth-alt">
          <Link
            to="/sign-in-link"
            search={redirect ? { redirect } : {}}
            className="btn btn-large btn-block"
          >
            Email me a sign-in link
          </Link>
        </p>
      )}
      <p className="auth-switch">
        {copy.switchText}{' '}
        <Link to={`/${otherMode}`} search={redirect ? { redirect } : {}}>
          {copy.switchLink}
        </Link>
      </p>
    </section>
  );
}
