import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reportBench, samples } from '../bench/mode';
import { launchBrowser, newContext, waitForOfflineReady } from './browser';

// Benchmark, printed by `npm run bench` (a smoke in `npm test`), never a pass/fail on time: how long drawing the next prompt takes in
// Chromium with every pack of every game active, next to a plain random array index measured in
// the same page and run (docs/architecture.md: compare against a baseline, not absolute times). A second
// figure times the real page: tap Next until the new prompt is in the DOM.

const baseUrl = inject('baseUrl');
const SAMPLES = samples(41, 3);
const TAPS = samples(101, 5);
const DRAWS_PER_SAMPLE = 1_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Bundles the real engine and content into one script for the page (what the app ships). */
async function bundleEngine(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'games-bench-'));
  const games = resolve('src/features/games');
  const entry = join(dir, 'entry.ts');
  await writeFile(
    entry,
    `
import { createPool, drawPrompt, PromptMemory } from ${JSON.stringify(`${games}/core/draw.ts`)};
import { DRAW_GAMES } from ${JSON.stringify(`${games}/mix/draw-games.ts`)};
import { createMixDeck, drawMix, mixedPacks } from ${JSON.stringify(`${games}/mix/mix.ts`)};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * Median nanoseconds per call of fn. Each sample runs enough calls to last at least 20 ms, so the
 * browser's coarse performance.now() (100 µs steps without cross-origin isolation) cannot matter.
 */
function time(fn: () => unknown, samples: number, minCalls: number): number {
  let n = minCalls;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < n; i++) fn();
    if (performance.now() - start >= 20) break;
    n *= 2;
  }
  const perCall: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    for (let i = 0; i < n; i++) fn();
    perCall.push(((performance.now() - start) * 1e6) / n);
  }
  return median(perCall);
}

export function run(samples: number, n: number) {
  // Every pack active: all packs of every game, premium and 18+ included.
  const all = mixedPacks(DRAW_GAMES);
  const mixDeck = createMixDeck(DRAW_GAMES, all);
  const nhie = DRAW_GAMES[0]!;
  const nhiePool = createPool(nhie.packs.map((p) => ({ id: p.id, name: p.name, prompts: p.lists[0] ?? [] })));
  const flat = nhie.packs.flatMap((p) => p.lists[0] ?? []);
  const mixFlat = DRAW_GAMES.flatMap((g) => g.packs.flatMap((p) => p.lists.flat()));
  let sink = 0;
  const memory = new PromptMemory();
  const recent: string[] = [];
  let repeats = 0;
  const drawOne = () => {
    const drawn = drawPrompt(nhiePool, memory)!;
    memory.remember(drawn.text);
    sink += drawn.index;
  };
  const mixMemory = new PromptMemory();
  const drawMixOne = () => {
    const drawn = drawMix(mixDeck, mixMemory)!;
    mixMemory.remember(drawn.text);
    sink += drawn.index;
  };
  // Checked outside the timed loops: 10 000 mixed draws, none among the 40 before it.
  const checkMemory = new PromptMemory();
  for (let i = 0; i < 10_000; i++) {
    const drawn = drawMix(mixDeck, checkMemory)!;
    if (recent.includes(drawn.text)) repeats++;
    recent.push(drawn.text);
    if (recent.length > 40) recent.shift();
    checkMemory.remember(drawn.text);
  }
  const plain = () => {
    sink += flat[Math.floor(Math.random() * flat.length)]!.length;
  };
  const plainMix = () => {
    sink += mixFlat[Math.floor(Math.random() * mixFlat.length)]!.length;
  };
  // Warm up the JIT on every path before measuring.
  for (let i = 0; i < 20_000; i++) { drawOne(); drawMixOne(); plain(); plainMix(); }
  const result = {
    prompts: { neverHaveIEver: flat.length, mix: mixFlat.length },
    nsPerDraw: {
      neverHaveIEver: time(drawOne, samples, n),
      mix: time(drawMixOne, samples, n),
      plainIndexNeverHaveIEver: time(plain, samples, n),
      plainIndexMix: time(plainMix, samples, n),
    },
    repeatsWithin40: repeats,
    sink,
  };
  return result;
}
`,
  );
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    // As the app's own build does: library mode leaves React's NODE_ENV checks to the caller.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'GamesBench', fileName: 'bench' },
    },
  });
  await rm(dir, { recursive: true, force: true });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('bench bundle has no chunk');
  return chunk.code;
}

