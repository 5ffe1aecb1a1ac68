import { describe, expect, it } from 'vitest';
import { describeFindings, lintContent } from '../../../safety-lint';
import { nearDuplicates } from '../../quality';
import { SQUIFFY_KINDS, squiffyPacks, type SquiffyCard } from '../../squiffy';
import { danishVariant } from '../check';
import { squiffyPacksDa } from './index';

// Squiffy's Danish deck, checked like the English one: the English packs mirrored (ids, flags,
// counts within 10 %), every card playable as its kind, name slots the game can always fill and
// that read well with the Danish fallbacks, drink tags as data that match the words, 18+ only in
// 18+ packs, no two cards that feel the same, one spelling norm, and the safety lint.

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|kort \d+)\b|\.\.\.$|\?\?/i;
const EXTRA_TAGS = new Set(['drink', 'flirty', '18+']);
/** Everyday English words that never belong in a Danish card: a line left untranslated. */
const ENGLISH = /\b(the|you|your|with|never|what|would|who|player|sip|sips)\b/i;
/** Danish wording that involves a drink: such a card carries `drink`, and only such a card. */
const DRINKING =
  /(?<!\p{L})(tår|tåre|tårer|slurk|slurke|drik|drikker|drikke|drink|drinks|shot|shots|skål\p{L}*|glas|glasset|cocktail\p{L}*|tømmermænd)(?!\p{L})/iu;
/** The words every card of a kind may open with. */
const FRAME =
  /^(?:\{player\} og \{player2\}: |(?:Stem: hvem|På tre peger alle på den|Peg på tre: hvem)(?:,? (?:der|som))? |\{player\}, )/;
const FALLBACKS = {
  '{player}': 'personen til venstre for dig',
  '{player2}': 'personen til højre for dig',
};

const all: { pack: string; explicit: boolean; card: SquiffyCard }[] = squiffyPacksDa.flatMap(
  (pack) => pack.cards.map((card) => ({ pack: pack.id, explicit: pack.explicit, card })),
);
const english = squiffyPacks.flatMap((p) => p.cards);

function count(text: string, slot: string): number {
  return text.split(slot).length - 1;
}

