import { describe, expect, it } from 'vitest';
import { GUIDE_SLUGS, INFO_PAGE_NAMES } from '../features/reading';
import { prerenderPaths, render } from './prerender';

describe('prerendering at build time', () => {
  it('lists every static page from the content indexes, once each', async () => {
    const paths = await prerenderPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/go', '/how-it-works', '/articles']));
    for (const slug of GUIDE_SLUGS) expect(paths).toContain(`/articles/${slug}`);
    for (const page of INFO_PAGE_NAMES) expect(paths).toContain(`/info/${page}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith('/') && !/[?#]/.test(path))).toBe(true);
  });

  it('draws a static page whole, shell and all', async () => {
    const page = await render('/how-it-works');
    expect(page.kind).toBe('html');
    if (page.kind !== 'html') return;
    expect(page.html).toContain('How Party Dojo works');
    expect(page.html).toContain('Skip to content');
  });

  it('gives a reading page its own title and meta description in the HTML', async () => {
    const slug = GUIDE_SLUGS[0]!;
    const page = await render(`/articles/${slug}`);
    expect(page.kind).toBe('html');
    if (page.kind !== 'html') return;
    const { GUIDES } = await import('../content/articles');
    const guide = GUIDES.find((each) => each.slug === slug)!;
    expect(page.head).toEqual({
      title: `${guide.title} · Party Dojo`,
      description: guide.description,
    });
  });

  it('draws a game whole: its intro, with the buttons that wait for the saved game', async () => {
    const page = await render('/games/never-have-i-ever');
    expect(page.kind).toBe('html');
    if (page.kind !== 'html') return;
    expect(page.html).toContain('Never have I ever');
    expect(page.html).toContain('How to play');
    // The Sound switch is drawn too (it loads lazily in the browser).
    expect(page.html).toContain('Sound and vibration');
  });

  it('draws charades and category with the room of what the saved game fills in, hidden', async () => {
    const charades = await render('/games/charades');
    expect(charades.kind).toBe('html');
    if (charades.kind !== 'html') return;
    // Start waits for the saved game; the scores and the settings keep their place, unseen.
    expect(charades.html).toMatch(/<button[^>]*disabled=""[^>]*>Start 60 seconds</);
    expect(charades.html).toMatch(/<ol class="[^"]*until-read"[^>]*aria-label="Scores"/);
    expect(charades.html).toMatch(
      /<div class="game-settings until-read" aria-hidden="true" inert="">/,
    );
    const category = await render('/games/category');
    expect(category.kind).toBe('html');
    if (category.kind !== 'html') return;
    // Marked unavailable rather than disabled: a tap on it is kept until the game can deal.
    expect(category.html).toMatch(
      /<button[^>]*data-held-tap="deal" aria-disabled="true"[^>]*>Deal a category/,
    );
    expect(category.html).toMatch(/<span class="status-line until-read" aria-hidden="true">/);
    expect(category.html).toMatch(/<fieldset class="chips until-read"[^>]*inert="">/);
  });

  it('draws more or less as its How to play, for its setup to fill in below', async () => {
    const page = await render('/games/more-or-less/team-select');
    expect(page.kind).toBe('html');
    if (page.kind !== 'html') return;
    expect(page.html).toContain('Each card hides a true number');
    expect(page.html).toContain('Setting the table…');
    // No status line to keep room for, and nothing of the setup before the saved game is read.
    expect(page.html).not.toContain('Reading the saved game');
    expect(page.html).not.toContain('Start the game');
  });

  it('draws the tools as they start, for what they kept from last time to fill in', async () => {
    for (const [path, text] of [
      ['/tools/coin-flip', 'Call it, then flip'],
      ['/tools/dice-roll', 'Dice roll'],
      ['/tools/spin-the-bottle', 'Add at least two names to spin'],
    ] as const) {
      const page = await render(path);
      expect(page.kind, path).toBe('html');
      if (page.kind === 'html') expect(page.html).toContain(text);
    }
  });

  it("draws the editor's landing without what is stored: the hero and its Create button", async () => {
    expect(await prerenderPaths()).toContain('/editor');
    const page = await render('/editor');
    expect(page.kind).toBe('html');
    if (page.kind !== 'html') return;
    expect(page.html).toContain('Make your own pack');
    // A form, so a tap before the page's code runs still opens the first step.
    expect(page.html).toMatch(
      /<form[^>]*action="\/editor\/steps\/Step2Explanation"[^>]*>.*Create a new pack/,
    );
    expect(page.html).not.toContain('Continue editing');
    expect(page.html).not.toContain('Import a pack file');
  });

  it('leaves pages that read stored data, and unknown addresses, to the client', async () => {
    expect(await render('/editor/steps/Step3Setup')).toMatchObject({ kind: 'skip' });
    expect(await render('/profile')).toMatchObject({ kind: 'skip' });
    // the moderators' queue is read from the server by whoever is signed in
    expect(await render('/moderation')).toMatchObject({ kind: 'skip' });
    expect(await prerenderPaths()).not.toContain('/moderation');
    // Forms that read the address or this device's data are drawn in the browser.
    expect(await render('/info/contact')).toMatchObject({ kind: 'skip' });
    expect(await render('/info/unsubscribe')).toMatchObject({ kind: 'skip' });
    expect(await render('/no-such-page')).toMatchObject({ kind: 'skip' });
  });
});
