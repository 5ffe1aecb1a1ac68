import { describe, expect, it } from 'vitest';
import { seededWords } from '../../../lib/random';
import { PromptMemory } from '../core/draw';
import { partyStreamPacks } from '../../../content/games/party-stream';
import { freshPromptSession } from '../core/prompt-game';
import type { PromptSession } from '../core/session';
import { allMixedPacks, DRAW_GAMES } from './draw-games';
import {
  createMixDeck,
  dealMix,
  drawMix,
  mixedPacks,
  nextMix,
  partyMixedPacks,
  syncToMixChanges,
  partyCardOf,
} from './mix';
import { ownPartyPack } from '../party-stream/rules';
import { withOwnPacks } from '../core/own-packs';
import { isActive } from '../core/packs';
import { selectDrawPacks } from '../core/packs';

const ALL = mixedPacks(DRAW_GAMES);

describe('mix', () => {
  it('holds every game pack once, in registry order, with game-qualified ids', () => {
    expect(ALL.map((p) => p.id)).toEqual(
      DRAW_GAMES.flatMap((g) => g.packs.map((p) => `${g.id}/${p.id}`)),
    );
    expect(new Set(ALL.map((p) => p.id)).size).toBe(ALL.length);
  });

  it('draws games in proportion to their weights, and both truth and dare lists', () => {
    const deck = createMixDeck(DRAW_GAMES, ALL);
    const memory = new PromptMemory();
    const words = seededWords(21);
    const counts = new Map<string, number>();
    const lists = new Set<number>();
    const n = 30_000;
    for (let i = 0; i < n; i++) {
      const drawn = drawMix(deck, memory, words);
      if (!drawn) throw new Error('empty mix');
      memory.remember(drawn.text);
      counts.set(drawn.game, (counts.get(drawn.game) ?? 0) + 1);
      if (drawn.game === 'truth-or-dare') lists.add(drawn.list);
    }
    const total = DRAW_GAMES.reduce((sum, g) => sum + g.mixWeight, 0);
    for (const game of DRAW_GAMES) {
      const share = (counts.get(game.id) ?? 0) / n;
      expect(Math.abs(share - game.mixWeight / total)).toBeLessThan(0.015);
    }
    expect(lists).toEqual(new Set([0, 1]));
  });

  it('only draws from the selected mixed packs, and drops games with none', () => {
    const selected = selectDrawPacks(ALL, new Map(), false, 3).packs.filter(
      (p) => p.game === 'charades' || p.id === 'never-have-i-ever/classic',
    );
    const deck = createMixDeck(DRAW_GAMES, selected);
    expect(deck.games.map((g) => g.game.id)).toEqual(['never-have-i-ever', 'charades']);
    const memory = new PromptMemory();
    const words = seededWords(4);
    for (let i = 0; i < 500; i++) {
      const drawn = drawMix(deck, memory, words);
      memory.remember(drawn?.text ?? '');
      expect(selected.map((p) => p.id)).toContain(drawn?.packId);
    }
    expect(drawMix(createMixDeck(DRAW_GAMES, []), memory)).toBeNull();
  });

  it('sync copies each game pack flag to the mixed pack at the same position', () => {
    const gameStates = new Map([
      ['never-have-i-ever', new Map([['spicy', true]])],
      ['charades', new Map([['easy', false]])],
    ] as const);
    const changes = syncToMixChanges(ALL, gameStates, new Map([['category/spicy', true]]));
    expect(changes).toEqual([
      { packId: 'never-have-i-ever/spicy', active: true },
      { packId: 'category/spicy', active: false },
      { packId: 'charades/easy', active: false },
    ]);
  });

  it('takes your own pack as never-have-i-ever cards, off until added, dealt with names', () => {
    const own = {
      id: 'p9',
      name: 'Ours',
      description: '',
      explicit: false,
      prompts: ['{player} hums.'],
    };
    const games = DRAW_GAMES.map((g) =>
      g.id === 'never-have-i-ever' ? withOwnPacks(g, [own]) : g,
    );
    const mixed = mixedPacks(games);
    const entry = mixed.find((p) => p.id === 'own:p9');
    expect(entry?.game).toBe('never-have-i-ever');
    expect(isActive(entry!, new Map())).toBe(false);
    // Only the own pack switched on: every card is from it, its slot filled.
    const deck = createMixDeck(games, [entry!]);
    const table = { players: ['Ana', 'Bo'], flags: {} };
    const dealt = dealMix(deck, new PromptMemory(), table, 0, seededWords(4));
    expect(dealt?.prompt).toMatchObject({ packId: 'own:p9', player: 'Ana', named: 'Bo' });
  });
});

