import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Work a feature must do once the server has its ops, run by the sync leader after every
 * successful round (e.g. uploading packs/{id}.json once pack.publish is applied). Each must be
 * idempotent and resumable: it runs again after a crash, a reload or a failure.
 */
export type SyncReconciler = (context: { client: SupabaseClient; userId: string }) => Promise<void>;

export const reconcilers = new Set<SyncReconciler>();

export function registerSyncReconciler(reconciler: SyncReconciler): () => void {
  reconcilers.add(reconciler);
  return () => reconcilers.delete(reconciler);
}
