import { afterEach, describe, expect, it } from 'vitest';
import { FORFEITS_DA } from '../../../content/games/da/forfeits';
import { partyStreamPacks } from '../../../content/games/party-stream';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { seededWords } from '../../../lib/random';
import { DealtHistory, PromptMemory } from '../core/draw';
import type { PlayerFlagMap } from '../core/player-flags';
import { partyStreamPacksIn } from './danish';
import { loadPartyStreamDa, loadPartyStreamForPage } from './danish-deck';
import { ageRules, buildDeck, drinkers, freshParty, leftLine, nextCard } from './rules';
import type { PartySession } from './session';

// A Danish table plays party stream in Danish: only Danish cards are dealt, a player not drinking
// tonight gets a Danish forfeit exactly on the cards whose data says `drink`, and the rules end
// with the catalogue's Danish line.

afterEach(() => setCurrentLang('en'));

const PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dev'];
const FLAGS: PlayerFlagMap = { Ben: { sober: true, taken: false } };

describe('party stream on a Danish page', () => {
  it('loads the Danish deck only on a Danish page', async () => {
    setCurrentLang('en');
    expect(loadPartyStreamForPage()).toBeUndefined();
    expect(partyStreamPacksIn('da')).toBe(partyStreamPacks);
    setCurrentLang('da');
    await loadPartyStreamForPage();
    expect(partyStreamPacksIn('da')).not.toBe(partyStreamPacks);
    expect(partyStreamPacksIn('en')).toBe(partyStreamPacks);
  });

  it('deals only Danish cards, with forfeits for a player not drinking from the drink tags', async () => {
    setCurrentLang('da');
    await loadLang('da');
    const danish = await loadPartyStreamDa();
    const danishCards = new Map(danish.flatMap((p) => p.cards.map((c) => [c.text, c])));
    const englishTexts = new Set(partyStreamPacks.flatMap((p) => p.cards.map((c) => c.text)));
    const deck = buildDeck(
      partyStreamPacksIn('da'),
      new Map(danish.map((p) => [p.id, true])),
      true,
      3,
    );
    const words = seededWords(5);
    const memory = new PromptMemory([], 40, new DealtHistory());
    let state: PartySession = freshParty();
    const table = { players: PLAYERS, flags: FLAGS };
    let benForfeits = 0;
    let rulesEnded = 0;
    for (let i = 0; i < 220; i++) {
      const dealt = nextCard(state, deck, memory, table, words);
      expect(dealt).not.toBeNull();
      memory.remember(dealt!.drawn.text);
      state = dealt!.state;
      const card = state.card!;
      const source = danishCards.get(card.text);
      expect(source, card.text).toBeDefined();
      expect(englishTexts.has(card.text)).toBe(false);
      expect(card.tags).toEqual([...source!.tags]);
      const benSips = source!.tags.includes('drink') && drinkers(card, PLAYERS).includes('Ben');
      expect(
        card.forfeits.map((f) => f.player),
        card.text,
      ).toEqual(benSips ? ['Ben'] : []);
      for (const forfeit of card.forfeits) expect(FORFEITS_DA).toContain(forfeit.text);
      benForfeits += card.forfeits.length;
      for (const end of state.over) {
        expect(end).toMatch(/^Reglen er slut: /);
        expect(end).not.toMatch(/\{player/);
        rulesEnded++;
      }
    }
    expect(benForfeits).toBeGreaterThan(0);
    expect(rulesEnded).toBeGreaterThan(0);
  });

  it('counts down a rule and ends it in Danish', async () => {
    setCurrentLang('da');
    await loadLang('da');
    expect(leftLine(1)).toBe('slutter med næste kort');
    expect(leftLine(3)).toBe('3 kort tilbage');
    const end = 'Reglen er slut: navnene er tilbage.';
    expect(ageRules([{ id: 1, text: 'x', end, left: 1 }]).over).toEqual([end]);
  });
});
