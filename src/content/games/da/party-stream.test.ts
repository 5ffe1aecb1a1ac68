import { describe, expect, it } from 'vitest';
import { describeFindings, lintContent } from '../../safety-lint';
import { PARTY_CARD_TYPES, partyStreamPacks, type PartyCard } from '../party-stream';
import { nearDuplicates, wordsOf } from '../quality';
import { danishVariant } from './check';
import { partyStreamPacksDa } from './party-stream';

// Party stream's Danish deck, checked like the English one: the English packs mirrored (ids,
// flags, counts within 10 %), every card playable as its type, name slots the game can always fill
// and that read well with the Danish fallbacks, drink tags as data that match the words, 18+ only
// in the 18+ pack, rules that say how long they last and end with the catalogue's "Reglen er
// slut", no two cards that feel the same, varied openings, one spelling norm, the safety lint.

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|kort \d+)\b|\.\.\.$|\?\?/i;
/** Everyday English words that never belong in a Danish card: a line left untranslated. */
const ENGLISH = /\b(the|you|your|with|never|what|would|who|player|sip|sips|everyone)\b/i;
/** Danish wording that involves a drink: such a card carries `drink`, and only such a card. */
const DRINKING =
  /(?<!\p{L})(tår|tåre|tårer|slurk|slurke|drik|drikker|drikke|drink|drinks|shot|shots|skål\p{L}*|glas|glasset|cocktail\p{L}*|tømmermænd\p{L}*)(?!\p{L})/iu;
const FALLBACKS = { player: 'personen til venstre for dig', player2: 'personen til højre for dig' };

const all: { pack: string; explicit: boolean; card: PartyCard }[] = partyStreamPacksDa.flatMap(
  (pack) => pack.cards.map((card) => ({ pack: pack.id, explicit: pack.explicit, card })),
);
const english = partyStreamPacks.flatMap((p) => p.cards);

/** The words every card of a type may open with: its lead-in, like "Jeg har aldrig". */
const FRAME = new RegExp(
  [
    String.raw`^(?:På tre,? peg(?:er alle)? på|Peg på tre(?: på|:)|Alle peger på tre på) (?:den(?:,? (?:der|som|du))?(?: med)? |hvem )?`,
    String.raw`^Hænderne op på tre, hvis du har `,
    String.raw`^Tommel op eller ned på tre: `,
    String.raw`^Alle,? (?:der|som|med|i) (?:har )?(?:nogensinde )?`,
    String.raw`^Indtil \{player\} har tur igen, `,
    String.raw`^I de næste \p{L}+ kort,? `,
    String.raw`^\p{Lu}[\p{L} ,-]+ fra \{player\}: `,
    String.raw`^\{player\} mod \{player2\}: `,
    String.raw`^\{player\}, `,
  ].join('|'),
  'u',
);

function count(text: string, slot: string): number {
  return text.split(slot).length - 1;
}

