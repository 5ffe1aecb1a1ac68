import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useActiveUserId } from '../../db';
import { useSyncSummary } from './hooks';
import { useSyncUi, type SyncUiState } from './status-store';
import type { SyncSummary } from './summary';
import './sync-status.css';

// The panel (details, quarantine actions) loads on first open: the badge alone is on every page.
const SyncPanel = lazy(() => import('./sync-panel').then((m) => ({ default: m.SyncPanel })));

type Tone = 'ok' | 'busy' | 'warn' | 'idle';

export interface SyncHeadline {
  label: string;
  tone: Tone;
  /** one sentence for the panel */
  detail: string;
}

/** What the badge says, derived only from facts (Dexie and the engine), never hoped-for states. */
export function syncHeadline(
  ui: Pick<SyncUiState, 'configured' | 'engine' | 'online'>,
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
      detail: `The server could not be reached (${engine.lastError?.message ?? 'unknown error'}). Trying again shortly.`,
    };
  }
  if (pending > 0) {
    return { label: `${pending} waiting`, tone: 'busy', detail: 'Changes are waiting to be sent.' };
  }
  if (summary?.lastSyncAt) {
    return { label: 'Synced', tone: 'ok', detail: 'Everything on this device is on your account.' };
  }
  return { label: 'Not synced yet', tone: 'idle', detail: 'The first sync has not finished yet.' };
}

/** The header badge; tapping it opens the panel with the details and the quarantine. */
export function SyncStatusBadge({ onSyncNow }: { onSyncNow?: () => void }) {
  const ui = useSyncUi((s) => s);
  const userId = useActiveUserId();
  const summary = useSyncSummary();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const headline = syncHeadline(ui, userId, summary);
  // Signed out, the pill is the way in: it says "Sign in" and comes back here afterwards.
  if (ui.configured && !userId) {
    const here = location.href;
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
    <div className="sync-status">
      <button
        type="button"
        className="sync-badge"
        data-tone={headline.tone}
        data-testid="sync-badge"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {headline.label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SyncPanel
            headline={headline}
            summary={summary}
            onSyncNow={ui.configured && userId ? onSyncNow : undefined}
            needsSignIn={ui.engine?.phase === 'needs-sign-in'}
          />
        </Suspense>
      )}
    </div>
  );
}
