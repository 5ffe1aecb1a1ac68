// When a game's state reaches storage. A tap paints the next prompt at once; its save waits for a
// pause in play, so a group skipping through prompts pays for one write, not one per card, and no
// write competes with the next tap for the phone's CPU (issue 17: a save per tap cost about 5 ms
// of main thread at 4x CPU, which the next tap waited behind). A pause comes within a moment; the
// save runs anyway `maxMs` after the first unsaved change, and at once when the page is hidden or
// left, or the game closes.

export interface SaveScheduleOptions<W> {
  /** Stores one write. */
  save: (write: W) => void;
  /** Two writes with the same key are one record: the later replaces (or folds in) the earlier. */
  keyOf: (write: W) => string;
  fold?: (earlier: W, later: W) => W;
  /** How long after the last change counts as a pause. */
  quietMs?: number;
  /** A save runs by then however fast the changes come. */
  maxMs?: number;
  /** Where a due save runs (a background task, after whatever is more urgent); by default now. */
  runLater?: (task: () => void) => void;
}

export interface SaveSchedule<W> {
  /** Holds `write` until a pause, folded into any unsaved write of the same record. */
  schedule: (write: W) => void;
  /** Saves what is held now: every record, or the one of `key`. */
  flush: (key?: string) => void;
  /** Hands over what is held, unsaved, and holds nothing more (the page is going). */
  drain: () => W[];
  /** Whether anything is held. */
  pending: () => boolean;
}

export function createSaveSchedule<W>({
  save,
  keyOf,
  fold = (_earlier, later) => later,
  quietMs = 300,
  maxMs = 2_000,
  runLater = (task) => task(),
}: SaveScheduleOptions<W>): SaveSchedule<W> {
  const held = new Map<string, W>();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let latest: ReturnType<typeof setTimeout> | undefined;
  let lastChange = 0;
  const stopTimers = () => {
    clearTimeout(quiet);
    clearTimeout(latest);
    quiet = latest = undefined;
  };

  const flush = (key?: string) => {
    const keys = key === undefined ? [...held.keys()] : [key];
    for (const k of keys) {
      const write = held.get(k);
      if (write === undefined) continue;
      held.delete(k);
      save(write);
    }
    if (held.size === 0) stopTimers();
  };
  const due = () => {
    stopTimers();
    runLater(() => flush());
  };
  // A change only notes its time: the one quiet timer, when it fires, waits out the rest of the
  // pause if play went on meanwhile. (Clearing and setting a timer on every tap was main-thread
  // work in the tap itself.)
  const checkQuiet = () => {
    const still = Date.now() - lastChange;
    if (still >= quietMs) due();
    else quiet = setTimeout(checkQuiet, quietMs - still);
  };

  return {
    schedule(write) {
      const key = keyOf(write);
      const earlier = held.get(key);
      held.set(key, earlier === undefined ? write : fold(earlier, write));
      lastChange = Date.now();
      quiet ??= setTimeout(checkQuiet, quietMs);
      latest ??= setTimeout(due, maxMs);
    },
    flush,
    drain() {
      const writes = [...held.values()];
      held.clear();
      stopTimers();
      return writes;
    },
    pending: () => held.size > 0,
  };
}
