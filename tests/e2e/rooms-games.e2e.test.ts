// More room games on everyone's phone, against the local backend's Realtime: a round of Odd one
// out on four phones (one phone alone lacks the word, the votes tally on every phone), a round of
// more or less with its scores, and the host's phone closed mid-round: another phone takes over as
// host with the last room it saw and the round ends on the phones still there; and a phone locked
// for a minute (the host's clock jumps a minute) is back in its seat within 3 s and plays on.

import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { facts } from '../../src/content/games/more-or-less';
import { launchBrowser, screenshot, seriousViolations, trackPageErrors } from './browser';
import { roomPhones, SMALL } from './room-phones';
import { startSyncApp, type SyncApp } from '../sync/browser-harness';

let app: SyncApp;
let browser: Browser;
const { phone, openRoom, join, closeAll } = roomPhones(
  () => app,
  () => browser,
);

beforeAll(async () => {
  [app, browser] = await Promise.all([startSyncApp(), launchBrowser()]);
});
afterEach(async () => {
  await closeAll();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A host and the players joined one after the other (so the seats are in this order). */
async function room(game: string, players: readonly string[]) {
  const host = await phone();
  const errors = trackPageErrors(host);
  const code = await openRoom(host, game, 'Host');
  const pages: Page[] = [];
  for (const who of players) pages.push(await join(code, who));
  await expect
    .poll(() => host.locator('.room-count').textContent())
    .toBe(String(players.length + 1));
  return { host, errors, pages };
}

const wordIn = (word: string) =>
  new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');

describe('more room games on everyone’s phone', () => {
  it('odd one out on four phones: one phone alone lacks the word, every phone votes, the tally and scores agree', async () => {
    const { host, errors, pages } = await room('odd-one-out', ['Ana', 'Bo', 'Cy']);
    const names = ['Host', 'Ana', 'Bo', 'Cy'];
    const all = [host, ...pages];
    await host.getByRole('button', { name: 'Start', exact: true }).click();

    // Every phone gets its own part: the word, or only that it is the odd one out.
    for (const page of all) await page.locator('#room-ooo-secret, #room-ooo-odd').first().waitFor();
    const odd: number[] = [];
    const words = new Set<string>();
    for (const [i, page] of all.entries()) {
      if ((await page.locator('#room-ooo-odd').count()) > 0) odd.push(i);
      else words.add((await page.locator('#room-ooo-secret').textContent())!);
    }
    expect(odd).toHaveLength(1);
    expect(words.size).toBe(1);
    const [word] = [...words] as [string];
    const oddPage = all[odd[0]!]!;
    const oddName = names[odd[0]!]!;
    expect(await oddPage.locator('body').innerText()).not.toMatch(wordIn(word));
    // The same category on every phone.
    const category = await host.locator('.card-chip').textContent();
    expect(category).toMatch(/^Category: .+/);
    for (const page of pages) {
      expect(await page.locator('.card-chip').textContent()).toBe(category);
    }

    // Questions go round: the asker's phone passes the turn on, every phone shows whose it is.
    const askerLine = (page: Page) => page.locator('#room-ooo-asker').textContent();
    const askerIndex = async () => {
      for (const [i, page] of all.entries()) {
        if ((await askerLine(page))?.startsWith('Your turn to ask')) return i;
      }
      throw new Error('no phone has the turn to ask');
    };
    const first = await askerIndex();
    for (const [i, page] of all.entries()) {
      if (i !== first) expect(await askerLine(page)).toBe(`${names[first]} asks next`);
    }
    await all[first]!.getByRole('button', { name: 'I’ve asked: next one' }).click();
    const second = (first + 1) % 4;
    for (const [i, page] of all.entries()) {
      await expect
        .poll(() => askerLine(page))
        .toBe(
          i === second
            ? 'Your turn to ask: ask anyone one question about the word.'
            : `${names[second]} asks next`,
        );
    }
    await host.getByRole('button', { name: 'Questions over: everyone vote' }).click();

    // Everyone votes on their own phone: the three who know the word catch the odd one out; the
    // odd one out votes for the first of the others. Nobody's vote shows before the count.
    const framed = names.find((n) => n !== oddName)!;
    for (const [i, page] of all.entries()) {
      const target = i === odd[0] ? framed : oddName;
      const list = page.getByRole('list', { name: 'The odd one out is' });
      // No button to vote for yourself.
      expect(await list.getByRole('button', { name: names[i]!, exact: true }).count()).toBe(0);
      await list.getByRole('button', { name: target, exact: true }).click();
      // The last vote counts them at once; until then each phone says its own vote alone.
      if (i < 3) {
        await page.getByText(`Your vote is in: ${target}.`, { exact: false }).waitFor();
        expect(await page.locator('.room-tally').count()).toBe(0);
      }
    }

    // Counted on every phone: caught with 3 votes. The odd one out's phone offers one guess.
    for (const page of all) {
      await page.locator('.room-tally').waitFor();
      expect((await page.locator('.room-tally li').allTextContents()).sort()).toEqual(
        [`${oddName}3 votes`, `${framed}1 vote`].sort(),
      );
    }
    expect(await oddPage.locator('#room-ooo-result').textContent()).toBe(
      'You were the odd one out',
    );
    for (const page of all.filter((p) => p !== oddPage)) {
      expect(await page.locator('#room-ooo-result').textContent()).toBe(
        `${oddName} was the odd one out`,
      );
    }
    // Still no word on the odd one out's phone before its guess.
    expect(await oddPage.locator('body').innerText()).not.toMatch(wordIn(word));
    await oddPage.getByLabel('Caught! One guess at the word').fill('nothing like it');
    await oddPage.getByRole('button', { name: 'That’s my guess' }).click();

    // The guess missed: the word shows everywhere, everyone else scores 1.
    const expected = names
      .map((n) => `${n}: ${n === oddName ? 0 : 1} point${n === oddName ? 's' : ''}`)
      .sort();
    for (const page of all) {
      await expect
        .poll(() => page.locator('#room-ooo-word').textContent())
        .toBe(`The word was ${word}`);
      await expect
        .poll(async () => (await page.locator('#room-scores li').allTextContents()).sort())
        .toEqual(expected);
      expect(await page.locator('#room-ooo-guess').textContent()).toBe(
        `${oddName} guessed: nothing like it`,
      );
    }
    await screenshot(host, 'rooms-odd-one-out-counted');
    // Nothing on the reveal reaches past the phone's edge (the card's faint mark once did).
    for (const page of all)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    expect(await seriousViolations(host, 'odd one out room')).toEqual([]);
    await host.getByRole('button', { name: 'Next round' }).click();
    for (const page of pages) {
      await expect.poll(() => page.locator('.status-line').textContent()).toBe('Round 2 of 5');
    }
    expect(errors).toEqual([]);
  });

  it('more or less on three phones: each team answers on its own phones, the reveal scores right', async () => {
    const { host, errors, pages } = await room('more-or-less', ['Ana', 'Bo']);
    const [ana, bo] = pages as [Page, Page];
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    // Seats are dealt round the teams: Host and Bo team 1, Ana team 2.
    await expect
      .poll(() => bo.locator('.status-line').textContent())
      .toBe('Card 1 of 10 · You play for Team 1');
    expect(await ana.locator('.status-line').textContent()).toBe(
      'Card 1 of 10 · You play for Team 2',
    );

    // Card 1: team 1 (Bo, for his team) says right, team 2 wrong; card 2: both right.
    for (const [round, rightTeams] of [
      [1, [true, false]],
      [2, [true, true]],
    ] as const) {
      const right = await rightCall(host);
      const wrong = right === 'More' ? 'Less' : 'More';
      for (const page of [ana, bo])
        await page.getByRole('button', { name: right, exact: true }).waitFor();
      await bo.getByRole('button', { name: rightTeams[0] ? right : wrong, exact: true }).click();
      await bo
        .getByText(`Your team said ${(rightTeams[0] ? right : wrong).toLowerCase()}.`)
        .waitFor();
      // Bo answered for team 1: the host's phone (team 1) has no buttons left; team 2's call hidden.
      await expect
        .poll(() =>
          host
            .getByText(`Your team said ${(rightTeams[0] ? right : wrong).toLowerCase()}.`)
            .count(),
        )
        .toBe(1);
      expect(await ana.locator('.counter').textContent()).toBe('1 of 2 teams have answered.');
      await ana.getByRole('button', { name: rightTeams[1] ? right : wrong, exact: true }).click();
      await expect
        .poll(() => host.locator('.counter').textContent())
        .toBe('Every team has answered.');
      expect(await bo.locator('.answer-group').count()).toBe(0);
      await host.getByRole('button', { name: 'Reveal the answer' }).click();
      for (const page of [host, ana, bo]) await page.locator('#room-mol-answer').waitFor();
      if (round === 1) {
        await host.getByRole('button', { name: 'Next card' }).click();
        for (const page of [host, ana, bo]) {
          await expect
            .poll(() => page.locator('.status-line').textContent())
            .toMatch(/^Card 2 of 10/);
        }
      }
    }
    const scores = ['Team 1: 2 · Host, Bo', 'Team 2: 1 · Ana'];
    for (const page of [host, ana, bo]) {
      await expect.poll(() => page.locator('#room-scores li').allTextContents()).toEqual(scores);
    }
    await screenshot(ana, 'rooms-more-or-less-revealed');
    expect(await seriousViolations(ana, 'more or less room')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the host’s phone closes mid-round: another phone takes over with the room it saw, and the round ends on the phones still there', async () => {
    const { host, pages } = await room('more-or-less', ['Ana', 'Bo', 'Cy']);
    const [ana, bo, cy] = pages as [Page, Page, Page];
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    // Card 1 ends with team 1 (Host, Bo) right and team 2 (Ana, Cy) wrong: 1–0.
    let right = await rightCall(host);
    await bo.getByRole('button', { name: right, exact: true }).click();
    await ana
      .getByRole('button', { name: right === 'More' ? 'Less' : 'More', exact: true })
      .click();
    await expect
      .poll(() => host.locator('.counter').textContent())
      .toBe('Every team has answered.');
    await host.getByRole('button', { name: 'Reveal the answer' }).click();
    await host.getByRole('button', { name: 'Next card' }).click();
    for (const page of pages) {
      await expect.poll(() => page.locator('.status-line').textContent()).toMatch(/^Card 2 of 10/);
    }
    const question = await ana.locator('.prompt-text').first().textContent();
    const before = await ana.locator('#room-scores li').allTextContents();
    expect(before).toEqual(['Team 1: 1 · Host, Bo', 'Team 2: 0 · Ana, Cy']);

    // Mid-card, the host's phone is gone for good.
    await host.context().close();
    await ana.getByRole('button', { name: 'Be the host on this phone' }).click({ timeout: 30_000 });
    // Ana's phone is the host now: the same card and the same scores on the phones still there.
    await ana.getByRole('button', { name: 'Reveal the answer' }).waitFor();
    for (const page of [ana, bo, cy]) {
      await expect.poll(() => page.locator('.prompt-text').first().textContent()).toBe(question);
      expect(await page.locator('#room-scores li').allTextContents()).toEqual(before);
    }
    // Both teams answer right on the phones still there; the new host reveals.
    right = await rightCall(ana);
    await bo.getByRole('button', { name: right, exact: true }).click();
    await cy.getByRole('button', { name: right, exact: true }).click();
    await expect.poll(() => ana.locator('.counter').textContent()).toBe('Every team has answered.');
    await ana.getByRole('button', { name: 'Reveal the answer' }).click();
    for (const page of [ana, bo, cy]) {
      await page.locator('#room-mol-answer').waitFor();
      await expect
        .poll(() => page.locator('#room-scores li').allTextContents())
        .toEqual([expect.stringMatching(/^Team 1: 2 · /), expect.stringMatching(/^Team 2: 1 · /)]);
    }
    // And the game goes on from the new host's phone.
    await ana.getByRole('button', { name: 'Next card' }).click();
    for (const page of [bo, cy]) {
      await expect.poll(() => page.locator('.status-line').textContent()).toMatch(/^Card 3 of 10/);
    }
  });
  it('a phone locked for a minute is back in its seat within 3 s and votes in the next round', async () => {
    const host = await phone();
    const errors = trackPageErrors(host);
    // The host's phone alone runs on an injected clock: the minute passes there at once, and only
    // its timers (the seat check that drops a phone long gone) see it.
    await host.clock.install();
    const code = await openRoom(host, 'most-likely-to', 'Host');
    const pages: Page[] = [];
    for (const who of ['Ana', 'Bo', 'Cy']) pages.push(await join(code, who));
    const [ana, bo, cy] = pages as [Page, Page, Page];
    await expect.poll(() => host.locator('.room-count').textContent()).toBe('4');
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    await Promise.all(pages.map((page) => page.locator('#room-prompt').waitFor()));

    // Cy's phone locks before voting: its context closes, keeping what the phone had stored.
    const stored = await cy.context().storageState();
    await cy.context().close();
    const vote = (page: Page, target: string) =>
      page.getByRole('button', { name: new RegExp(`^${target}( \\(you\\))?$`) }).click();
    await vote(host, 'Ana');
    await vote(ana, 'Bo');
    await vote(bo, 'Ana');
    await expect
      .poll(() => host.locator('.room-waiting').textContent())
      .toBe('3 of 4 voted. Waiting for Cy.');

    // A minute later the table stops waiting for Cy: the round reveals with the three votes.
    await host.clock.fastForward('01:00');
    await expect
      .poll(() => host.locator('.room-result').textContent())
      .toBe('Ana is most likely to.');

    // Cy unlocks the phone: the same storage, the room's address, back in the seat within 3 s.
    const context = await browser.newContext({ storageState: stored, viewport: SMALL });
    const back = await context.newPage();
    const reopened = Date.now();
    await back.goto(`${app.baseUrl}/room/${code}`);
    await back.locator('.room-result').waitFor();
    const inSeat = Date.now() - reopened;
    expect(inSeat).toBeLessThan(3000);
    expect(await back.getByLabel('Your name').count()).toBe(0);
    expect(await back.locator('.room-result').textContent()).toBe('Ana is most likely to.');

    // The next prompt deals Cy in again: four votes, and the round reveals on every phone.
    await host.getByRole('button', { name: 'Next prompt' }).click();
    const all = [host, ana, bo, back];
    for (const page of all)
      await expect.poll(() => page.locator('.room-round').textContent()).toBe('Round 2');
    for (const page of all) await vote(page, 'Cy');
    for (const page of all) {
      await expect
        .poll(() => page.locator('.room-result').textContent())
        .toBe('Cy is most likely to.');
      expect(await page.locator('.room-tally li').allTextContents()).toEqual(['Cy4 votes']);
    }
    expect(errors).toEqual([]);
    console.info(`rooms: a phone locked for a minute was back in its seat in ${inSeat} ms`);
    await context.close();
  });
});

const BY_QUESTION = new Map(facts.map((f) => [f.question, f]));

/** The right call on the card `page` shows: the true number from the facts, against the shown one. */
async function rightCall(page: Page): Promise<'More' | 'Less'> {
  await page.locator('#room-mol-shown').waitFor();
  const question = (await page.locator('.prompt-text').first().textContent()) ?? '';
  const fact = BY_QUESTION.get(question);
  expect(fact, question).toBeDefined();
  const shownText = (await page.locator('#room-mol-shown').textContent()) ?? '';
  const shown = Number(/-?[\d,]+(\.\d+)?/.exec(shownText)![0].replace(/,/g, ''));
  expect(shown).not.toBe(fact!.answer);
  return fact!.answer > shown ? 'More' : 'Less';
}
