import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FULL_BENCH, reportBench } from '../bench/mode';
import { DESKTOP, launchBrowser, newContext, screenshot } from './browser';

// Benchmark, printed by `npm run bench`: keystroke to paint in a 5,000-prompt draft, beside a
// plain textarea on the same page in the same run. What holds in every run, the smoke in `npm test`
// too: the 5,000 prompts open in step 4 as a window of rows, not 5,000 textareas, the last prompt
// is reached by scrolling, and every keystroke lands.

const baseUrl = inject('baseUrl');
/** What is typed into each field: a sentence in `npm run bench`, a few words in `npm test`. */
const TEXT = FULL_BENCH ? ' and then we all went swimming in the lake at midnight' : ' and then';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function waitForStep(page: Page, step: string): Promise<void> {
  await page.waitForURL(
    (url) => url.pathname === `/editor/steps/${step}` && url.search.includes('draft='),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

describe('benchmark: the pack editor', () => {
  it('typing into a 5,000-prompt draft against a plain textarea', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(baseUrl + '/editor');
    const pack = {
      metadata: {
        name: 'Five thousand',
        id: '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a',
        description: 'A big pack',
        author: 'Bench',
        explicit: false,
        alcohol: false,
        creation_date: '2026-11-20T10:00:00.000Z',
        tags: [],
        game: 'never-have-i-ever',
      },
      prompts: Array.from({ length: 5000 }, (_, i) => ({
        text: `Prompt number ${i + 1}: never have I ever done something ${i % 7} times`,
      })),
    };
    const opened = Date.now();
    await page.getByTestId('import-input').setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(pack)),
    });
    await waitForStep(page, 'Step3Setup');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(page, 'Step4Prompts');
    await page.getByText('5,000 / 5,000 prompts').waitFor();
    const openMs = Date.now() - opened;
    const rows = await page.locator('textarea[data-prompt-id]').count();
    expect(rows).toBeLessThan(30);

    // Scroll to the end: the last prompt is there, still windowed.
    await page.getByTestId('prompt-viewport').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.getByLabel('Prompt 5000', { exact: true }).waitFor();
    await page.getByTestId('prompt-viewport').evaluate((el) => (el.scrollTop = 0));
    await page.getByLabel('Prompt 1', { exact: true }).waitFor();

    await page.evaluate(() => {
      const w = window as unknown as { __lat: number[] };
      w.__lat = [];
      document.addEventListener(
        'keydown',
        () => {
          const t0 = performance.now();
          // The frame after this one's rAF has been painted.
          requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t0), 0));
        },
        true,
      );
      const plain = document.createElement('textarea');
      plain.id = 'plain-textarea';
      plain.setAttribute('aria-label', 'Plain textarea');
      plain.style.cssText = 'position:fixed;bottom:0;left:0;width:300px;height:60px;z-index:99';
      document.body.appendChild(plain);
    });
    const latencies = () => page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
    /** Types TEXT into `selector` and returns each keystroke's time to the next paint. */
    const clear = () =>
      page.evaluate(() => ((window as unknown as { __lat: number[] }).__lat = []));
    const measure = async (selector: string): Promise<number[]> => {
      await page.locator(selector).click();
      await clear();
      await page.keyboard.press('End');
      // The End key's own measurement lands before a fresh list starts.
      await expect.poll(async () => (await latencies()).length).toBe(1);
      await clear();
      await page.keyboard.type(TEXT, { delay: 25 });
      await expect.poll(async () => (await latencies()).length).toBe(TEXT.length);
      return latencies();
    };
    const plain1 = await measure('#plain-textarea');
    const editor = await measure('textarea[data-prompt-id] >> nth=1');
    const plain2 = await measure('#plain-textarea');
    const plainAll = [...plain1, ...plain2];
    const value = await page.locator('textarea[data-prompt-id]').nth(1).inputValue();
    expect(value.endsWith(TEXT)).toBe(true);
    const summary = {
      prompts: 5000,
      openToStep4Ms: openMs,
      keystrokes: editor.length,
      editorMedianMs: Number(median(editor).toFixed(2)),
      editorP95Ms: Number(
        ([...editor].sort((a, b) => a - b)[Math.floor(editor.length * 0.95)] ?? NaN).toFixed(2),
      ),
      plainTextareaMedianMs: Number(median(plainAll).toFixed(2)),
      domRows: rows,
    };
    await reportBench(
      'editor-typing',
      `Keystroke to paint, 5,000-prompt draft beside a plain textarea (Chromium, same run): ${JSON.stringify(summary)}`,
      summary,
    );
    await screenshot(page, 'editor-5000-desktop');
    expect(editor).toHaveLength(TEXT.length);
    await context.close();
  });
});
