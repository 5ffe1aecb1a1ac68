import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { seededWords } from '../../../lib/random';
import { DealtHistory, PromptMemory } from '../core/draw';
import { PartyCardView } from './party-card';
import { buildDeck, freshParty, nextCard, ownPartyPack, typesLine } from './rules';
import { parseSession } from './session';

// A card from a player's own pack speaks the pack's language (issue 39, item 5): a Danish pack's
// card says "Opgave" and "Ana har tur" on an English page, an English pack's "Task" on a Danish one.

const TABLE = { players: ['Ana', 'Ben', 'Cleo'], flags: {} };

function dealFrom(lang: 'da' | undefined, prompt: string) {
  const own = ownPartyPack({
    id: 'p1',
    name: lang === 'da' ? 'Sommerhus' : 'Road trip',
    description: '',
    explicit: false,
    game: 'party-stream',
    prompts: [prompt],
    ...(lang ? { lang } : {}),
  });
  const deck = buildDeck([own], new Map([['own:p1', true]]), false, 3);
  const dealt = nextCard(
    freshParty(),
    deck,
    new PromptMemory([], 40, new DealtHistory()),
    TABLE,
    seededWords(1),
  );
  if (!dealt?.state.card) throw new Error('nothing dealt');
  return dealt.state;
}

const render = (state: ReturnType<typeof dealFrom>) =>
  renderToStaticMarkup(<PartyCardView card={state.card!} shown={1} onNext={null} />);

beforeAll(async () => {
  await loadLang('da');
});

describe('a Party stream card from a player’s own pack', () => {
  it('keeps the pack’s language, through a reload', () => {
    const state = dealFrom('da', '{player}, syng omkvædet.');
    expect(state.card?.lang).toBe('da');
    expect(parseSession(JSON.parse(JSON.stringify(state)))?.card?.lang).toBe('da');
    // A pack that never said its language is English, as packs were before they had one.
    expect(dealFrom(undefined, '{player}, sing the chorus.').card?.lang).toBe('en');
  });

  it('leads a Danish pack’s card in Danish on an English page', () => {
    setCurrentLang('en');
    const html = render(dealFrom('da', '{player}, syng omkvædet.'));
    expect(html).toContain('Opgave');
    expect(html).toContain('Ana har tur');
    expect(html).toContain('lang="da"');
    expect(html).not.toContain('Task');
  });

  it('leads an English pack’s card in English on a Danish page, and a slot nobody fills too', () => {
    setCurrentLang('da');
    try {
      const html = render(dealFrom(undefined, '{player}, sing the chorus.'));
      expect(html).toContain('Task');
      expect(html).toContain('Ana’s turn');
      expect(html).toContain('lang="en"');
      expect(html).not.toContain('Opgave');
    } finally {
      setCurrentLang('en');
    }
  });

  it('follows the page for a built-in card or one stored before packs had a language', () => {
    setCurrentLang('da');
    try {
      const state = dealFrom(undefined, '{player}, sing the chorus.');
      const stored = { ...state.card!, lang: undefined };
      const html = renderToStaticMarkup(<PartyCardView card={stored} shown={1} onNext={null} />);
      expect(html).toContain('Opgave');
      expect(html).not.toContain('lang=');
    } finally {
      setCurrentLang('en');
    }
  });
});

describe('the recap’s count of cards by type', () => {
  it('reads in the page’s language', () => {
    const types = { task: 4, duel: 1, rule: 2 };
    expect(typesLine(types)).toBe('4 tasks, 1 duel and 2 rules');
    setCurrentLang('da');
    try {
      expect(typesLine(types)).toBe('4 opgaver, 1 duel og 2 regler');
      expect(typesLine({ everyone: 1 })).toBe('1 kort til alle');
    } finally {
      setCurrentLang('en');
    }
  });
});

describe('a player’s own pack in the picker', () => {
  it('is described in the page’s language when its owner wrote no description', () => {
    const pack = {
      id: 'p2',
      name: 'Road trip',
      description: '',
      explicit: false,
      game: 'party-stream' as const,
      prompts: ['Sing.', 'Dance.'],
    };
    expect(ownPartyPack(pack).description).toBe('Your pack from the editor, 2 cards.');
    setCurrentLang('da');
    try {
      expect(ownPartyPack(pack).description).toBe('Din pakke fra editoren, 2 kort.');
      expect(ownPartyPack({ ...pack, liked: true }).description).toBe(
        'En pakke, du har liket, 2 kort.',
      );
    } finally {
      setCurrentLang('en');
    }
  });
});
