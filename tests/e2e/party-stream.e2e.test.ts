// Party stream in Chromium at phone size (390×844) with four players: sixty cards dealt by taps
// show at least four card types, each in its own look, with every name filled in; a rule starts,
// sits in "Rules in play" with its cards left, survives a reload, and ends by itself with "The
// rule is over"; and with the 18+ pack off (the default) no 18+ card is ever dealt. Then the worst
// case on purpose, in English and in Danish: every card of every pack, on screen with the two
// longest rules in play and two rules just over, fits the phone with no scroll.

import type { Browser, Page } from 'playwright-core';
import { partyStreamPacksDa } from '../../src/content/games/da/party-stream';
import { partyStreamPacks, type PartyStreamPack } from '../../src/content/games/party-stream';
import { cardTextClass } from '../../src/features/games/party-stream/card-types';
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

  it.each([
    ['English', '', partyStreamPacks],
    ['Danish', '/da', partyStreamPacksDa],
  ] as const)(
    'fits the longest %s cards on the phone screen, in the most a deal can show with them',
    async (_, prefix, packs) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${baseUrl}${prefix}/games/party-stream`);
      await page.locator('h1').waitFor();
      await pageStore(page, 'kv', { op: 'put', value: { key: 'players', value: PLAYERS } });
      for (const [n, worst] of worstCases(packs).entries()) {
        await pageStore(page, 'gameSessions', {
          op: 'put',
          value: { game: 'party-stream', state: worst.state, updatedAt: new Date().toISOString() },
        });
        await page.reload();
        await page.locator('.party-card .prompt-text').waitFor();
        await expect
          .poll(() => page.locator('.party-rules li, .party-rule-over').count())
          .toBe(worst.state.rules.length + worst.state.over.length);
        // The longest card, dealt as the game deals it, in the most company it can have.
        const text = page.locator('.party-card .prompt-text');
        expect(await text.textContent()).toBe(filled(worst.state.card.text));
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== 'running'),
        );
        await screenshot(page, `party-stream-longest${prefix.replace('/', '-')}-${n}-phone`);
        expect.soft(await overflowOf(page), worst.name).toBeLessThanOrEqual(0);

        // Every other card of its kind in the same place, in the type the card gives it: none
        // makes the page scroll.
        const tooLong = await page.evaluate(
          (cards) => {
            const text = document.querySelector<HTMLElement>('.party-card .prompt-text')!;
            const root = document.documentElement;
            const kept = [text.textContent, text.className] as const;
            const over = cards
              .filter(([card, className]) => {
                text.textContent = card;
                text.className = className;
                return (
                  root.scrollHeight > window.innerHeight || root.scrollWidth > window.innerWidth
                );
              })
              .map(([card]) => card);
            [text.textContent, text.className] = kept;
            return over;
          },
          worst.others.map((card) => [card, cardTextClass(card)] as const),
        );
        expect.soft(tooLong, worst.name).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

/** Names in a card as the game fills them, for the table of `PLAYERS`. */
const filled = (text: string) =>
  text.split('{player2}').join(PLAYERS[3]).split('{player}').join(PLAYERS[2]);

/**
 * The fullest screens a deal can show with the longest cards of `packs` (names filled in), as
 * stored games. At most two rules run at once, and a rule card starts only with one or none
 * left, so with a card that starts no rule the rules in play and the rules just over are two at
 * most; with a rule card (in play itself) three at most. Each screen takes the longest rules and
 * end lines of the packs.
 */
function worstCases(packs: readonly PartyStreamPack[]) {
  const cards = packs.flatMap((pack) => pack.cards.map((card) => ({ pack, card })));
  const longest = (list: typeof cards, of: (c: (typeof cards)[number]) => string) =>
    [...list].sort((a, b) => of(b).length - of(a).length);
  const others = longest(
    cards.filter(({ card }) => card.type !== 'rule'),
    ({ card }) => filled(card.text),
  );
  const rules = longest(
    cards.filter(({ card }) => card.type === 'rule'),
    ({ card }) => filled(card.text),
  );
  const ends = longest(rules, ({ card }) => card.end ?? '').map(({ card }) => filled(card.end!));
  const inPlay = (list: typeof cards) =>
    list.map(({ card }, i) => ({ id: i + 1, text: filled(card.text), end: '', left: 2 }));
  const screen = (
    name: string,
    { pack, card }: (typeof cards)[number],
    rulesInPlay: ReturnType<typeof inPlay>,
    over: string[],
    kind: typeof cards,
  ) => ({
    name,
    others: kind.map(({ card }) => filled(card.text)),
    state: {
      kind: 'party-stream',
      card: {
        text: card.text,
        type: card.type,
        tags: [...card.tags],
        packId: pack.id,
        packName: pack.name,
        explicit: pack.explicit,
        player: PLAYERS[2],
        player2: PLAYERS[3],
        forfeits: [],
      },
      turn: 2,
      shown: 9,
      rounds: null,
      target: null,
      rules: rulesInPlay,
      over,
      types: {},
      picked: {},
      ended: false,
    },
  });
  return [
    screen('a card, two rules in play', others[0]!, inPlay(rules.slice(0, 2)), [], others),
    screen('a card, two rules just over', others[0]!, inPlay([]), ends.slice(0, 2), others),
    screen(
      'a rule card, one more in play, one over',
      rules[0]!,
      inPlay(rules.slice(0, 2)),
      ends.slice(0, 1),
      rules,
    ),
    screen('a rule card, two over', rules[0]!, inPlay(rules.slice(0, 1)), ends.slice(0, 2), rules),
  ];
}

const overflowOf = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      document.documentElement.scrollHeight - window.innerHeight,
      document.documentElement.scrollWidth - window.innerWidth,
    ),
  );
