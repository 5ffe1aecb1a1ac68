// The first screen's JavaScript budget (docs/architecture.md): the entry chunk plus everything it imports
// statically, gzipped, at most 110 KiB; and the heavy libraries stay out of it.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 110 * 1024;
/**
 * The first screen's JavaScript files: the entry (which holds every module the first screen runs,
 * vite.config.ts) and the bundler's small runtime, which lazy chunks share. Every further file is
 * one more request before the first paint.
 */
export const FIRST_SCREEN_FILES = 2;
/**
 * The most JavaScript files a page's own code may take beyond the first screen's: a prerendered
 * page answers a tap only once they have all arrived, and each is one more request of the offline
 * worker while the page starts (vite.config.ts groups what the pages share). The game pages take 5
 * today and the editor's steps the most, 13; before the groups a game page took 24 and Mix 32.
 */
export const PAGE_FILES = 16;
/** Libraries that must only ever load lazily. */
export const LAZY_ONLY = [
  /node_modules\/yjs\//,
  /node_modules\/y-indexeddb\//,
  /node_modules\/@supabase\//,
  /node_modules\/qrcode\//,
  /node_modules\/lib0\//,
  // The data layer starts after the first paint (src/app/app-data.ts).
  /node_modules\/dexie\//,
  /node_modules\/dexie-react-hooks\//,
  /node_modules\/uuid\//,
  /node_modules\/valibot\//,
  /src\/features\/sync\/.*\.tsx?$/,
  // The reading pages (guides, rule cards, partner and info pages) load with their routes only.
  /src\/features\/reading\//,
  /src\/content\/(articles|rule-cards|partnerships)\//,
];

/** Entry chunk plus its static imports, transitively (what the browser must fetch before painting). */
export function firstScreenChunks(chunks) {
  const entry = Object.keys(chunks).find((file) => chunks[file].isEntry);
  if (!entry) throw new Error('no entry chunk in the build');
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}

/**
 * For each page (a route's component, which the router loads when the page opens): how many files
 * its code takes beyond the first screen's, counting what those files import statically.
 */
export function pageFiles(chunks) {
  const initial = new Set(firstScreenChunks(chunks));
  const pages = {};
  for (const [file, chunk] of Object.entries(chunks)) {
    for (const module of chunk.modules ?? []) {
      const route = /src\/routes\/(.+)\?tsr-split=component$/.exec(module)?.[1];
      if (!route) continue;
      const seen = new Set();
      const visit = (name) => {
        if (seen.has(name) || initial.has(name)) return;
        seen.add(name);
        for (const imported of chunks[name]?.imports ?? []) visit(imported);
      };
      visit(file);
      pages[route] = seen.size;
    }
  }
  return pages;
}

/** V8's explicit compile hint that the build puts atop each first-screen chunk (vite.config.ts). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export async function measure(distDir = 'dist') {
  const chunks = JSON.parse(await readFile(`${distDir}/.vite/chunk-modules.json`, 'utf8'));
  const files = firstScreenChunks(chunks);
  let gzipBytes = 0;
  const rows = [];
  // Compiled lazily on the main thread instead, they make hydration one long task.
  const uncompiled = [];
  for (const file of files) {
    const code = await readFile(`${distDir}/${file}`);
    const size = gzipSync(code, { level: 9 }).length;
    gzipBytes += size;
    rows.push({ file, size });
    if (!code.toString('utf8', 0, 64).startsWith(COMPILE_HINT)) uncompiled.push(file);
  }
  const forbidden = files.flatMap((file) =>
    chunks[file].modules
      // Stylesheets ride in the CSS file, not this JavaScript: the styles of prerendered pages
      // belong to the first screen (src/app/start.tsx).
      .filter((m) => !/\.css($|\?)/.test(m) && LAZY_ONLY.some((pattern) => pattern.test(m)))
      .map((m) => `${file}: ${m}`),
  );
  const crowded = Object.entries(pageFiles(chunks))
    .filter(([, count]) => count > PAGE_FILES)
    .map(([route, count]) => `${route}: ${count} files`);
  return { gzipBytes, rows, forbidden, uncompiled, crowded };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { gzipBytes, rows, forbidden, uncompiled, crowded } = await measure(
    process.argv[2] ?? 'dist',
  );
  for (const { file, size } of rows)
    console.log(`  ${file.padEnd(40)} ${(size / 1024).toFixed(1)} KiB gzip`);
  const verdict = gzipBytes <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `First-screen JavaScript: ${(gzipBytes / 1024).toFixed(1)} KiB gzip (${verdict} the ${BUDGET_BYTES / 1024} KiB budget)`,
  );
  if (forbidden.length)
    console.error(`Lazy-only libraries in the first screen:\n  ${forbidden.join('\n  ')}`);
  if (rows.length > FIRST_SCREEN_FILES)
    console.error(
      `The first screen is ${rows.length} JavaScript files, more than ${FIRST_SCREEN_FILES}: each one is a request before the first paint.`,
    );
  if (uncompiled.length)
    console.error(
      `First-screen chunks without the eager compile hint (${COMPILE_HINT}):\n  ${uncompiled.join('\n  ')}`,
    );
  if (crowded.length)
    console.error(
      `Pages whose code is more than ${PAGE_FILES} files after the first screen's:\n  ${crowded.join('\n  ')}`,
    );
  if (
    gzipBytes > BUDGET_BYTES ||
    rows.length > FIRST_SCREEN_FILES ||
    forbidden.length ||
    uncompiled.length ||
    crowded.length
  )
    process.exit(1);
}
