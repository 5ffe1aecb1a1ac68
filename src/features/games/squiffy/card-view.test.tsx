import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { squiffyPacks } from '../../../content/games/squiffy';
import { squiffyPacksDa } from '../../../content/games/da/squiffy';
import { loadLang, setCurrentLang, type Lang } from '../../../lib/i18n';
import { seededWords } from '../../../lib/random';
import { SquiffyCardView } from './card-view';
import { buildDeck, dealCard, type DeckInput, type SquiffyTable } from './rules';
import { parseSession, type SquiffyShown } from './session';
import { squiffyTableCard, squiffyTableDeck, newSquiffyTable } from './table';

// A Squiffy card from a player's own pack speaks the pack's language (issue 39): a Danish pack's
// card says "Udfordring" and "Ana har tur" on an English page, an English pack's "Dare" on a
// Danish one, and so do the words for a name nobody fills and a forfeit under the card.

const NO_DECK: DeckInput = {
  builtIn: squiffyPacks,
  states: new Map(),
  premium: false,
  spiceLimit: 3,
  own: [],
  chosenOwn: [],
  onlyOwn: false,
  adultConfirmed: false,
};

/** Ana alone and not drinking tonight: nobody fills `{player2}`, and a shot is a forfeit. */
const TABLE: SquiffyTable = { players: ['Ana'], flags: { Ana: { sober: true, taken: false } } };

function dealFrom(lang: Lang | undefined, prompt: string): SquiffyShown {
  const pack = {
    id: 'p1',
    name: lang === 'da' ? 'Sommerhus' : 'Road trip',
    description: '',
    explicit: false,
    game: null,
    prompts: [prompt],
    ...(lang ? { lang } : {}),
  };
  const deck = buildDeck({ ...NO_DECK, own: [pack], chosenOwn: ['p1'], onlyOwn: true });
  const drawn = { text: prompt, packId: 'own:p1', packName: pack.name, index: 0 };
  const card = dealCard(deck, drawn, TABLE, 0, {}, seededWords(1));
  if (!card) throw new Error('nothing dealt');
  return card;
}

const render = (card: SquiffyShown) =>
  renderToStaticMarkup(<SquiffyCardView card={card} shown={1} onNext={null} />);

function onPage(lang: Lang, check: () => void) {
  setCurrentLang(lang);
  try {
    check();
  } finally {
    setCurrentLang('en');
  }
}

beforeAll(async () => {
  await loadLang('da');
});

describe('a Squiffy card from a player’s own pack', () => {
  it('keeps the pack’s language, through a reload', () => {
    const card = dealFrom('da', '{player}, tag et shot med {player2}.');
    expect(card.lang).toBe('da');
    const session = { kind: 'squiffy', card, turn: 0, shown: 1, rounds: 5, target: 5 };
    expect(parseSession(JSON.parse(JSON.stringify(session)))?.card?.lang).toBe('da');
    // A pack that never said its language is English, as packs were before they had one.
    expect(dealFrom(undefined, '{player}, take a shot.').lang).toBe('en');
  });

  it('leads a Danish pack’s card in Danish on an English page', () => {
    const html = render(dealFrom('da', '{player}, tag et shot med {player2}.'));
    expect(html).toContain('lang="da"');
    expect(html).toContain('Ana har tur');
    expect(html).toContain('Udfordring');
    expect(html).toContain('Ana, tag et shot med personen til højre for dig.');
    expect(html).toContain('Ana drikker ikke i aften, så i stedet for en tår:');
    expect(html).not.toMatch(/Dare|turn|player on your|not drinking/);
  });

  it('leads an English pack’s card in English on a Danish page', () => {
    onPage('da', () => {
      const question = render(dealFrom(undefined, 'Who would {player2} call at 3am?'));
      expect(question).toContain('lang="en"');
      expect(question).toContain('Question');
      expect(question).toContain('Ana’s turn');
      expect(question).toContain('Who would the player on your right call at 3am?');
      const dare = render(dealFrom(undefined, '{player}, take a shot.'));
      expect(dare).toContain('Dare');
      expect(dare).toContain('Ana is not drinking tonight, so instead of a sip:');
      expect(dare).not.toMatch(/Udfordring|har tur|drikker ikke/);
    });
  });

  it('follows the page for a built-in card, and for one stored before packs had a language', () => {
    onPage('da', () => {
      const stored = { ...dealFrom(undefined, '{player}, take a shot.'), lang: undefined };
      const html = render(stored);
      expect(html).toContain('Udfordring');
      expect(html).toContain('Ana har tur');
      expect(html).not.toContain('lang=');
    });
    // The built-in Danish deck, on one phone or a table of phones, follows the page as before.
    const danish = squiffyPacksDa.slice(0, 1);
    const deck = buildDeck({ ...NO_DECK, builtIn: danish });
    const first = danish[0]!.cards[0]!;
    const drawn = { text: first.text, packId: danish[0]!.id, packName: '', index: 0 };
    expect(dealCard(deck, drawn, TABLE, 0, {})?.lang).toBeUndefined();
    const code = newSquiffyTable(['Ana', 'Ben'], {}, danish, 3);
    const table = squiffyTableDeck(code, danish);
    if (!table.ok) throw new Error('no table deck');
    const card = squiffyTableCard(code, table.deck, 0);
    expect(card).not.toBeNull();
    expect(card?.lang).toBeUndefined();
  });
});
