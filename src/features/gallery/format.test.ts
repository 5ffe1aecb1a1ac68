import { describe, expect, it } from 'vitest';
import { loadLang } from '../../lib/i18n';
import { countText, formatDay } from './format';

describe('the gallery in each language', () => {
  it('counts with the right noun and groups digits the local way', async () => {
    await loadLang('da');
    expect(countText('en', 'gallery.likes', 1)).toBe('1 like');
    expect(countText('en', 'gallery.likes', 1234)).toBe('1,234 likes');
    expect(countText('da', 'gallery.plays', 1)).toBe('spillet 1 gang');
    expect(countText('da', 'gallery.plays', 1234)).toBe('spillet 1.234 gange');
    expect(countText('da', 'gallery.prompts', 12)).toBe('12 kort');
  });

  it('writes a day as each language does', () => {
    expect(formatDay('2026-11-29T12:00:00Z', 'en')).toBe('Nov 29, 2026');
    expect(formatDay('2026-11-29T12:00:00Z', 'da')).toBe('29. nov. 2026');
  });
});
