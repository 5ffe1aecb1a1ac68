import { describe, expect, it } from 'vitest';
import {
  PARTY_CARD_TYPES,
  partyStreamPacks,
  type PartyCard,
  type PartyStreamPack,
} from '../../../content/games/party-stream';
import { seededWords } from '../../../lib/random';
import { DealtHistory, PromptMemory } from '../core/draw';
import type { PlayerFlagMap } from '../core/player-flags';
import { PARTY_CARD_LOOKS } from './card-types';
import {
  acceptsCard,
  ageRules,
  buildDeck,
  dealCard,
  fillNames,
  freshParty,
  MAX_RULES,
  nextCard,
  typesLine,
  type PartyDeck,
  type PartyTable,
  ownPartyPack,
} from './rules';
import { parseSession, type PartySession } from './session';

const PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dev'];
const TABLE: PartyTable = { players: PLAYERS, flags: {} };
const ALL_ON = new Map(partyStreamPacks.map((p) => [p.id, true]));

function memory() {
  return new PromptMemory([], 40, new DealtHistory());
}

function packOf(id: string, cards: PartyCard[], explicit = false): PartyStreamPack {
  return { id, name: id, description: id, explicit, premium: false, spice: 1, cards };
}

function deckOf(...cards: PartyCard[]): PartyDeck {
  return buildDeck([packOf('test', cards)], new Map(), false, 3);
}

const ROUND_RULE: PartyCard = {
  type: 'rule',
  text: "Until {player}'s next turn, nobody may say anyone's name. Say one and sip.",
  tags: ['drink'],
  lasts: 'round',
  end: 'The rule is over: {player} lifts the ban.',
};
const TASKS: PartyCard[] = Array.from({ length: 12 }, (_, i) => ({
  type: 'task',
  text: `{player}, do thing number ${i + 1}.`,
  tags: [],
}));

/** Deals `n` cards from `deck`, remembering each, and returns every state on the way. */
function play(state: PartySession, deck: PartyDeck, n: number, seed = 1, table = TABLE) {
  const mem = memory();
  const words = seededWords(seed);
  const states: PartySession[] = [];
  let current = state;
  for (let i = 0; i < n; i++) {
    const dealt = nextCard(current, deck, mem, table, words);
    if (!dealt) throw new Error('nothing to deal');
    mem.remember(dealt.drawn.text);
    current = dealt.state;
    states.push(current);
  }
  return states;
}

describe('names on every card type', () => {
  it('fills {player} and {player2} with two different players on every card of every pack', () => {
    const words = seededWords(7);
    const deck = buildDeck(partyStreamPacks, ALL_ON, false, 3);
    const seen = new Set<string>();
    for (const pack of partyStreamPacks) {
      pack.cards.forEach((card, index) => {
        for (let turn = 0; turn < PLAYERS.length; turn++) {
          const drawn = { text: card.text, packId: pack.id, packName: pack.name, index };
          const dealt = dealCard(deck, drawn, TABLE, turn, {}, words);
          expect(dealt, card.text).not.toBeNull();
          const shown = dealt!.shown;
          const text = fillNames(shown.text, shown.player, shown.player2);
          expect(text, card.text).not.toMatch(/[{}]/);
          expect(shown.player).toBe(PLAYERS[turn]);
          if (card.text.includes('{player2}')) {
            expect(shown.player2, card.text).not.toBeNull();
            expect(shown.player2, card.text).not.toBe(shown.player);
            expect(text).toContain(shown.player2!);
          }
          if (card.end)
            expect(fillNames(card.end, shown.player, shown.player2)).not.toMatch(/[{}]/);
          seen.add(card.type);
        }
      });
    }
    expect([...seen].sort()).toEqual([...PARTY_CARD_TYPES].sort());
  });

  it('skips {player2} cards when nobody can be the second name', () => {
    const duel: PartyCard = {
      type: 'duel',
      text: '{player} vs {player2}: wink off.',
      tags: ['flirty'],
    };
    const alone: PartyTable = {
      players: ['Ana', 'Ben'],
      flags: { Ben: { sober: false, taken: true } },
    };
    expect(acceptsCard(duel, alone, 0, 0)).toBe(false);
    expect(acceptsCard(duel, { players: ['Ana', 'Ben'], flags: {} }, 0, 0)).toBe(true);
  });

  it('gives every type a label and its own look', () => {
    const looks = PARTY_CARD_TYPES.map((t) => PARTY_CARD_LOOKS[t].look);
    expect(new Set(looks).size).toBe(PARTY_CARD_TYPES.length);
    expect(typesLine({ duel: 1, rule: 2, everyone: 1 })).toBe(
      '1 duel, 2 rules and 1 everyone card',
    );
  });
});

