import { afterEach, describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../lib/i18n';
import { daredSentence, fillPlayer } from './dare-link';
import { listOf } from './list';

describe('the misc pages in Danish', () => {
  afterEach(() => setCurrentLang('en'));

  it('says who dared you as a Dane would, keeping the dare as a command', async () => {
    await loadLang('da');
    setCurrentLang('da');
    expect(daredSentence('Ann', 'Syng omkvædet.')).toBe('Ann udfordrer dig: Syng omkvædet.');
    expect(daredSentence('', 'Syng.')).toBe('Nogen udfordrer dig: Syng.');
    expect(fillPlayer('Giv {player} et kram.', '')).toBe('Giv afsenderen et kram.');
  });

  it('joins names with "og" in Danish and "and" in English', () => {
    expect(listOf(['Rød', 'Blå'], 'da')).toBe('Rød og Blå');
    expect(listOf(['Red', 'Blue'], 'en')).toBe('Red and Blue');
  });
});
