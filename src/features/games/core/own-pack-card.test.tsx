import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORFEITS_DA } from '../../../content/games/da/forfeits';
import { FORFEITS } from '../../../content/games/tags';
import { loadLang, setCurrentLang, type Lang } from '../../../lib/i18n';
import { seededWords } from '../../../lib/random';
import { category, renderCategory } from '../category/manifest';
import { mostLikelyTo } from '../most-likely-to/manifest';
import { neverHaveIEver } from '../never-have-i-ever/manifest';
import { PromptCard } from '../prompt-card';
import { truthOrDare } from '../truth-or-dare/manifest';
import { dealPrompt } from './deal';
import { createPool, PromptMemory } from './draw';
import type { DrawGameManifest } from './manifest';
import { withOwnPacks, type OwnPack } from './own-packs';
import { renderFor } from './prompt-game';
import type { ShownPrompt } from './session';

// Never have I ever, most likely to and truth or dare deal a player's own pack in the pack's
// language (issue 39): a Danish pack's card leads "Fra din pakke", "Ana læser op" or "Konsekvens"
// on an English page, with its forfeit in Danish and `lang="da"` on the card, and an English
// pack's the other way round on a Danish page.

/** Ana is on turn and not drinking tonight: a dare to take a shot gets her a forfeit. */
const TABLE = { players: ['Ana', 'Ben'], flags: { Ana: { sober: true, taken: false } } };

function pack(game: 'never-have-i-ever' | 'most-likely-to' | 'truth-or-dare', lang?: Lang) {
  const prompts =
    lang === 'da'
      ? ['Jeg har aldrig tabt mine nøgler.', 'Tag et shot.']
      : ['I have never lost my keys.', 'Take a shot.'];
  const own: OwnPack = {
    id: 'p1',
    name: 'Hygge',
    description: '',
    explicit: false,
    prompts,
    game,
    ...(game === 'truth-or-dare' ? { kinds: ['truth', 'dare'] as const } : {}),
    ...(lang ? { lang } : {}),
  };
  return own;
}

/** Deals `list` of `manifest` with the pack added, as the game's page does, and renders it. */
function deal(builtIn: DrawGameManifest, own: OwnPack, list: number) {
  const manifest = withOwnPacks(builtIn, [own]);
  const source = manifest.packs.find((p) => p.id === 'own:p1')!;
  const pool = createPool([{ id: source.id, name: source.name, prompts: source.lists[list]! }]);
  const dealt = dealPrompt(manifest, list, pool, new PromptMemory(), TABLE, 0, seededWords(3));
  if (!dealt) throw new Error('nothing dealt');
  return { prompt: dealt.prompt, html: show(manifest, dealt.prompt) };
}

const show = (manifest: DrawGameManifest, prompt: ShownPrompt) =>
  renderToStaticMarkup(<PromptCard prompt={prompt} render={renderFor(manifest)} onNext={null} />);

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

describe('a card from a player’s own pack in the prompt games', () => {
  it('never have I ever and most likely to lead a Danish pack in Danish on an English page', () => {
    for (const game of [neverHaveIEver, mostLikelyTo]) {
      const { html } = deal(game, pack(game.id as 'most-likely-to', 'da'), 0);
      expect(html).toContain('lang="da"');
      expect(html).toContain('Fra din pakke');
      expect(html).toContain('Ana læser op');
      expect(html).not.toMatch(/From your pack|reads/);
    }
  });

  it('truth or dare leads a Danish pack in Danish on an English page, its forfeit too', () => {
    const { prompt, html } = deal(truthOrDare, pack('truth-or-dare', 'da'), 1);
    expect(html).toContain('lang="da"');
    expect(html).toContain('Konsekvens');
    expect(html).toContain('Tag et shot.');
    expect(html).toContain('Ana drikker ikke i aften, så i stedet for en tår:');
    expect(FORFEITS_DA).toContain(prompt.forfeit?.text);
    expect(html).not.toMatch(/Dare|not drinking/);
  });

  it('truth or dare leads an English pack in English on a Danish page, its forfeit too', () => {
    onPage('da', () => {
      const { prompt, html } = deal(truthOrDare, pack('truth-or-dare'), 1);
      expect(html).toContain('lang="en"');
      expect(html).toContain('Dare');
      expect(html).toContain('Ana is not drinking tonight, so instead of a sip:');
      expect(FORFEITS).toContain(prompt.forfeit?.text);
      expect(html).not.toMatch(/Konsekvens|drikker ikke/);
      const truth = deal(truthOrDare, pack('truth-or-dare'), 0).html;
      expect(truth).toContain('Truth');
      expect(truth).not.toContain('Sandhed');
    });
  });

  it('category says Kategori over a Danish pack’s card on an English page, Category on a Danish one', () => {
    const categories = (lang?: Lang): OwnPack => ({
      id: 'p1',
      name: 'Hygge',
      description: '',
      explicit: false,
      prompts: [lang === 'da' ? 'Ting i et sommerhus' : 'Things in a cabin'],
      game: 'category',
      ...(lang ? { lang } : {}),
    });
    const card = (own: OwnPack) => {
      const manifest = withOwnPacks(category, [own]);
      const prompt: ShownPrompt = {
        game: 'category',
        list: 0,
        text: own.prompts[0]!,
        packId: 'own:p1',
        packName: own.name,
        player: null,
        named: null,
      };
      const html = renderToStaticMarkup(
        <PromptCard prompt={prompt} render={renderCategory(manifest)} onNext={null} />,
      );
      const builtIn = { ...prompt, text: 'Fruit', packId: category.packs[0]!.id };
      const page = renderToStaticMarkup(
        <PromptCard prompt={builtIn} render={renderCategory(manifest)} onNext={null} />,
      );
      return { html, page };
    };
    const danish = card(categories('da'));
    expect(danish.html).toContain('lang="da"');
    expect(danish.html).toContain('Kategori');
    expect(danish.page).toContain('Category');
    expect(danish.page).not.toContain('lang=');
    onPage('da', () => {
      const english = card(categories());
      expect(english.html).toContain('lang="en"');
      expect(english.html).toContain('>Category<');
      expect(english.page).toContain('Kategori');
    });
  });

  it('a built-in card follows the page, with no language of its own', () => {
    onPage('da', () => {
      const manifest = withOwnPacks(neverHaveIEver, [pack('never-have-i-ever')]);
      const builtIn = manifest.packs[0]!;
      const prompt: ShownPrompt = {
        game: 'never-have-i-ever',
        list: 0,
        text: builtIn.lists[0]![0]!,
        packId: builtIn.id,
        packName: builtIn.name,
        player: 'Ana',
        named: null,
      };
      const html = show(manifest, prompt);
      expect(html).toContain('Ana læser op');
      expect(html).not.toContain('lang=');
    });
  });
});
