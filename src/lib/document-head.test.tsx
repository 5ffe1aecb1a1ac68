import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectDocumentHead, SITE_HEAD, siteHead, useDocumentHead } from './document-head';
import { loadLang, setCurrentLang } from './i18n';

function Page() {
  useDocumentHead('Kings cup', 'How to play kings cup.');
  return <h1>Kings cup</h1>;
}

describe('the document head', () => {
  it('puts back the same title and description as index.html when a reading page closes', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<title>${SITE_HEAD.title}</title>`);
    expect(html.replace(/\s+/g, ' ')).toContain(
      `name="description" content="${SITE_HEAD.description}"`,
    );
    // The catalogue's English site head is index.html's; a Danish page puts back the Danish one.
    expect(siteHead()).toEqual(SITE_HEAD);
  });

  it("puts back the site's Danish title on a Danish page", async () => {
    await loadLang('da');
    setCurrentLang('da');
    try {
      expect(siteHead().title).toBe('Party Dojo: fest- og drukspil, der virker offline');
    } finally {
      setCurrentLang('en');
    }
  });

  it('collects the head a page asks for while it is prerendered, and only then', () => {
    const { result, head } = collectDocumentHead(() => renderToString(<Page />));
    expect(result).toContain('Kings cup');
    expect(head).toEqual({ title: 'Kings cup', description: 'How to play kings cup.' });
    // Outside a collection nothing is kept for later.
    renderToString(<Page />);
    expect(collectDocumentHead(() => 'nothing drawn').head).toBeNull();
  });
});