interface EngineResult {
  prompts: { neverHaveIEver: number; mix: number };
  nsPerDraw: {
    neverHaveIEver: number;
    mix: number;
    plainIndexNeverHaveIEver: number;
    plainIndexMix: number;
  };
  repeatsWithin40: number;
}

describe('benchmark: drawing the next prompt', () => {
  it('prints the median draw time and its ratio to a plain array index', async () => {
    const code = await bundleEngine();
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.addScriptTag({ content: code });
    const engine = await page.evaluate(
      ([samples, n]) =>
        (
          globalThis as unknown as {
            GamesBench: { run: (s: number, n: number) => EngineResult };
          }
        ).GamesBench.run(samples, n),
      [SAMPLES, DRAWS_PER_SAMPLE] as const,
    );

    // The real page: from the tap on Next until the new prompt is in the DOM.
    await waitForOfflineReady(page);
    await page.goto(baseUrl + '/games/mix');
    await page.getByRole('button', { name: 'Packs', exact: false }).waitFor();
    await page.getByRole('button', { name: /^Packs/ }).click();
    await page.getByRole('checkbox', { name: 'in every game' }).check();
    await page.getByRole('button', { name: 'All on' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const tapMs = await page.evaluate(async (taps) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next');
      // The whole game, not the card: a charades word in mix is dealt face down on its own card.
      const live = document.querySelector('.game');
      if (!button || !live) throw new Error('no Next button');
      const times: number[] = [];
      for (let i = 0; i < taps; i++) {
        const changed = new Promise<number>((done) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            done(performance.now());
          });
          observer.observe(live, { childList: true, subtree: true, characterData: true });
        });
        const start = performance.now();
        button.click();
        times.push((await changed) - start);
        // Let the write queue and paint settle, as between real taps.
        await new Promise((r) => setTimeout(r, 16));
      }
      times.sort((a, b) => a - b);
      return {
        median: times[Math.floor(times.length / 2)] ?? NaN,
        p90: times[Math.floor(times.length * 0.9)] ?? NaN,
      };
    }, TAPS);
    await context.close();

    const { nsPerDraw } = engine;
    const report = {
      chromium: browser.version(),
      everyPackActive: engine.prompts,
      medianNsPerDraw: nsPerDraw,
      ratioToPlainIndex: {
        neverHaveIEver: nsPerDraw.neverHaveIEver / nsPerDraw.plainIndexNeverHaveIEver,
        mix: nsPerDraw.mix / nsPerDraw.plainIndexMix,
      },
      tapToPromptInDomMs: tapMs,
    };
    await reportBench(
      'prompt-draw',
      'Games draw benchmark\n' + JSON.stringify(report, null, 2),
      report,
    );
    expect(engine.repeatsWithin40).toBe(0);
    expect(Number.isFinite(nsPerDraw.mix)).toBe(true);
  });
});

// A game's pack list on a device that holds a year of synced rows: likes of packs never opened
// here (most of them), coin entries, and a few packs of its own and liked ones it keeps. Timed from
// the navigation to the game page until the picker lists a liked pack, beside the same device
// with nothing stored (the baseline, same page and run).

const LOCAL_ROWS = samples(100_000, 2_000);
const LIST_RUNS = samples(5, 1);
const GAME_PAGE = '/games/never-have-i-ever';

