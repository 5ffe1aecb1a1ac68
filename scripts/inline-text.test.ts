import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineTextCounts, inlineTexts } from './inline-text';

// No new UI text outside the message catalogue (issue 39). The files that still hold English
// written into their JSX are listed in inline-text-left.json with how many pieces each: a file
// may only go down, and one that does has its count lowered (`npx tsx scripts/inline-text.ts`),
// so the list shows what is left to move and never grows.

describe('inline UI text', () => {
  it('finds words in JSX and in the props people read, and nothing from the catalogue', () => {
    const source = [
      'export const A = () => (',
      '  <section aria-label="Scores" title={t("x")}>',
      '    <h2>Who won</h2>',
      "    <p>{'Tap to start'} {count} · ×</p>",
      '    <img alt={`Photo of ${name}`} src="/a.png" className="big words here" />',
      '    <input placeholder={t(\'search.placeholder\')} type="search" />',
      '    {t("shell.skip")}',
      '  </section>',
      ');',
    ].join('\n');
    expect(inlineTexts('a.tsx', source)).toEqual([
      { line: 2, text: 'Scores' },
      { line: 3, text: 'Who won' },
      { line: 4, text: 'Tap to start' },
      { line: 5, text: 'Photo of' },
    ]);
  });

  it('grows in no file, and the list of what is left is kept to the truth', () => {
    const left = JSON.parse(readFileSync('scripts/inline-text-left.json', 'utf8')) as Record<
      string,
      number
    >;
    const now = inlineTextCounts(process.cwd());
    const grew = Object.entries(now)
      .filter(([file, count]) => count > (left[file] ?? 0))
      .map(([file, count]) => `${file}: ${count} (was ${left[file] ?? 0})`);
    expect(grew, 'New UI text goes through the message catalogue (src/lib/i18n)').toEqual([]);
    const shrank = Object.entries(left)
      .filter(([file, count]) => (now[file] ?? 0) < count)
      .map(([file, count]) => `${file}: ${now[file] ?? 0} (listed ${count})`);
    expect(shrank, 'Moved to the catalogue: run `npx tsx scripts/inline-text.ts`').toEqual([]);
  }, 60_000);
});
