import { describe, expect, it } from 'vitest';
import { quotes } from '../../content/games/quotes';
import { quoteFor } from './prompt-card';

const night = new Date(2026, 10, 28, 22, 0);
const lines = (game: string, day = night) =>
  Array.from({ length: quotes.length }, (_, i) => quoteFor((i + 1) * 8, game, day));

describe('the quote under every eighth card (U12)', () => {
  it('shows a quote only on every eighth card', () => {
    expect(quoteFor(0, 'mix', night)).toBeNull();
    expect(quoteFor(7, 'mix', night)).toBeNull();
    expect(quoteFor(8, 'mix', night)).not.toBeNull();
  });

  it('shows every quote once before any comes round again, the same through a reload', () => {
    const first = lines('never-have-i-ever');
    expect(new Set(first).size).toBe(quotes.length);
    expect(lines('never-have-i-ever')).toEqual(first);
    expect(quoteFor((quotes.length + 1) * 8, 'never-have-i-ever', night)).toBe(first[0]);
  });

  it('is shuffled differently for each game and each night, not the library order', () => {
    const library = quotes.map((q) => q.text);
    const nhie = lines('never-have-i-ever');
    expect(nhie).not.toEqual(library);
    expect(lines('most-likely-to')).not.toEqual(nhie);
    expect(lines('never-have-i-ever', new Date(2026, 10, 29, 22, 0))).not.toEqual(nhie);
  });
});
