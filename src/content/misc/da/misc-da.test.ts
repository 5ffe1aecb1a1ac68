import { describe, expect, it } from 'vitest';
import { CALENDAR_DOORS } from '../calendar';
import { DARES } from '../dares';
import { EPIC_STEPS } from '../epic';
import { LOVE_PROMPTS } from '../love';
import { allowed, type Rated } from '../types';
import { describeFindings, lintContent, type LintItem } from '../../safety-lint';
import { CALENDAR_DOORS_DA } from './calendar';
import { DARES_DA } from './dares';
import { EPIC_STEPS_DA } from './epic';
import { LOVE_PROMPTS_DA } from './love';
import { PONG_DARES_DA } from './beer-pong';

// The Danish misc lists, checked like the English ones (misc-content.test.ts): the same ids,
// spice and 18+ flags as the English twin, no placeholders or duplicates, sentences that end,
// enough at every level, and the safety lint over every line.

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|kort \d+)\b|\.\.\.$|\?\?/i;
/** Everyday English words that never belong in a Danish line: a line left untranslated. */
const ENGLISH = /\b(the|you|your|with|never|what|would|who|player|sip|everyone)\b/i;

function checkTexts(texts: readonly string[], where: string) {
  expect(new Set(texts.map((t) => t.toLowerCase())).size, `${where}: duplicates`).toBe(
    texts.length,
  );
  for (const text of texts) {
    expect(text, where).not.toMatch(PLACEHOLDER);
    expect(text, where).not.toMatch(ENGLISH);
    expect(text.trim(), where).toBe(text);
    expect(text, where).toMatch(/[.?!:]$/);
    expect(text.length, where).toBeLessThanOrEqual(140);
  }
}

/** The Danish list mirrors the English one: same ids in the same order, same ratings. */
function checkTwin(danish: readonly Rated[], english: readonly Rated[], where: string) {
  expect(
    danish.map(({ id, spice, adult }) => ({ id, spice, adult })),
    where,
  ).toEqual(english.map(({ id, spice, adult }) => ({ id, spice, adult })));
  checkTexts(
    danish.map((i) => i.text),
    where,
  );
}

function lint(items: LintItem[]) {
  expect(describeFindings(lintContent(items))).toEqual([]);
}

describe('the misc pages’ Danish content', () => {
  it('has the English dares’ ids and ratings, each a command a Dane reads after "X udfordrer dig:"', () => {
    checkTwin(DARES_DA, DARES, 'dares');
    expect(allowed(DARES_DA, 1, false).length).toBeGreaterThanOrEqual(10);
    expect(allowed(DARES_DA, 3, false).some((d) => d.adult)).toBe(false);
    expect(allowed(DARES_DA, 3, true).some((d) => d.adult)).toBe(true);
    for (const dare of DARES_DA) expect(dare.text).toMatch(/^\p{Lu}\p{Ll}+[ ,]/u);
    lint(DARES_DA.map((d) => ({ text: d.text, where: `dare ${d.id}`, adult: d.adult })));
  });

  it('gives the love game the English questions’ and tasks’ ids, kinds and ratings', () => {
    checkTwin(LOVE_PROMPTS_DA, LOVE_PROMPTS, 'love');
    expect(LOVE_PROMPTS_DA.map((p) => p.kind)).toEqual(LOVE_PROMPTS.map((p) => p.kind));
    expect(allowed(LOVE_PROMPTS_DA, 1, false).length).toBeGreaterThanOrEqual(12);
    lint(
      LOVE_PROMPTS_DA.map((p) => ({
        text: p.text,
        where: `love ${p.id}`,
        adult: p.adult,
        about: p.kind === 'ask',
      })),
    );
  });

  it('has one Danish calendar door for each of 1 to 24 December, as dare or mini-game like the English', () => {
    expect(CALENDAR_DOORS_DA.map(({ day, kind, spice }) => ({ day, kind, spice }))).toEqual(
      CALENDAR_DOORS.map(({ day, kind, spice }) => ({ day, kind, spice })),
    );
    checkTexts(
      CALENDAR_DOORS_DA.map((d) => d.text),
      'calendar',
    );
    expect(new Set(CALENDAR_DOORS_DA.map((d) => d.title)).size).toBe(24);
    lint(CALENDAR_DOORS_DA.map((d) => ({ text: d.text, where: `calendar ${d.day}` })));
  });

  it('climbs the Danish epic challenge with the English steps’ ids and spice', () => {
    expect(EPIC_STEPS_DA.map(({ id, level, spice }) => ({ id, level, spice }))).toEqual(
      EPIC_STEPS.map(({ id, level, spice }) => ({ id, level, spice })),
    );
    checkTexts(
      EPIC_STEPS_DA.map((s) => s.text),
      'epic',
    );
    lint(EPIC_STEPS_DA.map((s) => ({ text: s.text, where: `epic ${s.id}` })));
  });

  it('keeps the Danish beer-pong dares within the safety rules', () => {
    lint(PONG_DARES_DA.map((d) => ({ text: d.text, where: `pong ${d.id}` })));
  });
});
