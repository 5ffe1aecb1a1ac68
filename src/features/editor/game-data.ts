import { backendClient } from '../sync';
import { cacheRemotePack, findLocalPack, remotePackUrl, storeServerCounts } from './pack-data';
import { loadPackResult } from './pack-storage';

/** What /game/{id} can show: the pack, or why not (offline here, or not shared at all). */
export type PackResolution = 'found' | 'offline' | 'missing';

/**
 * Whether /game/{id} has a pack to show: one saved or cached on this device, or (online, with a
 * backend) the published file, which is then cached so the page opens offline next time.
 */
export async function resolvePack(id: string): Promise<PackResolution> {
  if (await findLocalPack(id)) return 'found';
  const url = remotePackUrl(id);
  if (!url) return 'missing';
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'offline';
  const result = await loadPackResult(url, { retries: 1 });
  if (!result.ok || result.pack.metadata.id !== id) return 'missing';
  await cacheRemotePack(result.pack, url);
  return 'found';
}

/**
 * Brings this device's like and play counts for a pack up to the server's, the gallery's source
 * (U18): the published file keeps the counts it had when it was published, so the page would
 * otherwise show those. Quietly does nothing offline, without a backend, or for a pack the server
 * does not show this person.
 */
export async function refreshPackCounts(id: string): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  const client = await backendClient();
  if (!client) return;
  const { data, error } = await client
    .from('packs')
    .select('likes, plays')
    .eq('id', id)
    .maybeSingle();
  if (error || !data) return;
  await storeServerCounts(id, { likes: data.likes, plays: data.plays });
}
