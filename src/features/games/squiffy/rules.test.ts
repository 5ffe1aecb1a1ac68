import { describe, expect, it } from 'vitest';
import { squiffyPacks, type SquiffyCard } from '../../../content/games/squiffy';
import { seededWords } from '../../../lib/random';
import { PromptMemory } from '../core/draw';
import { OWN_PREFIX } from '../core/own-packs';
import type { PlayerFlagMap } from '../core/player-flags';
import {
  buildDeck,
  checkPlayers,
  countNamed,
  acceptsCard,
  drawCard,
  fillNames,
  freshSquiffy,
  isLastCard,
  kindsLine,
  ownCard,
  pickSecond,
  squiffyRecap,
  targetCards,
  type DeckInput,
} from './rules';
import { parseSession } from './session';

const NAMES = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli', 'Fay'];

const baseInput: DeckInput = {
  builtIn: squiffyPacks,
  states: new Map(),
  premium: false,
  spiceLimit: 3,
  own: [],
  chosenOwn: [],
  onlyOwn: false,
  adultConfirmed: false,
};

/** Plays `cards` cards the way the page does and returns every card shown, with the tallies. */
function play(
  players: string[],
  cards: number,
  seed = 7,
  input: DeckInput = baseInput,
  flags: PlayerFlagMap = {},
) {
  const words = seededWords(seed);
  const deck = buildDeck(input);
  const memory = new PromptMemory();
  let named: Record<string, number> = {};
  const shown = [];
  for (let turn = 0; turn < cards; turn++) {
    const { drawn, card } = drawCard(deck, memory, { players, flags }, turn, named, words)!;
    memory.remember(drawn.text);
    named = countNamed(named, card);
    shown.push(card);
  }
  return { shown, named };
}

describe('players', () => {
  it('needs two to ten players, and says what to do otherwise', () => {
    expect(checkPlayers([])).toEqual({
      ok: false,
      message: 'Squiffy needs at least 2 players: add them with the Players button.',
    });
    expect(checkPlayers(['Ana'])).toEqual({
      ok: false,
      message: 'Squiffy needs at least 2 players: add one more with the Players button.',
    });
    expect(checkPlayers(['Ana', 'Ben']).ok).toBe(true);
    expect(checkPlayers(NAMES.concat(['G', 'H', 'I', 'J'])).ok).toBe(true);
    expect(checkPlayers(NAMES.concat(['G', 'H', 'I', 'J', 'K', 'L']))).toEqual({
      ok: false,
      message: 'Squiffy plays with up to 10 players: take 2 off with the Players button.',
    });
  });
});

describe('name filling', () => {
  it('fills both slots and leaves no slot on screen', () => {
    expect(fillNames('{player} and {player2}: thumb war.', 'Ana', 'Ben')).toBe(
      'Ana and Ben: thumb war.',
    );
    expect(fillNames('Vote: who sings first?', 'Ana', null)).toBe('Vote: who sings first?');
  });

  it('never puts the same player twice on one card, with two players or ten', () => {
    for (const players of [NAMES.slice(0, 2), NAMES.slice(0, 3), NAMES]) {
      const { shown } = play(players, 400, players.length);
      for (const card of shown) {
        const text = fillNames(card.text, card.player, card.player2);
        expect(text).not.toMatch(/\{player2?\}/);
        if (card.text.includes('{player2}')) {
          expect(card.player2).not.toBeNull();
          expect(card.player2).not.toBe(card.player);
        }
      }
    }
  });

  it('gives every player a card in turn', () => {
    const { shown } = play(NAMES, 12);
    expect(shown.map((c) => c.player)).toEqual([...NAMES, ...NAMES]);
  });

  it('spreads names fairly over a long game', () => {
    for (const seed of [1, 2, 3]) {
      const { named } = play(NAMES, 600, seed);
      const counts = NAMES.map((n) => named[n] ?? 0);
      expect(Math.max(...counts) - Math.min(...counts), JSON.stringify(named)).toBeLessThanOrEqual(
        2,
      );
    }
  });

  it('picks the second name among those named least, never the player on turn', () => {
    const named = { Ana: 3, Ben: 1, Chloé: 1, Dev: 4 };
    const picks = new Set<string | null>();
    for (let seed = 1; seed < 40; seed++)
      picks.add(pickSecond(['Ana', 'Ben', 'Chloé', 'Dev'], 'Ben', named, seededWords(seed)));
    expect(picks).toEqual(new Set(['Chloé']));
    const both = new Set<string | null>();
    for (let seed = 1; seed < 40; seed++)
      both.add(pickSecond(['Ana', 'Ben', 'Chloé', 'Dev'], 'Ana', named, seededWords(seed)));
    expect(both).toEqual(new Set(['Ben', 'Chloé']));
    expect(pickSecond(['Ana'], 'Ana', {})).toBeNull();
  });

  it('counts a name only when it is on the card', () => {
    const vote = { text: 'Vote: who sings?', player: 'Ana', player2: null };
    expect(countNamed({}, vote)).toEqual({});
    const duel = { text: '{player} and {player2}: duel.', player: 'Ana', player2: 'Ben' };
    expect(countNamed({ Ana: 1 }, duel)).toEqual({ Ana: 2, Ben: 1 });
  });
});

