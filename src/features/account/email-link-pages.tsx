import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useActiveUserId } from '../../db';
import { richText } from '../../components/rich-text';
import { useT } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import {
  hasBackend,
  loadAccountEmail,
  useSyncUi,
  type AccountResult,
  type EmailLinkType,
} from '../sync';
import { AUTH_MESSAGES, authMessage, checkEmailAddress, checkNewPassword } from './auth-messages';
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

// The pages an emailed link needs: asking for a reset or a sign-in link, opening a link
// (/auth/confirm verifies it and moves on), and choosing a new password after a reset link.

const PREVIOUS_ROUTE_KEY = 'previousRoute';

function useGoBack(redirect: string | undefined) {
  const router = useRouter();
  return (fallback?: string) => {
    const to = fallback ?? returnPath(redirect, sessionStorage.getItem(PREVIOUS_ROUTE_KEY));
    sessionStorage.removeItem(PREVIOUS_ROUTE_KEY);
    router.history.push(to);
  };
}

function NoServer({ title }: { title: string }) {
  const t = useT();
  return (
    <section className="auth-page prose">
      <h1>{title}</h1>
      <p className="lead">{AUTH_MESSAGES.noServer}</p>
      <p>{t('account.noServer.body')}</p>
      <Link to="/" className="btn btn-primary">
        {t('account.backToGames')}
      </Link>
    </section>
  );
}

const REQUEST_COPY = {
  reset: {
    title: 'account.reset.title',
    lead: 'account.reset.lead',
    submit: 'account.reset.submit',
    sent: 'account.reset.sent',
    send: async (email: string, returnTo?: string) =>
      (await loadAccountEmail()).requestPasswordReset(email, returnTo),
  },
  link: {
    title: 'account.link.title',
    lead: 'account.link.lead',
    submit: 'account.link.submit',
    sent: 'account.link.sent',
    send: async (email: string, returnTo?: string) =>
      (await loadAccountEmail()).sendSignInLink(email, returnTo),
  },
} as const;

/** /forgot-password and /sign-in-link: one email field, then "check your email". */
export function EmailRequestPage({
  kind,
  redirect,
}: {
  kind: 'reset' | 'link';
  redirect?: string | undefined;
}) {
  const copy = REQUEST_COPY[kind];
  const t = useT();
  const id = useId();
  const online = useOnline();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function send(address: string): Promise<AccountResult | null> {
    if (!navigator.onLine) {
      setError(AUTH_MESSAGES.offline);
      return null;
    }
    setBusy(true);
    try {
      return await copy.send(address, redirect);
    } catch (cause) {
      console.error('[account]', cause);
      setError(navigator.onLine ? AUTH_MESSAGES.unknown : AUTH_MESSAGES.offline);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const found = checkEmailAddress(email);
    setProblem(found);
    if (found) return emailRef.current?.focus();
    const result = await send(email.trim());
    if (!result) return;
    if (result.error) return setError(authMessage(result.error));
    setSentTo(email.trim());
  }

  async function sendAgain() {
    if (!sentTo || busy) return;
    setStatus(null);
    setError(null);
    const result = await send(sentTo);
    if (!result) return;
    if (result.error) return setError(authMessage(result.error));
    setStatus(t('account.sentAgain'));
  }

  if (!hasBackend()) return <NoServer title={t(copy.title)} />;

  if (sentTo) {
    return (
      <CheckYourEmail
        id={id}
        sent={richText(t(copy.sent, { email: '{email}' }), { email: <strong>{sentTo}</strong> })}
        status={status}
        error={error}
        busy={busy}
        againLabel={t('account.sendAgain')}
        onAgain={() => void sendAgain()}
        otherLabel={t('account.useAnother')}
        onOther={() => {
          setSentTo(null);
          setStatus(null);
          setError(null);
        }}
      >
        <p className="auth-switch">
          <Link to="/sign-in" search={redirect ? { redirect } : {}}>
            {t('account.backToSignIn')}
          </Link>
        </p>
      </CheckYourEmail>
    );
  }

  return (
    <AuthFormPage id={id} title={t(copy.title)} lead={t(copy.lead)} online={online}>
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        <EmailField
          id={id}
          inputRef={emailRef}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setProblem(undefined);
          }}
          problem={problem}
        />
        <FormAlert error={error} />
        <SubmitButton
          busy={busy}
          online={online}
          label={t(copy.submit)}
          busyLabel={t('account.sending')}
        />
      </form>
      <p className="auth-switch">
        {t('account.remembered')}{' '}
        <Link to="/sign-in" search={redirect ? { redirect } : {}}>
          {t('account.signInWithPassword')}
        </Link>
      </p>
    </AuthFormPage>
  );
}