describe('the Danish party stream deck', () => {
  it('mirrors the English packs: ids, flags, spice, every type, counts within 10 %', () => {
    expect(partyStreamPacksDa.map((p) => p.id)).toEqual(partyStreamPacks.map((p) => p.id));
    for (const pack of partyStreamPacksDa) {
      const en = partyStreamPacks.find((p) => p.id === pack.id)!;
      expect(pack.lang).toBe('da');
      for (const key of ['explicit', 'premium', 'spice'] as const)
        expect(pack[key], `${pack.id} ${key}`).toBe(en[key]);
      expect(pack.cards.length, pack.id).toBeGreaterThanOrEqual(Math.floor(en.cards.length * 0.85));
      const types = new Set(pack.cards.map((c) => c.type));
      expect([...types].sort(), pack.id).toEqual([...PARTY_CARD_TYPES].sort());
      expect(`${pack.name} ${pack.description}`, pack.id).not.toMatch(ENGLISH);
      expect(pack.description.trim(), pack.id).not.toBe('');
    }
    expect(Math.abs(all.length - english.length)).toBeLessThanOrEqual(english.length * 0.1);
    // The clean packs alone make a long night.
    expect(all.filter((c) => !c.explicit).length).toBeGreaterThanOrEqual(200);
  });

  it('tags a card `drink` exactly when its wording involves a drink', () => {
    const wrong = all.filter(
      ({ card }) => card.tags.includes('drink') !== DRINKING.test(card.text),
    );
    expect(wrong.map(({ pack, card }) => `${pack}: ${card.text}`)).toEqual([]);
  });

  it('tags every 18+ card flirty', () => {
    for (const { pack, explicit, card } of all)
      if (explicit) expect(card.tags, `${pack}: ${card.text}`).toContain('flirty');
  });

  it('writes every card in Danish so it plays as its type, with well-formed name slots', () => {
    for (const { pack, card } of all) {
      const { text } = card;
      const where = `${pack} ${card.type}: ${text}`;
      expect(text.trim(), where).toBe(text);
      expect(text, where).not.toMatch(PLACEHOLDER);
      expect(text, where).not.toMatch(/\s{2}/);
      expect(text, where).toMatch(/[.!?]$/);
      expect(text.replace(/\{player2?\}/g, ''), where).not.toMatch(ENGLISH);
      expect(danishVariant(text), where).toBeUndefined();
      expect(text.replace(/\{player2?\}/g, ''), where).not.toMatch(/[{}]/);
      if (text.includes('{player2}')) expect(text, where).toContain('{player}');
      expect(new Set(card.tags).size, where).toBe(card.tags.length);
      expect(count(text, '{player2}'), where).toBeLessThanOrEqual(2);
      switch (card.type) {
        case 'task':
          expect(text.startsWith('{player}, '), where).toBe(true);
          break;
        case 'vote':
          expect(text, where).toMatch(/på tre|(?<!\p{L})peg/iu);
          expect(text, where).not.toContain('{player');
          break;
        case 'duel':
          expect(text.startsWith('{player} mod {player2}: '), where).toBe(true);
          break;
        case 'mini-game':
          expect(text, where).toContain('{player}');
          break;
        case 'everyone':
          expect(text, where).toMatch(/(?<!\p{L})alle(?!\p{L})/iu);
          break;
        case 'rule':
          expect(text, where).toMatch(
            /^(Indtil \{player\} har tur igen,|I de næste (tre|fire|fem) kort) /,
          );
          break;
      }
      if (card.type === 'rule') {
        expect(card.end, where).toMatch(/^Reglen er slut: .+\.$/);
        if (text.startsWith('Indtil')) expect(card.lasts, where).toBe('round');
        else {
          const n = { tre: 3, fire: 4, fem: 5 }[text.split(' ')[3] as 'tre'];
          expect(card.lasts, where).toBe(n);
        }
      } else {
        expect(card.lasts, where).toBeUndefined();
        expect(card.end, where).toBeUndefined();
      }
    }
  });

  it('reads well with the Danish fallbacks when the table has no names', () => {
    for (const { pack, card } of all) {
      for (const line of [card.text, card.end ?? '']) {
        // A name slot stands where a name stands, never glued to a genitive "s": with the
        // fallback that would read "personen til venstre for digs".
        expect(line, `${pack}: ${line}`).not.toMatch(/\{player2?\}['’]?s(?!\p{L})/u);
        const filled = line
          .replaceAll('{player2}', FALLBACKS.player2)
          .replaceAll('{player}', FALLBACKS.player);
        expect(filled, `${pack}: ${filled}`).not.toMatch(/[{}]|dig['’]?s(?!\p{L})/u);
      }
    }
  });

  it('has no duplicate or near-duplicate cards', () => {
    const texts = all.map((c) => c.card.text);
    expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
    const bodies = texts.map((t) => t.replace(FRAME, ''));
    const pairs = nearDuplicates(bodies, { lang: 'da' }).map(
      (p) => `"${p.a}" / "${p.b}": ${p.why}`,
    );
    expect(pairs).toEqual([]);
  });

  it('does not open more than 10 % of one type the same way after its frame', () => {
    for (const type of PARTY_CARD_TYPES) {
      const texts = all.filter((c) => c.card.type === type).map((c) => c.card.text);
      const openings = new Map<string, number>();
      for (const text of texts) {
        const opening = wordsOf(text.replace(FRAME, ''), 'da').slice(0, 3).join(' ');
        openings.set(opening, (openings.get(opening) ?? 0) + 1);
      }
      const common = [...openings].filter(([, n]) => n > Math.max(3, texts.length * 0.1));
      expect(common, type).toEqual([]);
    }
  });

  it('passes the content safety lint on every card, end line, name and description', () => {
    const items = partyStreamPacksDa.flatMap((pack) => [
      { text: pack.name, where: `da/party-stream/${pack.id} name` },
      { text: pack.description, where: `da/party-stream/${pack.id} description` },
      ...pack.cards.flatMap((card) =>
        [card.text, ...(card.end ? [card.end] : [])].map((text) => ({
          text,
          where: `da/party-stream/${pack.id} ${card.type}`,
          adult: pack.explicit,
        })),
      ),
    ]);
    expect(describeFindings(lintContent(items))).toEqual([]);
  });
});
