import { describe, expect, it } from 'vitest';
import { langOfLocale, langOfPath, pathIn, stripLang } from './lang';

describe('addresses in two languages', () => {
  it('reads Danish from /da and English from every other address', () => {
    expect(langOfPath('/da')).toBe('da');
    expect(langOfPath('/da/games/never-have-i-ever')).toBe('da');
    expect(langOfPath('/')).toBe('en');
    expect(langOfPath('/dares')).toBe('en');
    expect(langOfPath('/games/da')).toBe('en');
  });

  it('gives each page its twin, both ways, and the route it matches', () => {
    expect(pathIn('/', 'da')).toBe('/da');
    expect(pathIn('/articles/deprecated/meyer', 'da')).toBe('/da/articles/deprecated/meyer');
    expect(pathIn('/da/articles/deprecated/meyer', 'en')).toBe('/articles/deprecated/meyer');
    expect(pathIn('/da', 'en')).toBe('/');
    expect(pathIn('/da/go', 'da')).toBe('/da/go');
    expect(stripLang('/da/go')).toBe('/go');
    expect(stripLang('/dares')).toBe('/dares');
  });

  it('follows the device: Danish for da, English for anything else', () => {
    expect(langOfLocale('da-DK')).toBe('da');
    expect(langOfLocale('da')).toBe('da');
    expect(langOfLocale('en-GB')).toBe('en');
    expect(langOfLocale('dav')).toBe('en');
    expect(langOfLocale(undefined)).toBe('en');
  });
});
