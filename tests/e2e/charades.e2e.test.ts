import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { installedContext, pageStore, screenshot, waitForInteractive } from './browser';

// Charades as a group plays it Heads Up! style (UX review U9), on an installed phone (390×844)
// with the network off: the 3-2-1, tilting for Got it and Pass (synthetic deviceorientation
// events, as a phone on the forehead sends them), the sound and colour flash of each, undo,
// pause across a reload, the end-of-turn list with a correction, a reset that asks first, and a
// round that ends only once every team has played. The page's clock is the test's
// (page.clock), so the turn's sixty seconds pass when the test says.

const baseUrl = inject('baseUrl');

/** What the page showed and played, recorded before the app runs. */
function recorder(): void {
  const seen = { flashes: [] as string[], tones: [] as number[] };
  (window as unknown as { __charades: typeof seen }).__charades = seen;
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof HTMLElement && node.classList.contains('charades-flash')) {
          seen.flashes.push(node.className);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  // Each oscillator's pitch as the app sets it (gains are set the same way, but far below 100).
  const set = Object.getOwnPropertyDescriptor(AudioParam.prototype, 'setValueAtTime')
    ?.value as AudioParam['setValueAtTime'];
  AudioParam.prototype.setValueAtTime = function (value, time) {
    if (value >= 100) seen.tones.push(value);
    return set.call(this, value, time);
  };
}

const seen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __charades: { flashes: string[]; tones: number[] } }).__charades,
  );

/** The phone's pose, as the sensor reports it: beta 90 is upright, facing the room. */
async function orient(page: Page, beta: number, gamma = 0): Promise<void> {
  await page.evaluate(
    ([b, g]) =>
      window.dispatchEvent(
        new DeviceOrientationEvent('deviceorientation', {
          beta: b,
          gamma: g,
          alpha: 0,
          absolute: false,
        }),
      ),
    [beta, gamma] as const,
  );
}

const word = (page: Page) => page.locator('.charades-word');
const wordText = async (page: Page) => ((await word(page).textContent()) ?? '').trim();
const scores = (page: Page) =>
  page.getByRole('list', { name: 'Scores' }).locator('li').allTextContents();

async function open() {
  const phone = await installedContext(baseUrl);
  await phone.context.addInitScript(recorder);
  await phone.page.clock.install();
  await phone.page.goto(`${baseUrl}/games/charades`);
  await waitForInteractive(phone.page);
  return phone;
}

type Row = { state: Record<string, unknown> & { phase: string } };
const stored = (page: Page) => pageStore<Row>(page, 'gameSessions', { op: 'get', key: 'charades' });

/** Start, then the 3-2-1 runs out and the first word shows. */
async function startTurn(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Start 60 seconds' }).click();
  await page.locator('.charades-countdown').waitFor();
  await page.clock.runFor(3_100);
  await word(page).waitFor();
  return wordText(page);
}

async function timeUp(page: Page): Promise<void> {
  await page.clock.runFor(61_000);
  await page.getByRole('list', { name: 'Words this turn' }).waitFor();
}

