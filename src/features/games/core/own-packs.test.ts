import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../../lib/i18n';
import { mostLikelyTo } from '../most-likely-to/manifest';
import { neverHaveIEver } from '../never-have-i-ever/manifest';
import { truthOrDare } from '../truth-or-dare/manifest';
import { fillSlot } from './manifest';
import { renderFor } from './prompt-game';
import type { ShownPrompt } from './session';
import { pickerPacks } from './game-shell';
import { mixedPacks } from '../mix/mix';
import {
  addedPackGroup,
  addedPackLang,
  addedPacks,
  isAddedPackId,
  isLikedPackId,
  isOwnPackId,
  LIKED_GROUP,
  likedPacks,
  OWN_GROUP,
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
      game: null,
      gameConfirmed: false,
    });
    expect(toOwnPack(row(['  ']))).toBeNull();
  });

  it('joins only the games the pack is for, and deals truths as truths and dares as dares', () => {
    const nhie = toOwnPack({
      id: 'cabin',
      pack: {
        metadata: { name: 'Cabin', description: '', explicit: false, game: 'never-have-i-ever' },
        prompts: [{ text: 'Never have I ever jumped in the lake.' }],
      },
    })!;
    expect(withOwnPacks(truthOrDare, [nhie])).toBe(truthOrDare);
    expect(withOwnPacks(neverHaveIEver, [nhie]).packs.at(-1)?.id).toBe('own:cabin');

    const marked = toOwnPack({
      id: 'tod',
      pack: {
        metadata: { name: 'ToD', description: '', explicit: false, game: 'truth-or-dare' },
        prompts: [
          { text: 'Sing a song?', kind: 'dare' },
          { text: 'Your first kiss.', kind: 'truth' },
          { text: 'Truth: your worst date' },
        ],
      },
    })!;
    expect(withOwnPacks(neverHaveIEver, [marked])).toBe(neverHaveIEver);
    expect(withOwnPacks(truthOrDare, [marked]).packs.at(-1)?.lists).toEqual([
      ['Your first kiss.', 'Truth: your worst date'],
      ['Sing a song?'],
    ]);
  });

  it('places an old pack by its lead-ins, and one without any where it always went', () => {
    const old = toOwnPack(row(['Never have I ever sung.', 'Never have I ever swum.']))!;
    expect(old).toMatchObject({ game: 'never-have-i-ever', gameConfirmed: false });
    expect(withOwnPacks(truthOrDare, [old])).toBe(truthOrDare);
    const unknown = toOwnPack(row(['Why?', 'Dance.']))!;
    expect(unknown.game).toBeNull();
    for (const manifest of [neverHaveIEver, mostLikelyTo, truthOrDare]) {
      expect(withOwnPacks(manifest, [unknown]).packs.at(-1)?.id).toBe('own:abc');
    }
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

describe('liked community packs as prompt sources (issue 18)', () => {
  const cached = (id: string, prompts: string[], explicit = false) =>
    [
      id,
      {
        id,
        pack: {
          metadata: { name: `Pack ${id}`, description: '', explicit },
          prompts: prompts.map((text) => ({ text })),
        },
      },
    ] as const;
  const like = (packId: string, updatedAt: string, liked = true) => ({
    packId,
    liked,
    updatedAt,
  });

  it('deals only packs liked here, cached whole, with something to deal, newest like first', () => {
    const cache = new Map([
      cached('old', ['A']),
      cached('new', ['B']),
      cached('unliked', ['C']),
      cached('blank', ['  ']),
      cached('mine', ['D']),
    ]);
    const packs = likedPacks(
      [
        like('old', '2026-01-01T00:00:00Z'),
        like('new', '2026-03-01T00:00:00Z'),
        like('unliked', '2026-02-01T00:00:00Z', false),
        like('blank', '2026-02-01T00:00:00Z'),
        like('not-cached', '2026-02-01T00:00:00Z'),
        like('mine', '2026-02-01T00:00:00Z'),
      ],
      cache,
      new Set(['mine']),
    );
    expect(packs.map((p) => p.id)).toEqual(['new', 'old']);
    expect(packs.every((p) => p.liked)).toBe(true);
  });

  it('shows a pack that is both yours and liked once, as yours', () => {
    const own = toOwnPack(row(['Mine']))!;
    const liked = [
      { ...own, liked: true as const },
      { ...toOwnPack({ ...row(['Theirs']), id: 'xyz' })!, liked: true as const },
    ];
    expect(addedPacks([own], liked).map((p) => [p.id, p.liked ?? false])).toEqual([
      ['abc', false],
      ['xyz', true],
    ]);
  });

  it('has its own id prefix and picker group, off until added, 18+ behind the spice filter', () => {
    const liked = { ...toOwnPack(row(['A', 'B'], true))!, liked: true as const };
    const source = ownPackSource(liked, 1);
    expect(source.id).toBe('liked:abc');
    expect(source.id).not.toBe(ownPackSource(toOwnPack(row(['A']))!, 1).id);
    expect(isLikedPackId(source.id)).toBe(true);
    expect(isOwnPackId(source.id)).toBe(false);
    expect(isAddedPackId(source.id)).toBe(true);
    expect(isAddedPackId('classic')).toBe(false);
    expect(defaultActive(source)).toBe(false);
    expect(source).toMatchObject({ explicit: true, spice: 3, premium: false });
    expect(source.description).toBe('A pack you liked, 2 prompts.');
    expect(addedPackGroup(source.id)).toBe(LIKED_GROUP);
    expect(addedPackGroup('own:abc')).toBe(OWN_GROUP);
    expect(addedPackGroup('classic')).toBeUndefined();
  });

  it('sits under "Liked packs" after "Your packs" in the picker, with one id in every game', () => {
    const own = toOwnPack(row(['Mine']))!;
    const liked = { ...toOwnPack({ ...row(['Theirs']), id: 'xyz' })!, liked: true as const };
    const manifest = withOwnPacks(neverHaveIEver, [own, liked]);
    const picker = pickerPacks(manifest, 'Never have I ever', 'never-have-i-ever/');
    expect(picker.slice(-2).map((p) => [p.id, p.group, p.optIn])).toEqual([
      ['own:abc', OWN_GROUP, true],
      ['liked:xyz', LIKED_GROUP, true],
    ]);
    expect(picker[0]?.id.startsWith('never-have-i-ever/')).toBe(true);
    const mixed = mixedPacks([manifest]);
    expect(mixed.at(-1)).toMatchObject({ id: 'liked:xyz', optIn: true });
  });

  it('renders like your own packs, led by "From a liked pack"', () => {
    expect(renderOwn(neverHaveIEver, 'Bo sang.', 0, 'liked:xyz')).toEqual({
      lead: 'From a liked pack',
      text: 'Bo sang.',
      reads: true,
    });
    expect(renderOwn(neverHaveIEver, 'Bo sang.', 0, 'own:abc').lead).toBe('From your pack');
    expect(renderOwn(truthOrDare, 'Why?', 0, 'liked:xyz').lead).toBe('Truth');
  });
});

describe('a pack written in another language than the page (issue 39)', () => {
  beforeAll(() => loadLang('da'));

  const danish = (game: 'never-have-i-ever' | 'truth-or-dare', prompts: string[]) =>
    toOwnPack({
      id: 'hygge',
      pack: {
        metadata: { name: 'Hygge', description: '', explicit: false, game, lang: 'da' },
        prompts: prompts.map((text) => ({ text })),
      },
    })!;
  const shown = (over: Partial<ShownPrompt>): ShownPrompt => ({
    game: 'never-have-i-ever',
    list: 0,
    text: '',
    packId: 'own:hygge',
    packName: 'Hygge',
    player: null,
    named: null,
    ...over,
  });

  it('keeps the language with the pack, English for a pack saved without one', () => {
    const pack = danish('never-have-i-ever', ['Jeg har aldrig sunget karaoke.']);
    expect(pack.lang).toBe('da');
    expect(toOwnPack(row(['x']))?.lang).toBeUndefined();
    const manifest = withOwnPacks(neverHaveIEver, [pack, { ...toOwnPack(row(['x']))! }]);
    expect(addedPackLang(manifest, 'own:hygge')).toBe('da');
    expect(addedPackLang(manifest, 'own:abc')).toBe('en');
    expect(addedPackLang(manifest, neverHaveIEver.packs[0]!.id)).toBeUndefined();
  });

  it("leads a Danish pack's cards in Danish on an English page, and names nobody in Danish", () => {
    const text = '{player} har aldrig sunget karaoke med {player2}.';
    const manifest = withOwnPacks(neverHaveIEver, [danish('never-have-i-ever', [text])]);
    const render = renderFor(manifest);
    // the card arrives filled in the page's language (English here)
    const card = render(fillSlot(text, null, null), 0, shown({ text }));
    expect(card).toEqual({
      lead: 'Fra din pakke',
      text: 'Personen til venstre for dig har aldrig sunget karaoke med personen til højre for dig.',
      reads: true,
      lang: 'da',
    });
    // names entered are kept as they are
    expect(
      render(fillSlot(text, 'Bo', 'Ea'), 0, shown({ text, named: 'Bo', named2: 'Ea' })).text,
    ).toBe('Bo har aldrig sunget karaoke med Ea.');
  });

  it('deals a Danish truth or dare pack as Sandhed and Konsekvens, an English one as Truth and Dare', () => {
    const tod = withOwnPacks(truthOrDare, [
      danish('truth-or-dare', ['Hvem var dit første crush?', 'Syng en sang.']),
    ]);
    const render = renderFor(tod);
    const game = 'truth-or-dare' as const;
    expect(render('Hvem?', 0, shown({ game, list: 0, text: 'Hvem?' })).lead).toBe('Sandhed');
    expect(render('Syng.', 1, shown({ game, list: 1, text: 'Syng.' })).lead).toBe('Konsekvens');
    expect(renderOwn(truthOrDare, 'Sing.', 1, 'own:abc', 'en').lead).toBe('Dare');
    // a built-in card keeps the page's lead-in
    expect(render('x', 1, shown({ game, list: 1, packId: truthOrDare.packs[0]!.id })).lead).toBe(
      'Dare',
    );
  });
});