describe('the deck', () => {
  it('deals from the packs that are on, and leaves 18+ and the spice filter to the shared rules', () => {
    const defaults = buildDeck(baseInput);
    expect([...defaults.packs.keys()].sort()).toEqual(
      ['awkward-situations', 'date-night', 'first-date', 'party-pack'].sort(),
    );
    const mild = buildDeck({ ...baseInput, spiceLimit: 1 });
    expect(mild.packs.has('date-night')).toBe(false);
    const adult = buildDeck({ ...baseInput, states: new Map([['after-dark', true]]) });
    expect(adult.packs.has('after-dark')).toBe(true);
  });

  it("plays the user's own packs when chosen, as questions or dares", () => {
    const own = [
      {
        id: 'p1',
        name: 'Road trip',
        description: '',
        explicit: false,
        prompts: ['Sing the chorus', 'Best snack?'],
      },
      { id: 'p2', name: 'Late', description: '', explicit: true, prompts: ['Something bold'] },
    ];
    const deck = buildDeck({ ...baseInput, own, chosenOwn: ['p1', 'p2'] });
    const mine = deck.packs.get(OWN_PREFIX + 'p1');
    expect(mine?.cards.map((c) => c.kind)).toEqual(['dare', 'question']);
    // An 18+ pack of the user's plays only once the table confirmed its age.
    expect(deck.packs.has(OWN_PREFIX + 'p2')).toBe(false);
    const confirmed = buildDeck({ ...baseInput, own, chosenOwn: ['p2'], adultConfirmed: true });
    expect(confirmed.packs.has(OWN_PREFIX + 'p2')).toBe(true);
    expect(buildDeck({ ...baseInput, own }).packs.has(OWN_PREFIX + 'p1')).toBe(false);
    // Only my packs: the built-in cards stay out, unless none of the user's packs can play.
    const alone = buildDeck({ ...baseInput, own, chosenOwn: ['p1'], onlyOwn: true });
    expect([...alone.packs.keys()]).toEqual([OWN_PREFIX + 'p1']);
    expect(alone.pool.distinct).toBe(2);
    const nothingOwn = buildDeck({ ...baseInput, own, chosenOwn: ['p2'], onlyOwn: true });
    expect(nothingOwn.packs.has('party-pack')).toBe(true);
    expect(ownCard('What now? ').kind).toBe('question');
    // The user's cards are tagged like every other prompt, so the player flags hold for them.
    expect(ownCard('{player}, take a sip.').tags).toEqual(['dare', 'drink']);
    expect(ownCard('Who would {player} kiss?').tags).toEqual(['question', 'flirty']);
    expect(ownCard('Tell a secret.', { explicit: true }).tags).toEqual(['dare', 'flirty']);
  });
});

