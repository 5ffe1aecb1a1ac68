import { describe, expect, it } from 'vitest';
import { FORFEITS } from '../../../content/games/tags';
import { seededWords } from '../../../lib/random';
import { neverHaveIEver } from '../never-have-i-ever/manifest';
import { truthOrDare } from '../truth-or-dare/manifest';
import { dealPrompt } from './deal';
import { createPool, PromptMemory } from './draw';
import { fillSlot } from './manifest';

const NO_NAME = 'the player on your left';
const NO_NAME2 = 'the player on your right';
import { withOwnPacks, type OwnPack } from './own-packs';
import { acceptsPrompt, CARD_SWAP, castPrompt, forfeitLine, type CastInput } from './player-flags';
import { promptTags } from './prompt-tags';

const PLAYERS = ['Ana', 'Bo', 'Cy', 'Dee'];
const DRINK = new Set(['drink'] as const);
const FLIRTY = new Set(['flirty'] as const);

function input(over: Partial<CastInput>): CastInput {
  return {
    text: 'Sing a song.',
    tags: new Set(),
    player: 'Ana',
    players: PLAYERS,
    flags: {},
    actor: true,
    ...over,
  };
}

describe('not drinking tonight', () => {
  it('turns a drink for the player on turn into a forfeit, and only for them', () => {
    const sober = { Ana: { sober: true, taken: false } };
    const cast = castPrompt(input({ text: 'Take a sip.', tags: DRINK, flags: sober }));
    expect(cast?.forfeit?.player).toBe('Ana');
    expect(FORFEITS).toContain(cast?.forfeit?.text);
    expect(forfeitLine(cast!.forfeit!)).toMatch(/^Ana is not drinking tonight, so instead: .+\.$/);
    // Bo drinks as written.
    expect(
      castPrompt(input({ text: 'Take a sip.', tags: DRINK, flags: sober, player: 'Bo' })),
    ).toMatchObject({ forfeit: null });
    // A prompt without a drink is not a forfeit.
    expect(castPrompt(input({ flags: sober }))?.forfeit).toBeNull();
  });

  it('gives the forfeit to the player named in a drink prompt', () => {
    const flags = { Bo: { sober: true, taken: false } };
    const words = seededWords(7);
    let forfeits = 0;
    for (let i = 0; i < 200; i++) {
      const cast = castPrompt(
        input({ text: '{player} finishes their drink.', tags: DRINK, flags, actor: false }),
        words,
      );
      if (cast?.named === 'Bo') {
        expect(cast.forfeit?.player).toBe('Bo');
        forfeits++;
      } else {
        expect(cast?.forfeit).toBeNull();
      }
    }
    expect(forfeits).toBeGreaterThan(30);
  });

  it('leaves read-out prompts without a slot to the table', () => {
    const flags = { Ana: { sober: true, taken: false } };
    expect(castPrompt(input({ tags: DRINK, flags, actor: false }))?.forfeit).toBeNull();
  });
});

describe('taken', () => {
  const taken = { Bo: { sober: false, taken: true } };

  it('never puts a taken player in a flirty prompt with someone else', () => {
    const words = seededWords(3);
    const seen = new Set<string | null>();
    for (let i = 0; i < 300; i++) {
      const cast = castPrompt(
        input({ text: 'Kiss {player} on the cheek.', tags: FLIRTY, flags: taken }),
        words,
      );
      seen.add(cast?.named ?? null);
    }
    expect([...seen].sort()).toEqual(['Cy', 'Dee']);
  });

  it('turns down a flirty prompt on a taken player’s turn when it involves anyone else', () => {
    expect(
      acceptsPrompt(input({ text: 'Kiss {player}.', tags: FLIRTY, flags: taken, player: 'Bo' })),
    ).toBe(false);
    expect(
      acceptsPrompt(
        input({ text: 'Flirt with the wall.', tags: FLIRTY, flags: taken, player: 'Bo' }),
      ),
    ).toBe(false);
    // Read out to the whole table (never have I ever), nobody is paired.
    expect(
      acceptsPrompt(
        input({
          text: 'kissed a stranger',
          tags: FLIRTY,
          flags: taken,
          player: 'Bo',
          actor: false,
        }),
      ),
    ).toBe(true);
    // A prompt that is not flirty is for everyone.
    expect(acceptsPrompt(input({ text: 'Sing with {player}.', flags: taken, player: 'Bo' }))).toBe(
      true,
    );
  });

  it('turns down a flirty slot when everyone else is taken, and lets anything through without names', () => {
    const flags = { Bo: { sober: false, taken: true }, Cy: { sober: false, taken: true } };
    const two = input({
      text: 'Kiss {player}.',
      tags: FLIRTY,
      flags,
      players: ['Ana', 'Bo', 'Cy'],
    });
    expect(acceptsPrompt(two)).toBe(false);
    expect(castPrompt(two)).toBeNull();
    expect(
      castPrompt(input({ text: 'Kiss {player}.', tags: FLIRTY, players: [], player: null })),
    ).toEqual({
      named: null,
      named2: null,
      forfeit: null,
      forfeits: [],
    });
  });
});

