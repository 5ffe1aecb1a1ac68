import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activeUser, db, openDatabase } from '../db';
import { startBuildPolling } from '../features/pwa/build-check';
import { captureInstallOffer } from '../features/pwa/install';
import {
  deleteRemovedPackFiles,
  publishReadyPacks,
  registerSyncReconciler,
  startSync,
} from '../features/sync';
import { pwaState } from '../features/pwa/state';
import { FatalBoundary } from './fatal-boundary';
import { createAppRouter } from './router';
import { followSignedIn, initialiseSite } from './site-state';
import './styles.css';

export async function start(container: HTMLElement): Promise<void> {
  captureInstallOffer();
  await openDatabase();
  // Before anything renders (and so before anything can write): ops carry the signed-in user.
  startSync();
  followSignedIn(activeUser);
  // Publishing: once the server has a pack's save and publish ops, upload packs/{id}.json.
  registerSyncReconciler(async ({ client }) => {
    const [storage, data] = await Promise.all([
      import('../features/editor/pack-storage'),
      import('../features/editor/pack-data'),
    ]);
    await publishReadyPacks(db(), client, {
      upload: (c, pack) => storage.publishPackFile(c, pack),
      markPublished: (id, url) => data.markPackPublished(id, url),
    });
    // Deleting: once the server has a published pack's pack.delete, remove packs/{id}.json.
    await deleteRemovedPackFiles(db(), client, (c, path) => storage.deletePackFile(c, path));
  });
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <FatalBoundary>
        <RouterProvider router={router} />
      </FatalBoundary>
    </StrictMode>,
  );
  initialiseSite();
  if (import.meta.env.PROD) {
    startBuildPolling({
      currentBuildId: __BUILD_ID__,
      onUpdate: () => pwaState.set({ updateAvailable: true }),
    });
    // Not needed for the first paint: registered once the page is up. Opening the database may
    // outlast the load event, so check whether it has already fired.
    const register = () =>
      void import('../features/pwa/register').then((m) => m.registerServiceWorker());
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}
