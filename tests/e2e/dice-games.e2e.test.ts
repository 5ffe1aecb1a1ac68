import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  installedContext,
  launchBrowser,
  newContext,
  pageStore,
  screenshot,
  seriousViolations,
  trackPageErrors,
} from './browser';

// Meyer and drunk dice in Chromium at phone size, offline after one visit: a whole Meyer game
// with three players to a winner (lifting every turn), with the dice hidden until a held peek
// and a reload in the middle; drunk dice with an edited rule that survives a reload, a made rule
// that stays on screen, two dice and a reset.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone with the app installed on a first visit, now offline. */
const offlineInstall = (options: BrowserContextOptions = {}) => installedContext(baseUrl, options);

async function addPlayers(page: Page, names: string[]): Promise<void> {
  await page.getByRole('button', { name: /^(\d+ )?players?$/i }).click();
  for (const name of names) {
    await page.getByLabel('Player name').fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
}

const heading = (page: Page) => page.locator('h2.meyer-phase, #recap-title').first();

describe('Meyer', () => {
  it('plays a three-player game to a winner, offline, dice hidden until a peek', async () => {
    const { context, page, errors } = await offlineInstall();
    // Record the buzzes the game asks for (the real call still runs).
    await context.addInitScript(() => {
      const buzzes: number[][] = [];
      (window as unknown as { __buzzes: number[][] }).__buzzes = buzzes;
      const vibrate = navigator.vibrate.bind(navigator);
      navigator.vibrate = ((pattern: VibratePattern) => {
        buzzes.push(Array.isArray(pattern) ? [...pattern] : [pattern]);
        return vibrate(pattern);
      }) as Navigator['vibrate'];
    });
    await page.goto(`${baseUrl}/games/meyer`);
    await addPlayers(page, ['Ana', 'Bo', 'Cy']);
    await expect
      .poll(() => page.locator('.meyer-setup .hint').first().textContent())
      .toContain('Ana, Bo, Cy');
    // (axe on the set-up screen runs in games-table; here the phases of play are checked.)
    await screenshot(page, 'meyer-setup');
    // Two lives each, so the game is short; the Danish ranking and 2-life Meyer stay default.
    for (let i = 0; i < 4; i++)
      await page.getByRole('button', { name: 'Fewer: Lives per player' }).click();
    expect(await page.locator('.meyer-stepper-value').textContent()).toBe('2');
    await page.getByRole('button', { name: 'Start the game' }).click();

    const losers: string[] = [];
    let reloaded = false;
    for (let round = 0; round < 20; round++) {
      const title = (await heading(page).textContent()) ?? '';
      if (/wins!/.test(title)) break;
      expect(title).toMatch(/, shake the cup$/);
      // Space rolls (focus is on the phase heading, not a button).
      await page.keyboard.press('Space');
      await page.getByRole('heading', { name: /peek, then announce/ }).waitFor();
      // The dice are under the cup: nothing on screen or in the reading order tells them.
      expect(await page.locator('.die-face').count()).toBe(0);
      expect((await page.locator('.meyer-peek-read').textContent()) ?? '').toBe('');
      // Hold the peek by keyboard: the dice show while Space is down and hide when it is let go.
      const peek = page.getByRole('button', { name: 'Hold to peek at the dice' });
      await peek.focus();
      await page.keyboard.down('Space');
      await expect.poll(() => page.locator('.meyer-cup .die-face').count()).toBe(2);
      expect(await page.locator('.meyer-peek-read').textContent()).toMatch(/^You rolled \d\d/);
      if (round === 0) await screenshot(page, 'meyer-peek');
      await page.keyboard.up('Space');
      await expect.poll(() => page.locator('.die-face').count()).toBe(0);
      // Hold by pointer too.
      await peek.hover();
      await page.mouse.down();
      await expect.poll(() => page.locator('.meyer-cup .die-face').count()).toBe(2);
      await page.mouse.up();
      await expect.poll(() => page.locator('.die-face').count()).toBe(0);

      // Announce the lowest value offered (a new round offers all 21).
      const values = page.locator('.meyer-value');
      expect(await values.count()).toBe(21);
      const value = ((await values.first().textContent()) ?? '').trim();
      await values.first().click();
      if (round === 0) {
        expect(await seriousViolations(page, 'meyer announce')).toEqual([]);
        await screenshot(page, 'meyer-announce');
      }
      await page.getByRole('button', { name: `Announce ${value}` }).click();

      // The cover hides everything but who gets the phone.
      const cover = await heading(page).textContent();
      expect(cover).toMatch(/^Pass to (Ana|Bo|Cy)$/);
      expect(await page.locator('.meyer-lives').count()).toBe(0);
      if (round === 0) await screenshot(page, 'meyer-cover');
      if (round === 1 && !reloaded) {
        // A reload mid-turn keeps the game where it was, dice still unseen.
        reloaded = true;
        // The game paints first and stores the turn just after: reload once it is stored.
        await expect
          .poll(async () => {
            const saved = await pageStore<{ state: { phase: string } } | undefined>(
              page,
              'gameSessions',
              { op: 'get', key: 'meyer' },
            );
            return saved?.state.phase;
          })
          .toBe('cover');
        await page.reload();
        expect(await heading(page).textContent()).toBe(cover);
      }
      let next = (cover ?? '').replace('Pass to ', '');
      await page.getByRole('button', { name: `I am ${next}: show me` }).click();
      await page.getByRole('heading', { name: new RegExp(`says ${value}`) }).waitFor();
      if (round === 0) {
        expect(await seriousViolations(page, 'meyer respond')).toEqual([]);
        await screenshot(page, 'meyer-respond');
        // The first responder passes on blind with the same value; the one after lifts.
        await page.getByRole('button', { name: 'Pass on blind' }).click();
        const same = page.locator('.meyer-value').first();
        expect((await same.textContent())?.trim()).toBe(value);
        await same.click();
        await page.getByRole('button', { name: `Pass on blind with ${value}` }).click();
        const passer = next;
        next = ((await heading(page).textContent()) ?? '').replace('Pass to ', '');
        expect(next).not.toBe(passer);
        await page.getByRole('button', { name: `I am ${next}: show me` }).click();
        await page.getByRole('heading', { name: `${passer} says ${value}` }).waitFor();
        expect(await page.locator('.meyer-call').textContent()).toContain('passed it on blind');
        expect(await page.locator('.die-face').count()).toBe(0);
      }
      await page.getByRole('button', { name: 'Lift the cup' }).click();

      await page.getByRole('heading', { name: 'The cup is lifted' }).waitFor();
      expect(await page.locator('.meyer-result .die-face').count()).toBe(2);
      const loss = (await page.locator('.meyer-loss').first().textContent()) ?? '';
      const loser = /^(\w+) loses/.exec(loss)?.[1];
      expect(loser).toBeDefined();
      losers.push(loser ?? '');
      if (round === 0) await screenshot(page, 'meyer-result');
      await page.getByRole('button', { name: /^(Next round|See the winner)$/ }).click();
    }

    const winner = ((await heading(page).textContent()) ?? '').replace(' wins!', '');
    expect(['Ana', 'Bo', 'Cy']).toContain(winner);
    // Two players lost both lives (a doubted real Meyer can take two at once).
    const outs = ['Ana', 'Bo', 'Cy'].filter((p) => p !== winner);
    for (const p of outs) expect(losers).toContain(p);
    expect(losers.length).toBeGreaterThanOrEqual(2);
    expect(losers.length).toBeLessThanOrEqual(5);
    expect(await page.locator('.recap-played').textContent()).toBe(
      `${losers.length} rounds played`,
    );
    await screenshot(page, 'meyer-recap');
    // The last rounds (since the reload) rattled on each shake and buzzed on each lost life.
    const buzzes = await page.evaluate(
      () => (window as unknown as { __buzzes: number[][] }).__buzzes,
    );
    expect(buzzes).toContainEqual([30, 40, 30, 40, 30]);
    expect(buzzes).toContainEqual([200]);
    expect(await seriousViolations(page, 'meyer recap')).toEqual([]);
    await page.getByRole('button', { name: 'Play again' }).click();
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Drunk dice', () => {
  it('keeps an edited rule and a made rule through a reload, offline', async () => {
    const { context, page, errors } = await offlineInstall({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/games/drunk-dice`);
    await page.getByRole('button', { name: 'Roll the die' }).waitFor();
    expect(await seriousViolations(page, 'drunk dice')).toEqual([]);

    await page.getByRole('button', { name: 'Edit the rules' }).click();
    await page.getByLabel('Face 3').fill('Sing one line of your favourite song.');
    await page.getByRole('button', { name: 'Done editing' }).click();
    await expect
      .poll(() => page.locator('.dd-rule-list li').nth(2).textContent())
      .toContain('Sing one line of your favourite song.');

    // Roll (Space anywhere but on a button) until a 6 asks for a new rule; every roll lights its
    // own row.
    await page.locator('h1').click();
    let made = false;
    for (let i = 0; i < 60 && !made; i++) {
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('.dd-rule-list li.is-hit').count()).toBe(1);
      const rolled = Number(
        /Rolled (\d)/.exec((await page.locator('.dd-result-roll').textContent()) ?? '')?.[1],
      );
      const hit = page.locator('.dd-rule-list li.is-hit');
      expect(await hit.locator('.dd-rule-key').textContent()).toBe(String(rolled));
      expect(await page.locator('.dd-result-rule').textContent()).toBe(
        await hit.locator('.dd-rule-text').textContent(),
      );
      if (rolled === 3) {
        expect(await page.locator('.dd-result-rule').textContent()).toBe(
          'Sing one line of your favourite song.',
        );
      }
      if (rolled === 6) {
        await page.getByLabel('Write the new rule down').fill('Drink with your other hand.');
        await page.getByRole('button', { name: 'Keep this rule' }).click();
        made = true;
      }
    }
    expect(made).toBe(true);
    await screenshot(page, 'drunk-dice-one');
    expect(await seriousViolations(page, 'drunk dice rolled')).toEqual([]);

    await page.reload();
    await page.locator('.dd-rule-list').waitFor();
    expect(await page.locator('.dd-rule-list li').nth(2).textContent()).toContain(
      'Sing one line of your favourite song.',
    );
    expect(await page.locator('.dd-made-text').textContent()).toBe('Drink with your other hand.');

    // Two dice: a rule per total, the made rule still on screen.
    await page.getByRole('switch', { name: 'Two dice' }).click();
    await expect.poll(() => page.locator('.dd-rule-list li').count()).toBe(11);
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    const roll = (await page.locator('.dd-result-roll').textContent()) ?? '';
    const [, a, b, total] = /Rolled (\d) and (\d): (\d+)/.exec(roll) ?? [];
    expect(Number(a) + Number(b)).toBe(Number(total));
    expect(await page.locator('.dd-rule-list li.is-hit .dd-rule-key').textContent()).toBe(total);
    expect(await page.locator('.dd-made-text').textContent()).toBe('Drink with your other hand.');
    await screenshot(page, 'drunk-dice-two');

    // Reset asks first; keeping the rules changes nothing, confirming restores ours.
    await page.getByRole('switch', { name: 'Two dice' }).click();
    await page.getByRole('button', { name: 'Edit the rules' }).click();
    await page.getByRole('button', { name: 'Reset to our rules' }).click();
    await page.getByRole('button', { name: 'Keep my rules' }).click();
    expect(await page.getByLabel('Face 3').inputValue()).toBe(
      'Sing one line of your favourite song.',
    );
    await page.getByRole('button', { name: 'Reset to our rules' }).click();
    await page.getByRole('button', { name: 'Yes, reset the rules' }).click();
    expect(await page.getByLabel('Face 3').inputValue()).toBe('Everybody drinks. Cheers!');
    // Reload once the reset rules are stored.
    await expect
      .poll(
        async () =>
          (
            await pageStore<{ value: { one: string[] } } | undefined>(page, 'kv', {
              op: 'get',
              key: 'drunkDice.rules',
            })
          )?.value.one[2],
      )
      // Our rule again: stored as ours (null), so it reads in the page's language.
      .toBeNull();
    await page.reload();
    await page.locator('.dd-rule-list').waitFor();
    expect(await page.locator('.dd-rule-list li').nth(2).textContent()).toContain(
      'Everybody drinks. Cheers!',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Drunk dice on a Danish page', () => {
  it('reads our rules in Danish, even from a table stored in English, and keeps a rule the table wrote', async () => {
    const context = await newContext(browser, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/games/drunk-dice`);
    await page.getByRole('button', { name: 'Roll the die' }).waitFor();
    // A table stored by an English build: our rules as English text, face 3 rewritten.
    const english = [
      'Take a sip.',
      'Point at someone: they take a sip.',
      'Sing one line of your favourite song.',
      'The player on your left takes a sip.',
      'The player on your right takes a sip.',
      'Make a rule: write it down, it stands until someone replaces it.',
    ];
    await pageStore(page, 'kv', {
      op: 'put',
      value: {
        key: 'drunkDice.rules',
        value: {
          dice: 1,
          one: english,
          two: Array<string>(11).fill('Take a sip.'),
        },
      },
    });
    await page.goto(`${baseUrl}/da/games/drunk-dice`);
    await page.getByRole('button', { name: 'Slå med terningen' }).waitFor();
    const rows = page.locator('.dd-rule-list .dd-rule-text');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([
        'Tag en tår.',
        'Peg på en: vedkommende tager en tår.',
        'Sing one line of your favourite song.',
        'Personen til venstre for dig tager en tår.',
        'Personen til højre for dig tager en tår.',
        'Lav en regel: skriv den ned. Den gælder, til nogen laver en ny.',
      ]);
    // The editor shows the same words.
    await page.getByRole('button', { name: 'Ret reglerne' }).click();
    expect(await page.getByLabel('Side 1').inputValue()).toBe('Tag en tår.');
    expect(await page.getByLabel('Side 3').inputValue()).toBe(
      'Sing one line of your favourite song.',
    );
    await page.getByRole('button', { name: 'Færdig' }).click();

    // Our Danish 6 still asks for a new rule.
    await page.locator('h1').click();
    let asked = false;
    for (let i = 0; i < 60 && !asked; i++) {
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('.dd-rule-list li.is-hit').count()).toBe(1);
      asked = (await page.getByLabel('Skriv den nye regel ned').count()) > 0;
    }
    expect(asked).toBe(true);
    await screenshot(page, 'drunk-dice-da-phone');

    // Back on the English page, our rules read in English again.
    await page.goto(`${baseUrl}/games/drunk-dice`);
    await page.getByRole('button', { name: 'Roll the die' }).waitFor();
    await expect.poll(() => rows.first().textContent()).toBe('Take a sip.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Drunk dice at a table with names', () => {
  it('names whose roll it is and who sips, and shows a forfeit only when it lands on someone not drinking', async () => {
    const context = await newContext(browser, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/games/drunk-dice`);
    await page.getByRole('button', { name: 'Roll the die' }).waitFor();
    // Every face sends the sip to the roller's left: the next seat, clockwise.
    const left = 'The player on your left takes a sip.';
    await pageStore(page, 'kv', {
      op: 'put',
      value: {
        key: 'drunkDice.rules',
        value: { dice: 1, one: Array<string>(6).fill(left), two: Array<string>(11).fill(left) },
      },
    });
    await pageStore(page, 'kv', {
      op: 'put',
      value: { key: 'players', value: ['Ann', 'Ben', 'Chloé'] },
    });
    await pageStore(page, 'kv', {
      op: 'put',
      value: { key: 'playerFlags', value: { Chloé: { sober: true, taken: false } } },
    });
    await page.reload();
    await page.getByText('Ann’s turn to roll').waitFor();
    const roll = page.getByRole('button', { name: 'Roll the die' });
    const line = page.locator('.dd-result-roll');
    const forfeit = page.locator('.dd-result .prompt-forfeit');

    await roll.click();
    await expect.poll(() => line.textContent()).toMatch(/^Ann rolled [1-6]: Ben sips\.$/);
    // Ben drinks: nothing to say about Chloé.
    expect(await forfeit.count()).toBe(0);
    await page.getByText('Ben’s turn to roll').waitFor();

    await roll.click();
    await expect.poll(() => line.textContent()).toMatch(/^Ben rolled [1-6]: Chloé sips\.$/);
    expect(await forfeit.textContent()).toMatch(
      /^Chloé is not drinking tonight, so instead of a sip: .+\.$/,
    );
    await screenshot(page, 'drunk-dice-roller-forfeit-phone');

    await roll.click();
    await expect.poll(() => line.textContent()).toMatch(/^Chloé rolled [1-6]: Ann sips\.$/);
    expect(await forfeit.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('shaking the phone', () => {
  it('asks for motion only on a tap, then rolls once per shake', async () => {
    const context = await newContext(browser, {
      hasTouch: true,
      isMobile: true,
      permissions: ['accelerometer', 'gyroscope'],
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/games/drunk-dice`);
    // Chromium, like iOS Safari, wants DeviceMotionEvent.requestPermission() inside a tap.
    await page.getByRole('button', { name: 'Roll by shaking the phone' }).click();
    await page.getByText('Or shake the phone to roll.').waitFor();
    expect(await page.locator('.key-hint').isVisible()).toBe(false);
    // A hard shake: the phone swings left and right a few times within half a second.
    await page.evaluate(async () => {
      for (const x of [0, 15, -15, 15, -15, 15]) {
        window.dispatchEvent(
          new DeviceMotionEvent('devicemotion', {
            accelerationIncludingGravity: { x, y: 0, z: 9.8 },
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    });
    await expect.poll(() => page.locator('.game-status').textContent()).toBe('1 roll');
    await page.locator('.dd-result-rule').waitFor();
    // Resting on the table: nothing more.
    await page.evaluate(() => {
      for (let i = 0; i < 5; i++) {
        window.dispatchEvent(
          new DeviceMotionEvent('devicemotion', {
            accelerationIncludingGravity: { x: 0.1 * i, y: 0, z: 9.8 },
          }),
        );
      }
    });
    expect(await page.locator('.game-status').textContent()).toBe('1 roll');
    expect(errors).toEqual([]);
    await context.close();
  });
});