describe('slots', () => {
  it('fills {player} and {player2} with two different other players, or neutral words', () => {
    const words = seededWords(11);
    for (let i = 0; i < 100; i++) {
      const cast = castPrompt(input({ text: '{player} and {player2} swap seats.' }), words)!;
      expect(cast.named).not.toBeNull();
      expect(cast.named2).not.toBeNull();
      expect(new Set(['Ana', cast.named, cast.named2]).size).toBe(3);
    }
    expect(fillSlot('{player} and {player2} swap seats.', null, null)).toBe(
      `The player on your left and ${NO_NAME2} swap seats.`,
    );
    expect(fillSlot('Ask {player}. Then {player} asks {player2}.', 'Bo', 'Cy')).toBe(
      'Ask Bo. Then Bo asks Cy.',
    );
    expect(fillSlot('Wave to {player}.', null)).toBe(`Wave to ${NO_NAME}.`);
  });
});

describe('dealing to the table', () => {
  const own: OwnPack = {
    id: 'p1',
    name: 'Our night',
    description: '',
    explicit: false,
    prompts: ['{player} takes two sips.', 'Kiss {player} on the hand.', '{player} tells a joke.'],
  };

  it('never shows a drink to someone not drinking tonight, and never pairs a taken player', () => {
    const manifest = withOwnPacks(neverHaveIEver, [own]);
    const pool = createPool([{ id: 'own:p1', name: 'Our night', prompts: own.prompts }]);
    const table = {
      players: ['Ana', 'Bo', 'Cy'],
      flags: { Bo: { sober: true, taken: false }, Cy: { sober: false, taken: true } },
    };
    const words = seededWords(6);
    const memory = new PromptMemory();
    let forfeits = 0;
    for (let turn = 0; turn < 120; turn++) {
      const dealt = dealPrompt(manifest, 0, pool, memory, table, turn, words);
      expect(dealt).not.toBeNull();
      const { prompt } = dealt!;
      memory.remember(prompt.text);
      if (prompt.text.startsWith('{player} takes') && prompt.named === 'Bo') {
        expect(prompt.forfeit?.player).toBe('Bo');
        // Bo's forfeit is on the card once, not again as the table's.
        expect(prompt.forfeits).toBeUndefined();
        forfeits++;
      } else {
        expect(prompt.forfeit).toBeUndefined();
        // Never have I ever has everyone who did it sip: Bo's forfeit is under every card.
        expect(prompt.forfeits?.map((f) => f.player)).toEqual(['Bo']);
      }
      if (prompt.text.startsWith('Kiss')) {
        expect(prompt.named).not.toBe('Cy');
        expect(prompt.player).not.toBe('Cy');
      }
    }
    expect(forfeits).toBeGreaterThan(0);
  });

  it('tags the built-in truth or dare drink dare, so a sober player gets a forfeit', () => {
    const dare = 'Let the group pick your next drink from whatever is already open.';
    const party = truthOrDare.packs.find((p) => p.lists[1]?.includes(dare));
    expect(promptTags(dare, party).has('drink')).toBe(true);
    const pool = createPool([{ id: party!.id, name: party!.name, prompts: [dare] }]);
    const dealt = dealPrompt(
      truthOrDare,
      1,
      pool,
      new PromptMemory(),
      {
        players: ['Ana', 'Bo'],
        flags: { Ana: { sober: true, taken: false } },
      },
      0,
    );
    expect(dealt?.prompt.forfeit?.player).toBe('Ana');
  });
});

describe('the sip swap (U11)', () => {
  it('keeps the card and swaps only the sip, worded as everywhere else', () => {
    const forfeit = { player: 'Dev', text: 'hum a song' };
    expect(forfeitLine(forfeit, CARD_SWAP)).toBe(
      'Dev is not drinking tonight, so instead of a sip: hum a song.',
    );
    // More or less swaps a whole sip line: the same words without "of a sip".
    expect(forfeitLine(forfeit)).toBe('Dev is not drinking tonight, so instead: hum a song.');
  });

  it('gives every player not drinking a forfeit on cards the table sips on, and only there', () => {
    const flags = { Bo: { sober: true, taken: false }, Dee: { sober: true, taken: false } };
    const read = input({ flags, actor: false, tableSips: true });
    const cast = castPrompt(read, seededWords(3));
    expect(cast?.forfeits.map((f) => f.player)).toEqual(['Bo', 'Dee']);
    for (const f of cast?.forfeits ?? []) expect(FORFEITS).toContain(f.text);
    // A game where the table does not sip on every card, or the player on turn does the card
    // (truth or dare), has no table forfeits.
    expect(castPrompt(input({ flags, actor: false }))?.forfeits).toEqual([]);
    expect(castPrompt(input({ flags, actor: true, tableSips: true }))?.forfeits).toEqual([]);
    // Nobody marked: nothing to swap.
    expect(castPrompt(input({ actor: false, tableSips: true }))?.forfeits).toEqual([]);
  });

  it('deals never have I ever with the forfeits, and truth or dare without', () => {
    const pool = createPool([{ id: 'x', name: 'X', prompts: ['been skydiving'] }]);
    const table = { players: ['Ana', 'Dev'], flags: { Dev: { sober: true, taken: false } } };
    const nhie = dealPrompt(neverHaveIEver, 0, pool, new PromptMemory(), table, 0);
    expect(nhie?.prompt.forfeits?.map((f) => f.player)).toEqual(['Dev']);
    expect(neverHaveIEver.render('been skydiving', 0).sips).toBe(
      'Everyone who has done it takes a sip.',
    );
    const tod = dealPrompt(truthOrDare, 1, pool, new PromptMemory(), table, 0);
    expect(tod?.prompt.forfeits).toBeUndefined();
  });
});
