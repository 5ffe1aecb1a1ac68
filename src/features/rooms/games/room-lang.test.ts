import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryPacks } from '../../../content/games/category';
import { charadesPacks } from '../../../content/games/charades';
import { categorySets } from '../../../content/games/country-island-city';
import { categoryPacksDa } from '../../../content/games/da/category';
import { charadesPacksDa } from '../../../content/games/da/charades';
import { categorySetsDa } from '../../../content/games/da/country-island-city';
import { FORFEITS_DA } from '../../../content/games/da/forfeits';
import { mostLikelyToPacksDa } from '../../../content/games/da/most-likely-to';
import { neverHaveIEverPacksDa } from '../../../content/games/da/never-have-i-ever';
import { truthOrDarePacksDa } from '../../../content/games/da/truth-or-dare';
import type { DanishPackSource } from '../../../content/games/da/types';
import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import { FORFEITS } from '../../../content/games/tags';
import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import type { PromptPackSource } from '../../../content/games/types';
import { loadLang, translate, type Lang } from '../../../lib/i18n';
import type { GameSeat } from '../room-game';
import { categoryRoom, type CategoryState } from './category';
import { charadesRoom, type CharadesState } from './charades';
import { countryIslandCityRoom, type CicState } from './country-island-city';
import { mostLikelyToRoom, type MltState } from './most-likely-to-game';
import { neverHaveIEverModule, neverHaveIEverRoom, type NhieState } from './never-have-i-ever';
import { loadRoomLang, roomLangOf } from './room-lang';
import { truthOrDareRoom, type TodState } from './truth-or-dare';

// Issue 39 in the rooms: a room deals in the language of the host's page when it opened (saved in
// its settings), on every phone, and a phone taking over as host deals on in that language.

const seat = (n: number, flags: Partial<GameSeat> = {}): GameSeat => ({
  seatId: `s${n}`,
  name: `Player ${n}`,
  seatNumber: n,
  sober: false,
  taken: false,
  ...flags,
});
const SEATS = [seat(1), seat(2), seat(3), seat(4)];
const HOST = { hostSeatId: 's1' };
const NEW_HOST = { hostSeatId: 's2' };
const SEED = 'fedcba9876543210fedcba9876543210';

/** Every text of one list (or all lists) of the packs. */
const textsOf = (packs: readonly PromptPackSource[], list?: number) =>
  new Set(packs.flatMap((p) => (list === undefined ? p.lists.flat() : (p.lists[list] ?? []))));
const danishOf = (packs: readonly DanishPackSource[], list?: number) =>
  new Set(
    packs.flatMap((p) =>
      (list === undefined ? p.lists.flat() : (p.lists[list] ?? [])).map((x) => x.text),
    ),
  );

/** Whether a dealt card is one of the texts, its player slots filled with any names. */
function dealtFrom(card: string, texts: ReadonlySet<string>): boolean {
  for (const text of texts) {
    const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const pattern = escaped.replace(/\{player2?\}/g, '.+');
    if (new RegExp(`^${pattern}$`, 'i').test(card)) return true;
  }
  return false;
}

/** A state as a phone that takes over as host has it: the last shared view, off the wire. */
const overTheWire = <T>(shared: unknown) => JSON.parse(JSON.stringify(shared)) as T;

beforeAll(async () => {
  await loadLang('en');
  for (const game of [
    'never-have-i-ever',
    'most-likely-to',
    'truth-or-dare',
    'category',
    'charades',
    'country-island-city',
  ]) {
    await loadRoomLang(game, 'da');
  }
});

describe('the language of a room', () => {
  it('is Danish only when its settings say so', () => {
    expect(roomLangOf({ spice: 3, lang: 'da' })).toBe('da');
    expect(roomLangOf({ spice: 3, lang: 'en' })).toBe('en');
    expect(roomLangOf({ spice: 3 })).toBe('en');
    expect(roomLangOf(undefined)).toBe('en');
  });

  it('has its lead-ins and "the player on your left" in Danish once loaded', () => {
    expect(translate('da', 'game.neverHaveIEver.lead')).not.toBe(
      translate('en', 'game.neverHaveIEver.lead'),
    );
    expect(translate('da', 'game.playerOnLeft')).not.toBe(translate('en', 'game.playerOnLeft'));
  });
});

