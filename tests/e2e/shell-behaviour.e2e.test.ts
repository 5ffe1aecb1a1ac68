import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  recordedShifts,
  RECORD_SHIFTS,
  screenshot,
  waitForInteractive,
} from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('navigation', () => {
  it('follows the route rules, in-app and without a full load', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(baseUrl + '/play');
    await page.waitForURL(baseUrl + '/go');
    await page.getByRole('heading', { name: 'What are we playing?' }).waitFor();
    await page.goto(baseUrl + '/help/');
    await page.waitForURL(baseUrl + '/how-it-works');
    await context.close();
  });

  it('scrolls to the top after navigating, and to the hash target when there is one', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(baseUrl + '/how-it-works');
    await page.getByRole('heading', { name: 'How Party Dojo works' }).waitFor();
    await waitForInteractive(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'Start playing' }).click();
    await page.waitForURL(baseUrl + '/go');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // This context blocks service workers, so the offline-mode notice is up: put it away.
    await page.getByTestId('sw-error').getByRole('button', { name: 'Got it' }).click();

    await page.getByRole('link', { name: 'Playing safely' }).click();
    await page.waitForURL(baseUrl + '/how-it-works#play-safe');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.getElementById('play-safe')?.getBoundingClientRect();
          return Boolean(box && window.scrollY > 0 && box.top >= 0 && box.bottom <= innerHeight);
        }),
      )
      .toBe(true);
    await context.close();
  });

  it('remembers "/" as the previous route when /sign-up is opened', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(baseUrl + '/go');
    await page.getByRole('heading', { name: 'What are we playing?' }).waitFor();
    await waitForInteractive(page);
    expect(await page.evaluate(() => sessionStorage.getItem('previousRoute'))).toBeNull();
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/sign-up';
      document.body.append(link);
    });
    // An in-app navigation, as the router makes it.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/sign-up');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('previousRoute'))).toBe('/');
    await context.close();
  });

  it('marks the page loaded about 100 ms after each navigation', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await waitForInteractive(page);
    await expect
      .poll(() => page.locator('.page-progress').getAttribute('data-active'))
      .toBe('false');
    await page.getByRole('link', { name: 'How it works' }).first().click();
    await page.waitForURL(baseUrl + '/how-it-works');
    await expect
      .poll(() => page.locator('.page-progress').getAttribute('data-active'))
      .toBe('false');
    await context.close();
  });
});

