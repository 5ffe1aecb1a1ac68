import { describe, expect, it } from 'vitest';
import { nearDuplicates, ukForm } from '../quality';
import { SQUIFFY_KINDS, squiffyPacks, type SquiffyCard } from './index';

// Squiffy's deck: enough cards for a long night, every card playable as its kind, name slots that
// the game can always fill, tags that match the wording, no two cards that feel the same, and US
// spelling like every other deck.

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|card \d+)\b|\.\.\.$|\?\?/i;
const EXTRA_TAGS = new Set(['drink', 'flirty', '18+']);
/** Wording that involves a drink: such a card must carry the `drink` tag, and only such a card. */
const DRINKING = /\b(sips?|drinks?|drinking|shots?|toast|glass|cocktail|refill|hangover)\b/i;

const all: { pack: string; explicit: boolean; card: SquiffyCard }[] = squiffyPacks.flatMap((pack) =>
  pack.cards.map((card) => ({ pack: pack.id, explicit: pack.explicit, card })),
);

function count(text: string, slot: string): number {
  return text.split(slot).length - 1;
}

describe('the Squiffy deck', () => {
  it('holds at least 300 cards in the four launch packs, and every kind in each', () => {
    const launch = ['date-night', 'first-date', 'awkward-situations', 'party-pack'];
    const names = new Map(squiffyPacks.map((p) => [p.id, p.name]));
    expect([...names.values()]).toEqual(
      expect.arrayContaining(['Date Night', 'First Date', 'Awkward Situations', 'Party Pack']),
    );
    const launchCards = all.filter((c) => launch.includes(c.pack));
    expect(launchCards.length).toBeGreaterThanOrEqual(300);
    for (const pack of squiffyPacks) {
      const kinds = new Set(pack.cards.map((c) => c.kind));
      expect([...kinds].sort(), pack.id).toEqual([...SQUIFFY_KINDS].sort());
    }
  });

  it('has unique kebab-case pack ids, names and descriptions', () => {
    const ids = squiffyPacks.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pack of squiffyPacks) {
      expect(pack.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pack.name.trim()).not.toBe('');
      expect(pack.description.trim()).not.toBe('');
    }
  });

  it('keeps 18+ cards in 18+ packs only, behind the top spice level', () => {
    for (const { pack, explicit, card } of all) {
      expect(card.tags.includes('18+'), `${pack}: ${card.text}`).toBe(explicit);
    }
    for (const pack of squiffyPacks.filter((p) => p.explicit)) expect(pack.spice).toBe(3);
    expect(squiffyPacks.some((p) => !p.explicit && !p.premium)).toBe(true);
  });

  it('tags every card with its kind first and known tags, once each', () => {
    for (const { pack, card } of all) {
      const where = `${pack}: ${card.text}`;
      expect(card.tags[0], where).toBe(card.kind);
      expect(new Set(card.tags).size, where).toBe(card.tags.length);
      for (const tag of card.tags.slice(1)) expect(EXTRA_TAGS.has(tag), where).toBe(true);
    }
  });

  it('tags a card `drink` exactly when its wording involves a drink', () => {
    for (const { pack, card } of all) {
      expect(card.tags.includes('drink'), `${pack}: ${card.text}`).toBe(DRINKING.test(card.text));
    }
  });

  it('tags most Date Night cards flirty', () => {
    const date = squiffyPacks.find((p) => p.id === 'date-night')!;
    const flirty = date.cards.filter((c) => c.tags.includes('flirty')).length;
    expect(flirty / date.cards.length).toBeGreaterThan(0.6);
  });

  it('writes every card so it plays as its kind, with well-formed name slots', () => {
    for (const { pack, card } of all) {
      const { text } = card;
      const where = `${pack} ${card.kind}: ${text}`;
      expect(text.trim(), where).toBe(text);
      expect(text, where).not.toMatch(PLACEHOLDER);
      expect(text, where).not.toMatch(/\s{2}/);
      // Only the two slots, each at most once; a second player only beside the first.
      expect(text.replace(/\{player2?\}/g, ''), where).not.toMatch(/[{}]/);
      expect(count(text, '{player}'), where).toBeLessThanOrEqual(1);
      expect(count(text, '{player2}'), where).toBeLessThanOrEqual(1);
      if (text.includes('{player2}')) expect(text, where).toContain('{player}');
      switch (card.kind) {
        case 'dare':
          expect(text, where).toContain('{player}');
          expect(text, where).toMatch(/[.!]$/);
          break;
        case 'question':
          expect(text, where).toContain('{player}');
          expect(text, where).toMatch(/\?$/);
          break;
        case 'vote':
          expect(text, where).toMatch(/\b(vote|votes|points?)\b/i);
          expect(text, where).not.toContain('{player');
          break;
        case 'contest':
          expect(text, where).toContain('{player}');
          expect(text, where).toContain('{player2}');
          expect(text, where).toMatch(
            /\b(wins?|loses|loser|winner|first|fewer|slowest|shorter|most)\b/i,
          );
          break;
      }
    }
  });

  it('has no duplicate or near-duplicate cards', () => {
    const texts = all.map((c) => c.card.text);
    expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
    const pairs = nearDuplicates(texts).map((p) => `"${p.a}" / "${p.b}": ${p.why}`);
    expect(pairs).toEqual([]);
  });

  it('uses US spelling', () => {
    const texts = squiffyPacks.flatMap((p) => [
      p.name,
      p.description,
      ...p.cards.map((c) => c.text),
    ]);
    const found = texts.flatMap((text) => {
      const hit = ukForm(text);
      return hit ? [`${hit} in "${text}"`] : [];
    });
    expect(found).toEqual([]);
  });
});