describe('rules that last several turns', () => {
  it("lasts until {player}'s next turn: over exactly as their next card is dealt", () => {
    const [started] = play(freshParty(), deckOf(ROUND_RULE), 1);
    expect(started!.rules).toEqual([
      {
        id: 1,
        text: "Until Ana's next turn, nobody may say anyone's name. Say one and sip.",
        end: 'The rule is over: Ana lifts the ban.',
        left: 4,
      },
    ]);
    const after = play(started!, deckOf(...TASKS), 4);
    // Ben, Cleo and Dev play under the rule; it is over as Ana's next card comes.
    expect(after.slice(0, 3).map((s) => s.card?.player)).toEqual(['Ben', 'Cleo', 'Dev']);
    expect(after.slice(0, 3).map((s) => s.rules[0]?.left)).toEqual([3, 2, 1]);
    expect(after.slice(0, 3).every((s) => s.over.length === 0)).toBe(true);
    expect(after[3]!.card?.player).toBe('Ana');
    expect(after[3]!.rules).toEqual([]);
    expect(after[3]!.over).toEqual(['The rule is over: Ana lifts the ban.']);
    // The notice shows with that one card only.
    expect(play(after[3]!, deckOf(...TASKS), 1)[0]!.over).toEqual([]);
  });

  it('a rule of a number of cards ends after that many, whatever the table size', () => {
    const three: PartyCard = {
      type: 'rule',
      text: 'For the next three cards, nobody may point.',
      tags: [],
      lasts: 3,
      end: 'The rule is over: point away.',
    };
    const [started] = play(freshParty(), deckOf(three), 1, 1, { players: ['A', 'B'], flags: {} });
    const after = play(started!, deckOf(...TASKS), 3, 2, { players: ['A', 'B'], flags: {} });
    expect(after.map((s) => s.rules.length)).toEqual([1, 1, 0]);
    expect(after[2]!.over).toEqual(['The rule is over: point away.']);
  });

  it('survives a reload: the stored session carries the rule and it ends on the same card', () => {
    const [started] = play(freshParty(), deckOf(ROUND_RULE), 1);
    const two = play(started!, deckOf(...TASKS), 2);
    const stored = parseSession(JSON.parse(JSON.stringify(two[1])));
    expect(stored).toEqual(two[1]);
    const resumed = play(stored!, deckOf(...TASKS), 2, 9);
    expect(resumed.map((s) => s.rules.length)).toEqual([1, 0]);
    expect(resumed[1]!.over).toEqual(['The rule is over: Ana lifts the ban.']);
  });

  it(`keeps at most ${MAX_RULES} rules in play`, () => {
    expect(acceptsCard(ROUND_RULE, TABLE, 0, MAX_RULES)).toBe(false);
    expect(acceptsCard(ROUND_RULE, TABLE, 0, MAX_RULES - 1)).toBe(true);
    // A long game over the whole deck never holds more.
    const states = play(
      freshParty({ rounds: null }),
      buildDeck(partyStreamPacks, new Map(), false, 3),
      150,
      3,
    );
    expect(Math.max(...states.map((s) => s.rules.length))).toBeLessThanOrEqual(MAX_RULES);
    expect(states.some((s) => s.over.length > 0)).toBe(true);
  });

  it('ages rules one card at a time', () => {
    const rule = { id: 1, text: 'r', end: 'The rule is over: r.', left: 2 };
    expect(ageRules([rule])).toEqual({ rules: [{ ...rule, left: 1 }], over: [] });
    expect(ageRules([{ ...rule, left: 1 }])).toEqual({ rules: [], over: ['The rule is over: r.'] });
  });
});