/** Writes `rows` synced-looking rows, 5 own packs and 5 liked cached packs into the app's IndexedDB. */
async function seedLocalRows(page: Page, rows: number): Promise<void> {
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('party-dojo');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const pack = (id: string, name: string) => ({
      metadata: {
        name,
        id,
        description: '',
        author: 'Bench',
        explicit: false,
        alcohol: false,
        creation_date: '2026-01-01T00:00:00.000Z',
        tags: [],
      },
      prompts: [{ text: `Never have I ever benchmarked ${name}` }],
    });
    const likes = Math.floor(rows * 0.6);
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
    for (let start = 0; start < rows; start += 10_000) {
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['packLikes', 'coinEntries'], 'readwrite');
        for (let i = start; i < Math.min(rows, start + 10_000); i++) {
          if (i < likes)
            tx.objectStore('packLikes').put({
              packId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
              liked: i % 10 !== 0,
              updatedAt: at(i),
            });
          else
            tx.objectStore('coinEntries').put({
              userId: 'bench-user',
              id: i,
              amount: 1,
              reason: 'play',
              createdAt: at(i),
            });
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('seed failed'));
      });
    }
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['packLikes', 'packCache', 'userPacks'], 'readwrite');
      for (let i = 0; i < 5; i++) {
        const liked = `11111111-0000-4000-8000-${String(i).padStart(12, '0')}`;
        tx.objectStore('packCache').put({
          id: liked,
          pack: pack(liked, `Liked bench pack ${i}`),
          fileUrl: null,
          fetchedAt: at(i),
        });
        tx.objectStore('packLikes').put({ packId: liked, liked: true, updatedAt: at(rows + i) });
        const own = `22222222-0000-4000-8000-${String(i).padStart(12, '0')}`;
        tx.objectStore('userPacks').put({
          id: own,
          pack: pack(own, `Own bench pack ${i}`),
          draft: false,
          publish: 'local',
          fileUrl: null,
          updatedAt: at(i),
        });
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('seed failed'));
    });
    db.close();
  }, rows);
}

/** ms from navigating to the game page until its pack picker lists the newest liked pack. */
async function timePackList(page: Page, expectLiked: boolean): Promise<number> {
  const start = Date.now();
  await page.goto(baseUrl + GAME_PAGE);
  await page.getByRole('button', { name: /^Packs \d/ }).click({ timeout: 120_000 });
  const dialog = page.getByRole('dialog');
  if (expectLiked) await dialog.getByText('Liked bench pack 4').waitFor({ timeout: 120_000 });
  else await dialog.locator('.pack-list label').first().waitFor({ timeout: 120_000 });
  const ms = Date.now() - start;
  await dialog.getByRole('button', { name: 'Done' }).click();
  return ms;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

describe('benchmark: a game pack list with many local rows', () => {
  it('prints the time until the pack list shows, beside an empty device', async () => {
    const measure = async (rows: number) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(baseUrl + GAME_PAGE);
      // The page has opened the database (at its latest version) once it counts the packs.
      await page.getByRole('button', { name: /^Packs \d/ }).waitFor();
      if (rows > 0) await seedLocalRows(page, rows);
      const times: number[] = [];
      for (let i = 0; i < LIST_RUNS; i++) times.push(await timePackList(page, rows > 0));
      await context.close();
      return times;
    };
    const empty = await measure(0);
    const full = await measure(LOCAL_ROWS);
    const report = {
      chromium: browser.version(),
      localRows: LOCAL_ROWS,
      packListMs: { median: median(full), runs: full },
      emptyDeviceMs: { median: median(empty), runs: empty },
      ratioToEmpty: median(full) / median(empty),
    };
    await reportBench(
      'game-pack-list',
      'Game pack list benchmark\n' + JSON.stringify(report, null, 2),
      report,
    );
    expect(full).toHaveLength(LIST_RUNS);
  }, 600_000);
});
