import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { langOfPath, stripLang } from '../../lib/i18n/lang';
import { publicUrl } from '../../lib/public-url';
import { QR_SHEETS } from '../qr-sheets';
import { hasDanishWords, sheetIn } from './danish';

// A Danish QR sheet (/da/QR/...) prints Danish words, and every code on it opens the Danish twin
// of a page the app has, so a guest scanning a Danish table sign lands on a Danish page.

const ROUTES = join(__dirname, '../../routes');

/** Whether the app has a route file for an app path: a file, a folder index, or a `$param`. */
function routeExists(path: string): boolean {
  let dir = ROUTES;
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return existsSync(join(dir, 'index.tsx'));
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    if (last && existsSync(join(dir, `${part}.tsx`))) return true;
    if (existsSync(join(dir, part))) {
      dir = join(dir, part);
      if (last) return existsSync(join(dir, 'index.tsx')) || existsSync(join(dir, 'route.tsx'));
      continue;
    }
    const param = readdirSync(dir).find((name) => name.startsWith('$'));
    if (!param) return false;
    if (last) return param.endsWith('.tsx');
    dir = join(dir, param);
  }
  return false;
}

describe('the Danish QR sheets', () => {
  it('point every code at the /da/ twin of a page the app has', () => {
    for (const sheet of QR_SHEETS) {
      const danish = sheetIn(sheet, 'da');
      const url = new URL(publicUrl(danish.target, 'https://partydojo.example'));
      expect(langOfPath(url.pathname), `${sheet.set}/${sheet.path}`).toBe('da');
      expect(stripLang(url.pathname)).toBe(sheet.target);
      expect(routeExists(stripLang(url.pathname)), `${sheet.set}/${sheet.path}`).toBe(true);
    }
  });

  it('print Danish headlines and blurbs on every sheet, and English on the English ones', () => {
    for (const sheet of QR_SHEETS) {
      expect(hasDanishWords(sheet), `${sheet.set}/${sheet.path}`).toBe(true);
      const danish = sheetIn(sheet, 'da');
      expect(danish.blurb).not.toBe(sheet.blurb);
      expect(danish.blurb).toMatch(/[.?!]$/);
      expect(sheetIn(sheet, 'en')).toBe(sheet);
    }
  });
});
