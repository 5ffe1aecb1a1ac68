import { lazy, Suspense } from 'react';
import { useT } from '../lib/i18n';
import { useDataReady } from './app-data';
// The pill's look ships with the shell, so the space it takes is there from the first paint.
import '../features/sync/sync-status.css';

// The pill reads the account and sync state from the local database, so it loads with the data
// layer, after the first paint; until then an invisible pill of the usual size holds its place.
const LivePill = lazy(() =>
  import('../features/sync').then((sync) => ({
    default: function LiveAccountPill() {
      return <sync.SyncStatusBadge onSyncNow={() => void sync.syncNow()} />;
    },
  })),
);

function PillPlaceholder() {
  const t = useT();
  return (
    <div className="sync-status" aria-hidden="true">
      <span className="sync-badge sync-badge-sign-in sync-badge-placeholder">
        {t('app.pill.signIn')}
      </span>
    </div>
  );
}

/** The header's account and sync pill. */
export function AccountPill() {
  const ready = useDataReady();
  if (!ready) return <PillPlaceholder />;
  return (
    <Suspense fallback={<PillPlaceholder />}>
      <LivePill />
    </Suspense>
  );
}
