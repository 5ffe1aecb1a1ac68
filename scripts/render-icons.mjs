// Renders the PNG install icons and the favicon from public/icons/icon.svg (our own drawing) with Chromium.
// Run after changing the SVG: node scripts/render-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.mjs';

const svg = await readFile(new URL('../public/icons/icon.svg', import.meta.url), 'utf8');
const inner = svg.replace(/<rect width="120" height="120" rx="28" fill="#1b1035"\/>/, '');
const targets = [
  // The page's favicon: a small PNG, because the browser draws an SVG favicon by building a whole
  // SVG document on the page's main thread while the page starts (about 17 ms at 4x CPU).
  { file: 'favicon-48.png', size: 48, markup: svg },
  { file: 'icon-192.png', size: 192, markup: svg },
  { file: 'icon-512.png', size: 512, markup: svg },
  { file: 'apple-touch-icon.png', size: 180, markup: svg.replace('rx="28"', 'rx="0"') },
  // Maskable: full-bleed background, artwork inside the 80 % safe zone.
  {
    file: 'maskable-512.png',
    size: 512,
    markup: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#1b1035"/><g transform="translate(18 16) scale(0.7)">${inner.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')}</g></svg>`,
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const { file, size, markup } of targets) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  const png = await page.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  await writeFile(new URL(`../public/icons/${file}`, import.meta.url), png);
  console.log(`public/icons/${file} (${size}×${size})`);
}
await browser.close();
