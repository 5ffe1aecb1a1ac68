// The first screen's JavaScript budget (DESIGN.md): the entry chunk plus everything it imports
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
  return { gzipBytes, rows, forbidden, uncompiled };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { gzipBytes, rows, forbidden, uncompiled } = await measure(process.argv[2] ?? 'dist');
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
  if (
    gzipBytes > BUDGET_BYTES ||
    rows.length > FIRST_SCREEN_FILES ||
    forbidden.length ||
    uncompiled.length
  )
    process.exit(1);
}
