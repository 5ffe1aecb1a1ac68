import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useActiveUserId } from '../../db';
import { t } from '../../lib/i18n';
import { UNREADABLE_PULL_MESSAGE } from '../../../sync';
import { useServerProfile, useSyncSummary } from './hooks';
import { useSyncUi, type SyncUiState } from './status-store';
import type { SyncHeadline, SyncSummary } from './summary';
import './sync-status.css';

// The panel (details, quarantine actions) loads on first open: the badge alone is on every page.
const SyncPanel = lazy(() => import('./sync-panel').then((m) => ({ default: m.SyncPanel })));

/** What the badge says, derived only from facts (Dexie and the engine), never hoped-for states. */
export function syncHeadline(
  ui: Pick<SyncUiState, 'configured' | 'engine' | 'online'> &
    Partial<Pick<SyncUiState, 'authRetryAt'>>,
  userId: string | null,
  summary: SyncSummary | undefined,
): SyncHeadline {
  const pending = summary?.pending ?? 0;
  const waiting = pending > 0 ? t('sync.waiting', { count: pending }) : '';
  if (!ui.configured) {
    return {
      label: t('sync.localOnly'),
      tone: 'idle',
      detail: t('sync.localOnly.detail'),
    };
  }
  if (!userId) {
    return {
      label: t('sync.signedOut'),
      tone: 'idle',
      detail: t('sync.signedOut.detail'),
    };
  }
  const engine = ui.engine;
  if (engine?.phase === 'needs-sign-in') {
    return {
      label: t('sync.signInAgain', { waiting }),
      tone: 'warn',
      detail: t('sync.signInAgain.detail'),
    };
  }
  if (!ui.online || engine?.offline) {
    return {
      label: t('sync.offline', { waiting }),
      tone: 'busy',
      detail: t('sync.offline.detail'),
    };
  }
  if (ui.authRetryAt) {
    return {
      label: t('sync.retrying', { waiting }),
      tone: 'busy',
      detail: t('sync.retrying.auth'),
    };
  }
  if (engine?.slow) {
    return {
      label: t('sync.slow', { waiting }),
      tone: 'busy',
      detail: t('sync.slow.detail'),
    };
  }
  if (engine?.phase === 'pushing' || engine?.phase === 'pulling') {
    return {
      label: t('sync.syncing', { waiting }),
      tone: 'busy',
      detail: t('sync.syncing.detail'),
    };
  }
  if (summary && summary.quarantine.length > 0) {
    const n = summary.quarantine.length;
    return {
      label: t('sync.refused', { count: n }),
      tone: 'warn',
      detail: t('sync.refused.detail', { count: n }),
    };
  }
  if (engine?.phase === 'backoff') {
    return {
      label: t('sync.retrying', { waiting }),
      tone: 'busy',
      // an answer that could not be read is said as such (its message is plain words)
      detail:
        engine.lastError?.message === UNREADABLE_PULL_MESSAGE
          ? UNREADABLE_PULL_MESSAGE
          : t('sync.retrying.detail'),
    };
  }
  if (pending > 0) {
    return {
      label: t('sync.pending', { count: pending }),
      tone: 'busy',
      detail: t('sync.pending.detail'),
    };
  }
  if (summary?.lastSyncAt) {
    return { label: t('sync.synced'), tone: 'ok', detail: t('sync.synced.detail') };
  }
  return { label: t('sync.notYet'), tone: 'idle', detail: t('sync.notYet.detail') };
}

/** One letter for the pill: the username's first, else the email's, so people see it is them. */
export function accountInitial(username: string | null | undefined, email: string | null): string {
  const source = username?.trim() || email?.trim() || '';
  const first = [...source][0];
  return first ? first.toLocaleUpperCase() : '';
}

/**
 * The header pill, the account button: signed out it says "Sign in"; signed in it shows who is
 * signed in and the sync state, and opens the panel (details, quarantine, profile, sign out).
 */
export function SyncStatusBadge({ onSyncNow }: { onSyncNow?: () => void }) {
  const ui = useSyncUi((s) => s);
  const userId = useActiveUserId();
  const summary = useSyncSummary();
  const profile = useServerProfile();
  const location = useLocation();
  const href = location.href;
  // Open on the page it was opened on: following a link in the panel (or Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === href;
  const setOpen = (next: boolean) => setOpenOn(next ? href : null);
  const headline = syncHeadline(ui, userId, summary);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const initial = userId ? accountInitial(profile?.username, ui.email) : '';

  // The panel closes with Escape or a tap anywhere outside it, as people expect of a popover.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // An open dialog (the sign-out question) handles its own Escape.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Signed out, the pill is the way in: it says "Sign in" and comes back here afterwards.
  if (ui.configured && !userId) {
    const here = href;
    return (
      <div className="sync-status">
        <Link
          to="/sign-in"
          search={here === '/' || here.startsWith('/sign-') ? {} : { redirect: here }}
          className="sync-badge sync-badge-sign-in"
          data-testid="sync-badge"
        >
          {t('sync.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="sync-status" ref={container}>
      <button
        ref={button}
        type="button"
        className="sync-badge"
        data-tone={headline.tone}
        data-testid="sync-badge"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {/* Named by its content, so the name always holds the words on the pill (WCAG 2.5.3);
            who is signed in is read first, the initial beside it is decoration. */}
        <span className="sync-badge-sr">
          {userId && ui.email ? t('sync.badge.who', { email: ui.email }) : t('sync.badge.sync')}
        </span>
        {initial && (
          <span className="sync-badge-user" aria-hidden="true">
            {initial}
          </span>
        )}
        <span data-badge-label>{headline.label}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SyncPanel
            headline={headline}
            summary={summary}
            onSyncNow={ui.configured && userId ? onSyncNow : undefined}
            needsSignIn={ui.engine?.phase === 'needs-sign-in'}
            email={userId ? ui.email : null}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
