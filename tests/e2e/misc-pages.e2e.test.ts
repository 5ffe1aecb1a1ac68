import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PONG_DARES } from '../../src/content/misc/beer-pong';
import { DARES } from '../../src/content/misc/dares';
import { LOVE_PROMPTS } from '../../src/content/misc/love';
import {
  launchBrowser,
  pageStore,
  newContext,
  screenshot,
  trackPageErrors,
  waitForOfflineReady,
} from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MISC = [
  ['/misc/end-of-round', 'Round 1'],
  ['/misc/user-card-dare', 'Your dare'],
  ['/misc/you-have-been-dared?dare=d07&from=Kim', 'Kim dared you to sing the chorus'],
  ['/misc/user-card-love-game', 'Just the two of you'],
  ['/misc/bar-beer-pong-dare', 'Cup sunk!'],
  ['/misc/christmass-calendar', '24 doors to December'],
  ['/misc/epic-dare-challenge', 'Each one bolder'],
] as const;

function door(page: Page, day: number) {
  return page.locator('.calendar-door').nth(day - 1);
}

describe('the misc pages', () => {
  it('opens all seven, each with its own heading and no errors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    for (const [path, heading] of MISC) {
      await page.goto(baseUrl + path);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the calendar’s doors by the device’s date and remembers the opened ones', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(2026, 10, 30, 20, 0));
    await page.goto(baseUrl + '/misc/christmass-calendar');
    await page.getByText('The calendar opens on December 1, 2026: 1 day to go.').waitFor();
    expect(await door(page, 1).isDisabled()).toBe(true);

    await page.clock.setFixedTime(new Date(2026, 11, 5, 9, 0));
    await page.reload();
    await page.getByText('Today is door 5.').waitFor();
    for (const day of [1, 5]) expect(await door(page, day).isEnabled()).toBe(true);
    for (const day of [6, 24]) expect(await door(page, day).isDisabled()).toBe(true);
    await door(page, 3).click();
    await page.getByTestId('door-content').getByText('Door 3').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Door 3, opened' }).waitFor();
    await screenshot(page, 'misc-calendar-5-december');

    await page.clock.setFixedTime(new Date(2026, 11, 25, 10, 0));
    await page.reload();
    await page.getByText('Merry Christmas! Every door is open until the new year.').waitFor();
    expect(await door(page, 24).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Door 3, opened' }).waitFor();
    await context.close();
  });

  it('sends a dare as a link that opens the same dare on another phone, offline', async () => {
    const sender = await newContext(browser);
    const page = await sender.newPage();
    await page.goto(baseUrl + '/misc/user-card-dare');
    const dareId = await page.getByTestId('dare').getAttribute('data-dare');
    const dare = DARES.find((d) => d.id === dareId);
    expect(dare).toBeDefined();
    await page.getByLabel('Your name').fill('Ana');
    await page.getByRole('button', { name: 'Dare a friend' }).click();
    const link = await page.getByLabel('Dare link').inputValue();
    expect(link).toBe(`${baseUrl}/misc/you-have-been-dared?dare=${dareId}&from=Ana`);
    await sender.close();

    // The friend has opened the app once before; now there is no signal.
    const friend = await newContext(browser);
    const theirs = await friend.newPage();
    await theirs.goto(baseUrl + '/');
    await waitForOfflineReady(theirs);
    await friend.setOffline(true);
    await theirs.goto(link);
    if (dare!.adult) {
      // An 18+ dare waits behind a question before it shows.
      await theirs.getByRole('heading', { name: 'Ana sent you an 18+ dare' }).waitFor();
      await theirs.getByRole('button', { name: 'I am 18 or over: show it' }).click();
    }
    const heading = theirs.getByTestId('dared');
    await heading.waitFor();
    expect(await heading.getAttribute('data-dare')).toBe(dareId);
    const text = dare!.text;
    expect(await heading.textContent()).toBe(
      `Ana dared you to ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
    );
    await screenshot(theirs, 'misc-you-have-been-dared');
    await theirs.goto(`${baseUrl}/misc/you-have-been-dared?dare=zzz&from=Ana`);
    await theirs.getByRole('heading', { name: 'This dare link does not work' }).waitFor();
    await theirs.goto(`${baseUrl}/misc/you-have-been-dared?dare=d31&from=Ana`);
    await theirs.getByRole('heading', { name: 'Ana sent you an 18+ dare' }).waitFor();
    expect(await theirs.getByTestId('dared').count()).toBe(0);
    await friend.close();
  });

  it('sends a dare from truth or dare as a link a friend opens offline', async () => {
    const sender = await newContext(browser);
    const page = await sender.newPage();
    await page.goto(baseUrl + '/games/truth-or-dare');
    await page.getByRole('button', { name: 'Dare', exact: true }).click();
    await page.getByRole('link', { name: 'Send this dare to a friend' }).click();
    await page.getByRole('heading', { name: 'Send this dare' }).waitFor();
    const text = (await page.getByTestId('dare').textContent()) ?? '';
    expect(text.length).toBeGreaterThan(10);
    await page.getByLabel('Your name').fill('Jo');
    await page.getByRole('button', { name: 'Dare a friend' }).click();
    const link = await page.getByLabel('Dare link').inputValue();
    expect(new URL(link).searchParams.get('text')).toBe(text);
    await sender.close();

    const friend = await newContext(browser);
    const theirs = await friend.newPage();
    await theirs.goto(baseUrl + '/');
    await waitForOfflineReady(theirs);
    await friend.setOffline(true);
    await theirs.goto(link);
    const heading = await theirs.getByTestId('dared').textContent();
    expect(heading).toBe(
      `Jo dared you to ${text.charAt(0).toLowerCase()}${text.slice(1)}`.replaceAll(
        '{player}',
        'Jo',
      ),
    );
    await friend.close();
  });

  it('plays the love game in turns within a mild spice limit, and deals beer-pong dares', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/misc/user-card-love-game');
    await page.getByRole('heading', { name: 'Just the two of you' }).waitFor();
    // The table chose "mild" in a game: the love game follows it.
    await pageStore(page, 'kv', { op: 'put', value: { key: 'spiceLimit', value: 1 } });
    await page.reload();
    await page.getByText('spice: mild').waitFor();
    await page.getByLabel('First player').fill('Alex');
    await page.getByLabel('Second player').fill('Sam');
    await page.getByRole('button', { name: 'Start' }).click();
    const seen = new Set<string>();
    for (let card = 1; card <= 12; card++) {
      await page.getByText(`Card ${card} of 12`).waitFor();
      const who = card % 2 === 1 ? 'Alex' : 'Sam';
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(
        new RegExp(`^${who}, `),
      );
      const text = (await page.getByTestId('love-card').textContent()) ?? '';
      expect(seen.has(text)).toBe(false);
      seen.add(text);
      expect(LOVE_PROMPTS.find((p) => p.text === text)?.spice).toBe(1);
      await page.getByRole('button', { name: 'Done, next card' }).click();
    }
    await page.getByRole('heading', { name: 'Alex and Sam: 12 cards together' }).waitFor();

    await page.goto(baseUrl + '/misc/bar-beer-pong-dare');
    const first = await page.getByTestId('dare').getAttribute('data-dare');
    await page.getByRole('button', { name: 'Next cup sunk' }).click();
    await page.getByText('Beer pong · cup 2').waitFor();
    expect(await page.getByTestId('dare').getAttribute('data-dare')).not.toBe(first);
    expect(PONG_DARES.find((d) => d.id === first)?.spice).toBe(1);
    await page.getByRole('heading', { name: 'House rules for dare cups' }).waitFor();
    await context.close();
  });

  it('deals no 18+ dare at the default spice until the table has confirmed its age in a game', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/misc/user-card-dare');
    await page.getByTestId('dare').waitFor();
    const adultIds = new Set(DARES.filter((d) => d.adult).map((d) => d.id));
    expect(adultIds.size).toBeGreaterThan(0);
    const dealt = async (count: number): Promise<string[]> => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        ids.push((await page.getByTestId('dare').getAttribute('data-dare')) ?? '');
        await page.getByRole('button', { name: 'Another dare' }).click();
      }
      return ids;
    };
    // Spice "anything" is the default, but nobody has said the table is 18+.
    expect((await dealt(60)).filter((id) => adultIds.has(id))).toEqual([]);
    // Once a game's age question has been answered, 18+ dares join the deck.
    await pageStore(page, 'kv', { op: 'put', value: { key: 'adultConfirmed', value: true } });
    await page.reload();
    await page.getByTestId('dare').waitFor();
    expect((await dealt(60)).some((id) => adultIds.has(id))).toBe(true);
    await context.close();
  });

  it('runs the epic challenge to a finish, with skips that cost points', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/misc/epic-dare-challenge');
    await page.getByRole('button', { name: 'Start the challenge' }).click();
    await page.getByText('Dare 1 of 10').waitFor();
    await page.getByRole('button', { name: /^Done it/ }).click();
    await page.getByRole('button', { name: /^Done it/ }).click();
    // 1 + 2 points, then a skip costs 2.
    await page.getByRole('button', { name: 'Skip (−2 points, 3 left)' }).click();
    await page.getByText('Dare 4 of 10 · level 4 · 1 points').waitFor();
    for (let i = 4; i <= 10; i++) await page.getByRole('button', { name: /^Done it/ }).click();
    await page.getByRole('heading', { name: 'Black belt' }).waitFor();
    // 1 + 2 − 2 + (4 + … + 10) = 50
    expect(await page.getByTestId('epic-score').textContent()).toBe('50 points');
    await context.close();
  });

  it('hands a team game’s round over and keeps score on its own', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(
      `${baseUrl}/misc/end-of-round?round=2&teams=Red,Blue&scores=3,1&totals=10,4&next=/games/charades`,
    );
    await page.getByRole('heading', { name: 'Round 2 is over' }).waitFor();
    expect(await page.getByTestId('who-drinks').textContent()).toBe('Blue drinks: one sip each.');
    expect(await page.getByRole('link', { name: 'Next round' }).getAttribute('href')).toBe(
      '/games/charades',
    );
    await page.goto(`${baseUrl}/misc/end-of-round`);
    await page.getByLabel('Team 1 points this round').fill('4');
    await page.getByLabel('Team 2 points this round').fill('2');
    await page.getByRole('button', { name: 'End round 1' }).click();
    expect(await page.getByTestId('who-drinks').textContent()).toBe('Team 2 drinks: one sip each.');
    await page.reload();
    await page.getByRole('heading', { name: 'Round 1 is over' }).waitFor();
    await page.getByRole('button', { name: 'Next round' }).click();
    await page.getByRole('heading', { name: 'Round 2' }).waitFor();
    await page.getByText('4 so far').waitFor();
    await context.close();
  });
});