describe('players the app knows about', () => {
  const adult: DeckInput = { ...baseInput, states: new Map([['after-dark', true]]) };
  const filled = (card: { text: string; player: string | null; player2: string | null }) =>
    fillNames(card.text, card.player, card.player2);

  it('never tells a player who is not drinking tonight to drink: their drink card is a forfeit', () => {
    const flags: PlayerFlagMap = { Ben: { sober: true, taken: false } };
    const players = ['Ana', 'Ben', 'Chloé'];
    let forfeits = 0;
    for (const seed of [1, 2, 3]) {
      const { shown } = play(players, 300, seed, adult, flags);
      for (const card of shown) {
        if (card.forfeit) {
          forfeits++;
          expect(card.tags).toContain('drink');
          expect(card.forfeit.player).toBe('Ben');
          expect(card.player).toBe('Ben');
          continue;
        }
        // Every drink card left is someone else's, and never names Ben.
        if (card.tags.includes('drink')) expect(filled(card)).not.toContain('Ben');
      }
    }
    // The flag changes real cards, not none at all.
    expect(forfeits).toBeGreaterThan(5);
  });

  it('keeps a drink vote whole and gives each player not drinking a forfeit under it (U11)', () => {
    const flags: PlayerFlagMap = {
      Ben: { sober: true, taken: false },
      Dev: { sober: true, taken: false },
    };
    const players = ['Ana', 'Ben', 'Chloé', 'Dev'];
    let votes = 0;
    for (const seed of [1, 2, 3]) {
      const { shown } = play(players, 300, seed, adult, flags);
      for (const card of shown) {
        const drinkVote =
          card.kind === 'vote' && card.tags.includes('drink') && !card.text.includes('{player}');
        if (!drinkVote) {
          expect(card.forfeits).toEqual([]);
          continue;
        }
        votes++;
        // the vote stays as written, and whoever the table picks has what to do instead
        expect(card.forfeit).toBeNull();
        expect(card.forfeits.map((f) => f.player)).toEqual(['Ben', 'Dev']);
        for (const f of card.forfeits) expect(f.text.length).toBeGreaterThan(5);
      }
    }
    expect(votes).toBeGreaterThan(3);
  });

  it('keeps the forfeit on a card that reloads', () => {
    const card = {
      text: '{player}, take a sip.',
      kind: 'dare' as const,
      tags: ['dare', 'drink'],
      packId: 'party-pack',
      packName: 'Party Pack',
      explicit: false,
      player: 'Ben',
      player2: null,
      forfeit: { player: 'Ben', text: 'do ten star jumps' },
    };
    const session = { ...freshSquiffy(), card, shown: 1 };
    expect(parseSession(session)?.card?.forfeit).toEqual(card.forfeit);
    const vote = { ...card, kind: 'vote' as const, forfeit: null, forfeits: [card.forfeit] };
    expect(parseSession({ ...session, card: vote })?.card?.forfeits).toEqual([card.forfeit]);
    // A card stored before the flags existed still loads, with no forfeit.
    const { forfeit: _, ...older } = card;
    expect(parseSession({ ...session, card: older })?.card?.forfeit).toBeNull();
  });

  it('never pairs a taken player with someone else on a flirty card', () => {
    const flags: PlayerFlagMap = { Ana: { sober: false, taken: true } };
    const players = ['Ana', 'Ben', 'Chloé', 'Dev'];
    let flirty = 0;
    for (const seed of [4, 5, 6]) {
      const { shown } = play(players, 300, seed, adult, flags);
      for (const card of shown) {
        if (!card.tags.includes('flirty')) continue;
        flirty++;
        expect(card.player2).not.toBe('Ana');
        if (card.player === 'Ana') {
          // Ana only reads a flirty vote out, one that does not name her.
          expect(card.kind).toBe('vote');
          expect(card.text).not.toContain('{player}');
        }
      }
    }
    expect(flirty).toBeGreaterThan(20);
  });

  it('turns a card down when nobody is left to fill it', () => {
    const flirtyPair: SquiffyCard = {
      kind: 'dare',
      text: '{player}, wink at {player2}.',
      tags: ['flirty'],
    };
    const drinkPair: SquiffyCard = {
      kind: 'dare',
      text: '{player}, toast {player2}.',
      tags: ['drink'],
    };
    const both: PlayerFlagMap = { Ben: { sober: true, taken: true } };
    const table = { players: ['Ana', 'Ben'], flags: both };
    expect(acceptsCard(flirtyPair, table, 0)).toBe(false);
    expect(acceptsCard(drinkPair, table, 0)).toBe(false);
    // On Ben's turn, Ana fills the second name; the flirty card still waits for an untaken turn.
    expect(acceptsCard(drinkPair, table, 1)).toBe(true);
    expect(acceptsCard(flirtyPair, table, 1)).toBe(false);
    // Without flags, or without names, every card suits.
    expect(acceptsCard(flirtyPair, { players: ['Ana', 'Ben'], flags: {} }, 0)).toBe(true);
    expect(acceptsCard(flirtyPair, { players: [], flags: both }, 0)).toBe(true);
  });

  it('still names everyone about equally often with flags set', () => {
    const flags: PlayerFlagMap = {
      Ben: { sober: true, taken: false },
      Dev: { sober: false, taken: true },
    };
    const { named } = play(NAMES, 600, 11, baseInput, flags);
    const counts = NAMES.map((name) => named[name] ?? 0);
    expect(Math.min(...counts)).toBeGreaterThan(0.75 * Math.max(...counts));
  });
});

describe('ending and recap', () => {
  it('plays a number of rounds, a card each per round', () => {
    expect(targetCards(3, 4)).toBe(12);
    expect(targetCards(null, 4)).toBeNull();
    expect(isLastCard({ target: 12, shown: 11 })).toBe(false);
    expect(isLastCard({ target: 12, shown: 12 })).toBe(true);
    expect(isLastCard({ target: null, shown: 500 })).toBe(false);
  });

  it('recaps the cards played and who was named most', () => {
    const recap = squiffyRecap({ shown: 9, picked: { Ana: 2, Ben: 5, Chloé: 0 } });
    expect(recap.played).toBe(9);
    expect(recap.unit).toBe('cards');
    expect(recap.picked).toEqual([
      { name: 'Ben', count: 5 },
      { name: 'Ana', count: 2 },
    ]);
    expect(kindsLine({ dare: 4, question: 1, contest: 2 })).toBe(
      '4 dares, 1 question and 2 mini-contests',
    );
    expect(kindsLine({ vote: 1 })).toBe('1 vote');
    expect(kindsLine({})).toBeNull();
  });

  it('starts a new game with the same length and packs, and stores it in a valid shape', () => {
    const ended = {
      ...freshSquiffy(),
      rounds: 10,
      ownPacks: ['p1'],
      onlyOwn: true,
      shown: 30,
      ended: true,
    };
    const again = freshSquiffy(ended);
    expect(again).toMatchObject({ rounds: 10, ownPacks: ['p1'], onlyOwn: true, shown: 0 });
    expect(again.ended).toBe(false);
    expect(parseSession(again)).toEqual(again);
    expect(parseSession({ kind: 'prompt' })).toBeNull();
  });
});