describe('18+ and the player flags', () => {
  it('never deals an 18+ card until the After dark pack is switched on', () => {
    const off = buildDeck(partyStreamPacks, new Map(), false, 3);
    expect([...off.packs.keys()]).not.toContain('after-dark');
    const states = play(freshParty({ rounds: null }), off, 200, 5);
    expect(states.some((s) => s.card?.explicit)).toBe(false);
    const on = buildDeck(partyStreamPacks, new Map([['after-dark', true]]), false, 3);
    expect([...on.packs.keys()]).toContain('after-dark');
    // The spice filter below "anything goes" keeps it out even when on.
    const mild = buildDeck(partyStreamPacks, new Map([['after-dark', true]]), false, 2);
    expect([...mild.packs.keys()]).not.toContain('after-dark');
  });

  it('gives a player not drinking a forfeit on a card that makes them sip, and only then', () => {
    const flags: PlayerFlagMap = {
      Ana: { sober: true, taken: false },
      Cleo: { sober: true, taken: false },
    };
    const table = { players: PLAYERS, flags };
    const task: PartyCard = {
      type: 'task',
      text: '{player}, sip if you ever sang.',
      tags: ['drink'],
    };
    const vote: PartyCard = {
      type: 'vote',
      text: 'On three, point at the sleepiest. They sip.',
      tags: ['drink'],
    };
    const dry: PartyCard = { type: 'task', text: '{player}, hum a tune.', tags: [] };
    const deck = deckOf(task, vote, dry);
    const deal = (index: number, turn: number) =>
      dealCard(
        deck,
        { text: '', packId: 'test', packName: 'test', index },
        table,
        turn,
        {},
        seededWords(4),
      )!.shown;
    // Ana on turn, not drinking: her forfeit under the task; Ben drinking: none.
    expect(deal(0, 0).forfeits.map((f) => f.player)).toEqual(['Ana']);
    expect(deal(0, 0).forfeits[0]!.text.length).toBeGreaterThan(0);
    expect(deal(0, 1).forfeits).toEqual([]);
    // A vote may land on anyone: each player not drinking gets one.
    expect(deal(1, 1).forfeits.map((f) => f.player)).toEqual(['Ana', 'Cleo']);
    expect(deal(2, 0).forfeits).toEqual([]);
  });

  it('never names a taken player on a flirty card, nor deals one on their turn', () => {
    const flags: PlayerFlagMap = { Ben: { sober: false, taken: true } };
    const table = { players: PLAYERS, flags };
    const wild = partyStreamPacks.find((p) => p.id === 'wild')!;
    const deck = buildDeck([wild], new Map(), false, 3);
    for (const state of play(freshParty({ rounds: null }), deck, 60, 8, table)) {
      if (!state.card?.tags.includes('flirty')) continue;
      expect(state.card.player2).not.toBe('Ben');
      if (state.card.type === 'task' || state.card.type === 'duel')
        expect(state.card.player).not.toBe('Ben');
    }
  });
});

describe('a Party stream pack from the editor', () => {
  it('is off until the table adds it, then deals its prompts as tasks naming the players', () => {
    const own = ownPartyPack({
      id: 'p7',
      name: 'Road trip',
      description: '',
      explicit: false,
      game: 'party-stream',
      prompts: ['{player}, pick the next song for {player2}.'],
      liked: true,
    });
    expect(own).toMatchObject({ id: 'liked:p7', optIn: true });
    expect(own.description).toBe('A pack you liked, 1 card.');
    const off = buildDeck([...partyStreamPacks, own], new Map(), false, 3);
    expect(off.packs.has('liked:p7')).toBe(false);
    const deck = buildDeck([own], new Map([['liked:p7', true]]), false, 3);
    const dealt = nextCard(freshParty(), deck, memory(), TABLE, seededWords(2));
    expect(dealt?.state.card).toMatchObject({ type: 'task', player: 'Ana', packName: 'Road trip' });
    expect(dealt?.state.card?.player2).not.toBe('Ana');
  });
});
