// The first visit copies the whole app (about 300 files) for offline use. Made while the group
// is tapping through prompts, that copy competes with every tap for the phone's CPU; made in the
// first pause in play (a prompt being read out), nobody feels it. A pause always comes, and the
// copy is started anyway once `maxMs` have passed.

/** Input that means someone is playing. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface QuietOptions {
  /** How long without input counts as a pause. */
  quietMs?: number;
  /** Runs `task` by then whatever the input. */
  maxMs?: number;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** Runs `task` once no input has come for `quietMs`, or after `maxMs` at the latest. */
export function whenQuiet(
  task: () => void,
  { quietMs = 1_000, maxMs = 30_000, target = window }: QuietOptions = {},
): void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    for (const name of INPUT_EVENTS) target.removeEventListener(name, onInput, { capture: true });
    task();
  };
  const onInput = () => {
    clearTimeout(quiet);
    quiet = setTimeout(run, quietMs);
  };
  for (const name of INPUT_EVENTS) {
    target.addEventListener(name, onInput, { capture: true, passive: true });
  }
  quiet = setTimeout(run, quietMs);
  const latest = setTimeout(run, maxMs);
}
