import { describe, expect, it } from 'vitest';
import { PONG_DARE_RULES, PONG_DARES } from './beer-pong';
import { CALENDAR_DOORS } from './calendar';
import { DARES } from './dares';
import { EPIC_STEPS } from './epic';
import { LOVE_PROMPTS } from './love';
import { allowed, type Rated } from './types';
import { HOUSE_GAMES, HOUSE_GAMES_DA } from '../qr/placemat';
import { PARTNER_PAGES } from '../partnerships';
import { body as scrollbarPong } from '../partnerships/bodies/scrollbar-beer-pong';

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|prompt \d+)\b|\.\.\.$|\?\?/i;

function checkTexts(texts: readonly string[], where: string) {
  expect(new Set(texts.map((t) => t.toLowerCase())).size, `${where}: duplicates`).toBe(
    texts.length,
  );
  for (const text of texts) {
    expect(text, where).not.toMatch(PLACEHOLDER);
    expect(text.trim(), where).toBe(text);
    expect(text, where).toMatch(/[.?!:]$/);
    expect(text.length, where).toBeLessThanOrEqual(140);
  }
}

function checkRated(items: readonly Rated[], where: string) {
  expect(new Set(items.map((i) => i.id)).size, `${where}: ids`).toBe(items.length);
  checkTexts(
    items.map((i) => i.text),
    where,
  );
  for (const item of items) {
    expect([1, 2, 3], `${where} ${item.id}`).toContain(item.spice);
    // 18+ content sits at the top of the spice scale only.
    if (item.adult) expect(item.spice, `${where} ${item.id}`).toBe(3);
  }
}

describe('the misc pages’ content', () => {
  it('has enough dares at every spice level, none of them 18+ when the table is mild', () => {
    checkRated(DARES, 'dares');
    expect(DARES.length).toBeGreaterThanOrEqual(36);
    expect(allowed(DARES, 1, false).length).toBeGreaterThanOrEqual(10);
    expect(allowed(DARES, 1, false).every((d) => d.spice === 1 && !d.adult)).toBe(true);
    expect(allowed(DARES, 3, false).some((d) => d.adult)).toBe(false);
    expect(allowed(DARES, 3, true).some((d) => d.adult)).toBe(true);
    // Every dare reads after "X dared you to": it starts with a capital verb.
    for (const dare of DARES) expect(dare.text).toMatch(/^[A-Z][a-z]+ /);
  });

  it('deals the beer-pong dares and rules with no 18+ content (they are for a bar table)', () => {
    checkRated(PONG_DARES, 'pong dares');
    expect(PONG_DARES.length).toBeGreaterThanOrEqual(16);
    expect(PONG_DARES.some((d) => d.adult)).toBe(false);
    checkTexts(PONG_DARE_RULES, 'pong rules');
  });

  // ScrollBar's beer pong is one rule set: the partner page lists the printed cards and the dare
  // rules, and the phone deals the same cards under the same rules. Neither may grow its own copy.
  it('shows the same numbered dares and dare rules on the ScrollBar page as the phone deals', () => {
    const table = scrollbarPong.find((block) => 'table' in block);
    const rows = table && 'table' in table ? table.table.rows : [];
    expect(rows).toEqual(PONG_DARES.map((dare, i) => [String(i + 1), dare.text]));
    const lists = scrollbarPong.flatMap((block) => ('list' in block ? [block.list] : []));
    expect(lists).toContainEqual([...PONG_DARE_RULES]);
    const meta = PARTNER_PAGES.find((page) => page.id === 'scrollbar-beer-pong');
    expect(meta?.description).toContain(`${PONG_DARES.length} dares`);
    // The rule that names the throw-changing cards names cards that change a throw.
    expect(PONG_DARE_RULES.join(' ')).toMatch(/cards 1 to 5\b/);
    for (const dare of PONG_DARES.slice(0, 5)) expect(dare.text).toMatch(/throw/i);
  });

  it('gives the love game questions and tasks at every level', () => {
    checkRated(LOVE_PROMPTS, 'love');
    expect(LOVE_PROMPTS.length).toBeGreaterThanOrEqual(28);
    // A mild round of twelve cards never runs dry.
    expect(allowed(LOVE_PROMPTS, 1, false).length).toBeGreaterThanOrEqual(12);
    for (const kind of ['ask', 'do'] as const) {
      expect(LOVE_PROMPTS.filter((p) => p.kind === kind).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has one calendar door for each of 1 to 24 December', () => {
    expect(CALENDAR_DOORS.map((d) => d.day)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    checkTexts(
      CALENDAR_DOORS.map((d) => d.text),
      'calendar',
    );
    expect(new Set(CALENDAR_DOORS.map((d) => d.title)).size).toBe(24);
    expect(CALENDAR_DOORS.filter((d) => d.kind === 'dare').length).toBeGreaterThanOrEqual(8);
    expect(CALENDAR_DOORS.filter((d) => d.kind === 'mini-game').length).toBeGreaterThanOrEqual(8);
  });

  it('climbs the epic challenge in order, never down in spice', () => {
    expect(EPIC_STEPS.map((s) => s.level)).toEqual(EPIC_STEPS.map((_, i) => i + 1));
    checkTexts(
      EPIC_STEPS.map((s) => s.text),
      'epic',
    );
    for (let i = 1; i < EPIC_STEPS.length; i++) {
      expect(EPIC_STEPS[i]!.spice).toBeGreaterThanOrEqual(EPIC_STEPS[i - 1]!.spice);
    }
  });

  it('prints four house games on the placemats', () => {
    expect(HOUSE_GAMES).toHaveLength(4);
    for (const game of HOUSE_GAMES) checkTexts(game.rules, game.name);
  });

  it('prints the same four house games in Danish on a Danish placemat', () => {
    expect(HOUSE_GAMES_DA).toHaveLength(HOUSE_GAMES.length);
    HOUSE_GAMES_DA.forEach((game, i) => {
      const english = HOUSE_GAMES[i]!;
      expect(game.rules).toHaveLength(english.rules.length);
      expect(game.kit).not.toBe(english.kit);
      game.rules.forEach((rule, j) => expect(rule, game.name).not.toBe(english.rules[j]));
      checkTexts(game.rules, game.name);
    });
  });
});
