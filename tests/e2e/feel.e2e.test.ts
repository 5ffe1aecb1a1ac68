import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  screenshot,
  trackPageErrors,
  waitForInteractive,
} from './browser';

// The table-side feel in real Chromium at phone size: the screen kept on through a round, the
// sounds and buzzes of a timer, the Sound switch, and cards coloured by type.
//
// What the page does is recorded by an init script that wraps the real APIs before the app runs:
// - OscillatorNode.prototype.start (and AudioParam.setValueAtTime, to read each note's pitch), so
//   a test sees which notes the app started in its real AudioContext;
// - navigator.vibrate, recording each pattern before calling the real one;
// - navigator.wakeLock.request, recording requests and the release of each real sentinel.
// Headless Chromium grants the real wake lock, but its pages are always visible: minimising the
// window, switching tabs and CDP lifecycle states leave document.visibilityState at "visible".
// So hiding the tab is emulated: the shim releases the held locks, as the browser does for a
// hidden page, overrides document.visibilityState and dispatches visibilitychange.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Recorded {
  notes: { frequency: number; at: number }[];
  vibrations: number[][];
  lockRequests: number;
  lockReleases: number;
  locksHeld: number;
}

declare global {
  interface Window {
    __feel: Recorded & { setVisibility: (state: 'visible' | 'hidden') => void };
  }
}

function recorder(options: { strip: boolean }): void {
  const nav = navigator as Navigator & Record<string, unknown>;
  if (options.strip) {
    // A device with none of it: no Web Audio, no vibration motor, no wake lock.
    const scope = window as unknown as Record<string, unknown>;
    delete scope.AudioContext;
    delete scope.webkitAudioContext;
    Object.defineProperty(Navigator.prototype, 'vibrate', { value: undefined });
    Object.defineProperty(Navigator.prototype, 'wakeLock', { value: undefined });
  }
  const sentinels = new Set<WakeLockSentinel>();
  const feel = {
    notes: [] as { frequency: number; at: number }[],
    vibrations: [] as number[][],
    lockRequests: 0,
    lockReleases: 0,
    locksHeld: 0,
    setVisibility(state: 'visible' | 'hidden') {
      if (state === 'hidden') for (const s of sentinels) void s.release();
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', {
        configurable: true,
        get: () => state === 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
  window.__feel = feel;
  // The real methods, read as descriptors so they can be called on the right node.
  const original = <T>(proto: object, name: string) =>
    Object.getOwnPropertyDescriptor(proto, name)?.value as T;
  if (typeof AudioParam !== 'undefined') {
    const set = original<AudioParam['setValueAtTime']>(AudioParam.prototype, 'setValueAtTime');
    AudioParam.prototype.setValueAtTime = function (value, time) {
      (this as AudioParam & { scheduled?: number }).scheduled = value;
      return set.call(this, value, time);
    };
    const start = original<OscillatorNode['start']>(AudioScheduledSourceNode.prototype, 'start');
    OscillatorNode.prototype.start = function (when) {
      const param = this.frequency as AudioParam & { scheduled?: number };
      feel.notes.push({ frequency: param.scheduled ?? param.value, at: Date.now() });
      start.call(this, when);
    };
  }
  if (typeof nav.vibrate === 'function') {
    const vibrate = navigator.vibrate.bind(navigator);
    navigator.vibrate = ((pattern: VibratePattern) => {
      feel.vibrations.push(Array.isArray(pattern) ? [...pattern] : [pattern]);
      return vibrate(pattern);
    }) as Navigator['vibrate'];
  }
  if (navigator.wakeLock) {
    const lock = navigator.wakeLock;
    const request = lock.request.bind(lock);
    lock.request = async (type?: WakeLockType) => {
      feel.lockRequests++;
      const sentinel = await request(type);
      sentinels.add(sentinel);
      feel.locksHeld++;
      sentinel.addEventListener('release', () => {
        sentinels.delete(sentinel);
        feel.locksHeld--;
        feel.lockReleases++;
      });
      return sentinel;
    };
  }
}

async function open(
  options: BrowserContextOptions & { strip?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const { strip = false, ...contextOptions } = options;
  const context = await newContext(browser, contextOptions);
  await context.addInitScript(recorder, { strip });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  return { context, page, errors };
}

async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const { notes, vibrations, lockRequests, lockReleases, locksHeld } = window.__feel;
    return { notes, vibrations, lockRequests, lockReleases, locksHeld };
  });
}

const TIME_UP_NOTES = [988, 784, 659, 523];
const TICK = 1320;
const CHIME = [1319, 1760];

