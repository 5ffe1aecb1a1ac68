// Party stream in Chromium at phone size (390×844) with four players: sixty cards dealt by taps
// show at least four card types, each in its own look, with every name filled in; a rule starts,
// sits in "Rules in play" with its cards left, survives a reload, and ends by itself with "The
// rule is over"; and with the 18+ pack off (the default) no 18+ card is ever dealt.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  pageStore,
  screenshot,
  seriousViolations,
  trackPageErrors,
} from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dev'];
const CARDS = 60;

describe('Party stream', () => {
  it('deals 60 mixed cards to four players: four types or more, a rule that starts and ends, no 18+', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(baseUrl + '/games/party-stream');
    await page.getByRole('heading', { name: 'Party stream', level: 1 }).waitFor();
    await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: PLAYERS } });
    await page.reload();
    await page.getByText(PLAYERS.join(', ')).waitFor();
    await page.getByRole('button', { name: 'No limit' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    const card = page.locator('.party-card');
    const next = page.getByRole('button', { name: 'Next card' });
    const types = new Set<string>();
    const shots = new Set<string>();
    let ruleStarted: { text: string; at: number } | null = null;
    let ruleOver: { text: string; at: number } | null = null;
    let reloaded = false;
    let overflow = 0;

    for (let n = 1; n <= CARDS; n++) {
      if (n > 1) await next.click();
      await page.getByText(`Card ${n}`, { exact: true }).waitFor();
      // The deal animation done, so what is seen (and shot) is the card at rest.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running'),
      );
      overflow = Math.max(
        overflow,
        await page.evaluate(() =>
          Math.max(
            document.documentElement.scrollHeight - window.innerHeight,
            document.documentElement.scrollWidth - window.innerWidth,
          ),
        ),
      );
      const type = (await card.getAttribute('data-party-type')) ?? '';
      types.add(type);
      const text = (await card.locator('.prompt-text').textContent()) ?? '';
      expect(text, `card ${n}`).not.toMatch(/[{}]/);
      // The pack line never names the 18+ pack, and no card wears the 18+ badge.
      expect(await card.locator('.prompt-pack').textContent()).not.toContain('After dark');
      expect(await card.locator('.badge-adult').count()).toBe(0);
      // Each type shows its own chip.
      expect(await card.locator('.card-chip').textContent()).not.toBe('');

      if (type === 'rule' && !ruleStarted) {
        ruleStarted = { text, at: n };
        const strip = page.getByRole('region', { name: 'Rules in play' });
        await strip.getByText(text).waitFor();
        expect(await strip.textContent()).toMatch(/\d+ cards left|ends with the next card/);
      }
      if ((type === 'rule' || type === 'duel') && !shots.has(type)) {
        shots.add(type);
        await screenshot(page, `party-stream-${type}-phone`);
      }
      // A reload in the middle of a rule keeps it, with the same cards left.
      if (ruleStarted && !reloaded && n === ruleStarted.at + 1) {
        const before = await page.locator('.party-rules').textContent();
        await page.reload();
        await page.getByText(`Card ${n}`, { exact: true }).waitFor();
        expect(await page.locator('.party-rules').textContent()).toBe(before);
        reloaded = true;
      }
      const over = page.locator('.party-rule-over');
      if ((await over.count()) > 0 && !ruleOver) {
        ruleOver = { text: (await over.first().textContent()) ?? '', at: n };
        await screenshot(page, 'party-stream-rule-over-phone');
      }
    }

    expect([...types].length, [...types].join(', ')).toBeGreaterThanOrEqual(4);
    expect(ruleStarted, 'no rule card in 60 cards').not.toBeNull();
    expect(ruleOver, 'no rule ended in 60 cards').not.toBeNull();
    expect(ruleOver!.text).toMatch(/^The rule is over: /);
    expect(ruleOver!.at).toBeGreaterThan(ruleStarted!.at);
    // The phone screen holds the card, the rules strip, a rule's end and the buttons.
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'party stream in play')).toEqual([]);

    await page.getByRole('button', { name: 'End game' }).click();
    await page
      .getByText(/\d+ tasks?|\d+ duels?|\d+ group votes?/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
