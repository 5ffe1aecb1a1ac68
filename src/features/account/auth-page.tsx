import { Link, useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useActiveUserId } from '../../db';
import { richText } from '../../components/rich-text';
import { useT, type MessageKey } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { hasBackend, loadAccountEmail, signIn, signUp, useSyncUi } from '../sync';
import { AUTH_MESSAGES, authMessage, checkCredentials } from './auth-messages';
import {
  AuthFormPage,
  CheckYourEmail,
  EmailField,
  FormAlert,
  PasswordField,
  SubmitButton,
} from './auth-parts';
import { returnPath } from './return-to';
import './account.css';

export type AuthMode = 'sign-in' | 'sign-up';

/** sessionStorage key docs/spec/screens.md writes on the way to /sign-up (see app/navigation.ts). */
const PREVIOUS_ROUTE_KEY = 'previousRoute';

const COPY = {
  'sign-in': {
    title: 'account.signIn.title',
    lead: 'account.signIn.lead',
    submit: 'account.signIn.submit',
    busy: 'account.signIn.busy',
    switchText: 'account.signIn.switchText',
    switchLink: 'account.signIn.switchLink',
    passwordHint: undefined,
  },
  'sign-up': {
    title: 'account.signUp.title',
    lead: 'account.signUp.lead',
    submit: 'account.signUp.submit',
    busy: 'account.signUp.busy',
    switchText: 'account.signUp.switchText',
    switchLink: 'account.signUp.switchLink',
    passwordHint: 'account.signUp.passwordHint',
  },
} as const satisfies Record<AuthMode, Record<string, MessageKey | undefined>>;

export function AuthPage({ mode, redirect }: { mode: AuthMode; redirect?: string | undefined }) {
  const keys = COPY[mode];
  const t = useT();
  const copy = {
    title: t(keys.title),
    lead: t(keys.lead),
    submit: t(keys.submit),
    busy: t(keys.busy),
    switchText: t(keys.switchText),
    switchLink: t(keys.switchLink),
    passwordHint: keys.passwordHint && t(keys.passwordHint),
  };
  const router = useRouter();
  const online = useOnline();
  const userId = useActiveUserId();
  const signedInEmail = useSyncUi((s) => s.email);
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Off until ticked: news by email only with consent (UX review 2, U16).
  const [emailNews, setEmailNews] = useState(false);
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
          : await signUp(email.trim(), password, destination(), emailNews);
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
      setResendStatus(t('account.sentAgain'));
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
        <p>{t('account.noServer.body')}</p>
        <Link to="/" className="btn btn-primary">
          {t('account.backToGames')}
        </Link>
      </section>
    );
  }

  if (confirmSentTo) {
    return (
      <CheckYourEmail
        id={id}
        sent={richText(t('account.confirmSent', { email: '{email}' }), {
          email: <strong>{confirmSentTo}</strong>,
        })}
        status={resendStatus}
        error={error}
        busy={busy}
        againLabel={t('account.resendEmail')}
        onAgain={() => void resend(confirmSentTo)}
        otherLabel={t('account.tryAnother')}
        onOther={() => {
          setConfirmSentTo(null);
          setResendStatus(null);
          setError(null);
        }}
      />
    );
  }

  if (userId) {
    return (
      <section className="auth-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('account.signedIn.title')}</h1>
        <p className="lead">
          {signedInEmail
            ? richText(t('account.signedIn.as', { email: '{email}' }), {
                email: <strong>{signedInEmail}</strong>,
              })
            : t('account.signedIn.device')}
        </p>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={goBack}>
          {t('account.continue')}
        </button>
      </section>
    );
  }

  const otherMode: AuthMode = mode === 'sign-in' ? 'sign-up' : 'sign-in';
  return (
    <AuthFormPage id={id} title={copy.title} lead={copy.lead} online={online}>
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <EmailField
          id={id}
          inputRef={emailRef}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setProblems((p) => ({ ...p, email: undefined }));
          }}
          problem={problems.email}
          autoComplete={mode === 'sign-in' ? 'username' : 'email'}
        />
        <PasswordField
          id={id}
          label={t('account.password')}
          inputRef={passwordRef}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblems((p) => ({ ...p, password: undefined }));
          }}
          problem={problems.password}
          hint={copy.passwordHint}
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          shown={showPassword}
          onToggleShown={() => setShowPassword((v) => !v)}
        >
          {mode === 'sign-in' && (
            <Link
              to="/forgot-password"
              search={redirect ? { redirect } : {}}
              className="auth-forgot"
            >
              {t('account.forgot')}
            </Link>
          )}
        </PasswordField>
        {mode === 'sign-up' && (
          <label className="auth-news">
            <input
              type="checkbox"
              checked={emailNews}
              onChange={(event) => setEmailNews(event.target.checked)}
            />
            <span>{t('account.signUp.news')}</span>
          </label>
        )}
        <FormAlert error={error} />
        {unconfirmed && (
          <button
            type="button"
            className="btn btn-block"
            disabled={busy}
            onClick={() => void resend(email.trim())}
          >
            {t('account.resendConfirmation')}
          </button>
        )}
        <SubmitButton busy={busy} online={online} label={copy.submit} busyLabel={copy.busy} />
      </form>
      {mode === 'sign-in' && (
        <p className="auth-alt">
          <Link
            to="/sign-in-link"
            search={redirect ? { redirect } : {}}
            className="btn btn-large btn-block"
          >
            {t('account.emailLink')}
          </Link>
        </p>
      )}
      <p className="auth-switch">
        {copy.switchText}{' '}
        <Link to={`/${otherMode}`} search={redirect ? { redirect } : {}}>
          {copy.switchLink}
        </Link>
      </p>
    </AuthFormPage>
  );
}
