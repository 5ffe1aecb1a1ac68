import { describe, expect, it } from 'vitest';
import {
  blend,
  CARD_PALETTES,
  cardTypeFor,
  contrast,
  GLOW,
  MARK,
  INK,
  INK_SOFT,
  type CardType,
} from './card-types';

const TYPES = Object.keys(CARD_PALETTES) as CardType[];

describe('card types', () => {
  it('gives every game its own type, and truth and dare different ones', () => {
    expect(cardTypeFor('truth-or-dare', 0)).toBe('truth');
    expect(cardTypeFor('truth-or-dare', 1)).toBe('dare');
    expect(cardTypeFor('never-have-i-ever', 0)).toBe('never');
    expect(cardTypeFor('most-likely-to', 0)).toBe('vote');
    expect(cardTypeFor('charades', 0)).toBe('act');
    expect(cardTypeFor('category', 0)).toBe('category');
    expect(cardTypeFor('country-island-city', 0)).toBe('letter');
    // Mix has no type of its own: a mixed card takes the type of the game it came from.
    expect(cardTypeFor('mix', 0)).toBeNull();
  });

  it('paints every type in a colour of its own', () => {
    const accents = new Set(TYPES.map((t) => CARD_PALETTES[t].accent));
    const surfaces = new Set(TYPES.map((t) => CARD_PALETTES[t].surface));
    expect(accents.size).toBe(TYPES.length);
    expect(surfaces.size).toBe(TYPES.length);
  });

  it.each(TYPES)('%s meets WCAG AA for its chip, its prompt and its small print', (type) => {
    const p = CARD_PALETTES[type];
    // The glowing corner is the lightest the card gets; text must read there too.
    const lightest = blend(p.surface, p.accent, GLOW);
    expect(contrast(p.onAccent, p.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(INK, p.surface)).toBeGreaterThanOrEqual(7);
    expect(contrast(INK, lightest)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(INK_SOFT, lightest)).toBeGreaterThanOrEqual(4.5);
    // The prompt over the faint icon in the glowing corner.
    expect(contrast(INK, blend(lightest, p.accent, MARK))).toBeGreaterThanOrEqual(4.5);
    // The chip against the card is a graphic: 3:1 (WCAG 1.4.11).
    expect(contrast(p.accent, p.surface)).toBeGreaterThanOrEqual(3);
  });

  it('computes contrast the way WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
