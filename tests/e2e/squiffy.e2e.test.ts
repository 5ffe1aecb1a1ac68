// Squiffy in Chromium at phone size, installed and then offline: three players are named on the
// cards (never a raw {player}), the game plays its three rounds to the recap, and the review from
// there is kept on the device and queued in the outbox as a "squiffy" feedback record, signed out.
// Back online, the sync engine delivers it to the local backend with no button pressed.
// A player marked "Not drinking" never gets a drink card with their name: their turns show forfeits.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  pageStore,
  screenshot,
  seriousViolations,
  trackPageErrors,
  waitForOfflineReady,
} from './browser';
import { setNetwork, startSyncApp, type SyncApp } from '../sync/browser-harness';

let app: SyncApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startSyncApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const PLAYERS = ['Ana', 'Ben', 'Chloé'];

async function noSeriousAxe(page: Page, state: string): Promise<void> {
  expect(await seriousViolations(page, state)).toEqual([]);
}

interface QueuedOp {
  type: string;
  userId: string | null;
  payload: { game: string; positive: boolean; feedback: string; user: string; key: string };
}

describe('Squiffy', () => {
  it('plays three rounds offline with names on the cards, then the review is queued and delivered', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(app.baseUrl + '/');
    await waitForOfflineReady(page);
    await setNetwork(context, app.backend.url, false);

    await page.goto(app.baseUrl + '/games/squiffy');
    await page.getByRole('heading', { name: 'Squiffy', level: 1 }).waitFor();
    const deal = page.getByRole('button', { name: 'Start', exact: true });
    // Without players Start waits, and says why beside it (the shared player minimum).
    await expect.poll(() => deal.isDisabled()).toBe(true);
    const reason = 'Squiffy needs at least 2 players: add them with the Players button.';
    expect(await page.locator('#squiffy-start-problem').textContent()).toBe(reason);
    expect(await deal.getAttribute('aria-describedby')).toBe('squiffy-start-problem');

    // The shared players panel, opened from the setup.
    await page.getByRole('button', { name: 'Add players' }).click();
    const sheet = page.getByRole('dialog');
    for (const name of PLAYERS) {
      await sheet.getByLabel('Player name').fill(name);
      await sheet.getByRole('button', { name: 'Add', exact: true }).click();
      await sheet.getByText(name, { exact: true }).waitFor();
    }
    await sheet.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: '3 rounds' }).click();
    await page.getByText('That is 9 cards.').waitFor();
    await screenshot(page, 'squiffy-setup-phone');
    await noSeriousAxe(page, 'setup');

    await deal.click();
    // Start is gone; the keyboard carries on from Next card.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Next card');
    const seen: string[] = [];
    for (let card = 1; card <= 9; card++) {
      await page.getByText(`card ${card} of 9`).waitFor();
      const text = ((await page.locator('.prompt-enter .prompt-text').textContent()) ?? '').trim();
      const turn = (
        (await page.locator('.prompt-enter .prompt-player').textContent()) ?? ''
      ).trim();
      // No slot left unfilled: no braces and no bare "player2" ("every player" is plain words).
      expect(text).not.toMatch(/[{}]|\bplayer\d\b/);
      // Turns go round the table in order.
      expect(turn).toMatch(new RegExp(`^${PLAYERS[(card - 1) % 3]}(’s turn| reads)$`));
      const kind = await page.locator('.prompt-card').getAttribute('data-card-type');
      expect(['dare', 'truth', 'vote', 'contest']).toContain(kind);
      seen.push(text);
      if (card === 1) {
        await screenshot(page, 'squiffy-card-phone');
        await noSeriousAxe(page, 'card');
      }
      const next = page.getByRole('button', { name: card === 9 ? 'Finish' : 'Next card' });
      await next.click();
    }
    expect(new Set(seen).size).toBe(9);

    // The recap: cards played, who was named, and the way to the review.
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    await page.getByText('9 cards played').waitFor();
    await page.getByRole('heading', { name: 'Who was named most' }).waitFor();
    expect(await page.locator('.recap-list li').count()).toBeGreaterThan(0);
    await screenshot(page, 'squiffy-recap-phone');
    await noSeriousAxe(page, 'recap');
    await page.getByRole('link', { name: 'Review Squiffy' }).click();

    // The review: a thumb is required; the comment is optional, with a counter.
    await page.getByRole('heading', { name: 'Review Squiffy', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Choose thumbs up or thumbs down first.').waitFor();
    await page.getByRole('button', { name: 'Thumbs up' }).click();
    const comment = `The duels were the best part (${Date.now()})`;
    await page.getByLabel('Comment (optional)').fill(comment);
    await page.getByText(`${comment.length} / 500`).waitFor();
    await screenshot(page, 'squiffy-review-phone');
    await noSeriousAxe(page, 'review');
    await page.getByRole('button', { name: 'Send review' }).click();

    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    const delivery = page.getByTestId('review-delivery');
    await delivery.getByText(/will be sent once you are back online/).waitFor();
    await screenshot(page, 'squiffy-review-queued-phone');
    const queued = await pageStore<QueuedOp[]>(page, 'outbox', { op: 'getAll' });
    const review = queued.filter((op) => op.type === 'feedback.create');
    expect(review).toHaveLength(1);
    expect(review[0]).toMatchObject({
      userId: null,
      payload: { game: 'squiffy', positive: true, feedback: comment, user: '' },
    });
    const kept = await pageStore<{ game: string }[]>(page, 'feedback', { op: 'getAll' });
    expect(kept.map((row) => row.game)).toEqual(['squiffy']);

    // Online again: the engine sends it, and the page says so.
    await setNetwork(context, app.backend.url, true);
    await delivery.getByText('It has reached us.').waitFor({ timeout: 20_000 });
    const { rows } = await app.backend.db.query<{
      game: string;
      positive: boolean;
      user_id: string | null;
    }>('select game, positive, user_id from public.feedback where feedback = $1', [comment]);
    expect(rows).toEqual([{ game: 'squiffy', positive: true, user_id: null }]);

    // Play again starts a fresh game with the same length.
    await page.getByRole('button', { name: 'Play Squiffy again' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '3 rounds' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("plays the user's own pack alone, with names in its prompts", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(app.baseUrl + '/games/squiffy');
    await page.getByRole('heading', { name: 'Squiffy', level: 1 }).waitFor();
    const now = new Date().toISOString();
    const prompts = [
      '{player}, sing the chorus of the last song you heard.',
      'What is the worst road trip snack {player} ever bought?',
      '{player} and {player2}: first to spot a red car wins.',
      'Everyone names a state capital, fast.',
    ];
    await pageStore(page, 'userPacks', {
      op: 'put',
      value: {
        id: 'b1f4a3c2-0000-4000-8000-000000000001',
        pack: {
          metadata: {
            name: 'Road Trip',
            id: 'b1f4a3c2-0000-4000-8000-000000000001',
            description: 'For the long drive.',
            author: 'Dee',
            explicit: false,
            alcohol: false,
            creation_date: now,
            tags: [],
          },
          prompts: prompts.map((text) => ({ text })),
          likes: 0,
          plays: 0,
          lastUpdated: now,
        },
        draft: false,
        publish: 'local',
        fileUrl: null,
        updatedAt: now,
      },
    });
    await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: ['Dee', 'Eve'] } });
    await page.reload();
    await page.getByLabel(/Road Trip/).check();
    await page.getByLabel(/Only my packs/).check();
    await page.getByRole('button', { name: 'No limit' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).focus();
    await page.keyboard.press('Enter');

    const texts = new Set<string>();
    for (let card = 1; card <= 4; card++) {
      await page.getByText(`Card ${card}`, { exact: true }).waitFor();
      const text = ((await page.locator('.prompt-enter .prompt-text').textContent()) ?? '').trim();
      expect(text).not.toMatch(/[{}]/);
      expect(await page.locator('.prompt-enter .prompt-pack').textContent()).toBe('Road Trip');
      if (text.includes('red car')) expect(text).toMatch(/^(Dee and Eve|Eve and Dee):/);
      texts.add(text);
      // Keyboard only: Enter on the focused Next card deals the next one.
      if (card < 4) await page.keyboard.press('Enter');
    }
    // Four prompts, four different cards before any comes back.
    expect(texts.size).toBe(4);
    await page.getByRole('button', { name: 'End game' }).click();
    await page.getByText('4 cards played').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
  it('leads a Danish pack’s cards in Danish on an English page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(app.baseUrl + '/games/squiffy');
    await page.getByRole('heading', { name: 'Squiffy', level: 1 }).waitFor();
    const now = new Date().toISOString();
    const id = 'b1f4a3c2-0000-4000-8000-000000000003';
    await pageStore(page, 'userPacks', {
      op: 'put',
      value: {
        id,
        pack: {
          metadata: {
            name: 'Sommerhus',
            id,
            description: '',
            author: 'Dee',
            explicit: false,
            alcohol: false,
            creation_date: now,
            tags: [],
            lang: 'da',
          },
          prompts: [
            { text: '{player}, syng omkvædet af den sidste sang, du hørte.' },
            { text: 'Hvad er det værste, {player} har købt på en tankstation?' },
          ],
          likes: 0,
          plays: 0,
          lastUpdated: now,
        },
        draft: false,
        publish: 'local',
        fileUrl: null,
        updatedAt: now,
      },
    });
    await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: ['Dee', 'Eve'] } });
    await page.reload();
    await page.getByLabel(/Sommerhus/).check();
    await page.getByLabel(/Only my packs/).check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // The card is marked Danish and its lead-ins are Danish; the page around it stays English.
    const card = page.locator('.prompt-card[lang="da"]');
    await card.getByText('Dee har tur', { exact: true }).waitFor();
    expect((await card.locator('.prompt-lead').textContent())?.trim()).toMatch(
      /^(Udfordring|Spørgsmål)$/,
    );
    await page.getByRole('button', { name: 'Next card' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the card of a player not drinking tonight whole and swaps only their sip', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(app.baseUrl + '/games/squiffy');
    await page.getByRole('heading', { name: 'Squiffy', level: 1 }).waitFor();
    const now = new Date().toISOString();
    const id = 'b1f4a3c2-0000-4000-8000-000000000002';
    // Every card of this pack asks someone to drink, so each of Ann's turns is tested; the last
    // is a little contest, which stays on her card.
    const prompts = [
      '{player}, take a sip and name the last film you watched.',
      '{player}, raise your glass to {player2} and take a sip.',
      '{player} and {player2} race to name ten fruits: the loser takes a sip.',
    ];
    await pageStore(page, 'userPacks', {
      op: 'put',
      value: {
        id,
        pack: {
          metadata: {
            name: 'Cheers',
            id,
            description: '',
            author: 'Ann',
            explicit: false,
            alcohol: true,
            creation_date: now,
            tags: [],
          },
          prompts: prompts.map((text) => ({ text })),
          likes: 0,
          plays: 0,
          lastUpdated: now,
        },
        draft: false,
        publish: 'local',
        fileUrl: null,
        updatedAt: now,
      },
    });
    await pageStore(page, 'kv', {
      op: 'put',
      value: { key: 'players', value: ['Ann', 'Bo', 'Cy'] },
    });
    await page.reload();
    // Ann is marked in the shared players panel, as the table would.
    await page
      .getByRole('button', { name: /^(\d+ )?players?$/i })
      .first()
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Not drinking, Ann' }).click();
    await expect
      .poll(() =>
        sheet.getByRole('button', { name: 'Not drinking, Ann' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel(/Cheers/).check();
    await page.getByLabel(/Only my packs/).check();
    await page.getByRole('button', { name: '3 rounds' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    let forfeits = 0;
    for (let card = 1; card <= 9; card++) {
      await page.getByText(`card ${card} of 9`).waitFor();
      const text = ((await page.locator('.prompt-enter .prompt-text').textContent()) ?? '').trim();
      const swap = page.locator('.prompt-enter .prompt-forfeit');
      if (text.startsWith('Ann')) {
        forfeits++;
        // The card stays whole (a contest stays a contest); only Ann's sip is swapped.
        expect(text).toMatch(/\bsip\b/);
        expect(prompts.map((p) => p.replace('{player}', 'Ann').split('{player2}')[0])).toContain(
          text.split(/Bo|Cy/)[0],
        );
        expect(await swap.textContent()).toMatch(
          /^Ann is not drinking tonight, so instead of a sip: .+\.$/,
        );
        if (text.includes('race')) await screenshot(page, 'squiffy-forfeit-contest-phone');
      } else {
        expect(await swap.count()).toBe(0);
        // Bo's and Cy's cards still ask them to drink, and never name Ann.
        expect(text).toMatch(/\bsip\b/);
        expect(text).not.toContain('Ann');
      }
      await page.getByRole('button', { name: card === 9 ? 'Finish' : 'Next card' }).click();
    }
    // Ann had three turns, and every one of them was a forfeit.
    expect(forfeits).toBe(3);
    await page.getByText('9 cards played').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
