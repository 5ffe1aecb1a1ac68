import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuildId, startBuildPolling } from './build-check';

function answer(body: unknown, status = 200): typeof fetch {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => vi.useRealTimers());

describe('the latest-build manifest', () => {
  it('is fetched with a timestamp query and no cache', async () => {
    const fetchImpl = answer({ buildId: 'abc' });
    expect(await fetchLatestBuildId(fetchImpl, 1234)).toBe('abc');
    expect(fetchImpl).toHaveBeenCalledWith('/build.json?t=1234', { cache: 'no-store' });
  });

  it('reads a failure, a bad body or no network as "no news"', async () => {
    expect(await fetchLatestBuildId(answer({ buildId: 'x' }, 500))).toBeNull();
    expect(await fetchLatestBuildId(answer({ id: 'x' }))).toBeNull();
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchLatestBuildId(offline)).toBeNull();
  });

  it('signals an update once when the build id differs, and not while it matches', async () => {
    vi.useFakeTimers();
    let deployed = 'build-1';
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ buildId: deployed }))),
    );
    const onUpdate = vi.fn();
    startBuildPolling({ currentBuildId: 'build-1', onUpdate, fetchImpl, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(onUpdate).not.toHaveBeenCalled();
    deployed = 'build-2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(onUpdate).toHaveBeenCalledWith('build-2');
    await vi.advanceTimersByTimeAsync(5000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
