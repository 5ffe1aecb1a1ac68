import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
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
  const t = useT();
  const run = () => {
    setState({ status: 'working' });
    void unsubscribeWithToken(token).then(setState);
  };

  switch (state.status) {
    case 'idle':
    case 'working':
      return (
        <div className="contact-sent" data-tone="waiting" data-testid="unsubscribe-state">
          <h3 className="contact-sent-title">{t('unsubscribe.title')}</h3>
          <p>{t('unsubscribe.intro')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={run}
            disabled={state.status === 'working'}
          >
            {state.status === 'working' ? t('unsubscribe.working') : t('unsubscribe.button')}
          </button>
        </div>
      );
    case 'unsubscribed':
      return (
        <Outcome
          tone="ok"
          title={state.already ? t('unsubscribe.alreadyTitle') : t('unsubscribe.doneTitle')}
        >
          {state.already ? t('unsubscribe.already') : t('unsubscribe.done')}{' '}
          {t('unsubscribe.stillArrive')}
        </Outcome>
      );
    case 'invalid':
      return (
        <Outcome tone="warn" title={t('unsubscribe.invalidTitle')}>
          {t('unsubscribe.invalid')} <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>{' '}
          {t('unsubscribe.byHand')}
        </Outcome>
      );
    case 'expired':
      return (
        <Outcome tone="warn" title={t('unsubscribe.expiredTitle')}>
          {t('unsubscribe.expired')} <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>{' '}
          {t('unsubscribe.byHand')}
        </Outcome>
      );
    case 'no-account':
      return (
        <Outcome tone="ok" title={t('unsubscribe.noAccountTitle')}>
          {t('unsubscribe.noAccount')}
        </Outcome>
      );
    case 'offline':
      return (
        <Outcome tone="warn" title={t('unsubscribe.offlineTitle')} onRetry={run}>
          {t('unsubscribe.offline')}
        </Outcome>
      );
    case 'no-server':
      return (
        <Outcome tone="warn" title={t('unsubscribe.noServerTitle')}>
          {t('unsubscribe.noServer')} <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>
          {t('unsubscribe.instead') === '.' ? '.' : ` ${t('unsubscribe.instead')}`}
        </Outcome>
      );
    case 'error':
      return (
        <Outcome tone="warn" title={t('unsubscribe.errorTitle')} onRetry={run}>
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
  const t = useT();
  return (
    <div className="contact-sent" data-tone={tone} data-testid="unsubscribe-state" role="status">
      <h3 className="contact-sent-title">{title}</h3>
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('unsubscribe.retry')}
        </button>
      )}
    </div>
  );
}

function NoToken() {
  const userId = useActiveUserId();
  const t = useT();
  if (!userId) {
    return (
      <div className="contact-sent" data-tone="waiting" data-testid="unsubscribe-state">
        <h3 className="contact-sent-title">{t('unsubscribe.title')}</h3>
        <p>
          {t('unsubscribe.noToken')} <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>.
        </p>
      </div>
    );
  }
  return <EmailOptOutSetting />;
}

/** The signed-in user's switch for email from us (also for the profile page). */
export function EmailOptOutSetting() {
  const setting = useEmailOptOut();
  const t = useT();
  if (setting.status === 'signed-out') return null;
  const known = setting.optedOut !== null;
  return (
    <div className="contact-sent" data-tone="waiting" data-testid="email-opt-out">
      <h3 className="contact-sent-title">{t('unsubscribe.settingTitle')}</h3>
      {known ? (
        <>
          <label className="contact-toggle">
            <input
              type="checkbox"
              checked={setting.optedOut === false}
              disabled={setting.status === 'saving'}
              onChange={(e) => void setting.set(!e.target.checked)}
            />
            <span>{t('unsubscribe.settingLabel')}</span>
          </label>
          <p className="contact-hint" data-testid="email-opt-out-state">
            {setting.status === 'saving'
              ? t('unsubscribe.saving')
              : setting.optedOut
                ? t('unsubscribe.off')
                : t('unsubscribe.on')}
          </p>
        </>
      ) : setting.status === 'loading' ? (
        <p>{t('unsubscribe.checking')}</p>
      ) : null}
      {setting.error && (
        <p className="contact-error" role="alert">
          {setting.error}{' '}
          {!known && (
            <button type="button" className="btn btn-small btn-ghost" onClick={setting.reload}>
              {t('unsubscribe.retry')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
