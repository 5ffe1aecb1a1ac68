import { cacheRemotePack, findLocalPack, remotePackUrl } from './pack-data';
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
