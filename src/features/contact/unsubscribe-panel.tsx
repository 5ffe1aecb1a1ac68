import { useState, type ReactNode } from 'react';
import { useActiveUserId } from '../../db';
import { env } from '../../lib/env';
import { unsubscribeWithToken, useEmailOptOut, type UnsubscribeResult } from './opt-out';
import './contact.css';

/** The token of an email's unsubscribe link (`/info/unsubscribe?token=…`), if the page has one. */
export function tokenFromLocation(search: string = globalThis.location?.search ?? ''): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}

/**
 * /info/unsubscribe. With a token from an email's link: one button records the opt-out on the
 * server, no sign-in needed (a button rather than on load, so mail scanners that open links do not
 * unsubscribe anyone). Without one: the signed-in user's own setting, or how to get a link.
 */
export function UnsubscribePanel() {
  const [token] = useState(tokenFromLocation);
  return (
    <div className="contact unsubscribe">
      {token ? <LinkUnsubscribe token={token} /> : <NoToken />}
    </div>
  );
}

type LinkState = { status: 'idle' } | { status: 'working' } | UnsubscribeResult;

function LinkUnsubscribe({ token }: { token: string }) {
  const [state, setState] = useState<LinkState>({ status: 'idle' });
  const run = () => {
    setState({ status: 'working' });
    void unsubscribeWithToken(token).then(setState);
  };

  switch (state.status) {
    case 'idle':
    case 'working':
      return (
        <div className="contact-sent" data-tone="waiting" data-testid="unsubscribe-state">
          <h3 className="contact-sent-title">Stop emails from Party Dojo</h3>
          <p>
            This link comes from an email we sent to your account. Press the button and we will stop
            sending news and newsletters to it. No sign-in needed.
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={run}
            disabled={state.status === 'working'}
          >
            {state.status === 'working' ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </div>
      );
    case 'unsubscribed':
      return (
        <Outcome tone="ok" title={state.already ? 'Already unsubscribed' : 'You are unsubscribed'}>
          {state.already
            ? 'This account was already off our email list, so there was nothing more to do.'
            : 'Done. We have recorded it: no more news or newsletters to this account.'}{' '}
          Emails you ask for yourself, like a password reset, still arrive. Changed your mind? Sign
          in and turn news back on in your profile.
        </Outcome>
      );
    case 'invalid':
      return (
        <Outcome tone="warn" title="This link is not valid">
          Nothing was changed. The link may have been cut short: open it again straight from the
          email, or copy the whole address. If it still fails, write to{' '}
          <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> and we will take you off the
          list by hand.
        </Outcome>
      );
    case 'expired':
      return (
        <Outcome tone="warn" title="This link has expired">
          Nothing was changed. Unsubscribe links work for a year, and only for the address they were
          sent to. Sign in and turn off news in your profile, or write to{' '}
          <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> and we will take you off the
          list by hand.
        </Outcome>
      );
    case 'no-account':
      return (
        <Outcome tone="ok" title="That account no longer exists">
          It has been deleted, so it gets no email from us. There is nothing to do.
        </Outcome>
      );
    case 'offline':
      return (
        <Outcome tone="warn" title="You are offline" onRetry={run}>
          Unsubscribing needs a connection, so nothing has been recorded yet. Connect to the
          internet and try again.
        </Outcome>
      );
    case 'no-server':
      return (
        <Outcome tone="warn" title="No server here">
          This copy of Party Dojo has no server, so it cannot record an opt-out. Write to{' '}
          <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> instead.
        </Outcome>
      );
    case 'error':
      return (
        <Outcome tone="warn" title="Not recorded" onRetry={run}>
          {state.message}
        </Outcome>
      );
  }
}

function Outcome({
  tone,
  title,
  children,
  onRetry,
}: {
  tone: 'ok' | 'warn';
  title: string;
  children: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div className="contact-sent" data-tone={tone} data-testid="unsubscribe-state" role="status">
      <h3 className="contact-sent-title">{title}</h3>
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

function NoToken() {
  const userId = useActiveUserId();
  if (!userId) {
    return (
      <div className="contact-sent" data-tone="waiting" data-testid="unsubscribe-state">
        <h3 className="contact-sent-title">Stop emails from Party Dojo</h3>
        <p>
          Every email we send ends with an unsubscribe link: open it and press Unsubscribe, no
          sign-in needed. Or sign in and turn email off in your profile, or write to{' '}
          <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>.
        </p>
      </div>
    );
  }
  return <EmailOptOutSetting />;
}

/** The signed-in user's switch for email from us (also for the profile page). */
export function EmailOptOutSetting() {
  const setting = useEmailOptOut();
  if (setting.status === 'signed-out') return null;
  const known = setting.optedOut !== null;
  return (
    <div className="contact-sent" data-tone="waiting" data-testid="email-opt-out">
      <h3 className="contact-sent-title">Email from Party Dojo</h3>
      {known ? (
        <>
          <label className="contact-toggle">
            <input
              type="checkbox"
              checked={setting.optedOut === false}
              disabled={setting.status === 'saving'}
              onChange={(e) => void setting.set(!e.target.checked)}
            />
            <span>Email me news from Party Dojo</span>
          </label>
          <p className="contact-hint" data-testid="email-opt-out-state">
            {setting.status === 'saving'
              ? 'Saving…'
              : setting.optedOut
                ? 'Off: no news or newsletters from us. Emails you ask for, like a password reset, still come.'
                : 'On: untick it to stop news and newsletters from us.'}
          </p>
        </>
      ) : setting.status === 'loading' ? (
        <p>Checking your setting…</p>
      ) : null}
      {setting.error && (
        <p className="contact-error" role="alert">
          {setting.error}{' '}
          {!known && (
            <button type="button" className="btn btn-small btn-ghost" onClick={setting.reload}>
              Try again
            </button>
          )}
        </p>
      )}
    </div>
  );
}
