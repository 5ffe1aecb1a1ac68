import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS, mergeDealt, type DealtDeck } from '../../../../sync';
import { DealtHistory, promptFingerprint } from './draw';
import { seededWords, randomIndex } from '../../../lib/random';
import { dealtDelta, mergeStoredDealt, storedDealtSchema, type StoredDealt } from '../../../db';

const asSet = (deck: DealtDeck) => ({ round: deck.round, cards: [...new Set(deck.cards)].sort() });

describe('merging dealt cards (sync/protocol.ts mergeDealt)', () => {
  it('unites equal rounds, lets the higher round win, whatever the order', () => {
    expect(
      asSet(mergeDealt({ round: 0, cards: ['a', 'b'] }, { round: 0, cards: ['b', 'c'] })),
    ).toEqual({
      round: 0,
      cards: ['a', 'b', 'c'],
    });
    // a deck started over on one phone: the other phone's older round gives way
    expect(mergeDealt({ round: 0, cards: ['a', 'b', 'c'] }, { round: 1, cards: ['d'] })).toEqual({
      round: 1,
      cards: ['d'],
    });
    expect(mergeDealt({ round: 1, cards: ['d'] }, { round: 0, cards: ['a', 'b', 'c'] })).toEqual({
      round: 1,
      cards: ['d'],
    });
  });

  it('is commutative, associative and idempotent over random decks', () => {
    const words = seededWords(3);
    const deck = (): DealtDeck => ({
      round: randomIndex(3, words),
      cards: Array.from({ length: randomIndex(6, words) }, () => `c${randomIndex(8, words)}`),
    });
    for (let i = 0; i < 300; i++) {
      const [a, b, c] = [deck(), deck(), deck()];
      expect(asSet(mergeDealt(a, b))).toEqual(asSet(mergeDealt(b, a)));
      expect(asSet(mergeDealt(mergeDealt(a, b), c))).toEqual(
        asSet(mergeDealt(a, mergeDealt(b, c))),
      );
      expect(asSet(mergeDealt(mergeDealt(a, b), b))).toEqual(asSet(mergeDealt(a, b)));
    }
  });

  it('merges stored histories deck by deck and keeps the flat list of an earlier build', () => {
    const mine: StoredDealt = {
      decks: { 'mix/x': { round: 0, cards: ['a'] }, 'mix/y': { round: 2, cards: ['b'] } },
      legacy: ['old'],
    };
    const theirs: StoredDealt = {
      decks: {
        'mix/x': { round: 0, cards: ['c'] },
        'mix/y': { round: 1, cards: ['z'] },
        'mix/z': { round: 0, cards: ['d'] },
      },
      legacy: [],
    };
    expect(mergeStoredDealt(mine, theirs)).toEqual({
      decks: {
        'mix/x': { round: 0, cards: ['a', 'c'] },
        'mix/y': { round: 2, cards: ['b'] },
        'mix/z': { round: 0, cards: ['d'] },
      },
      legacy: ['old'],
    });
    expect(v.parse(storedDealtSchema, ['1x'])).toEqual({ decks: {}, legacy: ['1x'] });
  });
});

describe('what a phone sends of its dealt cards (dealtDelta)', () => {
  const stored = (decks: StoredDealt['decks']): StoredDealt => ({ decks, legacy: [] });

  it('sends only new cards of a round, a new round whole, and nothing of an older round', () => {
    const before = stored({ d: { round: 0, cards: ['a'] }, e: { round: 3, cards: ['x'] } });
    expect(
      dealtDelta(
        before,
        stored({ d: { round: 0, cards: ['a', 'b'] }, e: { round: 3, cards: ['x'] } }),
      ),
    ).toEqual([{ deck: 'd', round: 0, cards: ['b'] }]);
    expect(dealtDelta(before, stored({ d: { round: 1, cards: [] } }))).toEqual([
      { deck: 'd', round: 1, cards: [] },
    ]);
    expect(dealtDelta(before, stored({ e: { round: 2, cards: ['y'] } }))).toEqual([]);
    expect(dealtDelta(before, before)).toEqual([]);
  });

  it('stays within what one op may carry: fingerprints, at most 5000 a push', () => {
    const history = new DealtHistory();
    history.scope = 'truth-or-dare';
    const long = 'Tell the table about the longest night you have ever had, all of it. '.repeat(6);
    for (let i = 0; i < 12_000; i++) history.add(`${long}${i}`, 'party');
    const ops = dealtDelta({ decks: {}, legacy: [] }, { ...history.toSnapshot(), legacy: [] });
    expect(ops.map((op) => op.cards.length)).toEqual([5000, 5000, expect.any(Number)]);
    expect(ops.every((op) => op.deck === 'truth-or-dare/party')).toBe(true);
    expect(ops.every((op) => op.cards.length <= LIMITS.dealtCardsPerOp)).toBe(true);
    expect(ops.every((op) => op.cards.every((card) => /^[0-9a-z]{1,7}$/.test(card)))).toBe(true);
    // each card costs its fingerprint (at most 7 characters), never its 400-character text
    expect(JSON.stringify(ops[0]).length / 5000).toBeLessThan(11);
    expect(promptFingerprint(long).length).toBeLessThanOrEqual(7);
  });
});

describe('DealtHistory per deck', () => {
  it('files a card under its game and pack, and Mix’s packs under their own game', () => {
    const history = new DealtHistory();
    history.scope = 'never-have-i-ever';
    history.add('Never have I ever sung', 'classic');
    history.scope = 'mix';
    history.add('Most likely to sing', 'most-likely-to/classic');
    expect(Object.keys(history.toSnapshot().decks).sort()).toEqual([
      'most-likely-to/classic',
      'never-have-i-ever/classic',
    ]);
    // a card dealt in one game's pack is not dealt in another game's pack of the same name
    history.scope = 'most-likely-to';
    expect(history.has('Never have I ever sung', 'classic')).toBe(false);
    expect(history.has('Most likely to sing', 'classic')).toBe(true);
  });

  it('starts a deck over as a new round and takes in another phone’s newer round', () => {
    const history = new DealtHistory({ decks: {}, legacy: [promptFingerprint('a')] });
    history.scope = 'g';
    history.add('b', 'p');
    expect(history.has('a', 'p')).toBe(true);
    history.startOver([{ id: 'p', name: 'P', prompts: ['a', 'b'] }]);
    expect(history.has('a', 'p') || history.has('b', 'p')).toBe(false);
    expect(history.toSnapshot().decks['g/p']).toEqual({ round: 1, cards: [] });
    history.merge({ decks: { 'g/p': { round: 1, cards: [promptFingerprint('a')] } }, legacy: [] });
    expect(history.has('a', 'p')).toBe(true);
    history.merge({ decks: { 'g/p': { round: 0, cards: [promptFingerprint('b')] } }, legacy: [] });
    expect(history.has('b', 'p')).toBe(false);
    history.merge({ decks: { 'g/p': { round: 4, cards: [] } }, legacy: [] });
    expect(history.toSnapshot().decks['g/p']).toEqual({ round: 4, cards: [] });
  });
});
