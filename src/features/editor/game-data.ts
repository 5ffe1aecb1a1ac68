import { cacheRemotePack, findLocalPack, remotePackUrl } from './pack-data';
import { loadPackResult } from './pack-storage';

/**
 * Whether /game/{id} has a pack to show: one saved or cached on this device, or (online, with a
 * backend) the published file, which is then cached so the page opens offline next time.
 */
export async function resolvePack(id: string): Promise<boolean> {
  if (await findLocalPack(id)) return true;
  const url = remotePackUrl(id);
  if (!url || (typeof navigator !== 'undefined' && !navigator.onLine)) return false;
  const result = await loadPackResult(url, { retries: 1 });
  if (!result.ok || result.pack.metadata.id !== id) return false;
  await cacheRemotePack(result.pack, url);
  return true;
}
