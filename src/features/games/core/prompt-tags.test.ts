import { describe, expect, it } from 'vitest';
import { DRINK_WORDS, FLIRTY_WORDS, promptTags } from './prompt-tags';
import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import { DRINK_MENTIONS, DRINK_PROMPTS, FORFEITS } from '../../../content/games/tags';
import { truthOrDarePacks } from '../../../content/games/truth-or-dare';

// The prompt tags must be plausible: every prompt that talks about drinking is a decision (asks
// someone to drink, or reviewed as a mention), flirty stays out of the clean family packs, and the
// reviewed lists name prompts that exist.

const PACKS = [...neverHaveIEverPacks, ...mostLikelyToPacks, ...truthOrDarePacks];
const ALL = PACKS.flatMap((pack) => pack.lists.flat().map((text) => ({ text, pack })));
const TEXTS = new Set(ALL.map((p) => p.text));
const MENTIONS_DRINK = /\b(drink\w*|sips?|shots?|chug\w*|alcohol\w*|beer|wine|cocktail)\b/i;

describe('prompt tags in the built-in decks', () => {
  it('tags every prompt that asks for a drink, and only those', () => {
    for (const { text, pack } of ALL) {
      if (!MENTIONS_DRINK.test(text)) {
        expect(promptTags(text, pack).has('drink'), text).toBe(false);
        continue;
      }
      const reviewed = DRINK_PROMPTS.includes(text) || DRINK_MENTIONS.includes(text);
      // A new prompt with a drink in it must be reviewed: does it ask someone to drink?
      if (DRINK_WORDS.test(text)) expect(reviewed, `review the drink in: ${text}`).toBe(true);
      expect(promptTags(text, pack).has('drink'), text).toBe(DRINK_PROMPTS.includes(text));
    }
  });

  it('lists only prompts that exist, each once, and never in both lists', () => {
    for (const text of [...DRINK_PROMPTS, ...DRINK_MENTIONS])
      expect(TEXTS.has(text), text).toBe(true);
    expect(new Set([...DRINK_PROMPTS, ...DRINK_MENTIONS]).size).toBe(
      DRINK_PROMPTS.length + DRINK_MENTIONS.length,
    );
    expect(DRINK_PROMPTS.length).toBeGreaterThan(0);
  });

  it('tags couples and 18+ packs flirty throughout, and few prompts of the clean packs', () => {
    for (const { text, pack } of ALL) {
      if (pack.explicit || pack.tone === 'couples' || pack.tone === 'spicy') {
        expect(promptTags(text, pack).has('flirty'), text).toBe(true);
      }
    }
    const clean = ALL.filter(
      (p) => p.pack.spice === 1 && !p.pack.explicit && p.pack.tone !== 'couples',
    );
    const flirty = clean.filter((p) => promptTags(p.text, p.pack).has('flirty'));
    expect(flirty.length).toBeGreaterThan(0);
    expect(flirty.length / clean.length).toBeLessThan(0.05);
    // Each of them for a reason a person would see.
    for (const { text } of flirty) expect(FLIRTY_WORDS.test(text), text).toBe(true);
  });

  it('reads the obvious cases right', () => {
    const plain = { explicit: false, tone: 'party' as const };
    expect(promptTags('Kiss {player} on the cheek.', plain).has('flirty')).toBe(true);
    expect(promptTags('been on a blind date', plain).has('flirty')).toBe(true);
    expect(promptTags('bought a ticket for the wrong date', plain).has('flirty')).toBe(false);
    expect(promptTags('{player} takes two sips.', plain).has('drink')).toBe(true);
    expect(promptTags('Take a shot.', plain).has('drink')).toBe(true);
    expect(promptTags('took a screenshot of a chat', plain).size).toBe(0);
  });

  it('has forfeits that need no drink, each once', () => {
    expect(FORFEITS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(FORFEITS).size).toBe(FORFEITS.length);
    for (const forfeit of FORFEITS) expect(MENTIONS_DRINK.test(forfeit), forfeit).toBe(false);
  });
});
