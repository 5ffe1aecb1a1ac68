import { describe, expect, it } from 'vitest';
import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import { mostLikelyToModule } from './most-likely-to';
import { ROOM_GAMES } from '.';

describe('most likely to, as a room opens it', () => {
  it('deals what the host’s own page would: packs switched on, within the spice filter', () => {
    const settingsFrom = mostLikelyToModule.settingsFrom!;
    const mild = settingsFrom({ states: new Map(), premium: false, spiceLimit: 1 });
    const chosen = mostLikelyToPacks.filter((p) => mild.packs.includes(p.id));
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((p) => p.spice === 1 && !p.explicit)).toBe(true);
    const spicy = mostLikelyToPacks.find((p) => p.explicit)!;
    expect(settingsFrom({ states: new Map(), premium: false, spiceLimit: 3 }).packs).not.toContain(
      spicy.id,
    );
    expect(
      settingsFrom({ states: new Map([[spicy.id, true]]), premium: false, spiceLimit: 3 }).packs,
    ).toContain(spicy.id);
  });

  it('is in the rooms’ registry, loaded on demand', async () => {
    expect(await ROOM_GAMES['most-likely-to']!()).toBe(mostLikelyToModule);
  });
});
