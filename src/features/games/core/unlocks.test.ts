import { afterEach, describe, expect, it } from 'vitest';
import { isLocked } from './packs';
import { setUnlockedPacks } from './unlocks';

afterEach(() => setUnlockedPacks([]));

describe('a premium pack bought with coins', () => {
  it('plays unlocked in its game and in the mix, and no other premium pack does', () => {
    const pack = { id: 'throwback', premium: true, explicit: false, spice: 1 as const };
    const mixed = { ...pack, id: 'truth-or-dare/throwback' };
    const other = { ...pack, id: 'travel-tales' };
    setUnlockedPacks([]);
    expect(isLocked(pack, false)).toBe(true);
    setUnlockedPacks(['truth-or-dare/throwback']);
    expect(isLocked(pack, false)).toBe(false);
    expect(isLocked(mixed, false)).toBe(false);
    expect(isLocked(other, false)).toBe(true);
    expect(isLocked({ ...pack, premium: false }, false)).toBe(false);
    setUnlockedPacks([]);
    expect(isLocked(pack, false)).toBe(true);
    expect(isLocked(pack, true)).toBe(false);
  });
});
