import { afterEach, describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../lib/i18n';
import { DARES } from '../../content/misc/dares';
import { PONG_DARES_DA } from '../../content/misc/da/beer-pong';
import { CALENDAR_DOORS_DA } from '../../content/misc/da/calendar';
import { DARES_DA } from '../../content/misc/da/dares';
import { EPIC_STEPS_DA } from '../../content/misc/da/epic';
import { LOVE_PROMPTS_DA } from '../../content/misc/da/love';
import { miscContent } from './content';
import { daredSentence, fillPlayer, readDareLink } from './dare-link';
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

  it('deals the Danish lists on a Danish page and the English on an English one', () => {
    const da = miscContent('da');
    expect(da.dares).toBe(DARES_DA);
    expect(da.love).toBe(LOVE_PROMPTS_DA);
    expect(da.calendar).toBe(CALENDAR_DOORS_DA);
    expect(da.epic).toBe(EPIC_STEPS_DA);
    expect(da.pongDares).toBe(PONG_DARES_DA);
    expect(miscContent('en').dares).toBe(DARES);
  });

  it('opens a shared dare link in the language of the page it lands on', async () => {
    expect(readDareLink({ dare: 'd07' }).dare?.text).toBe(DARES.find((d) => d.id === 'd07')?.text);
    await loadLang('da');
    setCurrentLang('da');
    expect(readDareLink({ dare: 'd07' }).dare?.text).toBe(
      'Syng omkvædet af den sidste sang, du hørte, med stor indlevelse.',
    );
  });
});
