import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../content/catalog';
import { PARTNER_PAGES } from '../../content/partnerships';
import { QR_SHEETS } from '../../content/qr-sheets';
import { BAR_HUBS, BAR_IDS, hubLinks } from './hubs';

// What each bar's hub must offer (issue 14, point 6). Whether every link is a real page is
// checked in games/registry.test.ts, beside the list of planned pages.

function reaches(id: keyof typeof BAR_HUBS, target: string): boolean {
  return BAR_HUBS[id].sections.some((s) =>
    s.links.some((l) => l.to === target || l.fallback === target),
  );
}

describe('the bar hubs', () => {
  it('Slusen offers its two house games and its partner page', () => {
    for (const to of ['/articles/the-line', '/articles/bakke', '/partnerships/slusen']) {
      expect(reaches('slusen', to), to).toBe(true);
    }
  });

  it('ScrollBar offers every game and rule card of its QR set, its beer pong and partner page', () => {
    const codes = QR_SHEETS.filter(
      (sheet) =>
        sheet.set === 'scrollbar' && (sheet.format === 'game' || sheet.format === 'article'),
    ).map((sheet) => sheet.target);
    expect(codes).toHaveLength(8);
    for (const target of codes) expect(reaches('scrollbar', target), target).toBe(true);
    expect(reaches('scrollbar', '/games/meyer')).toBe(true);
    expect(reaches('scrollbar', '/articles/partnerships/scrollbar/beer-pong')).toBe(true);
    expect(reaches('scrollbar', '/partnerships/scrollbar')).toBe(true);
  });

  it('ScrollBar’s placemat code opens its hub', () => {
    const placemat = QR_SHEETS.find((s) => s.set === 'scrollbar' && s.format === 'placemat');
    expect(placemat?.target).toBe('/games/scrollbar');
  });

  it.each(BAR_IDS)('%s is in the catalogue under its own name, with no card twice', (id) => {
    expect(CATALOG.find((e) => e.path === `/games/${id}`)?.title).toBe(BAR_HUBS[id].name);
    const links = hubLinks(BAR_HUBS[id]);
    expect(new Set(links).size).toBe(links.length);
    expect(PARTNER_PAGES.some((p) => p.path === `/partnerships/${id}`)).toBe(true);
  });
});
