import { describe, expect, it } from 'vitest';
import {
  bulkChanges,
  decideToggle,
  isActive,
  mildNightChanges,
  selectDrawPacks,
  toDrawPack,
  type PackInfo,
} from './packs';
import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import { createPool, drawPrompt, PromptMemory } from './draw';
import { seededWords } from '../../../lib/random';

const free = (id: string, spice: 1 | 2 | 3 = 1): PackInfo => ({
  id,
  premium: false,
  explicit: false,
  spice,
});
const PACKS: PackInfo[] = [
  free('classic'),
  free('party', 2),
  { id: 'spicy', premium: false, explicit: true, spice: 3 },
  { id: 'gold', premium: true, explicit: false, spice: 1 },
];
const states = (entries: [string, boolean][] = []) => new Map(entries);

describe('pack defaults', () => {
  it('switches on free packs that are not 18+; spicy and premium packs are opt-in', () => {
    expect(PACKS.map((p) => isActive(p, states()))).toEqual([true, true, false, false]);
  });
});

describe('gentle packs and tone weights (a night without a dud)', () => {
  const GENTLE: PackInfo[] = [
    ...PACKS,
    { id: 'icebreakers', premium: false, explicit: false, spice: 1, tone: 'icebreakers' },
    { id: 'sober', premium: false, explicit: false, spice: 1, tone: 'sober' },
  ];

  it('leaves icebreakers and sober packs off by default, in every deck that has them', () => {
    expect(GENTLE.map((p) => isActive(p, states()))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    for (const packs of [neverHaveIEverPacks, truthOrDarePacks]) {
      const on = packs.filter((p) => isActive(p, states())).map((p) => p.tone);
      expect(on).not.toContain('icebreakers');
      expect(on).not.toContain('sober');
      expect(on.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('Mild night switches the gentle packs on and 18+ off, and leaves the rest', () => {
    const on = states([['spicy', true]]);
    expect(mildNightChanges(GENTLE, on, false)).toEqual([
      { packId: 'spicy', active: false },
      { packId: 'icebreakers', active: true },
      { packId: 'sober', active: true },
    ]);
    const after = states([
      ['spicy', false],
      ['icebreakers', true],
      ['sober', true],
    ]);
    expect(mildNightChanges(GENTLE, after, false)).toEqual([]);
  });

  it('deals the party packs three times as often as gentle ones a table switched on', () => {
    const packs = neverHaveIEverPacks.filter((p) => ['classic', 'icebreakers'].includes(p.id));
    const pool = createPool(packs.map((p) => toDrawPack(p)));
    const words = seededWords(11);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const drawn = drawPrompt(pool, new PromptMemory(), words)!;
      counts.set(drawn.packId, (counts.get(drawn.packId) ?? 0) + 1);
    }
    // 3 : 1 expected; the count of cards in each pack plays no part
    const share = (counts.get('classic') ?? 0) / 4000;
    expect(share).toBeGreaterThan(0.72);
    expect(share).toBeLessThan(0.78);
  });
});

describe('decideToggle (docs/spec/games.md)', () => {
  it('switches a pack off while another stays on', () => {
    expect(decideToggle(PACKS, states(), false, 'classic', false)).toEqual({
      kind: 'change',
      packId: 'classic',
      active: false,
    });
  });

  it('refuses to switch off the only active pack', () => {
    const onlyClassic = states([['party', false]]);
    expect(decideToggle(PACKS, onlyClassic, false, 'classic', false)).toEqual({
      kind: 'refused',
      reason: 'last-active',
    });
  });

  it('does not count a locked premium pack as the other active one', () => {
    const s = states([
      ['party', false],
      ['gold', true],
    ]);
    expect(decideToggle(PACKS, s, false, 'classic', false).kind).toBe('refused');
    expect(decideToggle(PACKS, s, true, 'classic', false).kind).toBe('change');
  });

  it('refuses premium packs without premium, allows them with it', () => {
    expect(decideToggle(PACKS, states(), false, 'gold', true)).toEqual({
      kind: 'refused',
      reason: 'locked',
    });
    expect(decideToggle(PACKS, states(), true, 'gold', true).kind).toBe('change');
  });

  it('reports no-ops and unknown packs', () => {
    expect(decideToggle(PACKS, states(), false, 'classic', true)).toEqual({ kind: 'unchanged' });
    expect(decideToggle(PACKS, states(), false, 'nope', true)).toEqual({
      kind: 'refused',
      reason: 'unknown-pack',
    });
  });
});

describe('bulkChanges', () => {
  it('all on switches on every unlocked pack except 18+ ones (G8)', () => {
    expect(bulkChanges(PACKS, states([['party', false]]), false, true)).toEqual([
      { packId: 'party', active: true },
    ]);
    expect(bulkChanges(PACKS, states(), false, true)).toEqual([]);
    expect(bulkChanges(PACKS, states(), true, true)).toEqual([{ packId: 'gold', active: true }]);
  });

  it('all on leaves an 18+ pack the table switched on as it is, and all off switches it off', () => {
    expect(bulkChanges(PACKS, states([['spicy', true]]), false, true)).toEqual([]);
    expect(bulkChanges(PACKS, states([['spicy', true]]), false, false)).toEqual([
      { packId: 'party', active: false },
      { packId: 'spicy', active: false },
    ]);
  });

  it('all off keeps the first usable pack on', () => {
    expect(bulkChanges(PACKS, states(), false, false)).toEqual([
      { packId: 'party', active: false },
    ]);
    expect(bulkChanges(PACKS, states([['classic', false]]), false, false)).toEqual([]);
    // Nothing usable (only a locked pack on): the first default pack is switched back on.
    const lockedOnly = states([
      ['classic', false],
      ['party', false],
      ['gold', true],
    ]);
    expect(bulkChanges(PACKS, lockedOnly, false, false)).toEqual([
      { packId: 'classic', active: true },
      { packId: 'gold', active: false },
    ]);
  });
});

describe('selectDrawPacks', () => {
  it('uses usable packs within the spice limit', () => {
    const s = states([['spicy', true]]);
    expect(selectDrawPacks(PACKS, s, false, 3).packs.map((p) => p.id)).toEqual([
      'classic',
      'party',
      'spicy',
    ]);
    expect(selectDrawPacks(PACKS, s, false, 2).packs.map((p) => p.id)).toEqual([
      'classic',
      'party',
    ]);
    expect(selectDrawPacks(PACKS, s, false, 1)).toEqual({ packs: [PACKS[0]], fallback: null });
  });

  it('never draws from a locked premium pack', () => {
    const s = states([['gold', true]]);
    expect(selectDrawPacks(PACKS, s, false, 3).packs.map((p) => p.id)).not.toContain('gold');
    expect(selectDrawPacks(PACKS, s, true, 3).packs.map((p) => p.id)).toContain('gold');
  });

  it('falls back to a mild pack instead of stopping the game', () => {
    const spicyOnly = states([
      ['classic', false],
      ['party', false],
      ['spicy', true],
    ]);
    expect(selectDrawPacks(PACKS, spicyOnly, false, 1)).toEqual({
      packs: [PACKS[0]],
      fallback: 'spice',
    });
    const lapsed = states([
      ['classic', false],
      ['party', false],
      ['gold', true],
    ]);
    expect(selectDrawPacks(PACKS, lapsed, false, 3)).toEqual({
      packs: [PACKS[0]],
      fallback: 'none-usable',
    });
  });
});