describe('when the browser will not keep data', () => {
  it('keeps working on IndexedDB failure and says nothing will be kept', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    await context.addInitScript(() => {
      // As in some private modes: opening any database fails.
      IDBFactory.prototype.open = function open() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    });
    const page = await context.newPage();
    await page.goto(baseUrl + '/go');
    await page.getByRole('heading', { name: 'What are we playing?' }).waitFor();
    await page
      .getByText('This browser is not letting Party Dojo store anything', { exact: false })
      .waitFor();
    await screenshot(page, 'storage-memory-phone');
    await context.close();
  });

  it('says so when offline mode cannot be set up', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const notice = page.getByTestId('sw-error');
    await notice.waitFor();
    await waitForInteractive(page);
    await notice.getByRole('button', { name: 'Got it' }).click();
    expect(await notice.count()).toBe(0);
    // Put away, it stays away on the next pages, wherever their notices sit.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Play' })
      .click();
    await page.getByRole('heading', { name: 'What are we playing?' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'How it works' })
      .click();
    await page.getByRole('heading', { name: 'How Party Dojo works' }).waitFor();
    await page.getByRole('link', { name: 'Start playing' }).first().click();
    await page.getByRole('heading', { name: 'What are we playing?' }).waitFor();
    await page.waitForTimeout(300);
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  // Issue 17: no notice moves a game as it is played. News that comes while a game is open (here
  // the offline mode failing, as in a browser without it) waits for the next page; a game opened
  // by the app after it comes draws it above itself. On the old build the notice came about 2 s
  // after the page, and moved the whole game 154 px down.
  it('holds news that comes during a game for the next page, so the game never moves', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(RECORD_SHIFTS);
    // The app tries to set up offline mode in the first second without input after its load.
    const registering = page.waitForResponse(/\/assets\/register-[^/]*\.js$/);
    await page.goto(baseUrl + '/games/never-have-i-ever');
    await waitForInteractive(page);
    await registering;
    await page.waitForTimeout(2_500);
    expect(await page.getByTestId('sw-error').count()).toBe(0);
    expect(await recordedShifts(page)).toEqual([]);
    // The next page brings it: /go, and another game opened from there.
    await page.getByRole('link', { name: 'All games' }).click();
    await page.getByTestId('sw-error').waitFor();
    await page.locator('main a[href="/games/truth-or-dare"]').first().click();
    await page.waitForURL(baseUrl + '/games/truth-or-dare');
    await page.getByTestId('sw-error').waitFor();
    await context.close();
  });

  // Issue 17: a notice never covers play. Where a group picks a game (home, /go) it sits after
  // the page; in a game, above it, and the card makes room. Elsewhere it floats and can be put
  // away.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 412, height: 915 },
  ]) {
    it(`never covers Start, the games to pick or a game's Start on a ${viewport.width}x${viewport.height} screen`, async () => {
      const context = await newContext(browser, { viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      /** A game opened as a group opens it, from /go: the notice, known by then, comes with it. */
      const openGame = async (path: string) => {
        await page.goto(baseUrl + '/go');
        await waitForInteractive(page);
        await page.getByTestId('sw-error').waitFor();
        await page.locator(`main a[href="${path}"]`).first().click();
        await page.waitForURL(baseUrl + path);
        await waitForInteractive(page);
      };
      for (const path of ['/', '/go', '/games/never-have-i-ever']) {
        if (path.startsWith('/games/')) await openGame(path);
        else await page.goto(baseUrl + path);
        await waitForInteractive(page);
        const notice = page.getByTestId('sw-error');
        await notice.waitFor();
        const covered = await notice.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>('main a, main button')]
            .filter((control) => {
              const r = control.getBoundingClientRect();
              return (
                r.width > 0 &&
                r.left < box.right &&
                r.right > box.left &&
                r.top < box.bottom &&
                r.bottom > box.top
              );
            })
            .map((control) => control.textContent?.trim() ?? '');
        });
        expect(covered, path).toEqual([]);
      }
      // The page's Start is on the first screen, notice and all: home's, and a game's Start,
      // Next and answer buttons (the card gives up the notice's room).
      await page.goto(baseUrl + '/');
      await page.getByTestId('sw-error').waitFor();
      const onFirstScreen = async (name: string, role: 'link' | 'button' = 'button') => {
        const box = await page.getByRole(role, { name, exact: true }).first().boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
      };
      expect(await onFirstScreen('Start playing', 'link'), '/: Start playing').toBe(true);
      await openGame('/games/never-have-i-ever');
      await page.getByTestId('sw-error').waitFor();
      await expect.poll(() => onFirstScreen('Start'), { message: 'game: Start' }).toBe(true);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.locator('.prompt-text').first().waitFor();
      expect(await onFirstScreen('Next'), 'game: Next').toBe(true);
      await openGame('/games/truth-or-dare');
      await page.getByTestId('sw-error').waitFor();
      for (const answer of ['Truth', 'Dare'])
        await expect.poll(() => onFirstScreen(answer), { message: answer }).toBe(true);
      await context.close();
    });
  }
});

describe('installing', () => {
  it('offers to install, and "Not now" is remembered across reloads', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const offerInstall = () =>
      page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(offer);
      });
    await page.goto(baseUrl + '/');
    await waitForInteractive(page);
    await offerInstall();
    const banner = page.getByTestId('install-prompt');
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Not now' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await page.getByRole('link', { name: 'Start playing' }).first().waitFor();
    await offerInstall();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('install-prompt').count()).toBe(0);
    await context.close();
  });
});
