import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { neverHaveIEverPacksDa } from '../../../content/games/da/never-have-i-ever';
import { mostLikelyToPacksDa } from '../../../content/games/da/most-likely-to';
import { truthOrDarePacksDa } from '../../../content/games/da/truth-or-dare';
import { categoryPacksDa } from '../../../content/games/da/category';
import { charadesPacksDa } from '../../../content/games/da/charades';
import { FORFEITS_DA } from '../../../content/games/da/forfeits';
import type { DanishPackSource } from '../../../content/games/da/types';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { category } from '../category/manifest';
import { charades } from '../charades/manifest';
import { DRAW_GAME_IDS } from '../definitions';
import { mostLikelyTo } from '../most-likely-to/manifest';
import { neverHaveIEver } from '../never-have-i-ever/manifest';
import { truthOrDare } from '../truth-or-dare/manifest';
import { drawGamesOf, loadDanishDecks, localized } from './danish-decks';
import { isActor, tagsOf } from './deal';
import { fillSlot, type DrawGameManifest } from './manifest';
import { castPrompt, forfeitLine } from './player-flags';

// A Danish table plays the Danish decks with their tags as data: every prompt of every deck is
// dealt to a table whose players are all not drinking tonight and all taken, and the flags do
// what the prompt's own tags say (issue 39: "the not-drinking flag honoured in Danish").

const DECKS: [DrawGameManifest, readonly DanishPackSource[]][] = [
  [neverHaveIEver, neverHaveIEverPacksDa],
  [mostLikelyTo, mostLikelyToPacksDa],
  [truthOrDare, truthOrDarePacksDa],
  [category, categoryPacksDa],
  [charades, charadesPacksDa],
];

const PLAYERS = ['Mette', 'Jonas', 'Sofie'];
const ALL_SOBER = Object.fromEntries(PLAYERS.map((p) => [p, { sober: true, taken: false }]));
const ALL_TAKEN = Object.fromEntries(PLAYERS.map((p) => [p, { sober: false, taken: true }]));

beforeAll(async () => {
  await loadDanishDecks(DRAW_GAME_IDS);
  await loadLang('da');
});
afterEach(() => setCurrentLang('en'));

describe('the Danish decks at the table', () => {
  it('deal the Danish packs on a Danish page, keeping the English pack ids, and English on an English one', () => {
    for (const [manifest, danish] of DECKS) {
      const local = localized(manifest, 'da');
      expect(local.packs.map((p) => p.id)).toEqual(manifest.packs.map((p) => p.id));
      expect(local.packs.map((p) => p.name)).toEqual(danish.map((p) => p.name));
      expect(local.packs.every((p) => p.lang === 'da')).toBe(true);
      expect(localized(manifest, 'en')).toBe(manifest);
    }
  });

  it('honour every Danish prompt’s own drink tag for players not drinking tonight', () => {
    setCurrentLang('da');
    let drinks = 0;
    for (const [manifest, danish] of DECKS) {
      const local = localized(manifest, 'da');
      for (const pack of danish)
        pack.lists.forEach((list, index) => {
          for (const prompt of list) {
            const tags = tagsOf(local, pack.id, prompt.text);
            // The tags are the prompt's data, whatever its words.
            expect(tags.has('drink'), prompt.text).toBe(
              prompt.drink && manifest.id !== 'category' && manifest.id !== 'charades',
            );
            const cast = castPrompt({
              text: prompt.text,
              tags,
              player: 'Mette',
              players: PLAYERS,
              flags: ALL_SOBER,
              actor: isActor(local, index),
              tableSips: !!local.render('', index).sips,
            });
            expect(cast, prompt.text).not.toBeNull();
            if (tags.has('drink')) {
              drinks++;
              expect(cast?.forfeit, prompt.text).not.toBeNull();
              expect(FORFEITS_DA).toContain(cast?.forfeit?.text);
            } else expect(cast?.forfeit ?? null, prompt.text).toBeNull();
          }
        });
    }
    // The decks do tell people to drink now and then: the property is not checked on nothing.
    expect(drinks).toBeGreaterThan(0);
  });

  it('never pair a taken player on a flirty Danish prompt that names someone', () => {
    let flirty = 0;
    for (const [manifest, danish] of DECKS.slice(0, 3)) {
      const local = localized(manifest, 'da');
      for (const pack of danish)
        pack.lists.forEach((list, index) => {
          for (const prompt of list.filter((p) => p.flirty && p.text.includes('{player}'))) {
            flirty++;
            const cast = castPrompt({
              text: prompt.text,
              tags: tagsOf(local, pack.id, prompt.text),
              player: 'Mette',
              players: PLAYERS,
              flags: ALL_TAKEN,
              actor: isActor(local, index),
            });
            expect(cast, prompt.text).toBeNull();
          }
        });
    }
    expect(flirty).toBeGreaterThan(0);
  });

  it('read in Danish around the prompt: lead-ins, empty slots and forfeits', () => {
    setCurrentLang('da');
    expect(neverHaveIEver.render('spist mad fra gulvet', 0).lead).toBe('Jeg har aldrig');
    expect(mostLikelyTo.render('glemme sin egen fødselsdag', 0).text).toBe(
      'glemme sin egen fødselsdag?',
    );
    expect(fillSlot('{player} vælger en sang.', null)).toBe(
      'Personen til venstre for dig vælger en sang.',
    );
    expect(forfeitLine({ player: 'Jonas', text: 'lav ti sprællemænd' }, 'a sip')).toBe(
      'Jonas drikker ikke i aften, så i stedet for en tår: lav ti sprællemænd.',
    );
    setCurrentLang('en');
    expect(neverHaveIEver.render('x', 0).lead).toBe('Never have I ever');
  });

  it('load the decks a page deals: its own game, every game for mix, none elsewhere', () => {
    expect(drawGamesOf('/games/charades')).toEqual(['charades']);
    expect(drawGamesOf('/games/mix')).toEqual([...DRAW_GAME_IDS]);
    expect(drawGamesOf('/games/meyer')).toEqual([]);
    expect(drawGamesOf('/')).toEqual([]);
  });
});