describe('never have I ever in a room', () => {
  const da = danishOf(neverHaveIEverPacksDa, 0);
  const en = textsOf(neverHaveIEverPacks, 0);
  const begin = (lang?: Lang) =>
    neverHaveIEverRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { spice: 3, ...(lang ? { lang } : {}) },
    });
  const next = (state: NhieState, host = HOST) =>
    neverHaveIEverRoom.apply(state, host.hostSeatId, { type: 'next', round: state.round }, host);

  it('deals Danish prompts in a Danish room and English ones in an English room', () => {
    let state = begin('da');
    for (let i = 0; i < 5; i++, state = next(state)) {
      expect(da.has(state.prompt!.text)).toBe(true);
      expect(neverHaveIEverRoom.shared(state).lang).toBe('da');
    }
    state = begin();
    for (let i = 0; i < 5; i++, state = next(state)) {
      expect(en.has(state.prompt!.text)).toBe(true);
      expect(da.has(state.prompt!.text)).toBe(false);
    }
  });

  it('says "Never have I ever" in the room’s language on a phone whose page is English', () => {
    const html = (lang: Lang) =>
      renderToStaticMarkup(
        createElement(neverHaveIEverModule.View, {
          shared: neverHaveIEverRoom.shared(begin(lang)),
          secret: null,
          me: SEATS[1]!,
          seats: SEATS,
          host: false,
          send: () => {},
        }),
      );
    expect(html('da')).toContain(translate('da', 'game.neverHaveIEver.lead'));
    expect(html('en')).toContain(translate('en', 'game.neverHaveIEver.lead'));
    expect(html('en')).not.toContain(translate('da', 'game.neverHaveIEver.lead'));
  });

  it('a phone taking over as host deals on in Danish, the prompts the old host would have', () => {
    let state = next(begin('da'));
    state = neverHaveIEverRoom.apply(
      state,
      's2',
      { type: 'answer', round: 2, answer: 'have' },
      HOST,
    );
    const seen = overTheWire<NhieState>(neverHaveIEverRoom.shared(state));
    let taken = neverHaveIEverRoom.reseat(seen, SEATS.slice(1));
    let old = neverHaveIEverRoom.reseat(state, SEATS.slice(1));
    for (let i = 0; i < 3; i++) {
      taken = next(taken, NEW_HOST);
      old = next(old, NEW_HOST);
      expect(da.has(taken.prompt!.text)).toBe(true);
      expect(taken.prompt).toEqual(old.prompt);
    }
  });
});

describe('most likely to in a room', () => {
  const da = danishOf(mostLikelyToPacksDa, 0);
  const en = textsOf(mostLikelyToPacks, 0);
  const begin = (lang?: Lang) =>
    mostLikelyToRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { ...mostLikelyToRoom.defaultSettings, ...(lang ? { lang } : {}) },
    });
  const deal = (state: MltState, host = HOST) => {
    const shown = mostLikelyToRoom.apply(
      state,
      host.hostSeatId,
      { type: 'reveal', round: state.round },
      host,
    );
    return mostLikelyToRoom.apply(
      shown,
      host.hostSeatId,
      { type: 'next', round: state.round },
      host,
    );
  };

  it('deals Danish prompts in a Danish room and English ones in an English room', () => {
    let state = begin('da');
    for (let i = 0; i < 5; i++, state = deal(state)) expect(da.has(state.prompt)).toBe(true);
    state = begin('en');
    for (let i = 0; i < 5; i++, state = deal(state)) {
      expect(en.has(state.prompt)).toBe(true);
      expect(da.has(state.prompt)).toBe(false);
    }
  });

  it('a phone taking over as host deals on in Danish', () => {
    const state = deal(begin('da'));
    let taken = mostLikelyToRoom.reseat(
      overTheWire<MltState>(mostLikelyToRoom.shared(state)),
      SEATS,
    );
    for (let i = 0; i < 3; i++) {
      taken = deal(taken, NEW_HOST);
      expect(da.has(taken.prompt)).toBe(true);
    }
  });
});

