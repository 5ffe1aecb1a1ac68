/** docs/spec/app.md: the latest-build manifest, polled with a timestamp query. */
export const BUILD_MANIFEST_PATH = '/build.json';

/** docs/spec leaves the interval open: once a minute, and whenever the app comes back into view. */
export const BUILD_POLL_INTERVAL_MS = 60_000;

export async function fetchLatestBuildId(
  fetchImpl: typeof fetch = fetch,
  now: number = Date.now(),
): Promise<string | null> {
  try {
    const response = await fetchImpl(`${BUILD_MANIFEST_PATH}?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const buildId = (body as { buildId?: unknown } | null)?.buildId;
    return typeof buildId === 'string' && buildId.length > 0 ? buildId : null;
  } catch {
    // Offline or a broken deploy: no news is not an update.
    return null;
  }
}

export interface BuildPollingOptions {
  currentBuildId: string;
  onUpdate: (latestBuildId: string) => void;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
}

/** Polls until an update is seen (then stops: one signal is enough). Returns a stop function. */
export function startBuildPolling({
  currentBuildId,
  onUpdate,
  fetchImpl = fetch,
  intervalMs = BUILD_POLL_INTERVAL_MS,
}: BuildPollingOptions): () => void {
  let stopped = false;
  const check = async () => {
    if (stopped || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    const latest = await fetchLatestBuildId(fetchImpl);
    if (!stopped && latest !== null && latest !== currentBuildId) {
      stop();
      onUpdate(latest);
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), intervalMs);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  void check();
  function stop() {
    stopped = true;
    clearInterval(timer);
    if (typeof document !== 'undefined')
      document.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}