describe('the Danish Squiffy deck', () => {
  it('mirrors the English packs: ids, flags, spice, every kind, counts within 10 %', () => {
    expect(squiffyPacksDa.map((p) => p.id)).toEqual(squiffyPacks.map((p) => p.id));
    for (const pack of squiffyPacksDa) {
      const en = squiffyPacks.find((p) => p.id === pack.id)!;
      expect(pack.lang).toBe('da');
      for (const key of ['explicit', 'premium', 'spice'] as const)
        expect(pack[key], `${pack.id} ${key}`).toBe(en[key]);
      expect(pack.cards.length, pack.id).toBeGreaterThanOrEqual(Math.floor(en.cards.length * 0.85));
      const kinds = new Set(pack.cards.map((c) => c.kind));
      expect([...kinds].sort(), pack.id).toEqual([...SQUIFFY_KINDS].sort());
      expect(pack.name.trim(), pack.id).not.toBe('');
      expect(`${pack.name} ${pack.description}`, pack.id).not.toMatch(ENGLISH);
    }
    expect(Math.abs(all.length - english.length)).toBeLessThanOrEqual(english.length * 0.1);
    expect(new Set(squiffyPacksDa.map((p) => p.name)).size).toBe(squiffyPacksDa.length);
  });

  it('keeps 18+ cards in 18+ packs only, and tags every card with its kind first, once each', () => {
    for (const { pack, explicit, card } of all) {
      const where = `${pack}: ${card.text}`;
      expect(card.tags.includes('18+'), where).toBe(explicit);
      expect(card.tags[0], where).toBe(card.kind);
      expect(new Set(card.tags).size, where).toBe(card.tags.length);
      for (const tag of card.tags.slice(1)) expect(EXTRA_TAGS.has(tag), where).toBe(true);
      if (explicit) expect(card.tags, where).toContain('flirty');
    }
  });

  it('tags a card `drink` exactly when its wording involves a drink', () => {
    const wrong = all.filter(
      ({ card }) => card.tags.includes('drink') !== DRINKING.test(card.text),
    );
    expect(wrong.map(({ pack, card }) => `${pack}: ${card.text}`)).toEqual([]);
  });

  it('tags most Kæresteaften cards flirty', () => {
    const date = squiffyPacksDa.find((p) => p.id === 'date-night')!;
    const flirty = date.cards.filter((c) => c.tags.includes('flirty')).length;
    expect(flirty / date.cards.length).toBeGreaterThan(0.6);
  });

  it('writes every card in Danish so it plays as its kind, with well-formed name slots', () => {
    for (const { pack, card } of all) {
      const { text } = card;
      const where = `${pack} ${card.kind}: ${text}`;
      expect(text.trim(), where).toBe(text);
      expect(text, where).not.toMatch(PLACEHOLDER);
      expect(text, where).not.toMatch(/\s{2}/);
      expect(text.replace(/\{player2?\}/g, ''), where).not.toMatch(ENGLISH);
      expect(danishVariant(text), where).toBeUndefined();
      expect(text.replace(/\{player2?\}/g, ''), where).not.toMatch(/[{}]/);
      expect(count(text, '{player}'), where).toBeLessThanOrEqual(1);
      expect(count(text, '{player2}'), where).toBeLessThanOrEqual(1);
      if (text.includes('{player2}')) expect(text, where).toContain('{player}');
      switch (card.kind) {
        case 'dare':
          expect(text, where).toMatch(/^\{player\}, /);
          expect(text, where).toMatch(/[.!]$/);
          break;
        case 'question':
          expect(text, where).toMatch(/^\{player\}, /);
          expect(text, where).toMatch(/\?$/);
          break;
        case 'vote':
          expect(text, where).toMatch(/^(Stem|På tre peger|Peg på tre)\b/);
          expect(text, where).not.toContain('{player');
          break;
        case 'contest':
          expect(text, where).toMatch(/^\{player\} og \{player2\}: /);
          expect(text, where).toMatch(
            /(vinder|vinderen|taber|taberen|først|første|flest|længst|hurtigst)(?!\p{L})/iu,
          );
          break;
      }
    }
  });

  it('reads well with the Danish fallbacks when the table has no names', () => {
    for (const { pack, card } of all) {
      const filled = card.text
        .replaceAll('{player2}', FALLBACKS['{player2}'])
        .replaceAll('{player}', FALLBACKS['{player}']);
      const where = `${pack}: ${filled}`;
      // The fallback stands where a name stands: as the one addressed (then the card goes on
      // after a comma), as a subject or object, never glued to a genitive "s".
      expect(filled, where).not.toMatch(/dig['’]?s\b/);
      expect(card.text, where).not.toMatch(/\{player2?\}['’]?s(?!\p{L})/u);
    }
  });

  it('has no duplicate or near-duplicate cards', () => {
    const texts = all.map((c) => c.card.text);
    expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
    // A kind's frame ("{player} og {player2}:", "På tre peger alle på den, der") is its lead-in,
    // like "Jeg har aldrig": compare what follows it.
    const bodies = texts.map((t) => t.replace(FRAME, ''));
    const pairs = nearDuplicates(bodies, { lang: 'da' }).map(
      (p) => `"${p.a}" / "${p.b}": ${p.why}`,
    );
    expect(pairs).toEqual([]);
  });

  it('passes the content safety lint on every card, name and description', () => {
    const items = squiffyPacksDa.flatMap((pack) => [
      { text: pack.name, where: `da/squiffy/${pack.id} name` },
      { text: pack.description, where: `da/squiffy/${pack.id} description` },
      ...pack.cards.map((card) => ({
        text: card.text,
        where: `da/squiffy/${pack.id} ${card.kind}`,
        adult: pack.explicit || card.tags.includes('18+'),
      })),
    ]);
    expect(describeFindings(lintContent(items))).toEqual([]);
  });
});