describe('truth or dare in a room', () => {
  const da = { truth: danishOf(truthOrDarePacksDa, 0), dare: danishOf(truthOrDarePacksDa, 1) };
  const en = { truth: textsOf(truthOrDarePacks, 0), dare: textsOf(truthOrDarePacks, 1) };
  const begin = (lang?: Lang) =>
    truthOrDareRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { spice: 3, ...(lang ? { lang } : {}) },
    });
  /** The player on turn picks, does the card, and the turn moves on. */
  function play(state: TodState, choice: 'truth' | 'dare', host = HOST) {
    const up = state.up!;
    const card = truthOrDareRoom.apply(
      state,
      up,
      { type: 'choose', turn: state.turn, choice },
      host,
    );
    const done = truthOrDareRoom.apply(card, up, { type: 'done', turn: state.turn }, host);
    return {
      card: card.card!,
      next: truthOrDareRoom.apply(done, up, { type: 'next', turn: state.turn }, host),
    };
  }

  it('deals Danish truths and dares in a Danish room and English ones in an English room', () => {
    let state = begin('da');
    for (const choice of ['truth', 'dare', 'truth', 'dare'] as const) {
      const { card, next } = play(state, choice);
      expect(dealtFrom(card.text, da[choice])).toBe(true);
      state = next;
    }
    state = begin();
    for (const choice of ['truth', 'dare'] as const) {
      const { card, next } = play(state, choice);
      expect(dealtFrom(card.text, en[choice])).toBe(true);
      expect(dealtFrom(card.text, da[choice])).toBe(false);
      state = next;
    }
  });

  it('a player not drinking tonight takes a Danish forfeit in a Danish room', () => {
    const forfeitIn = (lang: Lang) => {
      let state = truthOrDareRoom.start({
        seats: [seat(1, { sober: true }), seat(2), seat(3)],
        hostSeatId: 's1',
        seed: SEED,
        settings: { spice: 3, lang },
      });
      state = truthOrDareRoom.apply(
        state,
        's1',
        { type: 'choose', turn: 1, choice: 'truth' },
        HOST,
      );
      return truthOrDareRoom.apply(state, 's1', { type: 'forfeit', turn: 1 }, HOST).penalty;
    };
    expect(FORFEITS_DA).toContain(forfeitIn('da'));
    expect(FORFEITS).toContain(forfeitIn('en'));
  });

  it('a phone taking over as host deals on in Danish', () => {
    const state = play(begin('da'), 'truth').next;
    let taken = truthOrDareRoom.reseat(overTheWire<TodState>(truthOrDareRoom.shared(state)), SEATS);
    for (const choice of ['dare', 'truth'] as const) {
      const { card, next } = play(taken, choice, NEW_HOST);
      expect(dealtFrom(card.text, da[choice])).toBe(true);
      taken = next;
    }
  });
});

describe('category in a room', () => {
  const da = danishOf(categoryPacksDa);
  const en = textsOf(categoryPacks);
  const begin = (lang?: Lang) =>
    categoryRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { ...categoryRoom.defaultSettings, ...(lang ? { lang } : {}) },
    });
  const next = (state: CategoryState, host = HOST) =>
    categoryRoom.apply(state, host.hostSeatId, { type: 'next', round: state.round }, host);

  it('deals Danish categories in a Danish room and English ones in an English room', () => {
    let state = begin('da');
    for (let i = 0; i < 4; i++, state = next(state)) expect(da.has(state.card!.text)).toBe(true);
    state = begin();
    for (let i = 0; i < 4; i++, state = next(state)) {
      expect(en.has(state.card!.text)).toBe(true);
      expect(da.has(state.card!.text)).toBe(false);
    }
  });

  it('a phone taking over as host deals on in Danish, the categories the old host would have', () => {
    const state = next(begin('da'));
    let taken = categoryRoom.reseat(overTheWire<CategoryState>(categoryRoom.shared(state)), SEATS);
    let old = categoryRoom.reseat(state, SEATS);
    for (let i = 0; i < 3; i++) {
      taken = next(taken, NEW_HOST);
      old = next(old, NEW_HOST);
      expect(da.has(taken.card!.text)).toBe(true);
      expect(taken.card).toEqual(old.card);
    }
  });
});

