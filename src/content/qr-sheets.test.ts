import { describe, expect, it } from 'vitest';
import { GUIDES } from './articles';
import { PRINT_SPECS, QR_SHEETS, SET_PARTNER } from './qr-sheets';

// docs/spec/screens.md "QR pages", word for word.
const SPEC_NAMES = [
  ...[
    'sticker',
    'roll-up-banner',
    'table-sign-qr',
    'business-card-qr',
    'placemat-main-qr',
    'beer-pong-dare-qr',
    'beer-pong-dare-rules-qr',
    'user-card-love',
    'user-card-analog-dare',
    'user-card-digital-dare',
    'games/mia-qr',
    'games/truth-or-dare-qr',
    'games/most-likely-to-qr',
    'games/never-have-i-ever-qr',
    'articles/buffalo-qr',
    'articles/pyramid-qr',
    'articles/fireball-qr',
    'articles/beer-pong-qr',
    'articles/waterfall-qr',
    'articles/horse-race-qr',
    'articles/who-would-rather-qr',
  ].map((name) => `standard/${name}`),
  ...[
    'games/meyer-qr',
    'placemat-main-qr',
    'games/truth-or-dare-qr',
    'games/most-likely-to-qr',
    'games/never-have-i-ever-qr',
    'articles/buffalo-qr',
    'articles/pyramid-qr',
    'articles/beer-pong-qr',
    'articles/waterfall-qr',
  ].map((name) => `scrollbar/${name}`),
];

describe('the QR kit list', () => {
  it('holds exactly the 30 sheets of docs/spec/screens.md', () => {
    expect(QR_SHEETS.map((s) => `${s.set}/${s.path}`).sort()).toEqual([...SPEC_NAMES].sort());
  });

  it('points article codes at written guides, game codes at games or /go, never off site', () => {
    const slugs = new Set(GUIDES.map((a) => a.slug));
    for (const sheet of QR_SHEETS) {
      expect(sheet.target, sheet.path).toMatch(/^\/[a-z]/);
      if (sheet.format === 'article') {
        expect(slugs.has(sheet.target.replace('/articles/', '')), sheet.path).toBe(true);
      }
      if (sheet.format === 'game') expect(sheet.target).toMatch(/^\/(games\/|go\?game=)/);
    }
    expect(QR_SHEETS.find((s) => s.path === 'games/mia-qr')?.target).toBe('/games/meyer');
  });

  it('prints every format on real paper with at least one code', () => {
    for (const spec of Object.values(PRINT_SPECS)) {
      expect(spec.widthMm).toBeGreaterThan(50);
      expect(spec.heightMm).toBeGreaterThan(50);
      expect(spec.codes).toBeGreaterThanOrEqual(1);
    }
    expect(SET_PARTNER.scrollbar).toBe('ScrollBar');
  });
});
