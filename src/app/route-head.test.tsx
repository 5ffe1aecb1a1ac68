import { describe, expect, it } from 'vitest';
import { loadLang } from '../lib/i18n';
import { routeHead } from './layouts';
import { render } from './prerender';

// A route's `staticData.head` names catalogue keys: the tab title and search description follow
// the page's language, in the browser and in the prerendered HTML.

describe("a page's head in its language", () => {
  it('reads a route head in English and in Danish', async () => {
    await loadLang('da');
    const head = {
      title: 'head.coinFlip.title',
      description: 'head.coinFlip.description',
    } as const;
    expect(routeHead(head, 'en').title).toBe('Coin flip');
    expect(routeHead(head, 'da')).toEqual({
      title: 'Plat eller krone',
      description:
        'Slå plat eller krone på telefonen: sig dit valg, kast, og spil bedst af tre, når ét kast ikke afgør det.',
    });
  });

  it('prerenders a Danish page with a Danish title, and the English twin with the English one', async () => {
    const danish = await render('/da/tools/coin-flip');
    const english = await render('/tools/coin-flip');
    expect(danish.kind).toBe('html');
    expect(english.kind).toBe('html');
    if (danish.kind !== 'html' || english.kind !== 'html') return;
    expect(danish.head?.title).toBe('Plat eller krone · Party Dojo');
    expect(danish.head?.description).toMatch(/^Slå plat eller krone/);
    expect(english.head?.title).toBe('Coin flip · Party Dojo');
  });

  it("gives a Danish page without a head of its own the site's Danish head", async () => {
    const page = await render('/da/how-it-works');
    expect(page.kind).toBe('html');
    if (page.kind !== 'html') return;
    expect(page.head).toEqual({
      title: 'Party Dojo: fest- og drukspil, der virker offline',
      description: expect.stringMatching(/^Jeg har aldrig, sandhed eller konsekvens/) as string,
    });
  });
});
