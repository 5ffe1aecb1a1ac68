import { describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { FINGERPRINT_PICTURES } from './fingerprint';
import { pictureWord } from './fingerprint-view';

// The four pictures are compared by saying their words aloud: every picture has its word in both
// languages, and no two pictures share one.

describe('the table pictures’ words', () => {
  it('are the English words on an English page', () => {
    for (const [, word] of FINGERPRINT_PICTURES) expect(pictureWord(word)).toBe(word);
  });

  it('have a Danish word each, all different, on a Danish page', async () => {
    await loadLang('da');
    setCurrentLang('da');
    try {
      const danish = FINGERPRINT_PICTURES.map(([, word]) => pictureWord(word));
      for (const word of danish) expect(word).not.toMatch(/^table\./);
      expect(new Set(danish).size).toBe(FINGERPRINT_PICTURES.length);
      expect(pictureWord('fox')).toBe('ræv');
    } finally {
      setCurrentLang('en');
    }
  });
});
