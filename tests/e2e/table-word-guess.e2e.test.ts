import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { screenshot, seriousViolations, waitForInteractive } from './browser';
import { addPlayers, cameraFileOf, fingerprint, tablePhones } from './table-phones';

// Three phones at one word guess table with no signal: each installed the app once, then went
// offline. The host's phone shows the table code, the other two scan it with their cameras
// (Chromium's fake camera, fed the host's code as it looked on screen) and pick their seats. The
// word of each round shows only on the phone of the player holding it, which counts the twenty
// questions; the others see who holds it, the round and the scores, and tap who scored to go on.
// Nothing leaves any phone. And a host that scans its own code by mistake stays the host.

const baseUrl = inject('baseUrl');
const { phone, closeAll } = tablePhones(baseUrl);

afterAll(async () => {
  await closeAll();
});

type Phone = Awaited<ReturnType<typeof phone>> & { name: string };

/** The code a phone shows, as letters to type (a host's phone has no camera to scan with). */
async function typedCode(page: Page, within = page.locator('body')): Promise<string> {
  await within.getByText('Camera not working? Type a code instead').first().click();
  return ((await within.getByTestId('typed-code').first().textContent()) ?? '').trim();
}

/** Types `code` into the join page of `page`'s phone. */
async function typeIntoJoin(page: Page, code: string): Promise<void> {
  await page.goto(`${baseUrl}/join`);
  // Typed into once the page has come to life: a value typed before would be lost with it.
  await waitForInteractive(page);
  await page.getByLabel(/Or type the code/).fill(code);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

/** Every phone on round `round` with `holder` holding the word and these scores. */
async function onRound(all: Phone[], round: number, holder: Phone, scores: RegExp) {
  for (const p of all) {
    await expect.poll(() => p.page.getByTestId('table-turn').textContent()).toBe(`Round ${round}`);
    await expect
      .poll(() => p.page.getByTestId('table-up').textContent())
      .toBe(
        p === holder
          ? `Your turn, ${holder.name}: you hold the word`
          : `${holder.name} holds the word`,
      );
    expect(await p.page.getByTestId('table-scores').textContent()).toMatch(scores);
  }
}

/** The holder shows their word: it is on their phone, and on no other. */
async function wordOnlyOn(holder: Phone, all: Phone[]): Promise<string> {
  for (const p of all)
    expect(await p.page.getByRole('button', { name: 'Show my word' }).count()).toBe(
      p === holder ? 1 : 0,
    );
  await holder.page.getByRole('button', { name: 'Show my word' }).click();
  const word = ((await holder.page.getByTestId('table-word').textContent()) ?? '').trim();
  expect(word.length).toBeGreaterThan(1);
  for (const p of all) {
    if (p === holder) continue;
    expect(await p.page.getByTestId('table-word').count()).toBe(0);
    expect(await p.page.locator('body').innerText()).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
  }
  return word;
}

describe('word guess on a table of phones with no signal', () => {
  it('three phones scan one code; the word shows only on the holder’s phone, round after round', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/word-guess`);
    await waitForInteractive(host.page);
    await addPlayers(host.page, ['Ava', 'Bo', 'Cy']);
    await host.page.getByRole('button', { name: 'Play on everyone’s phone (no signal)' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    const pictures = await fingerprint(host.page);
    expect(pictures).toHaveLength(4);
    const camera = await cameraFileOf(host.page, 'word-guess-table-code');

    const guests = await Promise.all(
      ['Bo', 'Cy'].map(async (name) => ({
        name,
        ...(await phone([
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${camera}`,
        ])),
      })),
    );
    await Promise.all(
      guests.map(async (guest) => {
        await guest.page.goto(`${baseUrl}/join`);
        await waitForInteractive(guest.page);
        await guest.page
          .getByRole('heading', { name: 'Which one is you?' })
          .waitFor({ timeout: 60_000 });
        expect(await fingerprint(guest.page)).toEqual(pictures);
      }),
    );
    for (const guest of guests)
      await guest.page.getByRole('button', { name: guest.name, exact: true }).click();
    await host.page.getByRole('button', { name: 'Ava', exact: true }).click();
    const all: Phone[] = [{ name: 'Ava', ...host }, ...guests];
    const [ava, bo, cy] = all as [Phone, Phone, Phone];
    for (const p of all) {
      await p.page.getByTestId('table-turn').waitFor();
      p.outgoing.length = 0;
    }

    // Round 1 is Ava's: the word on her phone alone.
    await onRound(all, 1, ava, /Ava\s*0.*Bo\s*0.*Cy\s*0/);
    const first = await wordOnlyOn(ava, all);
    // Ava answers four questions (a wrong guess uses one up), then Bo guesses it.
    for (const answer of ['Yes', 'No', 'Sort of', 'Wrong guess'])
      await ava.page.getByRole('button', { name: answer, exact: true }).click();
    await expect.poll(() => ava.page.locator('.wg-count').textContent()).toBe('Question 5 of 20');
    await screenshot(ava.page, 'word-guess-table-holder');
    await screenshot(bo.page, 'word-guess-table-watcher');
    expect(await seriousViolations(ava.page, 'the holder’s phone')).toEqual([]);
    expect(await seriousViolations(bo.page, 'a watcher’s phone')).toEqual([]);
    expect(await ava.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await ava.page.getByRole('button', { name: 'Right guess!' }).click();
    await ava.page.getByRole('button', { name: 'Bo', exact: true }).click();
    await expect
      .poll(() => ava.page.getByTestId('table-result').textContent())
      .toContain('Bo guessed it with 5 questions: one point.');
    expect(await ava.page.getByTestId('table-result').textContent()).toContain(
      'Everyone else: tap Bo on your phone.',
    );
    // The round is over: every phone moves on by the same tap, the holder's and each watcher's.
    await ava.page.getByRole('button', { name: 'Next round: Bo +1' }).click();
    for (const w of [bo, cy]) {
      await w.page.getByRole('button', { name: 'Ava’s round is over' }).click();
      await w.page.getByRole('button', { name: 'Bo', exact: true }).click();
      if (w === bo) await screenshot(bo.page, 'word-guess-table-scorer');
      await w.page.getByRole('button', { name: 'Next round: Bo +1' }).click();
    }

    // Round 2 is Bo's: a new word, on his phone alone, and every scoreboard reads Bo 1.
    await onRound(all, 2, bo, /Ava\s*0.*Bo\s*1.*Cy\s*0/);
    const second = await wordOnlyOn(bo, all);
    expect(second).not.toBe(first);

    // Cy's phone reloads mid-round: same seat, same round, same scores.
    await cy.page.reload();
    await onRound([cy], 2, bo, /Ava\s*0.*Bo\s*1.*Cy\s*0/);

    for (const p of all) {
      expect(p.outgoing, `${p.name}'s phone sent requests`).toEqual([]);
      expect(p.errors).toEqual([]);
    }
  }, 240_000);

  it('a host that scans its own code stays the host: word guess before its seat, category mid-game', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/word-guess`);
    await waitForInteractive(host.page);
    await addPlayers(host.page, ['Ava', 'Bo', 'Cy']);
    await host.page.getByRole('button', { name: 'Play on everyone’s phone (no signal)' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    const own = await typedCode(host.page);
    host.outgoing.length = 0;

    // The host opens Join a table and reads its own code: no seats to take, and a plain word.
    await typeIntoJoin(host.page, own);
    await host.page.getByRole('heading', { name: 'This phone is the host' }).waitFor();
    expect(await host.page.getByRole('heading', { name: 'Which one is you?' }).count()).toBe(0);
    await host.page.getByRole('button', { name: 'Back to Word guess' }).click();
    // Still the host's screen: the code for the others, and the seats to say which is the host's.
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    await host.page.getByRole('button', { name: 'Ava', exact: true }).click();
    await expect
      .poll(() => host.page.getByTestId('table-up').textContent())
      .toBe('Your turn, Ava: you hold the word');

    // Category: the host's phone keeps the turns and who is out. Its own code read mid-game
    // must not make it one of the guests.
    await host.page.goto(`${baseUrl}/games/category`);
    await waitForInteractive(host.page);
    await host.page.getByText('Play on everyone’s phone (no signal)').click();
    await host.page.getByRole('button', { name: 'Start a table of phones' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    const category = await typedCode(host.page);
    await host.page.getByRole('button', { name: 'Everyone is in: play' }).click();
    await host.page.getByRole('button', { name: 'Deal a category' }).click();
    await expect.poll(() => host.page.getByTestId('table-turn').textContent()).toMatch(/^Round 1/);
    await typeIntoJoin(host.page, category);
    await host.page.getByRole('heading', { name: 'This phone is the host' }).waitFor();
    await host.page.getByRole('button', { name: 'Back to Category' }).click();
    await expect.poll(() => host.page.getByTestId('table-turn').textContent()).toMatch(/^Round 1/);
    // The host's game, not a guest's: the turns are here, not "kept on the host's phone".
    expect(await host.page.locator('body').innerText()).not.toContain(
      'The turns and who is out are kept on the host’s phone.',
    );
    expect(host.outgoing).toEqual([]);
    expect(host.errors).toEqual([]);
  }, 180_000);
});
