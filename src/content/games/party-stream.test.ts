import { describe, expect, it } from 'vitest';
import { nearDuplicates, ukForm, wordsOf } from './quality';
import { PARTY_CARD_TYPES, partyStreamPacks, type PartyCard } from './party-stream';

// Party stream's deck: enough cards for long nights, every card playable as its type, name slots
// the game can always fill, drink tags that match the wording, 18+ only in the 18+ pack, rules
// that say how long they last and how they end, no two cards that feel the same, US spelling.

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|card \d+)\b|\.\.\.$|\?\?/i;
/** Wording that involves a drink: such a card must carry the `drink` tag, and only such a card. */
const DRINKING = /\b(sips?|drinks?|drinking|shots?|toast|glass|cocktail|refill|hangover)\b/i;

const all: { pack: string; explicit: boolean; card: PartyCard }[] = partyStreamPacks.flatMap(
  (pack) => pack.cards.map((card) => ({ pack: pack.id, explicit: pack.explicit, card })),
);

/** The words every card of a type may open with. */
const FRAME = new RegExp(
  [
    String.raw`^(?:Everyone points|Point|On three,) (?:on three )?(?:point )?at (?:who (?:would|has|is) |the player (?:most likely to |with |who |you )?)?`,
    String.raw`^Hands up on three if you have (?:ever )?`,
    String.raw`^Thumbs up or down on three: `,
    String.raw`^Everyone who (?:has )?(?:ever )?`,
    String.raw`^Until \{player\}'s next turn, `,
    String.raw`^For the next \w+ cards, `,
    String.raw`^[A-Z][\w ,-]+ (?:from|starting with|, starting with) \{player\}: `,
    String.raw`^\{player\} vs \{player2\}: `,
  ].join('|'),
);

function count(text: string, slot: string): number {
  return text.split(slot).length - 1;
}

describe('the party stream deck', () => {
  it('holds at least 250 cards over four packs, with every type in each pack', () => {
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(partyStreamPacks.map((p) => p.name)).toEqual(['Warm-up', 'Party', 'Wild', 'After dark']);
    for (const pack of partyStreamPacks) {
      const types = new Set(pack.cards.map((c) => c.type));
      expect([...types].sort(), pack.id).toEqual([...PARTY_CARD_TYPES].sort());
    }
    // The clean packs alone make a long night.
    expect(all.filter((c) => !c.explicit).length).toBeGreaterThanOrEqual(200);
  });

  it('has unique kebab-case pack ids, and the 18+ pack alone is explicit, at the top spice', () => {
    const ids = partyStreamPacks.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pack of partyStreamPacks) {
      expect(pack.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pack.description.trim()).not.toBe('');
      if (pack.explicit) expect(pack.spice).toBe(3);
    }
    expect(partyStreamPacks.filter((p) => p.explicit).map((p) => p.id)).toEqual(['after-dark']);
  });

  it('tags a card `drink` exactly when its wording involves a drink', () => {
    for (const { pack, card } of all) {
      expect(card.tags.includes('drink'), `${pack}: ${card.text}`).toBe(DRINKING.test(card.text));
    }
  });

  it('writes every card so it plays as its type, with well-formed name slots', () => {
    for (const { pack, card } of all) {
      const { text } = card;
      const where = `${pack} ${card.type}: ${text}`;
      expect(text.trim(), where).toBe(text);
      expect(text, where).not.toMatch(PLACEHOLDER);
      expect(text, where).not.toMatch(/\s{2}/);
      expect(text, where).toMatch(/[.!?]$/);
      expect(text.replace(/\{player2?\}/g, ''), where).not.toMatch(/[{}]/);
      if (text.includes('{player2}')) expect(text, where).toContain('{player}');
      expect(new Set(card.tags).size, where).toBe(card.tags.length);
      switch (card.type) {
        case 'task':
          expect(text.startsWith('{player}, '), where).toBe(true);
          break;
        case 'vote':
          expect(text, where).toMatch(/\b(on three|point|points)\b/i);
          expect(text, where).not.toContain('{player');
          break;
        case 'duel':
          expect(text.startsWith('{player} vs {player2}: '), where).toBe(true);
          break;
        case 'mini-game':
          expect(text, where).toContain('{player}');
          break;
        case 'everyone':
          expect(text, where).toMatch(/\beveryone\b/i);
          break;
        case 'rule':
          expect(text, where).toMatch(
            /^(Until \{player\}'s next turn|For the next (three|four|five) cards), /,
          );
          break;
      }
      if (card.type === 'rule') {
        expect(card.end, where).toMatch(/^The rule is over: .+\.$/);
        if (text.startsWith('Until')) expect(card.lasts, where).toBe('round');
        else {
          const n = { three: 3, four: 4, five: 5 }[text.split(' ')[3] as 'three'];
          expect(card.lasts, where).toBe(n);
        }
      } else {
        expect(card.lasts, where).toBeUndefined();
        expect(card.end, where).toBeUndefined();
      }
      expect(count(text, '{player2}') <= 2, where).toBe(true);
    }
  });

  it('has no duplicate or near-duplicate cards', () => {
    const texts = all.map((c) => c.card.text);
    expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
    // A type's frame ("On three, point at who", "Until {player}'s next turn", "Category round
    // from {player}:") is its lead-in, like "Never have I ever": compare what follows it.
    const bodies = texts.map((t) => t.replace(FRAME, ''));
    const pairs = nearDuplicates(bodies).map((p) => `"${p.a}" / "${p.b}": ${p.why}`);
    expect(pairs).toEqual([]);
  });

  it('does not open more than 10 % of one type the same way after its frame', () => {
    for (const type of PARTY_CARD_TYPES) {
      const texts = all.filter((c) => c.card.type === type).map((c) => c.card.text);
      const openings = new Map<string, number>();
      for (const text of texts) {
        const opening = wordsOf(text.replace(FRAME, '')).slice(0, 3).join(' ');
        openings.set(opening, (openings.get(opening) ?? 0) + 1);
      }
      const common = [...openings].filter(([, n]) => n > Math.max(3, texts.length * 0.1));
      expect(common, type).toEqual([]);
    }
  });

  it('uses US spelling', () => {
    const texts = partyStreamPacks.flatMap((p) => [
      p.name,
      p.description,
      ...p.cards.flatMap((c) => [c.text, c.end ?? '']),
    ]);
    const found = texts.flatMap((text) => {
      const hit = ukForm(text);
      return hit ? [`${hit} in "${text}"`] : [];
    });
    expect(found).toEqual([]);
  });
});