describe('Party stream cards in Mix', () => {
  const WITH_PARTY = allMixedPacks();
  const TABLE = { players: ['Ana', 'Ben', 'Cleo', 'Dev'], flags: {} };

  /** A Mix night with the default packs on: every state on the way. */
  function night(cards: number, seed: number) {
    const selected = selectDrawPacks(WITH_PARTY, new Map(), false, 3).packs;
    const deck = createMixDeck(DRAW_GAMES, selected);
    const memory = new PromptMemory();
    const words = seededWords(seed);
    let state = freshPromptSession();
    const states: PromptSession[] = [];
    for (let i = 0; i < cards; i++) {
      const dealt = nextMix(state, deck, memory, TABLE, words);
      if (!dealt) throw new Error('nothing to deal');
      memory.remember(dealt.drawn.text, dealt.drawn.packId);
      state = dealt.state;
      states.push(state);
    }
    return states;
  }

  it('offers Party stream’s packs after the draw games’, the 18+ one off by default', () => {
    expect(WITH_PARTY.slice(0, ALL.length)).toEqual(ALL);
    const party = WITH_PARTY.slice(ALL.length);
    expect(party.map((p) => p.id)).toEqual(partyStreamPacks.map((p) => `party-stream/${p.id}`));
    const on = selectDrawPacks(WITH_PARTY, new Map(), false, 3).packs.map((p) => p.id);
    expect(on).toContain('party-stream/party');
    expect(on).not.toContain('party-stream/after-dark');
  });

  it('deals tasks, votes, duels, mini-games and rules among the other games’ cards, each typed', () => {
    const states = night(300, 5);
    const prompts = states.map((s) => s.prompt!);
    const party = prompts.filter((p) => p.game === 'party-stream');
    const types = new Set(party.map((p) => p.card));
    for (const type of ['task', 'vote', 'duel', 'mini-game', 'rule'] as const) {
      expect(types, type).toContain(type);
    }
    // every Party stream card carries its type, and no other card does
    expect(party.every((p) => p.card !== undefined)).toBe(true);
    expect(prompts.filter((p) => p.game !== 'party-stream').every((p) => !p.card)).toBe(true);
    // the other games still deal around them
    expect(new Set(prompts.map((p) => p.game)).size).toBeGreaterThanOrEqual(5);
    // a task's {player} is the player on turn, and its {player2} someone else
    for (const p of party) if (p.named2) expect(p.named2).not.toBe(p.player);
  });

  it('keeps a rule for as many cards as it says, then says it is over', () => {
    const states = night(300, 9);
    const started = states.findIndex((s, i) => s.prompt?.card === 'rule' && i < 250);
    expect(started).toBeGreaterThanOrEqual(0);
    const rule = states[started]!.rules!.at(-1)!;
    // the rule is listed with each next card until its last, and its end line comes with the card after
    for (let k = 1; k < rule.left; k++) {
      expect(states[started + k]!.rules!.map((r) => r.id)).toContain(rule.id);
    }
    const ended = states[started + rule.left]!;
    expect(ended.rules!.map((r) => r.id)).not.toContain(rule.id);
    expect(ended.over).toContain(rule.end);
    expect(rule.end).toMatch(/^The rule is over/);
    // never more than Party stream's two rules at once
    expect(Math.max(...states.map((s) => s.rules?.length ?? 0))).toBeLessThanOrEqual(2);
  });
});

describe('a Party stream pack from the editor', () => {
  const pack = {
    id: 'p1',
    name: 'Cabin night',
    description: '',
    explicit: false,
    game: 'party-stream' as const,
    prompts: ['{player}, tell {player2} your best cabin story.', '{player}, hum a song.'],
  };

  it('deals its prompts as task cards, in Party stream and in Mix, once the table adds it', () => {
    const own = ownPartyPack(pack);
    expect(own).toMatchObject({ id: 'own:p1', optIn: true, spice: 1 });
    expect(own.cards.map((c) => c.type)).toEqual(['task', 'task']);
    const [mixed] = partyMixedPacks([own]);
    expect(mixed).toMatchObject({ id: 'own:p1', game: 'party-stream', optIn: true });
    // off until added; once on, Mix deals its cards as Party stream tasks
    expect(isActive(mixed!, new Map())).toBe(false);
    expect(isActive(mixed!, new Map([['own:p1', true]]))).toBe(true);
    const deck = createMixDeck(DRAW_GAMES, [mixed!]);
    const memory = new PromptMemory();
    const dealt = nextMix(freshPromptSession(), deck, memory, {
      players: ['Ana', 'Ben'],
      flags: {},
    });
    expect(dealt?.state.prompt).toMatchObject({
      game: 'party-stream',
      card: 'task',
      packId: 'own:p1',
      packName: 'Cabin night',
    });
    // Shown as Party stream shows it, in the pack's language (English: it said none).
    expect(partyCardOf(dealt!.state.prompt!, [mixed!])).toMatchObject({ type: 'task', lang: 'en' });
    const [danish] = partyMixedPacks([ownPartyPack({ ...pack, lang: 'da' })]);
    expect(partyCardOf(dealt!.state.prompt!, [danish!]).lang).toBe('da');
  });
});
