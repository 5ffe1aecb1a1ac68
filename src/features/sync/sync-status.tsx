import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useActiveUserId } from '../../db';
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
  const waiting = pending > 0 ? ` · ${pending} waiting` : '';
  if (!ui.configured) {
    return {
      label: 'Local only',
      tone: 'idle',
      detail: 'This copy of Party Dojo has no server, so everything stays on this device.',
    };
  }
  if (!userId) {
    return {
      label: 'Not signed in',
      tone: 'idle',
      detail: 'Everything works and is kept on this device. Sign in to sync it to your account.',
    };
  }
  const engine = ui.engine;
  if (engine?.phase === 'needs-sign-in') {
    return {
      label: `Sign in again${waiting}`,
      tone: 'warn',
      detail: 'Your session ended. Nothing is lost: sign in again and your changes will be sent.',
    };
  }
  if (!ui.online || engine?.offline) {
    return {
      label: `Offline${waiting}`,
      tone: 'busy',
      detail: 'No connection. Your changes are saved here and will be sent when it returns.',
    };
  }
  if (ui.authRetryAt) {
    return {
      label: `Retrying${waiting}`,
      tone: 'busy',
      detail:
        'Renewing your sign-in failed several times in a row, so the next try waits a little. ' +
        'Your changes are safe here. If this device’s date or time is wrong, setting it right helps.',
    };
  }
  if (engine?.slow) {
    return {
      label: `Slow connection${waiting}`,
      tone: 'busy',
      detail:
        'The connection is slow. Your changes are saved here and are sent a few at a time, so ' +
        'they keep going out.',
    };
  }
  if (engine?.phase === 'pushing' || engine?.phase === 'pulling') {
    return { label: `Syncing${waiting}`, tone: 'busy', detail: 'Sending and fetching changes.' };
  }
  if (summary && summary.quarantine.length > 0) {
    const n = summary.quarantine.length;
    return {
      label: `${n} not accepted`,
      tone: 'warn',
      detail: `The server refused ${n === 1 ? 'one change' : `${n} changes`}. See why below.`,
    };
  }
  if (engine?.phase === 'backoff') {
    return {
      label: `Retrying${waiting}`,
      tone: 'busy',
      // an answer that could not be read is said as such (its message is plain words)
      detail:
        engine.lastError?.message === UNREADABLE_PULL_MESSAGE
          ? UNREADABLE_PULL_MESSAGE
          : 'The server could not be reached just now. Your changes are safe here and are sent by ' +
            'themselves in a moment, or tap Sync now.',
    };
  }
  if (pending > 0) {
    return {
      label: `${pending} waiting`,
      tone: 'busy',
      detail: 'Some changes are saved here and not sent yet. They go out by themselves shortly.',
    };
  }
  if (summary?.lastSyncAt) {
    return { label: 'Synced', tone: 'ok', detail: 'Everything on this device is on your account.' };
  }
  return {
    label: 'Not synced yet',
    tone: 'idle',
    detail: 'The first sync has not finished yet. Stay connected for a moment.',
  };
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
          Sign in
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
        <span className="sync-badge-sr">{userId && ui.email ? `${ui.email}: ` : 'Sync: '}</span>
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
