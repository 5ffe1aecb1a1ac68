// The offline copy (about 300 files) is made by the service worker while the page may be in play.
// The page starts it in a pause (when-quiet.ts), but play resumes while it runs, and on a phone's
// few cores each file fetched and stored takes time from the taps. So the page tells the worker
// when someone taps (PLAYING_MESSAGE), and the worker waits for the next pause before each file,
// up to a limit, after which it copies on regardless: the copy always ends.
//
// The worker's side; the page's is reportPlay in register.ts. Nothing here touches the DOM: the
// worker imports it.

/** What the page posts to an installing worker when someone taps or presses a key. */
export const PLAYING_MESSAGE = 'PLAYING';

/** The page posts at most this often, however fast the taps come. */
export const PLAYING_EVERY_MS = 250;

export interface CopyPaceOptions {
  /** How long after the last tap the copy goes on. */
  pauseMs?: number;
  /** How long the copy may wait for play in all, over one copy. */
  maxWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface CopyPace {
  /** The page said someone tapped. */
  played(): void;
  /** Resolves when the copy may fetch its next file: in a pause, or once it has waited enough. */
  turn(): Promise<void>;
}

export function createCopyPace({
  pauseMs = 600,
  maxWaitMs = 20_000,
  now = () => Date.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: CopyPaceOptions = {}): CopyPace {
  let playedAt = -Infinity;
  let waited = 0;
  return {
    played() {
      playedAt = now();
    },
    async turn() {
      for (;;) {
        const left = Math.min(playedAt + pauseMs - now(), maxWaitMs - waited);
        if (left <= 0) return;
        const from = now();
        await sleep(left);
        waited += now() - from;
      }
    },
  };
}
