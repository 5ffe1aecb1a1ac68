import { describe, expect, it } from 'vitest';
import { keptTapActs, takeEarlyTap } from './held-tap';

describe('a tap kept before the game can act', () => {
  it('takes the early tap of its own button once, and leaves another button’s', () => {
    const page: { __heldTap?: string } = { __heldTap: 'start' };
    expect(takeEarlyTap('truth', page)).toBe(false);
    expect(page.__heldTap).toBe('start');
    expect(takeEarlyTap('start', page)).toBe(true);
    expect(takeEarlyTap('start', page)).toBe(false);
    expect(takeEarlyTap('start', undefined)).toBe(false);
  });

  it('waits while the game cannot act, then acts once', () => {
    expect(keptTapActs(true, false, true)).toEqual({ act: false, keep: true });
    expect(keptTapActs(true, true, true)).toEqual({ act: true, keep: false });
    expect(keptTapActs(false, true, true)).toEqual({ act: false, keep: false });
  });

  it('is dropped when the table read from the device no longer asks for it (a game in progress)', () => {
    expect(keptTapActs(true, true, false)).toEqual({ act: false, keep: false });
  });
});
