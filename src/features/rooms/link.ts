// Whether a phone's link to its room is live, coming back, or gone for good. A channel error says
// only that the socket or the channel dropped: a phone on a train, a server restart, a token that
// expired on a locked phone. The room is gone only when the server says so (its code no longer
// names a live room, or this phone's seat is gone); until then the page shows "Reconnecting" and
// the phone keeps trying.

export type LinkState = 'live' | 'reconnecting' | 'gone';

/** What the server says of this phone's seat when asked. */
export type Probe = 'here' | 'gone' | 'unknown';

/** How long a dropped link waits between asks to the server. */
export const RECHECK_MS = 3_000;
/** A link still down this long after the server said the seat is there is opened afresh. */
export const REOPEN_MS = 12_000;

export interface LinkTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: LinkTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class LinkWatch {
  state: LinkState = 'live';
  private timer: unknown = null;
  private downSince = 0;
  private closedForGood = false;
  private probing = false;

  constructor(
    /** Asks the server whether this phone's seat is still in a live room. */
    private readonly probe: () => Promise<Probe>,
    /** Opens the room's channels afresh (the old ones are closed for good, or stuck). */
    private readonly reopen: () => void,
    private readonly onChange: (state: LinkState) => void,
    private readonly timers: LinkTimers = realTimers,
    private readonly now: () => number = Date.now,
  ) {}

  private set(state: LinkState) {
    if (this.state === state) return;
    this.state = state;
    this.onChange(state);
  }

  /**
   * The channel dropped. `closedForGood`: the server closed it and the client will not rejoin by
   * itself (the page must open it again); otherwise the client rejoins on its own.
   */
  dropped(closedForGood: boolean) {
    if (this.state === 'gone') return;
    this.closedForGood ||= closedForGood;
    if (this.state === 'live') this.downSince = this.now();
    this.set('reconnecting');
    if (!this.probing && this.timer === null) void this.check();
  }

  /** The channel is subscribed again. */
  live() {
    if (this.state === 'gone') return;
    this.stopTimer();
    this.closedForGood = false;
    this.set('live');
  }

  stop() {
    this.stopTimer();
  }

  private stopTimer() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private async check() {
    this.timer = null;
    if (this.state !== 'reconnecting') return;
    this.probing = true;
    let answer: Probe;
    try {
      answer = await this.probe();
    } catch {
      answer = 'unknown';
    }
    this.probing = false;
    if (this.state !== 'reconnecting') return;
    if (answer === 'gone') {
      this.set('gone');
      return;
    }
    if (answer === 'here' && (this.closedForGood || this.now() - this.downSince >= REOPEN_MS)) {
      this.reopen();
      return;
    }
    this.timer = this.timers.set(() => void this.check(), RECHECK_MS);
  }
}