describe('charades, Heads Up! style', () => {
  it('counts down, takes tilts, undoes, pauses through a reload, and lists the words', async () => {
    const { context, page, errors } = await open();
    const useTilt = page.getByRole('button', { name: 'Use tilt' });
    await useTilt.click();
    await expect.poll(() => useTilt.getAttribute('aria-pressed')).toBe('true');

    // 3-2-1, announced politely, with Got it waiting until the count ends.
    await page.getByRole('button', { name: 'Start 60 seconds' }).click();
    const live = page
      .locator('[aria-live="polite"]')
      .filter({ has: page.locator('.charades-countdown') });
    await expect.poll(() => live.locator('.charades-countdown').textContent()).toBe('3');
    expect(await page.getByRole('button', { name: 'Got it' }).isDisabled()).toBe(true);
    expect(await page.getByRole('timer').textContent()).toBe('60');
    await page.clock.runFor(1_000);
    await expect.poll(() => live.locator('.charades-countdown').textContent()).toBe('2');
    await page.clock.runFor(2_100);
    await word(page).waitFor();
    const first = await wordText(page);
    expect(await page.getByRole('button', { name: 'Got it' }).isEnabled()).toBe(true);

    // Phone on the forehead, upright; a nod down is Got it: a point, a chime, a green flash.
    await orient(page, 90);
    await orient(page, 135);
    await expect.poll(() => scores(page)).toEqual(['Team 1 1', 'Team 2 0']);
    await expect.poll(wordText.bind(null, page)).not.toBe(first);
    const second = await wordText(page);
    // Held down, it counts once.
    await orient(page, 150);
    await orient(page, 130);
    // Back upright, then tipped back: Pass, with its own low tone and an orange flash.
    await orient(page, 92);
    await orient(page, 45);
    await expect.poll(wordText.bind(null, page)).not.toBe(second);
    expect(await scores(page)).toEqual(['Team 1 1', 'Team 2 0']);
    await expect
      .poll(async () => (await seen(page)).flashes)
      .toEqual(['charades-flash charades-flash-got', 'charades-flash charades-flash-passed']);
    const tones = (await seen(page)).tones;
    expect(tones).toContain(1319);
    expect(tones).toContain(392);

    // Undo takes back the pass: its word is on show again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(wordText.bind(null, page)).toBe(second);
    // A pass by the button this time.
    await orient(page, 90);
    await page.getByRole('button', { name: 'Pass' }).click();
    await expect.poll(wordText.bind(null, page)).not.toBe(second);
    const third = await wordText(page);

    // Paused: the word is hidden and the time left stays through a reload.
    await page.clock.runFor(10_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Paused', { exact: true }).waitFor();
    const left = await page.getByRole('timer').textContent();
    expect(Number(left)).toBeLessThanOrEqual(50);
    expect(await word(page).count()).toBe(0);
    await expect.poll(async () => (await stored(page)).state.phase).toBe('paused');
    await page.reload();
    await page.getByText('Paused', { exact: true }).waitFor();
    await page.clock.runFor(20_000);
    expect(await page.getByRole('timer').textContent()).toBe(left);
    await screenshot(page, 'charades-paused-phone');

    // Resume: a new 3-2-1, then the same word and the same time.
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.locator('.charades-countdown').waitFor();
    expect(await page.getByRole('timer').textContent()).toBe(left);
    await page.clock.runFor(3_100);
    await expect.poll(wordText.bind(null, page)).toBe(third);
    // A new page asks for motion access again, from a tap: tilt comes back on with it.
    await page.getByRole('button', { name: 'Turn tilt on' }).click();
    await page.getByText('Tilt is on').waitFor();
    await screenshot(page, 'charades-word-phone');

    // Time: the turn's words, each marked, and tapping one corrects it and the score.
    await timeUp(page);
    const list = page.getByRole('list', { name: 'Words this turn' });
    expect(await list.getByRole('button').allTextContents()).toEqual([
      `${first}Got it`,
      `${second}Passed`,
    ]);
    await screenshot(page, 'charades-review-phone');
    await list.getByRole('button', { name: second }).click();
    await expect.poll(() => scores(page)).toEqual(['Team 1 2', 'Team 2 0']);
    await list.getByRole('button', { name: first }).click();
    await expect.poll(() => scores(page)).toEqual(['Team 1 1', 'Team 2 0']);
    expect(await list.getByRole('button', { name: first }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await page.getByRole('button', { name: 'Next team' }).click();
    await page.getByText('Last turn: Team 1 got 1, 1 passed').waitFor();
    await page.getByText('Team 2 is up').waitFor();

    // Reset asks first; keeping changes nothing, resetting clears the scores and the banner.
    await page.getByRole('button', { name: 'Reset scores' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the scores?' });
    await dialog.getByRole('button', { name: 'Keep the scores' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await scores(page)).toEqual(['Team 1 1', 'Team 2 0']);
    await page.getByRole('button', { name: 'Reset scores' }).click();
    await dialog.getByRole('button', { name: 'Reset to 0' }).click();
    await expect.poll(() => scores(page)).toEqual(['Team 1 0', 'Team 2 0']);
    expect(await page.getByText('Last turn:').count()).toBe(0);
    await page.getByText('Team 1 is up').waitFor();
    await page.getByRole('group', { name: 'Play to' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends the game only when every team has played, whoever reached the target first', async () => {
    const { context, page, errors } = await open();
    // Sound off: the marks are silent.
    await page.getByRole('button', { name: 'Sound and vibration' }).click();
    await page.getByRole('button', { name: '5 points' }).click();
    await startTurn(page);
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => scores(page)).toEqual(['Team 1 6', 'Team 2 0']);
    expect((await seen(page)).tones).toEqual([]);
    await timeUp(page);
    // Team 2 has not played: no winner yet.
    await page.getByRole('button', { name: 'Next team' }).click();
    await page
      .getByText('Team 1 has reached 5. The round ends when every team has played')
      .waitFor();
    await page.getByText('Team 2 is up').waitFor();
    expect(await page.getByRole('heading', { name: /wins/ }).count()).toBe(0);
    await page.getByText('Round 1 · playing to 5 points').waitFor();
    await screenshot(page, 'charades-between-turns-phone');

    await startTurn(page);
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Got it' }).click();
    await timeUp(page);
    await page.getByRole('button', { name: 'See who won' }).click();
    await page.getByRole('heading', { name: 'Team 1 wins!' }).waitFor();
    expect(await page.locator('.recap-list li').allTextContents()).toEqual([
      'Team 1 6',
      'Team 2 2',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
