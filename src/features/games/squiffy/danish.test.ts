import { afterEach, describe, expect, it } from 'vitest';
import { FORFEITS_DA } from '../../../content/games/da/forfeits';
import { squiffyPacks } from '../../../content/games/squiffy';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { seededWords } from '../../../lib/random';
import { PromptMemory } from '../core/draw';
import type { PlayerFlagMap } from '../core/player-flags';
import { squiffyPacksIn } from './danish';
import { loadSquiffyDa, loadSquiffyForPage } from './danish-deck';
import { buildDeck, countNamed, drawCard, fillNames, involvesPlayer } from './rules';

// A Danish table plays Squiffy in Danish: only Danish cards are dealt, and a player not drinking
// tonight gets a Danish forfeit exactly on the cards whose data says `drink`.

afterEach(() => setCurrentLang('en'));

const PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dev'];
const FLAGS: PlayerFlagMap = { Ana: { sober: true, taken: false } };

describe('Squiffy on a Danish page', () => {
  it('loads the Danish deck only on a Danish page', async () => {
    setCurrentLang('en');
    expect(loadSquiffyForPage()).toBeUndefined();
    expect(squiffyPacksIn('da')).toBe(squiffyPacks);
    setCurrentLang('da');
    await loadSquiffyForPage();
    expect(squiffyPacksIn('da')).not.toBe(squiffyPacks);
    expect(squiffyPacksIn('en')).toBe(squiffyPacks);
  });

  it('deals only Danish cards, with forfeits for a player not drinking from the drink tags', async () => {
    setCurrentLang('da');
    await loadLang('da');
    const danish = await loadSquiffyDa();
    const danishCards = new Map(danish.flatMap((p) => p.cards.map((c) => [c.text, c])));
    const englishTexts = new Set(squiffyPacks.flatMap((p) => p.cards.map((c) => c.text)));
    const deck = buildDeck({
      builtIn: squiffyPacksIn('da'),
      states: new Map(danish.map((p) => [p.id, true])),
      premium: true,
      spiceLimit: 3,
      own: [],
      chosenOwn: [],
      onlyOwn: false,
      adultConfirmed: true,
    });
    const words = seededWords(11);
    const memory = new PromptMemory();
    let named: Record<string, number> = {};
    let drinkTurnsForAna = 0;
    for (let turn = 0; turn < 240; turn++) {
      const dealt = drawCard(deck, memory, { players: PLAYERS, flags: FLAGS }, turn, named, words);
      expect(dealt).not.toBeNull();
      const { drawn, card } = dealt!;
      memory.remember(drawn.text);
      named = countNamed(named, card);
      const source = danishCards.get(card.text);
      expect(source, card.text).toBeDefined();
      expect(englishTexts.has(card.text)).toBe(false);
      expect(card.tags).toEqual(source!.tags);
      const drink = source!.tags.includes('drink');
      const anaOnTurn = card.player === 'Ana' && involvesPlayer(card);
      // A drink card on Ana's turn carries her forfeit, in Danish; no other card does.
      expect(card.forfeit?.player ?? null, card.text).toBe(drink && anaOnTurn ? 'Ana' : null);
      if (card.forfeit) {
        drinkTurnsForAna++;
        expect(FORFEITS_DA).toContain(card.forfeit.text);
      }
      // A drink vote has her forfeit ready under it; Ana is never the second name on a drink card.
      expect(card.forfeits.map((f) => f.player)).toEqual(
        drink && !involvesPlayer(card) ? ['Ana'] : [],
      );
      if (drink) expect(card.player2).not.toBe('Ana');
    }
    expect(drinkTurnsForAna).toBeGreaterThan(0);
  });

  it('fills a card without names with the Danish fallbacks', async () => {
    setCurrentLang('da');
    await loadLang('da');
    expect(fillNames('{player}, giv {player2} et kælenavn.', null, null)).toBe(
      'personen til venstre for dig, giv personen til højre for dig et kælenavn.',
    );
  });
});
