import { useCallback, useEffect, useState } from 'react';
import { t } from '../../lib/i18n';
import { useActiveUserId } from '../../db';
import { readEmailOptOut, setEmailOptOut, type OptOutFailure } from './api';

// The email opt-out setting as the profile page and /info/unsubscribe hold it; the calls are in
// api.ts.

export {
  readEmailOptOut,
  setEmailOptOut,
  unsubscribeWithToken,
  type OptOutFailure,
  type OptOutRead,
  type UnsubscribeResult,
} from './api';

export interface EmailOptOutState {
  /** 'signed-out': there is no account to set it for */
  status: 'signed-out' | 'loading' | 'saving' | 'ready' | OptOutFailure['status'];
  /** the server's value, once read (null until then) */
  optedOut: boolean | null;
  /** why the last read or save failed, in plain words */
  error: string | null;
  /** reads the value again (after going back online) */
  reload: () => void;
  /** saves a new value; resolves when the server has it (or failed) */
  set: (optedOut: boolean) => Promise<void>;
}

function describe(failed: OptOutFailure, doing: 'check' | 'change'): string {
  if (failed.status === 'offline')
    return t(doing === 'check' ? 'unsubscribe.checkOffline' : 'unsubscribe.changeOffline');
  if (failed.status === 'no-server') return t('unsubscribe.noServerToAsk');
  return failed.message;
}

/**
 * The signed-in user's email opt-out, for the profile page and /info/unsubscribe: read from the
 * server on mount, saved on the server by `set`. Never shows a value the server has not confirmed.
 */
export function useEmailOptOut(): EmailOptOutState {
  const userId = useActiveUserId();
  const [optedOut, setOptedOut] = useState<boolean | null>(null);
  const [status, setStatus] = useState<EmailOptOutState['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!userId) {
      setStatus('signed-out');
      setOptedOut(null);
      return;
    }
    let live = true;
    setStatus('loading');
    void readEmailOptOut().then((read) => {
      if (!live) return;
      if (read.status === 'ok') {
        setOptedOut(read.optedOut);
        setStatus('ready');
        setError(null);
      } else {
        setStatus(read.status);
        setError(describe(read, 'check'));
      }
    });
    return () => {
      live = false;
    };
  }, [userId, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback(async (next: boolean) => {
    setStatus('saving');
    const saved = await setEmailOptOut(next);
    if (saved.status === 'ok') {
      setOptedOut(saved.optedOut);
      setStatus('ready');
      setError(null);
    } else {
      // the value on screen stays the server's last one
      setStatus('ready');
      setError(describe(saved, 'change'));
    }
  }, []);

  return { status, optedOut, error, reload, set };
}
