import { afterEach, describe, expect, it } from 'vitest';
import { categorySetsDa } from '../../../content/games/da/country-island-city';
import { FACT_CATEGORIES_DA, factsDa } from '../../../content/games/da/more-or-less';
import { WORD_CATEGORIES_DA } from '../../../content/games/da/word-guess';
import { categorySets } from '../../../content/games/country-island-city';
import { facts } from '../../../content/games/more-or-less';
import { WORD_CATEGORIES } from '../../../content/games/word-guess';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { cryptoWords } from '../../../lib/random';
import { columnSets } from '../country-island-city/content';
import { factSet } from '../more-or-less/content';
import { formatValue, owedLabel, teamWinLine } from '../more-or-less/rules';
import { drawWord } from '../word-guess/rules';
import { wordCategories } from '../word-guess/content';
import { contentGameOf, danishContent, loadContentForPage } from './danish-content';

// A Danish page plays the Danish facts, words and columns, loaded by the game's route; an English
// page loads nothing and plays the English content.

afterEach(() => setCurrentLang('en'));

describe('the custom games’ Danish content', () => {
  it('is not loaded by an English page, which plays the English content', async () => {
    setCurrentLang('en');
    expect(loadContentForPage('/games/more-or-less/team-select')).toBeUndefined();
    expect(loadContentForPage('/games/word-guess')).toBeUndefined();
    await Promise.resolve();
    expect(danishContent('more-or-less', 'da')).toBeUndefined();
    expect(factSet('en').facts).toBe(facts);
    expect(wordCategories('en')).toBe(WORD_CATEGORIES);
    expect(columnSets('en')).toBe(categorySets);
  });

  it('finds the game of each route, sub-routes included', () => {
    expect(contentGameOf('/games/more-or-less/game')).toBe('more-or-less');
    expect(contentGameOf('/games/more-or-less/ending')).toBe('more-or-less');
    expect(contentGameOf('/games/word-guess')).toBe('word-guess');
    expect(contentGameOf('/games/country-island-city')).toBe('country-island-city');
    expect(contentGameOf('/games/never-have-i-ever')).toBeUndefined();
  });

  it('plays the Danish facts on a Danish more-or-less page, with Danish category packs', async () => {
    setCurrentLang('da');
    await loadLang('da');
    await loadContentForPage('/games/more-or-less/team-select');
    const set = factSet('da');
    expect(set.facts).toBe(factsDa);
    expect(set.byId.get('aarhus-pop')?.question).toMatch(/Aarhus/);
    expect(set.packs.map((p) => p.name)).toEqual(
      Object.values(FACT_CATEGORIES_DA).map((c) => c.name),
    );
    const earth = factsDa.filter((f) => f.category === 'earth').length;
    expect(set.packs.find((p) => p.id === 'earth')?.countLabel).toBe(`${earth} spørgsmål`);
    expect(set.categoryName('food')).toBe('Mad og drikke');
    expect(factSet('en').facts).toBe(facts);
  });

  it('deals Danish words on a Danish word-guess page', async () => {
    setCurrentLang('da');
    await loadContentForPage('/games/word-guess');
    expect(wordCategories()).toBe(WORD_CATEGORIES_DA);
    const danishWords = new Set(WORD_CATEGORIES_DA.flatMap((c) => c.words.easy));
    const drawn = drawWord('animals', 'easy', [], cryptoWords, wordCategories());
    expect(danishWords.has(drawn?.word ?? '')).toBe(true);
    expect(wordCategories('en')).toBe(WORD_CATEGORIES);
  });

  it('shows the Danish columns on a Danish country-island-city page', async () => {
    setCurrentLang('da');
    await loadContentForPage('/games/country-island-city');
    expect(columnSets()).toBe(categorySetsDa);
    expect(columnSets()[0]?.categories).toEqual(['Land', 'Ø', 'By', 'Dreng', 'Pige', 'Dyr']);
    expect(columnSets('en')).toBe(categorySets);
  });

  it('reads more-or-less numbers, penalties and the winner in Danish on a Danish page', async () => {
    await loadLang('da');
    setCurrentLang('da');
    expect(formatValue(12000, 'meter', 'da-DK')).toBe('12.000');
    expect(formatValue(5.95, 'mio. mennesker', 'da-DK')).toBe('5,95');
    expect(formatValue(1849, 'year', 'da-DK')).toBe('1849');
    expect(owedLabel(1, true)).toBe('1 tår hver');
    expect(owedLabel(3, false)).toBe('3 straffe');
    expect(teamWinLine(['Rævene', 'Uglerne'])).toBe('Rævene og Uglerne deler sejren!');
    setCurrentLang('en');
    expect(owedLabel(3, true)).toBe('3 sips each');
  });
});
