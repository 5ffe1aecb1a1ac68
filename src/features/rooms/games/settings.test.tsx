import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { categoryPacks } from '../../../content/games/category';
import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import type { AnyRoomGameModule, GameSeat, RoomPackChoice } from '../room-game';
import { categoryModule, categoryRoom } from './category';
import { countryIslandCityModule } from './country-island-city';
import { mostLikelyToModule } from './most-likely-to';
import { neverHaveIEverModule, neverHaveIEverRoom } from './never-have-i-ever';
import { truthOrDareModule } from './truth-or-dare';
import { charadesModule } from './charades';
import { knownPacks, offeredPacks } from './settings';

// Every room game's settings in the lobby: the host picks packs and the game's own settings, the
// players see them, and the game deals from what was picked.

const seat = (n: number): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
});
const SEATS = [seat(1), seat(2), seat(3)];
const SEED = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

const texts = (packs: readonly { id: string; lists: string[][] }[], id: string) =>
  new Set(packs.find((p) => p.id === id)!.lists[0]);

describe('room game settings', () => {
  it('every room game has settings the lobby shows: editable on the host’s phone, read-only on the others', () => {
    const modules: AnyRoomGameModule[] = [
      mostLikelyToModule,
      neverHaveIEverModule,
      countryIslandCityModule,
      categoryModule,
      truthOrDareModule,
      charadesModule,
    ];
    for (const module of modules) {
      const Settings = module.Settings!;
      expect(Settings).toBeTypeOf('function');
      const settings: unknown = module.game.defaultSettings;
      const host = renderToStaticMarkup(
        <Settings settings={settings} host onChange={() => undefined} />,
      );
      const player = renderToStaticMarkup(
        <Settings settings={settings} host={false} onChange={() => undefined} />,
      );
      expect(host).toContain('<legend>');
      expect(host).toMatch(/checked=""/);
      // The host may change what the players only see.
      const enabled = (html: string) => (html.match(/<input(?![^>]*disabled)/g) ?? []).length;
      expect(enabled(host)).toBeGreaterThan(0);
      expect(enabled(player)).toBe(0);
    }
  });

  it('never have I ever deals only from the packs picked, within the spice level', () => {
    const travel = texts(neverHaveIEverPacks, 'travel-tales');
    let state = neverHaveIEverRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { spice: 3, packs: ['travel-tales'] },
    });
    for (let i = 0; i < 12; i++) {
      expect(travel.has(state.prompt!.text)).toBe(true);
      state = neverHaveIEverRoom.apply(
        state,
        's1',
        { type: 'next', round: state.round },
        { hostSeatId: 's1' },
      );
    }
    // A pack over the spice level is not dealt from: the default packs are.
    const mild = neverHaveIEverRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { spice: 1, packs: ['spicy'] },
    });
    expect(texts(neverHaveIEverPacks, 'spicy').has(mild.prompt!.text)).toBe(false);
  });

  it('category deals only from the packs picked, with the rounds and seconds picked', () => {
    const food = texts(categoryPacks, 'food-and-drink');
    let state = categoryRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { rounds: 3, turnSeconds: 15, packs: ['food-and-drink'] },
    });
    expect(categoryRoom.shared(state)).toMatchObject({ rounds: 3, turnSeconds: 15 });
    for (let i = 0; i < 8; i++) {
      expect(food.has(state.card!.text)).toBe(true);
      state = categoryRoom.apply(
        state,
        's1',
        { type: 'next', round: state.round },
        { hostSeatId: 's1' },
      );
    }
  });

  it('takes the packs switched on on the game’s own page when the room opens', () => {
    const choice: RoomPackChoice = {
      states: new Map([
        ['icebreakers', true],
        ['classic', false],
      ]),
      premium: false,
      spiceLimit: 2,
    };
    const nhie = neverHaveIEverModule.settingsFrom!(choice);
    expect(nhie.spice).toBe(2);
    expect(nhie.packs).toContain('icebreakers');
    expect(nhie.packs).not.toContain('classic');
    const cat = categoryModule.settingsFrom!({
      ...choice,
      states: new Map([['classic', false]]),
    });
    expect(cat.packs).not.toContain('classic');
    expect(cat).toMatchObject({ rounds: 5, turnSeconds: 10 });
  });

  it('offers free packs that are not 18+, and any the host had already picked', () => {
    const offered = offeredPacks(neverHaveIEverPacks, []).map((p) => p.id);
    expect(offered).toContain('classic');
    for (const pack of neverHaveIEverPacks) {
      if (pack.premium || pack.explicit) expect(offered).not.toContain(pack.id);
    }
    const premium = neverHaveIEverPacks.find((p) => p.premium);
    if (premium) {
      expect(offeredPacks(neverHaveIEverPacks, [premium.id]).map((p) => p.id)).toContain(
        premium.id,
      );
    }
    expect(knownPacks(neverHaveIEverPacks, ['nope'])).toBeNull();
    expect(knownPacks(neverHaveIEverPacks, ['nope', 'classic'])).toEqual(['classic']);
  });
});
