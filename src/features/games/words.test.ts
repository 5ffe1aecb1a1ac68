import { afterEach, describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../lib/i18n';
import { playedLine, winnerLine } from './core/recap';
import { catalogText, countOf, gameTitle } from './words';

afterEach(() => setCurrentLang('en'));

describe('count labels and game names', () => {
  it('keeps the English words and picks one or many', () => {
    expect(countOf('prompts', 312)).toBe('312 prompts');
    expect(countOf('prompts', 1)).toBe('1 prompt');
    expect(countOf('categories', 1)).toBe('1 category');
    expect(countOf('cards', 1)).toBe('1 card');
    expect(gameTitle('never-have-i-ever')).toBe('Never have I ever');
    expect(playedLine({ played: 12, unit: 'prompts' })).toBe('12 prompts played');
    expect(playedLine({ played: 1, unit: 'categories' })).toBe('1 category played');
  });

  it('says them in Danish on Danish pages', async () => {
    await loadLang('da');
    setCurrentLang('da');
    expect(countOf('prompts', 312)).toBe('312 kort');
    expect(countOf('categories', 1)).toBe('1 kategori');
    expect(countOf('categories', 4)).toBe('4 kategorier');
    expect(countOf('truths', 2)).toBe('2 sandheder');
    expect(gameTitle('truth-or-dare')).toBe('Sandhed eller konsekvens');
    expect(playedLine({ played: 3, unit: 'rounds' })).toBe('3 runder spillet');
    expect(winnerLine(['Anna', 'Ben', 'Chloé'])).toBe('Anna, Ben og Chloé deler sejren!');
  });

  it('keeps a unit the catalogue does not know in English, in the right number', () => {
    expect(countOf('bottles', 1)).toBe('1 bottle');
    expect(countOf('bottles', 3)).toBe('3 bottles');
  });
});

describe('home tiles', () => {
  it('name a game and its line in Danish, and leave other tiles as they are', async () => {
    const tile = { title: 'Mix', blurb: 'A bit of every game, shuffled into one long night.' };
    expect(catalogText({ ...tile, game: 'mix' })).toEqual(tile);
    await loadLang('da');
    setCurrentLang('da');
    expect(
      catalogText({ title: 'Never have I ever', blurb: '', game: 'never-have-i-ever' }).title,
    ).toBe('Jeg har aldrig');
    expect(catalogText({ title: 'Coin flip', blurb: 'Heads or tails' })).toEqual({
      title: 'Coin flip',
      blurb: 'Heads or tails',
    });
  });
});
