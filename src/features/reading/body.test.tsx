import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Body } from '../../content/reading/types';
import { outline, slugify } from './anchors';
import { BodyView } from './body';
import { needsSpace, splitTarget } from './text';

/** Renders a body inside a router, as a page does, and returns its markup. */
async function render(body: Body): Promise<string> {
  const rootRoute = createRootRoute({ component: () => <BodyView body={body} lang="en" /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  // React marks text-node boundaries with empty comments; they are not part of what people see.
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '');
}

describe('the reading body renderer', () => {
  it('renders text as text: markup in content is shown, never parsed', async () => {
    const html = await render([{ p: '<img src=x onerror=alert(1)> & <b>bold</b>' }]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });

  it('gives every heading a unique anchor id', async () => {
    const body: Body = [
      { h: 'How to play' },
      { p: 'One.' },
      { h3: 'Set-up & cups' },
      { p: 'Two.' },
      { h: 'How to play' },
      { p: 'Three.' },
    ];
    const html = await render(body);
    expect(html).toContain('<h2 id="how-to-play">How to play</h2>');
    expect(html).toContain('<h3 id="set-up-cups">Set-up &amp; cups</h3>');
    expect(html).toContain('<h2 id="how-to-play-2">How to play</h2>');
    expect(outline(body).sections).toEqual([
      { id: 'how-to-play', text: 'How to play' },
      { id: 'how-to-play-2', text: 'How to play' },
    ]);
    expect(slugify('Kævle & Ærø: the rules!')).toBe('kaevle-aeroe-the-rules');
    expect(slugify('???')).toBe('section');
  });

  it('turns in-app links into router links, with their hash, and spaces words around them', async () => {
    const html = await render([
      {
        p: [
          'Read',
          { to: '/how-it-works#play-safe', text: 'playing safely' },
          'first, or see ',
          { to: '/articles', text: 'all guides' },
          '.',
        ],
      },
    ]);
    expect(html).toMatch(
      /Read <a [^>]*href="\/how-it-works#play-safe"[^>]*>playing safely<\/a> first, or see <a [^>]*href="\/articles"[^>]*>all guides<\/a>\./,
    );
  });

  it('renders lists, numbered steps, tips, kit, tables and the play button', async () => {
    const html = await render([
      { list: ['Water', 'Snacks'] },
      { steps: ['Shuffle.', 'Deal.'] },
      { tip: 'Nobody has to drink.', title: 'Play it safe' },
      { kit: [{ item: 'cups', count: '22' }, { item: 'a table' }] },
      { table: { head: ['Card', 'Rule'], rows: [['Ace', 'Waterfall']] } },
      { play: { to: '/games/never-have-i-ever', text: 'Play never have I ever' } },
    ]);
    expect(html).toContain('<ul><li>Water</li><li>Snacks</li></ul>');
    expect(html).toContain('<ol class="reading-steps"><li>Shuffle.</li><li>Deal.</li></ol>');
    expect(html).toMatch(
      /<aside class="reading-tip"><p class="reading-tip-title">Play it safe<\/p>/,
    );
    expect(html).toMatch(/<span class="reading-kit-count">22 ×<\/span><span>cups<\/span>/);
    expect(html).toContain('<th scope="col">Card</th>');
    expect(html).toContain('<td>Waterfall</td>');
    expect(html).toMatch(
      /<a [^>]*class="btn btn-primary btn-large reading-play-button"[^>]*href="\/games\/never-have-i-ever"|<a [^>]*href="\/games\/never-have-i-ever"[^>]*class="btn btn-primary btn-large reading-play-button"/,
    );
    expect(html).toContain('Play never have I ever');
  });

  it('shows a widget as a loading form, never as filler', async () => {
    const html = await render([{ widget: 'contact-form' }]);
    expect(html).toContain('reading-widget-contact-form');
    expect(html).not.toMatch(/placeholder|coming soon|todo/i);
  });
});

describe('text helpers', () => {
  it('splits a link target into path and hash', () => {
    expect(splitTarget('/how-it-works#play-safe')).toEqual({
      path: '/how-it-works',
      hash: 'play-safe',
    });
    expect(splitTarget('/articles')).toEqual({ path: '/articles', hash: undefined });
  });

  it('puts a space between parts unless punctuation or a space is already there', () => {
    expect(needsSpace('Read', 'this')).toBe(true);
    expect(needsSpace('Read ', 'this')).toBe(false);
    expect(needsSpace('the rules', '.')).toBe(false);
    expect(needsSpace('see', ', then')).toBe(false);
    expect(needsSpace('(', 'see')).toBe(false);
  });
});