/**
 * Category with a five-second turn: deal, start the clock and let it run out, on the test's clock
 * (the page's timers and time are the test's: five seconds pass at once).
 */
async function runCategoryClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto(baseUrl + '/games/category');
  // The turn lengths are buttons in the prerendered page: a tap before React has it does nothing.
  await waitForInteractive(page);
  await page.getByRole('button', { name: '5s', exact: true }).click();
  await page.getByRole('button', { name: 'Deal a category' }).click();
  await page.getByRole('button', { name: 'Start the clock' }).click();
  await page.clock.runFor(5_000);
  await expect.poll(() => page.getByRole('timer').textContent()).toBe('0');
  // The cue fires on the render that shows 0: its sounds are scheduled on the clock's next turns.
  await page.clock.runFor(300);
}

describe('the table-side feel', () => {
  it('keeps the screen on through a round, again after the tab is hidden and shown', async () => {
    const { context, page, errors } = await open();
    await page.goto(baseUrl + '/games/charades');
    await page.getByRole('button', { name: /^Start \d+ seconds$/ }).click();
    await expect.poll(async () => (await recorded(page)).locksHeld).toBe(1);

    // Hidden: the browser drops the lock.
    await page.evaluate(() => window.__feel.setVisibility('hidden'));
    await expect.poll(async () => (await recorded(page)).locksHeld).toBe(0);
    const whileHidden = await recorded(page);

    // Shown again: the game asks for a new one.
    await page.evaluate(() => window.__feel.setVisibility('visible'));
    await expect.poll(async () => (await recorded(page)).locksHeld).toBe(1);
    expect((await recorded(page)).lockRequests).toBe(whileHidden.lockRequests + 1);

    // Leaving the game lets the screen sleep again.
    await page.getByRole('link', { name: 'All games' }).click();
    await page.waitForURL(/\/go$/);
    await expect.poll(async () => (await recorded(page)).locksHeld).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ticks in the last seconds, then sounds and buzzes at time up', async () => {
    const { context, page, errors } = await open();
    await runCategoryClock(page);
    const { notes, vibrations } = await recorded(page);
    const pitches = notes.map((n) => n.frequency);
    expect(pitches.filter((f) => f === TICK).length).toBeGreaterThanOrEqual(3);
    // The time-up sound's notes, in order, after the ticks.
    const end = pitches.slice(-TIME_UP_NOTES.length);
    expect(end).toEqual(TIME_UP_NOTES);
    expect(vibrations).toContainEqual([320, 120, 320]);
    await page.getByRole('button', { name: 'Out' }).click();
    expect((await recorded(page)).vibrations.at(-1)).toEqual([40]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-renders a running clock once a second, as its number changes', async () => {
    const { context, page } = await open();
    await context.addInitScript(recordCommits);
    // The page's clock is the test's: three seconds pass when the test says, not on the wall.
    await page.clock.install();
    await page.goto(baseUrl + '/games/charades');
    await waitForInteractive(page);
    await page.getByRole('button', { name: /^Start \d+ seconds$/ }).click();
    const clock = page.getByRole('timer');
    // The clock starts after the 3-2-1 (let run as on the wall: only the measured seconds jump).
    await page.locator('.charades-word').waitFor();
    await page.evaluate(
      () => ((globalThis as unknown as { __rendered: unknown[] }).__rendered = []),
    );
    const from = Number(await clock.textContent());
    // A second at a time: timers fired back to back in one jump may fold into one commit.
    for (const step of [1_000, 1_000, 1_100]) await page.clock.runFor(step);
    const to = Number(await clock.textContent());
    const commits = await page.evaluate(
      () => (globalThis as unknown as { __rendered: unknown[] }).__rendered.length,
    );
    // Three seconds went by on the clock: about one commit each, not one every quarter second.
    expect(from - to).toBeGreaterThanOrEqual(3);
    expect(commits).toBeGreaterThanOrEqual(from - to);
    expect(commits).toBeLessThanOrEqual(from - to + 1);
    await context.close();
  });

  it('chimes for a point in charades', async () => {
    const { context, page } = await open();
    await page.goto(baseUrl + '/games/charades');
    await page.getByRole('button', { name: /^Start \d+ seconds$/ }).click();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect
      .poll(async () => (await recorded(page)).notes.map((n) => n.frequency))
      .toEqual(CHIME);
    await context.close();
  });

  it('goes quiet with the Sound switch, and stays quiet after a reload', async () => {
    const { context, page } = await open();
    await page.goto(baseUrl + '/games/category');
    // The game's intro is prerendered: the switch answers once the page has come to life.
    await waitForInteractive(page);
    const sound = page.getByRole('button', { name: 'Sound and vibration' });
    await expect.poll(() => sound.getAttribute('aria-pressed')).toBe('true');
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'feel-sound-off');

    await page.reload();
    await expect.poll(() => sound.getAttribute('aria-pressed')).toBe('false');
    await runCategoryClock(page);
    const quiet = await recorded(page);
    expect(quiet.notes).toEqual([]);
    expect(quiet.vibrations).toEqual([]);

    // On again: switching on plays the turn cue, so the table hears that it works.
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await recorded(page)).notes.length).toBeGreaterThan(0);
    await screenshot(page, 'feel-sound-on');
    await context.close();
  });

  it('plays on silently where there is no Web Audio, vibration or wake lock', async () => {
    const { context, page, errors } = await open({ strip: true });
    await runCategoryClock(page);
    await page.getByRole('button', { name: 'Out' }).click();
    await page.getByRole('button', { name: 'Sound and vibration' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});

interface CardLook {
  type: string | null;
  background: string;
  chip: string;
  icon: string | null;
  animations: number;
  /** The card's entrance animations, as delay and end time in ms. */
  entrance: { delay: number; end: number }[];
}

async function cardLook(page: Page): Promise<CardLook> {
  await page.locator('.prompt-card[data-card-type] .card-chip').waitFor();
  return page.evaluate(async () => {
    // Counted as the card arrives; colours read once its entrance and colour change are over.
    const animations = document.getAnimations();
    const entrance = animations
      .filter((a) => a instanceof CSSAnimation)
      .map((a) => a.effect?.getComputedTiming())
      .map((t) => ({ delay: Number(t?.delay), end: Number(t?.endTime) }));
    await Promise.all(animations.map((a) => a.finished.catch(() => undefined)));
    const card = document.querySelector<HTMLElement>('.prompt-card[data-card-type]');
    const chip = card?.querySelector<HTMLElement>('.card-chip');
    return {
      type: card?.dataset.cardType ?? null,
      background: card ? getComputedStyle(card).backgroundColor : '',
      chip: chip ? getComputedStyle(chip).backgroundColor : '',
      icon: chip?.querySelector('svg')?.getAttribute('data-icon') ?? null,
      animations: animations.length,
      entrance,
    };
  });
}

/**
 * React tells a devtools hook about every commit, production builds included: this one records
 * each commit's re-rendered components, named by the class of the first element they draw, in
 * `__rendered` (one list per commit).
 */
function recordCommits(): void {
  interface Fiber {
    tag: number;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    stateNode: unknown;
  }
  const w = globalThis as unknown as { __rendered: string[][] };
  w.__rendered = [];
  const drawn = (fiber: Fiber): string => {
    for (let f: Fiber | null = fiber.child; f; f = f.child) {
      if (f.tag === 5)
        return (f.stateNode as Element).getAttribute('class') ?? (f.stateNode as Element).tagName;
    }
    return '(nothing)';
  };
  const COMPONENTS = new Set([0, 11, 14, 15]);
  (globalThis as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const names: string[] = [];
      // As React's devtools read a commit: a subtree this commit did not touch still has the
      // children (and the flags) of the render that last made it, so it is not entered.
      const touched = (f: Fiber) => !f.alternate || f.child !== f.alternate.child;
      const walk = (parent: Fiber) => {
        for (let f = parent.child; f; f = f.sibling) {
          // Rendered in this commit (PerformedWork), as an update of what was there before.
          if (COMPONENTS.has(f.tag) && f.alternate && f.flags & 1) names.push(drawn(f));
          if (touched(f)) walk(f);
        }
      };
      if (touched(root.current)) walk(root.current);
      w.__rendered.push(names);
    },
  };
}

/** Waits until the card on screen has finished its entrance, for a screenshot of it at rest. */
async function entranceDone(page: Page): Promise<void> {
  await page
    .locator('.prompt-card')
    .first()
    .evaluate((card) =>
      Promise.all(card.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
}

describe('cards coloured by type', () => {
  it('gives truth, dare, never have I ever and charades their own colour and icon', async () => {
    const { context, page } = await open();
    const looks: CardLook[] = [];

    await page.goto(baseUrl + '/games/truth-or-dare');
    await page.getByRole('button', { name: 'Truth', exact: true }).click();
    looks.push(await cardLook(page));
    await entranceDone(page);
    await screenshot(page, 'feel-card-truth');
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.getByRole('button', { name: 'Dare', exact: true }).click();
    looks.push(await cardLook(page));
    await entranceDone(page);
    await screenshot(page, 'feel-card-dare');

    await page.goto(baseUrl + '/games/never-have-i-ever');
    await page.getByRole('button', { name: 'Start' }).click();
    looks.push(await cardLook(page));
    await entranceDone(page);
    await screenshot(page, 'feel-card-never');

    await page.goto(baseUrl + '/games/charades');
    await page.getByRole('button', { name: /^Start \d+ seconds$/ }).click();
    looks.push(await cardLook(page));
    await entranceDone(page);
    await screenshot(page, 'feel-card-charades');

    expect(looks.map((l) => l.type)).toEqual(['truth', 'dare', 'never', 'act']);
    expect(looks.map((l) => l.icon)).toEqual(['truth', 'dare', 'never', 'act']);
    expect(new Set(looks.map((l) => l.chip)).size).toBe(4);
    expect(new Set(looks.map((l) => l.background)).size).toBe(4);
    // A new card arrives with an entrance animation.
    for (const look of looks) expect(look.animations).toBeGreaterThan(0);
    // Its animations (the deal and the chip's pop) start together, with no delay, and end
    // together: Chromium then runs them on the compositor. A delay or two lengths woke the main
    // thread on every frame of the delay and at each end, under the next tap (issue 17).
    for (const look of looks) {
      expect(look.entrance.length).toBeGreaterThanOrEqual(2);
      expect(look.entrance.map((timing) => timing.delay)).toEqual(look.entrance.map(() => 0));
      expect(new Set(look.entrance.map((timing) => timing.end)).size).toBe(1);
    }
    await context.close();
  });

  it('colours a Mix card as the game it was dealt from', async () => {
    const { context, page } = await open();
    await page.goto(baseUrl + '/games/mix');
    await page.getByRole('button', { name: 'Start' }).click();
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const look = await cardLook(page);
      // (Party stream's cards bring their own types: a duel, a rule)
      expect(look.type).toMatch(/^(truth|dare|never|vote|act|category|contest|letter)$/);
      seen.add(look.type ?? '');
      const game = await page.locator('.game-status').textContent();
      const expected: Record<string, string[]> = {
        'Never have I ever': ['never'],
        'Most likely to': ['vote'],
        'Truth or dare': ['truth', 'dare'],
        Charades: ['act'],
        Category: ['category'],
        'Party stream': ['dare', 'vote', 'contest', 'category', 'letter', 'never'],
      };
      expect(expected[game?.trim() ?? '']).toContain(look.type);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    expect(seen.size).toBeGreaterThan(1);
    await context.close();
  });

  it('deals each next card on the same elements, its entrance started over from its first frame', async () => {
    const { context, page } = await open();
    await page.goto(baseUrl + '/games/never-have-i-ever');
    await page.getByRole('button', { name: 'Start' }).click();
    await cardLook(page);
    await page.evaluate(() => {
      const w = globalThis as unknown as {
        __card: Element | null;
        __entrance: Animation[];
        __atTap: string[];
      };
      const card = document.querySelector<HTMLElement>('.prompt-enter');
      w.__card = card;
      w.__entrance = card?.getAnimations({ subtree: true }) ?? [];
      w.__atTap = [];
      // The frame that paints a tap: after the app's click handlers, before the frame's style.
      window.addEventListener('click', () => {
        requestAnimationFrame(() => {
          const now = document.querySelector<HTMLElement>('.prompt-enter');
          if (!now) return;
          const animations = now.getAnimations({ subtree: true });
          const same =
            animations.length === w.__entrance.length &&
            animations.every((animation) => w.__entrance.includes(animation));
          // At its start: the frame that paints the tap finds it a frame in (more on a busy
          // machine), a fifth of the way at most.
          const where = animations
            .map(
              (animation) =>
                `${(animation as CSSAnimation).animationName} ${animation.playState}` +
                (Number(animation.currentTime) < 100
                  ? ' from its start'
                  : ` at ${String(animation.currentTime)} ms`),
            )
            .sort();
          const opacity = Number(getComputedStyle(now).opacity);
          w.__atTap.push(
            [
              now === w.__card ? 'same card' : 'new card',
              same ? 'same animations' : 'new animations',
              opacity < 1 ? 'fading in' : 'at full opacity',
              ...where,
            ].join(', '),
          );
        });
      });
    });
    const atTap = () =>
      page.evaluate(() => (globalThis as unknown as { __atTap: string[] }).__atTap);
    const deal = async () => {
      const before = await page.locator('.prompt-text').textContent();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.locator('.prompt-text').textContent()).not.toBe(before);
    };
    // Four deals once the entrance before has ended, then one while it still runs.
    for (let settled = 0; settled < 3; settled++) {
      await deal();
      await expect.poll(async () => (await atTap()).length).toBe(settled + 1);
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished)),
      );
    }
    await deal();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await atTap()).length).toBe(5);
    // The words changed in place (no new card elements, so no new styles and layout per tap), and
    // the card and its chip enter again from their start on every deal, in the frame that
    // answers the tap: the same two animations started over, never new ones.
    expect(await atTap()).toEqual(
      Array(5).fill(
        'same card, same animations, fading in, ' +
          'card-deal running from its start, chip-pop running from its start',
      ),
    );
    await context.close();
  });

  it('re-renders only the card and its buttons on a deal, not the page around them', async () => {
    const { context, page } = await open();
    await context.addInitScript(recordCommits);
    await page.goto(baseUrl + '/games/never-have-i-ever');
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await cardLook(page);
    /** The components a tap re-rendered, once `changed` has changed and all has settled. */
    const renderedBy = async (tap: () => Promise<void>, changed = '.prompt-live') => {
      await page.waitForTimeout(300);
      await page.evaluate(
        () => ((globalThis as unknown as { __rendered: string[][] }).__rendered = []),
      );
      const before = await page.locator(changed).textContent();
      await tap();
      await expect.poll(() => page.locator(changed).textContent()).not.toBe(before);
      await page.waitForTimeout(300);
      return (
        await page.evaluate(() => (globalThis as unknown as { __rendered: string[][] }).__rendered)
      ).flat();
    };
    /** What re-rendered besides the card, its 18+ badge and parts that draw nothing. */
    const around = (rendered: string[]) =>
      rendered.filter((name) => !['prompt-card', 'badge badge-adult', '(nothing)'].includes(name));

    const dealt = await renderedBy(() => page.getByRole('button', { name: 'Next' }).click());
    // The card re-rendered with the new prompt…
    expect(dealt).toContain('prompt-card');
    // …and nothing around it: not the game's frame, its header, the feedback bar or the page.
    expect(around(dealt)).toEqual([]);

    // Truth or dare: choosing deals a card, and the next turn brings the choice back.
    await page.goto(baseUrl + '/games/truth-or-dare');
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Truth', exact: true }).click();
    await cardLook(page);
    const next = page.getByRole('button', { name: /^Next/ });
    const turned = await renderedBy(() => next.click());
    const chosen = await renderedBy(() =>
      page.getByRole('button', { name: 'Truth', exact: true }).click(),
    );
    expect(turned).toContain('prompt-card');
    expect(chosen).toContain('prompt-card');
    expect(around([...turned, ...chosen])).toEqual([]);

    // Mix: each card is from another game (a charades card hides its word, a category card brings
    // a clock), but the game's frame and header stay as they are.
    await page.goto(baseUrl + '/games/mix');
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Next' }).waitFor();
    for (let deal = 0; deal < 4; deal++) {
      // Two charades cards in a row can read the same (the word is hidden): the count tells.
      const mixed = await renderedBy(
        () => page.getByRole('button', { name: 'Next' }).click(),
        '.counter',
      );
      expect(mixed).not.toContain('game');
      expect(mixed).not.toContain('game-head');
    }
    await context.close();
  });

  it('deals without animation when the phone asks for reduced motion', async () => {
    const { context, page } = await open({ reducedMotion: 'reduce' });
    await page.goto(baseUrl + '/games/never-have-i-ever');
    await page.getByRole('button', { name: 'Start' }).click();
    expect((await cardLook(page)).animations).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await cardLook(page)).animations).toBe(0);
    // The new words show at once, in the frame that answers the tap, and the card is never held
    // back for an entrance that will not come.
    const shown = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const look = () => {
            const card = document.querySelector<HTMLElement>('.prompt-enter');
            seen.push(`opacity ${card ? getComputedStyle(card).opacity : '-'}`);
          };
          document
            .querySelector<HTMLButtonElement>('.game-actions .btn-primary')
            ?.addEventListener('click', () => requestAnimationFrame(look), { once: true });
          document.querySelector<HTMLButtonElement>('.game-actions .btn-primary')?.click();
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                look();
                resolve(seen);
              }),
            ),
          );
        }),
    );
    expect(shown).toEqual(['opacity 1', 'opacity 1']);
    await context.close();
  });
});
