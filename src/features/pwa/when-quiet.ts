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

/**
 * Runs `task` once no input has come for `quietMs`, or after `maxMs` at the latest. Input only
 * notes its time: the one timer, when it fires, looks at how long it has been quiet and waits out
 * the rest. (Clearing and setting a timer on every tap cost each tap of Next time on the main
 * thread while the copy waited.)
 */
export function whenQuiet(
  task: () => void,
  { quietMs = 1_000, maxMs = 30_000, target = window }: QuietOptions = {},
): void {
  let lastInput = Date.now();
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
    lastInput = Date.now();
  };
  const check = () => {
    const still = Date.now() - lastInput;
    if (still >= quietMs) run();
    else quiet = setTimeout(check, quietMs - still);
  };
  for (const name of INPUT_EVENTS) {
    target.addEventListener(name, onInput, { capture: true, passive: true });
  }
  let quiet = setTimeout(check, quietMs);
  const latest = setTimeout(run, maxMs);
}
