// The data layer's start-up, loaded by app-data.ts after the first paint (or when a page that
// reads stored data opens). Everything here stays out of the first screen's JavaScript.
import { db, openDatabase } from '../db';
import { startBuildPolling } from '../features/pwa/build-check';
import { pwaState } from '../features/pwa/state';
import {
  deleteRemovedPackFiles,
  publishReadyPacks,
  registerSyncReconciler,
  startSync,
} from '../features/sync';
import { startProfileLoad } from '../features/account/profile-load-runtime';
import { carryLangChoice, reconcileAccountLang } from '../features/account/language';
import { payEarnedRewards, startRewardPayer } from '../features/account/reward-runtime';
import { setLangSaver } from './lang-switch';
import { siteState } from './site-state';

export async function startRuntime(): Promise<void> {
  await openDatabase();
  // Before any page that writes renders: ops carry the signed-in user.
  startSync();
  // docs/spec/accounts.md: the profile loads for the stored session now, and on every sign-in and sign-out.
  startProfileLoad(siteState);
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
  // Invites: a code kept from /r/{code} goes to the server once this device's new account syncs.
  registerSyncReconciler(async (context) => {
    const { recordPendingReferral } = await import('../features/account/referral');
    await recordPendingReferral(context);
  });
  // Rewards: once the server has what this device did, it pays every reward that earned.
  startRewardPayer();
  registerSyncReconciler(payEarnedRewards);
  // Language: a signed-in person's choice goes to their account; a device with no choice of its
  // own takes the account's (issue 39).
  setLangSaver(carryLangChoice);
  registerSyncReconciler(reconcileAccountLang);
  if (import.meta.env.PROD) {
    startBuildPolling({
      currentBuildId: __BUILD_ID__,
      onUpdate: () => pwaState.set({ updateAvailable: true }),
    });
  }
}
