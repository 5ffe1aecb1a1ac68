import { describe, expect, it } from 'vitest';
import { fill, loadLang, translate, type Plural } from './catalogue';
import { da } from './messages/da';
import { en } from './messages/en';

// Both tables have every key with the same slots, so no screen shows a key, a stray `{slot}` or
// a value the other language forgot.

const slots = (message: string | Plural) =>
  (typeof message === 'string' ? [message] : [message.one, message.other])
    .flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))
    .filter((name, i, all) => all.indexOf(name) === i)
    .sort();

describe('the message catalogue', () => {
  it('has a Danish message for every English key, and no other', () => {
    expect(Object.keys(da).sort()).toEqual(Object.keys(en).sort());
  });

  it('has the same slots in both languages, and plurals where English has them', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const english: string | Plural = en[key];
      const danish: string | Plural = da[key];
      expect(typeof danish, key).toBe(typeof english);
      expect(slots(danish), key).toEqual(slots(english));
    }
  });

  it('has no empty message, and Danish that is not English left in place', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const english: string | Plural = en[key];
      const danish: string | Plural = da[key];
      const texts = typeof danish === 'string' ? [danish] : [danish.one, danish.other];
      for (const text of texts) expect(text.trim(), key).not.toBe('');
      // A word that is the same in both (a name) is fine; a whole sentence is not.
      if (typeof english === 'string' && english.split(' ').length > 3)
        expect(danish, key).not.toBe(english);
    }
  });

  it('fills slots and picks the plural for the count, in each language', async () => {
    await loadLang('da');
    expect(translate('en', 'game.players', { count: 1 })).toBe('1 player');
    expect(translate('en', 'game.players', { count: 4 })).toBe('4 players');
    expect(translate('da', 'game.players', { count: 1 })).toBe('1 spiller');
    expect(translate('da', 'game.players', { count: 0 })).toBe('0 spillere');
    expect(translate('da', 'error.notFoundDetail', { path: '/da/x' })).toBe(
      'Siden findes ikke: /da/x',
    );
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
