// Long start-up work split into tasks: between them the browser can paint, and answer a tap.

interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task. `scheduler.yield()` where the browser has it (the continuation runs
 * ahead of other queued work); a zero-delay message otherwise, which is not clamped like timers.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