/**
 * One verification per link per page load: React may mount the page twice, and a link works once,
 * so the second mount must reuse the first answer instead of spending the token again.
 */
const verifications = new Map<string, Promise<AccountResult>>();

function verifyOnce(tokenHash: string, type: EmailLinkType): Promise<AccountResult> {
  const key = `${type}:${tokenHash}`;
  let pending = verifications.get(key);
  if (!pending) {
    pending = loadAccountEmail()
      .then((m) => m.verifyEmailLink(tokenHash, type))
      .catch((cause: unknown) => {
        console.error('[account]', cause);
        verifications.delete(key);
        return {
          error: { code: navigator.onLine ? undefined : 'network-request-failed' },
        } satisfies AccountResult;
      });
    verifications.set(key, pending);
  }
  return pending;
}

type ConfirmState =
  | { kind: 'checking' }
  | { kind: 'offline' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

/** /auth/confirm: where every emailed link lands. Verifies it, then moves on. */
export function ConfirmEmailLinkPage({
  tokenHash,
  type,
  redirect,
}: {
  tokenHash: string | undefined;
  type: EmailLinkType | undefined;
  redirect?: string | undefined;
}) {
  const id = useId();
  const t = useT();
  const router = useRouter();
  const goBack = useGoBack(redirect);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ConfirmState>(() =>
    tokenHash && type ? { kind: 'checking' } : { kind: 'expired' },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!tokenHash || !type || !hasBackend()) return;
    let live = true;
    const pending: Promise<AccountResult> = navigator.onLine
      ? verifyOnce(tokenHash, type)
      : Promise.resolve({ error: { code: 'network-request-failed' } });
    void pending.then((result) => {
      if (!live) return;
      if (!result.error) {
        if (type === 'recovery') {
          void router.navigate({
            to: '/reset-password',
            search: redirect ? { redirect } : {},
            replace: true,
          });
        } else {
          goBack();
        }
        return;
      }
      const message = authMessage(result.error);
      if (message === AUTH_MESSAGES.offline) setState({ kind: 'offline' });
      else if (message === AUTH_MESSAGES.linkExpired) setState({ kind: 'expired' });
      else setState({ kind: 'failed', message });
    });
    return () => {
      live = false;
    };
    // goBack and router are stable for this page's life; a retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenHash, type, attempt]);

  useEffect(() => {
    if (state.kind !== 'checking') headingRef.current?.focus();
  }, [state.kind]);

  if (!hasBackend()) return <NoServer title={t('account.confirm.noServerTitle')} />;

  if (state.kind === 'checking') {
    return (
      <section className="auth-page" aria-labelledby={`${id}-title`} aria-busy="true">
        <h1 id={`${id}-title`}>{t('account.confirm.opening')}</h1>
        <p className="lead" role="status">
          {type === 'recovery'
            ? t('account.confirm.checkingReset')
            : t('account.confirm.signingIn')}
        </p>
      </section>
    );
  }

  if (state.kind === 'offline' || state.kind === 'failed') {
    return (
      <section className="auth-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {state.kind === 'offline'
            ? t('account.confirm.offlineTitle')
            : t('account.confirm.failedTitle')}
        </h1>
        <p className="lead" role="alert">
          {state.kind === 'offline' ? t('account.confirm.offline') : state.message}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={() => {
            setState({ kind: 'checking' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('account.tryAgain')}
        </button>
      </section>
    );
  }

  const recovery = type === 'recovery';
  const search = redirect ? { redirect } : {};
  return (
    <section className="auth-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('account.expired.title')}
      </h1>
      <p className="lead">{t('account.expired.lead')}</p>
      <div className="auth-actions">
        {recovery ? (
          <Link to="/forgot-password" search={search} className="btn btn-primary btn-large">
            {t('account.expired.newReset')}
          </Link>
        ) : (
          <Link to="/sign-in-link" search={search} className="btn btn-primary btn-large">
            {t('account.expired.newLink')}
          </Link>
        )}
        <Link to="/sign-in" search={search} className="btn btn-large">
          {t('account.expired.password')}
        </Link>
      </div>
    </section>
  );
}

/** /reset-password: after a reset link, choose a new password (the sign-up rule), then go on. */
export function ResetPasswordPage({ redirect }: { redirect?: string | undefined }) {
  const id = useId();
  const t = useT();
  const online = useOnline();
  const userId = useActiveUserId();
  const email = useSyncUi((s) => s.email);
  const goBack = useGoBack(redirect);
  const passwordRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const found = checkNewPassword(password);
    setProblem(found);
    if (found) return passwordRef.current?.focus();
    if (!navigator.onLine) return setError(AUTH_MESSAGES.offline);
    setBusy(true);
    try {
      const result = await (await loadAccountEmail()).setNewPassword(password);
      if (result.error) return setError(authMessage(result.error));
      setSaved(true);
    } catch (cause) {
      console.error('[account]', cause);
      setError(navigator.onLine ? AUTH_MESSAGES.unknown : AUTH_MESSAGES.offline);
    } finally {
      setBusy(false);
    }
  }

  if (!hasBackend()) return <NoServer title={t('account.newPassword.title')} />;

  if (saved) {
    return (
      <section className="auth-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} ref={doneRef} tabIndex={-1}>
          {t('account.newPassword.changed')}
        </h1>
        <p className="lead" role="status">
          {email
            ? t('account.newPassword.signedInAs', { email })
            : t('account.newPassword.signedIn')}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={() => goBack()}
        >
          {t('account.continue')}
        </button>
      </section>
    );
  }

  if (!userId) {
    return (
      <section className="auth-page" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('account.newPassword.title')}</h1>
        <p className="lead">{t('account.newPassword.openLink')}</p>
        <div className="auth-actions">
          <Link
            to="/forgot-password"
            search={redirect ? { redirect } : {}}
            className="btn btn-primary btn-large"
          >
            {t('account.reset.submit')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <AuthFormPage
      id={id}
      title={t('account.newPassword.title')}
      lead={
        <>
          {email ? (
            <>
              {richText(t('account.newPassword.for', { email: '{email}' }), {
                email: <strong>{email}</strong>,
              })}{' '}
            </>
          ) : null}
          {t('account.newPassword.rule')}
        </>
      }
      online={online}
    >
      <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" hidden readOnly autoComplete="username" value={email ?? ''} />
        <PasswordField
          id={id}
          label={t('account.newPassword.label')}
          inputRef={passwordRef}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(undefined);
          }}
          problem={problem}
          hint={t('account.signUp.passwordHint')}
          autoComplete="new-password"
          shown={show}
          onToggleShown={() => setShow((v) => !v)}
        />
        <FormAlert error={error} />
        <SubmitButton
          busy={busy}
          online={online}
          label={t('account.newPassword.save')}
          busyLabel={t('account.saving')}
        />
      </form>
    </AuthFormPage>
  );
}
