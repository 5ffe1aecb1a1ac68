import { describe, expect, it } from 'vitest';
import { LinkWatch, RECHECK_MS, REOPEN_MS, type LinkState, type Probe } from './link';

// A phone's link to its room: a dropped channel shows "reconnecting" and comes back by itself;
// only the server saying the room or the seat is gone ends it.

function harness(answers: Probe[]) {
  let clock = 0;
  const queue: { at: number; run: () => void; handle: number }[] = [];
  let handles = 0;
  const states: LinkState[] = [];
  let probes = 0;
  let reopens = 0;
  const watch = new LinkWatch(
    () => {
      probes++;
      return Promise.resolve(answers.shift() ?? 'here');
    },
    () => reopens++,
    (state) => states.push(state),
    {
      set: (run, ms) => {
        const handle = ++handles;
        queue.push({ at: clock + ms, run, handle });
        return handle;
      },
      clear: (handle) => {
        const i = queue.findIndex((t) => t.handle === handle);
        if (i >= 0) queue.splice(i, 1);
      },
    },
    () => clock,
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    watch,
    states,
    probes: () => probes,
    reopens: () => reopens,
    settle,
    async advance(ms: number) {
      clock += ms;
      for (;;) {
        const due = queue.filter((t) => t.at <= clock).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        queue.splice(queue.indexOf(due), 1);
        due.run();
        await settle();
      }
    },
  };
}

describe('a phone’s link to its room', () => {
  it('a dropped socket that comes back shows reconnecting, then live, never gone', async () => {
    const h = harness(['unknown', 'here']);
    h.watch.dropped(false);
    await h.settle();
    expect(h.watch.state).toBe('reconnecting');
    await h.advance(RECHECK_MS);
    h.watch.live();
    await h.advance(RECHECK_MS * 3);
    expect(h.states).toEqual(['reconnecting', 'live']);
    expect(h.reopens()).toBe(0);
    // Back live: no more asking the server.
    expect(h.probes()).toBe(2);
  });

  it('a room the server says is gone (ended, or the seat lost) shows gone', async () => {
    const h = harness(['gone']);
    h.watch.dropped(false);
    await h.settle();
    expect(h.states).toEqual(['reconnecting', 'gone']);
    // Nothing brings it back.
    h.watch.live();
    expect(h.watch.state).toBe('gone');
  });

  it('a channel the server closed for good is opened afresh once the seat is known to be there', async () => {
    const h = harness(['unknown', 'unknown', 'here']);
    h.watch.dropped(true);
    await h.settle();
    expect(h.reopens()).toBe(0);
    await h.advance(RECHECK_MS);
    expect(h.reopens()).toBe(0);
    await h.advance(RECHECK_MS);
    expect(h.reopens()).toBe(1);
    expect(h.watch.state).toBe('reconnecting');
  });

  it('a link that stays down though the seat is there is opened afresh after a while', async () => {
    const h = harness([]);
    h.watch.dropped(false);
    await h.settle();
    await h.advance(REOPEN_MS - RECHECK_MS);
    expect(h.reopens()).toBe(0);
    await h.advance(RECHECK_MS);
    expect(h.reopens()).toBe(1);
  });

  it('repeated drops ask the server once at a time', async () => {
    const h = harness(['unknown']);
    h.watch.dropped(false);
    h.watch.dropped(false);
    h.watch.dropped(false);
    await h.settle();
    expect(h.probes()).toBe(1);
    expect(h.states).toEqual(['reconnecting']);
  });
});
