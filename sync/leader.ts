// One sync leader per browser profile: only the tab holding the Web Lock runs the engine, so two
// tabs never push the same outbox at once. The lock is released the moment its tab closes or
// crashes, and the next waiting tab is granted it at once (well inside the 2 s we promise).
// Without Web Locks every tab leads: wasteful but safe, because push is idempotent per op id.

export interface Leadership {
  isLeader(): boolean;
  /** Gives up leadership (or stops waiting for it). */
  release(): void;
}

interface LockManagerLike {
  request(
    name: string,
    options: { mode?: 'exclusive'; signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

export function electLeader(
  name: string,
  /** Runs while this tab leads; the returned function is called when it stops leading. */
  lead: () => () => void,
  locks: LockManagerLike | undefined = (
    globalThis.navigator as { locks?: LockManagerLike } | undefined
  )?.locks,
): Leadership {
  let leader = false;
  let stopLeading: (() => void) | null = null;
  let released = false;

  if (!locks) {
    leader = true;
    stopLeading = lead();
    return {
      isLeader: () => leader,
      release() {
        if (released) return;
        released = true;
        leader = false;
        stopLeading?.();
      },
    };
  }

  const waiting = new AbortController();
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  locks
    .request(name, { mode: 'exclusive', signal: waiting.signal }, async () => {
      if (released) return;
      leader = true;
      stopLeading = lead();
      await held;
    })
    .catch(() => {
      // AbortError: released while still waiting. Nothing to clean up.
    });
  return {
    isLeader: () => leader,
    release() {
      if (released) return;
      released = true;
      if (leader) {
        leader = false;
        stopLeading?.();
        letGo();
      } else {
        waiting.abort();
      }
    },
  };
}
