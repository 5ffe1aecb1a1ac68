// A room with signal, every player on their own phone: a host and eleven players (one browser
// context each) against the local backend's Realtime. They join by the room's code, play a round of
// most likely to, and every phone shows the same tally; a player reloads mid-round and is back in
// their seat with their vote kept; a player tapping two votes at once has one counted. Then the
// other room games on three phones, a dropped signal, a player leaving and the host ending a room.

import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  seriousViolations,
  trackPageErrors,
  waitForOfflineReady,
} from './browser';
import { roomPhones } from './room-phones';
import { startSyncApp, type SyncApp } from '../sync/browser-harness';
import { neverHaveIEverPacksDa } from '../../src/content/games/da/never-have-i-ever';
import { da } from '../../src/lib/i18n/messages/da';

const PLAYERS = 11;

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
  // Twelve phones are a lot for two cores: each test's go before the next starts.
  await closeAll();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const name = (i: number) => `P${i}`;

describe('a room on everyone’s phone', () => {
  it('twelve phones play a round of most likely to, with a reload and a double tap', async () => {
    const started = Date.now();
    const host = await phone();
    const hostErrors = trackPageErrors(host);
    const code = await openRoom(host, 'most-likely-to', 'Host');
    await expect.poll(() => host.locator('.room-code').textContent()).toBe(code);
    await expect
      .poll(() => host.locator('#room-start-reason').textContent())
      .toBe('At least 3 players need to be here to start (1 now).');

    // Eleven players join by the code, four at a time (two cores).
    const players: Page[] = [];
    for (let batch = 0; batch < PLAYERS; batch += 4) {
      const joined = await Promise.all(
        Array.from({ length: Math.min(4, PLAYERS - batch) }, (_, k) =>
          join(code, name(batch + k + 1)),
        ),
      );
      players.push(...joined);
    }
    const joinedAt = Date.now();
    await expect.poll(() => host.locator('.room-count').textContent()).toBe(String(PLAYERS + 1));
    await host.getByLabel('Not drinking tonight').check();
    await expect
      .poll(() => host.locator('.room-player').first().textContent())
      .toContain('not drinking');
    expect(await seriousViolations(host, 'room lobby')).toEqual([]);
    await screenshot(host, 'rooms-lobby');

    await host.getByRole('button', { name: 'Start' }).click();
    const prompt = (await host.locator('#room-prompt').textContent())!;
    expect(prompt).toMatch(/\?$/);
    await Promise.all(players.map((page) => page.locator('#room-prompt').waitFor()));
    for (const page of players)
      expect(await page.locator('#room-prompt').textContent()).toBe(prompt);

    // P1–P6 and the host vote P2; P7–P11 vote Host. P3 reloads after voting; P4 taps two at once.
    const vote = async (page: Page, target: string) =>
      page.getByRole('button', { name: new RegExp(`^${target}( \\(you\\))?$`) }).click();
    await vote(host, 'P2');
    for (let i = 1; i <= PLAYERS; i++) {
      const page = players[i - 1]!;
      if (i === 4) {
        // Two taps in one go, before the page can redraw: both votes leave the phone.
        await page.evaluate(() => {
          const buttons = [
            ...document.querySelectorAll<HTMLButtonElement>('.room-vote-list button'),
          ];
          buttons.find((b) => b.textContent === 'P2')!.click();
          buttons.find((b) => b.textContent === 'Host')!.click();
        });
      } else if (i !== 11) await vote(page, i <= 6 ? 'P2' : 'Host');
    }
    const p3 = players[2]!;
    await p3.getByText('Your vote is in: P2.').waitFor();
    const reloadAt = Date.now();
    await p3.reload();
    await p3.getByText('Your vote is in: P2.').waitFor();
    const backInSeat = Date.now() - reloadAt;
    expect(backInSeat).toBeLessThan(3000);
    expect(await host.locator('.room-waiting').textContent()).toBe(
      '11 of 12 voted. Waiting for P11.',
    );
    // The last vote reveals the round on every phone.
    await vote(players[10]!, 'Host');

    const expected = ['P27 votes', 'Host5 votes'];
    for (const page of [host, ...players]) {
      await page.locator('.room-result').waitFor();
      expect(await page.locator('.room-result').textContent()).toBe('P2 is most likely to.');
      expect(await page.locator('.room-tally li').allTextContents()).toEqual(expected);
    }
    await screenshot(host, 'rooms-reveal');
    expect(await seriousViolations(host, 'room reveal')).toEqual([]);

    // Next: a new prompt everywhere, nobody voted yet.
    await host.getByRole('button', { name: 'Next prompt' }).click();
    for (const page of players) {
      await expect.poll(() => page.locator('.room-round').textContent()).toBe('Round 2');
    }
    expect(await host.locator('#room-prompt').textContent()).not.toBe(prompt);
    expect(hostErrors).toEqual([]);
    console.info(
      `rooms: ${PLAYERS} players joined in ${joinedAt - started} ms; whole round ${Date.now() - started} ms; reload back in seat in ${backInSeat} ms`,
    );
  });

  it('the host’s phone reloads and carries on; when it is gone, a player’s phone takes over', async () => {
    const host = await phone();
    const code = await openRoom(host, 'most-likely-to', 'Dee');
    const players = await Promise.all(['Sam', 'Kit'].map((who) => join(code, who)));
    const [sam, kit] = players as [Page, Page];
    await host.getByRole('button', { name: 'Start' }).click();
    await sam.getByRole('button', { name: 'Kit' }).click();
    await host.getByText('1 of 3 voted. Waiting for Dee and Kit.').waitFor();

    // The host reloads mid-round: same room, same prompt, Sam's vote still counted.
    const prompt = await host.locator('#room-prompt').textContent();
    await host.reload();
    await host.getByText('1 of 3 voted. Waiting for Dee and Kit.').waitFor();
    expect(await host.locator('#room-prompt').textContent()).toBe(prompt);
    await kit.getByRole('button', { name: 'Sam' }).click();
    await sam.getByText('2 of 3 voted. Waiting for Dee.').waitFor();

    // The host's phone loses its signal: it offers to carry on alone, with the room's players
    // (the app installed for offline use, as a phone that has opened it before has it).
    await waitForOfflineReady(host);
    await host.context().setOffline(true);
    await host.getByText('No signal: the other phones cannot see the game right now.').waitFor();
    await host.getByRole('button', { name: 'Carry on on this phone' }).click();
    await host.waitForURL(/\/games\/most-likely-to$/);
    await host.getByRole('button', { name: '3 players' }).waitFor();

    // The host's phone is gone: after a while Sam's phone offers to host, and carries the round on.
    await host.context().close();
    await sam.getByRole('button', { name: 'Be the host on this phone' }).click({ timeout: 30_000 });
    await sam.getByRole('button', { name: 'Reveal now' }).click();
    for (const page of players) {
      await page.locator('.room-result').waitFor();
      // One vote each: the two rows in seat order, whichever phone joined first.
      expect((await page.locator('.room-tally li').allTextContents()).sort()).toEqual([
        'Kit1 vote',
        'Sam1 vote',
      ]);
      expect(await page.locator('.room-result').textContent()).toMatch(
        /^A tie: (Kit and Sam|Sam and Kit)\.$/,
      );
    }
    await sam.getByRole('button', { name: 'Next prompt' }).click();
    await expect.poll(() => kit.locator('.room-round').textContent()).toBe('Round 2');
  });
  it('never have I ever on three phones: answers stay secret until the reveal, then who has sips', async () => {
    const host = await phone();
    const hostErrors = trackPageErrors(host);
    const code = await openRoom(host, 'never-have-i-ever', 'Host');
    const players = await Promise.all(['Ana', 'Bo'].map((who) => join(code, who)));
    const [ana, bo] = players as [Page, Page];
    await expect.poll(() => host.locator('.room-count').textContent()).toBe('3');
    // Bo is not drinking tonight: their sip becomes a forfeit.
    // A player's toggle goes through the host: it shows once the host's state comes back.
    const notDrinking = bo.getByLabel('Not drinking tonight');
    await notDrinking.click();
    await expect.poll(() => notDrinking.isChecked()).toBe(true);
    await expect
      .poll(() => host.locator('.room-player', { hasText: 'Bo' }).textContent())
      .toContain('not drinking');
    await host.getByRole('button', { name: 'Start' }).click();
    const prompt = (await host.locator('.prompt-text').textContent())!;
    for (const page of players) {
      await expect.poll(() => page.locator('.prompt-text').textContent()).toBe(prompt);
    }
    await ana.getByRole('button', { name: 'I have', exact: true }).click();
    await ana.getByText('You said: I have').waitFor();
    // Nothing of Ana's answer reaches the other phones before the reveal.
    expect(await bo.locator('.answer-group').count()).toBe(0);
    expect(await host.content()).not.toContain('Ana</b> takes a sip');
    await bo.getByRole('button', { name: 'I have', exact: true }).click();
    await host.getByRole('button', { name: /^I haven.t$/ }).click();
    // The last answer reveals the round on every phone, the same on each.
    for (const page of [host, ana, bo]) {
      await page.locator('.answer-group').waitFor();
      // in seat order; the two joined at once, so either may sit first
      const lines = (await page.locator('.answer-group .room-list li').allTextContents()).sort();
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe('Ana takes a sip.');
      expect(lines[1]).toMatch(/^Bo is not drinking tonight, so instead of a sip: /);
      expect(await page.locator('.answer-group').textContent()).toContain('Has not: Host');
    }
    await screenshot(host, 'rooms-nhie-reveal');
    expect(await seriousViolations(host, 'never have I ever room')).toEqual([]);
    await host.getByRole('button', { name: 'Next', exact: true }).click();
    for (const page of players) {
      await expect.poll(() => page.locator('.prompt-text').textContent()).not.toBe(prompt);
      await expect.poll(() => page.locator('.answer-group').count()).toBe(0);
    }
    expect(hostErrors).toEqual([]);
  });
  it('never have I ever opened on a Danish page deals Danish cards on both phones, the player’s page English', async () => {
    const host = await phone();
    const hostErrors = trackPageErrors(host);
    const code = await openRoom(host, 'never-have-i-ever', 'Vært', 'da');
    // The player opens the room's link on an English page: the room's language is the host's.
    const ole = await join(code, 'Ole');
    await expect.poll(() => host.locator('.room-count').textContent()).toBe('2');
    await host.getByRole('button', { name: da['rooms.lobby.start'], exact: true }).click();
    const danish = new Set(
      neverHaveIEverPacksDa.flatMap((p) => p.lists[0] ?? []).map((x) => x.text),
    );
    const prompt = (await host.locator('.prompt-text').textContent())!;
    expect(danish.has(prompt.replace(/\.$/, ''))).toBe(true);
    await expect.poll(() => ole.locator('.prompt-text').textContent()).toBe(prompt);
    for (const page of [host, ole]) {
      await expect
        .poll(() => page.locator('.prompt-lead').textContent())
        .toBe(da['game.neverHaveIEver.lead']);
    }
    // The next card (the host skips this one) is Danish too, on both phones.
    await host.getByRole('button', { name: da['rooms.nhie.skip'], exact: true }).click();
    await expect.poll(() => host.locator('.prompt-text').textContent()).not.toBe(prompt);
    const second = (await host.locator('.prompt-text').textContent())!;
    expect(danish.has(second.replace(/\.$/, ''))).toBe(true);
    await expect.poll(() => ole.locator('.prompt-text').textContent()).toBe(second);
    expect(hostErrors).toEqual([]);
  });

  it('country, island, city on three phones: each writes on their own, the host marks, every phone scores the same', async () => {
    const host = await phone();
    const hostErrors = trackPageErrors(host);
    const code = await openRoom(host, 'country-island-city', 'Host');
    const players: Page[] = [];
    for (const who of ['Ana', 'Bo']) players.push(await join(code, who));
    const [ana, bo] = players as [Page, Page];
    await expect.poll(() => host.locator('.room-count').textContent()).toBe('3');
    await host.getByRole('button', { name: 'Start' }).click();
    const letter = (await host.locator('.cic-letter').textContent())!;
    expect(letter).toMatch(/^[A-Z]$/);
    for (const page of players) {
      await expect.poll(() => page.locator('.cic-letter').textContent()).toBe(letter);
    }
    // Each writes on their own phone: the same country, two different cities.
    const write = async (page: Page, country: string, city: string) => {
      await page.getByLabel('Country').fill(country);
      await page.getByLabel('City').fill(city);
      await page.getByRole('button', { name: 'Send my answers' }).click();
      await page.getByRole('button', { name: 'Answers sent' }).waitFor();
    };
    await write(ana, `${letter}ovania`, `${letter}ow Town`);
    await write(bo, `${letter}OVANIA `, `${letter}ittle Burg`);
    // Nothing anyone wrote shows on another phone before pens down.
    expect(await host.content()).not.toContain(`${letter}ow Town`);
    await host.getByRole('button', { name: 'Stop: pens down' }).click();
    await host.getByText('Tap an answer to say whether it counts.', { exact: false }).waitFor();
    // The host says Bo's city does not count.
    await host
      .getByRole('group', { name: 'City' })
      .getByRole('button', { name: new RegExp(`^Bo\\s*${letter}ittle Burg`) })
      .click();
    await expect
      .poll(() =>
        host
          .getByRole('group', { name: 'City' })
          .locator('.mark-cell', { hasText: 'Bo' })
          .textContent(),
      )
      .toContain('Does not count');
    await host.getByRole('button', { name: 'Score the round' }).click();
    // Country shared (5 each); Ana's city the only one that counts (20); Bo's none.
    const expected = [
      'Ana 25 points (this round +25)',
      'Bo 5 points (this round +5)',
      'Host 0 points (this round +0)',
    ];
    for (const page of [host, ana, bo]) {
      await page.locator('.cic-summary').waitFor();
      expect(await page.locator('.cic-summary .room-list li').allTextContents()).toEqual(expected);
    }
    await screenshot(host, 'rooms-cic-scored');
    expect(await seriousViolations(host, 'country-island-city room')).toEqual([]);
    expect(hostErrors).toEqual([]);
  });

  it('category on three phones: turns go round, a dropped signal comes back, a player leaves, the host ends the room', async () => {
    const host = await phone();
    const hostErrors = trackPageErrors(host);
    const code = await openRoom(host, 'category', 'Host');
    const ana = await join(code, 'Ana');
    const bo = await join(code, 'Bo');
    await expect.poll(() => host.locator('.room-count').textContent()).toBe('3');
    // The host gives each turn 15 seconds in the lobby's settings; Bo sees it, and cannot change it.
    await host.getByRole('button', { name: 'Game settings' }).click();
    await host.getByLabel('15 s').check();
    await bo.getByRole('button', { name: 'The game’s settings' }).click();
    await expect.poll(() => bo.getByLabel('15 s').isChecked()).toBe(true);
    expect(await bo.getByLabel('10 s').isDisabled()).toBe(true);
    await host.getByRole('button', { name: 'Start' }).click();
    expect(Number(await host.getByRole('timer').textContent())).toBeGreaterThan(10);
    const card = (await host.locator('.prompt-text').textContent())!;
    for (const page of [ana, bo]) {
      await expect.poll(() => page.locator('.prompt-text').textContent()).toBe(card);
    }
    const turn = (page: Page) => page.locator('.turn-who').textContent();
    // Round one starts with the first seat: the host, then Ana, then Bo.
    expect(await turn(host)).toBe('Your turn: name one!');
    await host.getByRole('button', { name: 'Said one' }).click();
    await expect.poll(() => turn(ana)).toBe('Your turn: name one!');
    await expect.poll(() => turn(bo)).toBe('Ana’s turn');
    // Bo only sees the turn: no button to act for Ana.
    expect(await bo.getByRole('button', { name: 'Said one' }).count()).toBe(0);

    // Every socket drops at once and comes back: the phones say so, then carry on, no room lost.
    await ana.getByRole('button', { name: 'Said one' }).click();
    await expect.poll(() => turn(bo)).toBe('Your turn: name one!');
    app.backend.dropRealtimeSockets();
    await bo.getByText('Reconnecting…', { exact: false }).first().waitFor();
    await bo.getByText('Reconnecting…', { exact: false }).first().waitFor({ state: 'hidden' });
    expect(await bo.getByText('No room is open').count()).toBe(0);
    await bo.getByRole('button', { name: 'Said one' }).click();
    for (const page of [ana, bo]) await expect.poll(() => turn(page)).toBe('Host’s turn');
    // The host is out, then calls Ana out: Bo wins the category on every phone.
    await host.getByRole('button', { name: 'I am out' }).click();
    await expect.poll(() => turn(host)).toBe('Ana’s turn');
    await host.getByRole('button', { name: 'Out', exact: true }).click();
    for (const page of [host, ana, bo]) {
      await expect
        .poll(() => page.locator('.winner').first().textContent())
        .toMatch(/Bo wins|You win/);
    }
    await screenshot(host, 'rooms-category-won');
    expect(await seriousViolations(host, 'category room')).toEqual([]);

    // Ana leaves her seat: the others see her go, and the next category's turns skip her.
    await ana.getByRole('button', { name: 'Leave the room' }).click();
    await ana.getByText('You left the room.', { exact: false }).waitFor();
    await ana.getByRole('link', { name: 'Play Category on this phone' }).waitFor();
    await expect
      .poll(() => host.locator('.room-list li').allTextContents())
      .toEqual(['Bo: 1 won', 'Host: 0 won (out)']);
    await host.getByRole('button', { name: 'Next category' }).click();
    // Category two starts one seat further round: Bo, with Ana gone; then the host.
    await expect.poll(() => turn(bo)).toBe('Your turn: name one!');
    await expect.poll(() => bo.locator('.status-line').textContent()).toContain('2 of 2 still in');
    await bo.getByRole('button', { name: 'Said one' }).click();
    await expect.poll(() => turn(host)).toBe('Your turn: name one!');

    // The host ends the room, after saying yes: every phone says it has ended.
    await host.getByRole('button', { name: 'End the room' }).click();
    await host.getByRole('button', { name: 'Keep playing' }).click();
    expect(await turn(bo)).toBe('Host’s turn');
    await host.getByRole('button', { name: 'End the room' }).click();
    await host.getByRole('button', { name: 'End it for everyone' }).click();
    await host.getByText('You ended the room.', { exact: false }).waitFor();
    await bo.getByText('This room has ended.', { exact: false }).waitFor();
    await bo.getByRole('link', { name: 'Play Category on this phone' }).waitFor();
    // Its code no longer works, even after a reload.
    await bo.reload();
    await bo.getByLabel('Your name').fill('Bo');
    await bo.getByRole('button', { name: 'Join the room' }).click();
    await bo.getByText(`No room is open with the code ${code}.`, { exact: false }).waitFor();
    // The host's phone carries on alone with the room's players.
    await host.getByRole('button', { name: 'Play Category on this phone' }).click();
    await host.waitForURL(/\/games\/category$/);
    expect(hostErrors).toEqual([]);
  });

  it('truth or dare on three phones: the player on turn picks on their own phone, every phone shows the card, a pass and a forfeit', async () => {
    const host = await phone();
    const hostErrors = trackPageErrors(host);
    const code = await openRoom(host, 'truth-or-dare', 'Host');
    const ana = await join(code, 'Ana');
    const bo = await join(code, 'Bo');
    await expect.poll(() => host.locator('.room-count').textContent()).toBe('3');
    await bo.getByLabel('Not drinking tonight').check();
    await expect
      .poll(() => host.locator('.room-player', { hasText: 'Bo' }).textContent())
      .toContain('not drinking');
    await host.getByRole('button', { name: 'Start' }).click();
    const status = (page: Page) => page.locator('.status-line').textContent();
    // The host's turn first: only the host's phone has Truth and Dare.
    await expect.poll(() => status(ana)).toBe('Turn 1 · Host’s turn');
    expect(await ana.getByRole('button', { name: 'Truth', exact: true }).count()).toBe(0);
    await ana.getByText('Host is choosing: truth or dare?').waitFor();
    await host.getByRole('button', { name: 'Truth', exact: true }).click();
    const card = (await host.locator('.prompt-text').textContent())!;
    for (const page of [ana, bo]) {
      await expect.poll(() => page.locator('.prompt-text').textContent()).toBe(card);
    }
    await host.getByRole('button', { name: 'Done it' }).click();
    await host.getByRole('button', { name: 'Next: Ana' }).click();

    // Ana picks dare on her phone and uses her free pass; every phone says so.
    await ana.getByRole('button', { name: 'Dare', exact: true }).click();
    await expect.poll(() => bo.locator('.prompt-text').textContent()).not.toBe(card);
    await ana.getByRole('button', { name: 'Pass (free, once a game)' }).click();
    await ana.getByText('You used your free pass.').waitFor();
    await bo.getByText('Ana used their free pass.').waitFor();
    await ana.getByRole('button', { name: 'Next: Bo' }).click();

    // Bo is not drinking tonight: the forfeit is a forfeit, not a sip, on every phone.
    await bo.getByRole('button', { name: 'Truth', exact: true }).click();
    await bo.getByRole('button', { name: 'Take the forfeit' }).click();
    for (const page of [host, ana]) {
      await expect
        .poll(() => page.locator('.winner').textContent())
        .toMatch(/^Bo is not drinking tonight, so instead: .+\.$/);
    }
    await screenshot(host, 'rooms-tod-forfeit');
    expect(await seriousViolations(host, 'truth or dare room')).toEqual([]);
    await bo.getByRole('button', { name: 'Next: Host' }).click();
    await expect.poll(() => status(host)).toBe('Turn 4 · Your turn');
    expect(await host.locator('.room-list li').allTextContents()).toEqual([
      'Host: 1 done',
      'Ana: 0 done · pass used',
      'Bo: 0 done',
    ]);
    expect(hostErrors).toEqual([]);
  });

  it('charades on three phones: the actor’s phone alone shows the word, every phone the clock and the score', async () => {
    const host = await phone();
    const hostErrors = trackPageErrors(host);
    const code = await openRoom(host, 'charades', 'Host');
    const ana = await join(code, 'Ana');
    const bo = await join(code, 'Bo');
    await expect.poll(() => host.locator('.room-count').textContent()).toBe('3');
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    await host.getByRole('button', { name: 'Start my turn' }).click();
    const word = (await host.locator('#room-charades-word').textContent())!;
    expect(word.length).toBeGreaterThan(0);
    for (const page of [ana, bo]) {
      await page.getByRole('timer').waitFor();
      expect(await page.locator('#room-charades-word').count()).toBe(0);
      expect(await page.content()).not.toContain(word);
    }
    await bo.getByText('(your team: guess!)', { exact: false }).waitFor();
    await host.getByRole('button', { name: 'Got it' }).click();
    for (const page of [host, ana, bo]) {
      await expect
        .poll(() => page.locator('.counter').textContent())
        .toBe(`Guessed this turn: ${word}`);
      await expect
        .poll(() => page.locator('.room-list li').first().textContent())
        .toMatch(/^Team A: 1 · /);
    }
    await screenshot(ana, 'rooms-charades-guessed');
    expect(await seriousViolations(ana, 'charades room')).toEqual([]);
    // Team B's turn: Ana acts, and only her phone shows her word.
    await host.getByRole('button', { name: 'End the turn now' }).click();
    await ana.getByRole('button', { name: 'Start my turn' }).click();
    const next = (await ana.locator('#room-charades-word').textContent())!;
    await bo.getByRole('timer').waitFor();
    expect(await bo.content()).not.toContain(next);
    expect(await host.locator('#room-charades-word').count()).toBe(0);
    expect(hostErrors).toEqual([]);
  });

  it('word guess on three phones: the holder’s phone alone shows the word, every phone the clock, the questions and the same score', async () => {
    const host = await phone();
    const hostErrors = trackPageErrors(host);
    const code = await openRoom(host, 'word-guess', 'Host');
    const ana = await join(code, 'Ana');
    const bo = await join(code, 'Bo');
    await expect.poll(() => host.locator('.room-count').textContent()).toBe('3');
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    const word = (await host.locator('#room-secret-word').textContent())!;
    expect(word.length).toBeGreaterThan(0);
    const shows = (text: string) => new RegExp(`\\b${text}\\b`, 'i');
    for (const page of [ana, bo]) {
      await page.getByRole('timer').waitFor();
      await page.getByText('Questions: 0 of 20').waitFor();
      expect(await page.locator('#room-secret-word').count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toMatch(shows(word));
    }
    // The holder answers a question out loud and taps it: every phone counts it.
    await host.getByRole('button', { name: 'Yes', exact: true }).click();
    for (const page of [host, ana, bo]) {
      await expect
        .poll(() => page.locator('#room-questions').textContent())
        .toBe('Questions: 1 of 20 · Last answer: Yes');
    }
    // Ana guesses it out loud: the holder taps her name; the word and the score show everywhere.
    await host.getByRole('button', { name: 'Right: Ana' }).click();
    const scores: string[] = [];
    for (const page of [host, ana, bo]) {
      await page.getByText(`Ana guessed it: ${word}!`).waitFor();
      await expect
        .poll(() => page.locator('#room-scores li').first().textContent())
        .toBe('Ana: 1 point');
      scores.push((await page.locator('#room-scores').textContent())!);
    }
    expect(new Set(scores).size).toBe(1);
    await screenshot(bo, 'rooms-word-guess-guessed');
    expect(await seriousViolations(bo, 'word guess room')).toEqual([]);
    // Ana guessed it, so she holds the next word: her phone alone shows it.
    await host.getByRole('button', { name: 'Next word' }).click();
    await ana.locator('#room-secret-word').waitFor();
    const next = (await ana.locator('#room-secret-word').textContent())!;
    for (const page of [host, bo]) {
      await page.getByText('Ana is thinking of a word.').waitFor();
      expect(await page.locator('#room-secret-word').count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toMatch(shows(next));
    }
    expect(hostErrors).toEqual([]);
  });
});
