import { describe, expect, it } from 'vitest';
import { mostLikelyTo } from '../most-likely-to/manifest';
import { neverHaveIEver } from '../never-have-i-ever/manifest';
import { truthOrDare } from '../truth-or-dare/manifest';
import { fillSlot } from './manifest';
import {
  isOwnPackId,
  ownPackSource,
  renderOwn,
  splitTruthsAndDares,
  toOwnPack,
  withOwnPacks,
} from './own-packs';
import { defaultActive } from './packs';

const row = (prompts: string[], explicit = false) => ({
  id: 'abc',
  pack: {
    metadata: { name: ' Cabin night ', description: '', explicit },
    prompts: prompts.map((text) => ({ text })),
  },
});

describe('your own packs as prompt sources', () => {
  it('reads a saved pack without blank prompts, and skips a pack with nothing to deal', () => {
    expect(toOwnPack(row(['  {player} sings. ', '', '   ']))).toEqual({
      id: 'abc',
      name: 'Cabin night',
      description: '',
      explicit: false,
      prompts: ['{player} sings.'],
    });
    expect(toOwnPack(row(['  ']))).toBeNull();
  });

  it('is off until added, sits in "Your packs", and keeps 18+ behind the spice filter', () => {
    const pack = toOwnPack(row(['A', 'B'], true))!;
    const source = ownPackSource(pack, 1);
    expect(source.id).toBe('own:abc');
    expect(isOwnPackId(source.id)).toBe(true);
    expect(isOwnPackId('classic')).toBe(false);
    expect(defaultActive(source)).toBe(false);
    expect(source).toMatchObject({ explicit: true, spice: 3, premium: false, lists: [['A', 'B']] });
    expect(source.description).toBe('Your pack from the editor, 2 prompts.');
  });

  it('splits a pack into truths (questions) and dares for truth or dare', () => {
    expect(
      splitTruthsAndDares(['Who here would you call at 3 am?', 'Sing a song.', 'Is it "fine?"']),
    ).toEqual([['Who here would you call at 3 am?', 'Is it "fine?"'], ['Sing a song.']]);
    const tod = withOwnPacks(truthOrDare, [toOwnPack(row(['Why?', 'Dance.']))!]);
    expect(tod.packs.at(-1)?.lists).toEqual([['Why?'], ['Dance.']]);
    expect(tod.packs.length).toBe(truthOrDare.packs.length + 1);
    expect(withOwnPacks(truthOrDare, [])).toBe(truthOrDare);
  });

  it('plays with names filled in and no doubled lead-in', () => {
    const text = fillSlot('Never have I ever sung with {player}.', 'Bo');
    expect(renderOwn(neverHaveIEver, text, 0)).toEqual({
      lead: 'From your pack',
      text: 'Never have I ever sung with Bo.',
      reads: true,
    });
    expect(renderOwn(mostLikelyTo, 'x', 0).lead).toBe('From your pack');
    expect(renderOwn(truthOrDare, 'Dance.', 1)).toEqual({ lead: 'Dare', text: 'Dance.' });
    expect(fillSlot('{player} and {player2} dance.', null)).not.toMatch(/[{}]/);
  });
});