describe('charades in a room', () => {
  const da = danishOf(charadesPacksDa);
  const en = textsOf(charadesPacks);
  const begin = (lang?: Lang) =>
    charadesRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { ...charadesRoom.defaultSettings, ...(lang ? { lang } : {}) },
    });
  const acting = (state: CharadesState, host = HOST) =>
    charadesRoom.apply(state, state.actor!, { type: 'start', turn: state.turn }, host);
  const wordOf = (state: CharadesState) => charadesRoom.secret(state, state.actor!)!.word;

  it('gives the actor Danish words in a Danish room and English ones in an English room', () => {
    let state = acting(begin('da'));
    for (let i = 0; i < 4; i++) {
      expect(da.has(wordOf(state))).toBe(true);
      state = charadesRoom.apply(state, 's1', { type: 'got', turn: 1, move: state.move }, HOST);
    }
    state = acting(begin());
    expect(en.has(wordOf(state))).toBe(true);
    expect(da.has(wordOf(state))).toBe(false);
  });

  it('a phone taking over as host deals Danish words from its own deck', () => {
    const state = acting(begin('da'));
    const taken = charadesRoom.reseat(
      overTheWire<CharadesState>(charadesRoom.shared(state)),
      SEATS,
    );
    expect(da.has(wordOf(taken))).toBe(true);
  });
});

describe('country, island, city in a room', () => {
  const daClassic = categorySetsDa.find((s) => s.id === 'classic')!;
  const enClassic = categorySets.find((s) => s.id === 'classic')!;
  const begin = (lang?: Lang) =>
    countryIslandCityRoom.start({
      seats: SEATS,
      hostSeatId: 's1',
      seed: SEED,
      settings: { setId: 'classic', rounds: 0, ...(lang ? { lang } : {}) },
    });
  function nextRound(state: CicState, host = HOST): CicState {
    const r = state.round;
    const id = host.hostSeatId;
    let s = countryIslandCityRoom.apply(state, id, { type: 'stop', round: r }, host);
    s = countryIslandCityRoom.apply(s, id, { type: 'score', round: r }, host);
    return countryIslandCityRoom.apply(s, id, { type: 'next', round: r }, host);
  }

  it('shows the Danish columns and letters in a Danish room and English ones in an English room', () => {
    let state = begin('da');
    for (let i = 0; i < 4; i++, state = nextRound(state)) {
      expect(countryIslandCityRoom.shared(state).categories).toEqual(daClassic.categories);
      expect(daClassic.letters).toContain(state.letter);
    }
    state = begin();
    expect(countryIslandCityRoom.shared(state).categories).toEqual(enClassic.categories);
    expect(countryIslandCityRoom.shared(state).categories).not.toEqual(daClassic.categories);
  });

  it('a phone taking over as host plays on with the Danish columns and letters', () => {
    const state = nextRound(begin('da'));
    let taken = countryIslandCityRoom.reseat(
      overTheWire<CicState>(countryIslandCityRoom.shared(state)),
      SEATS,
    );
    let old = countryIslandCityRoom.reseat(state, SEATS);
    for (let i = 0; i < 3; i++) {
      taken = nextRound(taken, NEW_HOST);
      old = nextRound(old, NEW_HOST);
      expect(countryIslandCityRoom.shared(taken).categories).toEqual(daClassic.categories);
      expect(taken.letter).toBe(old.letter);
    }
  });
});
