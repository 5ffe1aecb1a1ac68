import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  screenshot,
  trackPageErrors,
  waitForInteractive,
  waitForOfflineReady,
  pageStore,
  recordedShifts,
  RECORD_SHIFTS,
} from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STEP_URL = /\/editor\/steps\/(Step\d\w+)\?draft=([0-9a-f-]{36})$/;

function currentStep(page: Page): { step: string; draft: string } {
  const match = STEP_URL.exec(page.url());
  if (!match) throw new Error(`not a wizard URL: ${page.url()}`);
  return { step: match[1] ?? '', draft: match[2] ?? '' };
}

async function waitForStep(page: Page, step: string): Promise<string> {
  await page.waitForURL(
    (url) => url.pathname === `/editor/steps/${step}` && url.search.includes('draft='),
  );
  return currentStep(page).draft;
}

async function promptValues(page: Page): Promise<string[]> {
  return page
    .locator('textarea[data-prompt-id]')
    .evaluateAll((els) => els.map((el) => (el as HTMLTextAreaElement).value));
}

const PROMPTS = [
  'Never have I ever slept in a tent',
  'Most likely to get lost on the way home',
  '<img src=x onerror="window.__xss=1"> is just text',
];

describe('the pack editor in Chromium', () => {
  it('with the network off: creates a pack through every step, survives a reload in step 4, plays it to the end', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(baseUrl + '/');
    await waitForOfflineReady(page);
    await context.setOffline(true);

    // Step 1: the landing.
    await page.goto(baseUrl + '/editor');
    await page.getByRole('heading', { name: 'Make your own pack' }).waitFor();
    await screenshot(page, 'editor-landing-phone');
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Create a new pack' }).click();
    const draft = await waitForStep(page, 'Step2Explanation');
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    // The explanation is not a step to fill in: no "Step 2 of 6" on the first screen.
    expect(await page.getByTestId('step-progress').count()).toBe(0);
    await screenshot(page, 'editor-step2-phone');

    // Step 3: every detail is required, word for word.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(page, 'Step3Setup');
    // The count and the bar agree: the first of the three steps a person fills in.
    const progress = page.getByTestId('step-progress');
    expect(await progress.locator('span').textContent()).toBe('Step 1 of 3');
    expect(await progress.locator('li').count()).toBe(3);
    expect(await progress.locator('li[data-done="true"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Game name is required').waitFor();
    await page.getByText('Game description is required').waitFor();
    await page.getByText('Author name is required').waitFor();
    await page.getByText('Game type is required').waitFor();
    expect(currentStep(page).step).toBe('Step3Setup');
    // The focus goes to the first field to fix, not back to Next (U19): which game, asked first.
    const firstGame = page.getByRole('radio', { name: /^Never have I ever/ });
    await expect
      .poll(() => firstGame.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await screenshot(page, 'editor-step3-errors-phone');
    await page.getByLabel('Game name').fill('Plane pack');
    await page.getByRole('radio', { name: /^Never have I ever/ }).check();
    await page.getByLabel('Description').fill('Written at 30,000 feet');
    await page.getByLabel('Author', { exact: true }).fill('Ana');
    await page.getByLabel('Involves alcohol').check();
    await page.getByLabel('Tags').fill('travel, offline');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('list', { name: 'Tags' }).getByText('offline').waitFor();
    expect(await page.getByLabel('Game name').getAttribute('maxlength')).toBe('80');
    await screenshot(page, 'editor-step3-phone');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(page, 'Step4Prompts');

    // Step 4: at least one prompt, each with text.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('You need to add at least one prompt').waitFor();
    await page.getByRole('button', { name: 'Write the first prompt' }).click();
    for (let i = 0; i < PROMPTS.length; i++) {
      if (i > 0) await page.getByRole('button', { name: 'Add prompt' }).click();
      await page
        .locator('textarea[data-prompt-id]')
        .nth(i)
        .fill(PROMPTS[i] ?? '');
    }
    await page.getByRole('button', { name: 'Add prompt' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Prompt text is required').waitFor();
    expect(currentStep(page).step).toBe('Step4Prompts');
    expect(await page.locator('textarea[data-prompt-id]').nth(3).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await page.locator('textarea[data-prompt-id]').first().getAttribute('maxlength')).toBe(
      '500',
    );
    await page
      .getByText(`${PROMPTS[0]?.length ?? 0}/500`)
      .first()
      .waitFor();
    await screenshot(page, 'editor-step4-errors-phone');
    await page.locator('textarea[data-prompt-id]').nth(3).pressSequentially('Typed, then reloaded');

    // A reload in the middle of step 4, offline: every prompt is still there.
    // Each keystroke is its own IndexedDB write; give the last one a moment, as any person would.
    await page.waitForTimeout(600);
    await page.reload();
    await page.getByTestId('prompt-count').waitFor();
    expect(await promptValues(page)).toEqual([...PROMPTS, 'Typed, then reloaded']);
    expect(currentStep(page)).toEqual({ step: 'Step4Prompts', draft });

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(page, 'Step5Review');
    await page.getByRole('heading', { name: '4 prompts' }).waitFor();
    // User text is text: the img tag is shown, never parsed.
    await page.getByText('<img src=x onerror="window.__xss=1"> is just text').waitFor();
    expect(await page.locator('.review-prompts img').count()).toBe(0);
    await screenshot(page, 'editor-step5-phone');
    await page.getByRole('button', { name: 'Save pack' }).click();

    // Step 6: share, copy (2 s), video, publish (queued offline).
    await waitForStep(page, 'Step6Success');
    await page.getByText('is saved on this device').waitFor();
    await page.getByRole('heading', { name: 'Saved! Share it' }).waitFor();
    await page.getByTestId('qr').waitFor();
    // This browser has no share sheet, so there is no button that would do nothing.
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    expect(await page.getByRole('button', { name: 'Share…' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied to the clipboard').waitFor();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl}/game/${draft}`,
    );
    await page.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 4000 });
    const copiedFor = Date.now() - copiedAt;
    expect(copiedFor).toBeGreaterThan(1500);
    expect(copiedFor).toBeLessThan(3500);
    await page.getByRole('button', { name: 'Watch how sharing works' }).click();
    await page.getByRole('dialog', { name: 'How sharing a pack works' }).waitFor();
    await screenshot(page, 'editor-video-phone');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // This build has no server: publishing cannot happen, and the page says so instead of
    // queueing for ever. The link is marked as working on this device only.
    await page.getByText('Publishing needs a Party Dojo server').waitFor();
    expect(await page.getByRole('button', { name: 'Publish pack' }).count()).toBe(0);
    expect(await page.getByTestId('share-note').textContent()).toContain('once it is published');
    await screenshot(page, 'editor-step6-phone');

    // Step 7: play to the end, restart, exit.
    await page.getByRole('button', { name: 'Play now' }).click();
    await waitForStep(page, 'Step7Gameplay');
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const ended = await page.getByText('That was the last prompt!').count();
      if (ended) break;
      seen.push((await page.getByTestId('play-prompt').textContent()) ?? '');
      await page.getByRole('button', { name: 'Next prompt' }).click();
    }
    expect(seen.sort()).toEqual([...PROMPTS, 'Typed, then reloaded'].sort());
    await screenshot(page, 'editor-step7-ended-phone');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await page.getByTestId('play-progress').textContent()).toBe('1 / 4');
    await page.getByRole('button', { name: 'Exit' }).click();
    await waitForStep(page, 'Step6Success');

    // The pack page, offline: details, like, play count.
    await page.goto(`${baseUrl}/game/${draft}`);
    await page.getByRole('heading', { name: 'Plane pack' }).waitFor();
    await page.getByText('Alcohol', { exact: true }).waitFor();
    expect(await page.getByTestId('prompt-total').textContent()).toBe('4');
    await page.getByRole('button', { name: 'Like' }).click();
    await expect.poll(() => page.getByTestId('likes').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByTestId('play-prompt').waitFor();
    await page.getByRole('button', { name: 'Back to the pack' }).click();
    // Two plays: the creator's own Play now in the editor counts, as this one does (U18).
    await expect.poll(() => page.getByTestId('plays').textContent()).toBe('2');
    await screenshot(page, 'game-page-phone');

    // Everything queued for the server, nothing lost.
    const queued = (await pageStore<{ type: string }[]>(page, 'outbox', { op: 'getAll' })).map(
      (op) => op.type,
    );
    expect(queued).toEqual(
      expect.arrayContaining(['draft.update', 'pack.save', 'like.add', 'play.count']),
    );
    // Deleting asks in the app, not with the browser's confirm(): Escape keeps the pack and
    // gives focus back to the button; confirming deletes it.
    const deleteButton = page.getByRole('button', { name: 'Delete pack' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: /^Delete ".*"\?$/ });
    await dialog.waitFor();
    await screenshot(page, 'editor-delete-confirm-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await deleteButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete pack' }).click();
    await page.waitForURL(`${baseUrl}/editor`);
    expect(await pageStore(page, 'userPacks', { op: 'get', key: draft })).toBeUndefined();

    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a draft through a crashed tab, and queues what the crash cut off', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(baseUrl + '/editor/steps/Step3Setup');
    const draft = await waitForStep(page, 'Step3Setup');
    await page.getByLabel('Game name').fill('Crash test');
    await page.getByRole('radio', { name: /^Never have I ever/ }).check();
    await page.goto(`${baseUrl}/editor/steps/Step4Prompts?draft=${draft}`);
    await page.getByRole('button', { name: 'Write the first prompt' }).click();
    // y-indexeddb stores one row per Yjs update, as soon as it happens: count them to know the
    // typing is on disk (a crash within milliseconds of a keystroke can always lose that one).
    const storedUpdates = () =>
      pageStore<number>(page, 'updates', { op: 'count' }, `party-dojo-draft-${draft}`);
    const updatesBefore = await storedUpdates();
    // One edit, well inside the 2 s window in which edits are batched into a draft.update op.
    await page.locator('textarea[data-prompt-id]').first().fill('Typed just before');
    await expect.poll(storedUpdates).toBeGreaterThan(updatesBefore);
    const outboxCount = (p: Page) => pageStore<number>(p, 'outbox', { op: 'count' });
    const before = await outboxCount(page);
    const cdp = await context.newCDPSession(page);
    const crashed = new Promise<void>((resolve) => page.once('crash', () => resolve()));
    // The promise never settles: the renderer is gone before it can answer.
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;

    const again = await context.newPage();
    await again.goto(baseUrl + '/editor');
    await again.getByText('Crash test').waitFor();
    await again.getByRole('link', { name: 'Continue' }).click();
    await waitForStep(again, 'Step3Setup');
    expect(await again.getByLabel('Game name').inputValue()).toBe('Crash test');
    await again.getByRole('button', { name: 'Next', exact: true }).click();
    // Details are incomplete, so the wizard stays: go by URL, as a person with a bookmark would.
    await again.goto(`${baseUrl}/editor/steps/Step4Prompts?draft=${draft}`);
    await again.getByTestId('prompt-count').waitFor();
    expect(await promptValues(again)).toEqual(['Typed just before']);
    await expect.poll(() => outboxCount(again)).toBeGreaterThan(before);
    await context.close();
  });

  it('Enter in a prompt starts the next prompt with the cursor in it; Shift+Enter is a line break', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/editor/steps/Step4Prompts`);
    await waitForStep(page, 'Step4Prompts');
    await page.getByRole('button', { name: 'Write the first prompt' }).click();
    const boxes = page.locator('textarea[data-prompt-id]');
    const focusedIndex = () =>
      boxes.evaluateAll((els) => els.findIndex((el) => el === document.activeElement));
    await expect.poll(focusedIndex).toBe(0);
    await page.keyboard.type('Never have I ever missed a flight');
    await page.keyboard.press('Enter');
    await expect.poll(() => boxes.count()).toBe(2);
    await expect.poll(focusedIndex).toBe(1);
    await page.keyboard.type('Most likely to');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('sing in the car');
    expect(await boxes.count()).toBe(2);
    // Enter in an earlier prompt puts the new one right after it, not at the end.
    await boxes.first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(() => boxes.count()).toBe(3);
    await expect.poll(focusedIndex).toBe(1);
    await page.keyboard.type('In between');
    expect(await promptValues(page)).toEqual([
      'Never have I ever missed a flight',
      'In between',
      'Most likely to\nsing in the car',
    ]);
    await screenshot(page, 'editor-enter-adds-prompt-phone');
    await context.close();
  });

  it('step 6 opened by its address before saving says the pack is not saved and leads back to save it', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/editor/steps/Step6Success`);
    await waitForStep(page, 'Step6Success');
    await page.getByRole('heading', { name: 'Not saved yet' }).waitFor();
    await page.getByText('This pack is not saved yet').waitFor();
    await screenshot(page, 'editor-step6-unsaved-phone');
    expect(await page.getByRole('heading', { name: 'Saved! Share it' }).count()).toBe(0);
    expect(await page.getByTestId('qr').count()).toBe(0);
    expect(await page.getByLabel('Share link').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Publish pack' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Review and save it' }).click();
    await waitForStep(page, 'Step5Review');
    await page.getByRole('button', { name: 'Save pack' }).waitFor();
    await context.close();
  });

  it("offers the phone's share sheet beside Copy link where the browser has one", async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    // A phone browser's navigator.share, recording what the app hands it.
    await context.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { __shareCalls: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/editor/steps/Step3Setup`);
    const draft = await waitForStep(page, 'Step3Setup');
    await page.getByLabel('Game name').fill('Road trip');
    await page.getByRole('radio', { name: /^Never have I ever/ }).check();
    await page.getByLabel('Description').fill('For the long drive');
    await page.getByLabel('Author', { exact: true }).fill('Sam');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(page, 'Step4Prompts');
    await page.getByRole('button', { name: 'Write the first prompt' }).click();
    await page.locator('textarea[data-prompt-id]').first().fill('Most likely to fall asleep first');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForStep(page, 'Step5Review');
    await page.getByRole('button', { name: 'Save pack' }).click();
    await waitForStep(page, 'Step6Success');
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    await screenshot(page, 'editor-step6-share-sheet-phone');
    // Both buttons fit on a phone's screen.
    const shareBox = await page.getByRole('button', { name: 'Share…' }).boundingBox();
    expect((shareBox?.x ?? 0) + (shareBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Share…' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __shareCalls: ShareData[] }).__shareCalls),
      )
      .toEqual([{ title: 'Road trip', url: `${baseUrl}/game/${draft}` }]);
    await context.close();
  });

  it('gives every step URL a real page, and a 404 for anything else', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block', viewport: DESKTOP });
    const page = await context.newPage();
    const names = [
      'Step1Landing',
      'Step2Explanation',
      'Step3Setup',
      'Step4Prompts',
      'Step5Review',
      'Step6Success',
      'Step7Gameplay',
    ];
    const drafts = new Set<string>();
    for (const name of names) {
      await page.goto(`${baseUrl}/editor/steps/${name}`);
      drafts.add(await waitForStep(page, name));
      await page.locator('.editor').first().waitFor();
      expect(await page.getByRole('heading', { name: '404' }).count()).toBe(0);
      // The draft's "continue editing" row is written a moment after it opens.
      await expect.poll(() => pageStore(page, 'drafts', { op: 'count' })).toBeGreaterThan(0);
      await screenshot(page, `editor-${name}-desktop`);
    }
    // Seven step addresses without ?draft= opened one untouched draft, not seven (U19).
    expect([...drafts]).toHaveLength(1);
    expect(await pageStore(page, 'drafts', { op: 'count' })).toBe(1);
    await page.goto(`${baseUrl}/editor/steps/Step8Party`);
    await page.getByText('Page Not Found: /editor/steps/Step8Party').waitFor();
    const unknown = '9b2f3c1e-0000-4000-8000-000000000000';
    // A well-formed pack id that is not shared gets words a friend understands, still a 404.
    await page.goto(`${baseUrl}/game/${unknown}`);
    await page.getByRole('heading', { name: "This pack isn't shared (yet)" }).waitFor();
    expect(await page.locator('[data-status="404"]').count()).toBe(1);
    await page.goto(`${baseUrl}/game/not-a-uuid`);
    await page.getByText('Page Not Found: /game/not-a-uuid').waitFor();
    await context.close();
  });

  it('a tap on Create a new pack before the page has come to life still starts a new pack', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    // The app's code held back, as on a slow network: the prerendered page is all there is.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(baseUrl + '/editor', { waitUntil: 'commit' });
    const create = page.getByRole('button', { name: 'Create a new pack' });
    await create.waitFor();
    expect(await page.locator('html[data-interactive]').count()).toBe(0);
    await create.click();
    release();
    const draft = await waitForStep(page, 'Step2Explanation');
    expect(draft).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at phone size nothing on screen moves as the drafts and packs on the device fill in', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(RECORD_SHIFTS);
    const shifts = () => recordedShifts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // A first visit: nothing stored, the import card comes once the database is open.
    await page.goto(baseUrl + '/editor');
    await page.getByRole('heading', { name: 'Import a pack file' }).waitFor();
    await page.waitForTimeout(500);
    expect(await shifts()).toEqual([]);

    // Back with a draft and a saved pack on the device.
    const now = new Date().toISOString();
    const packId = '7b0e4c2a-1f3d-4e5a-9b6c-2d8f0a1e3c5b';
    await pageStore(page, 'drafts', {
      op: 'put',
      value: {
        id: '3c9d2e1f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
        name: 'Road trip',
        promptCount: 4,
        updatedAt: now,
        queuedVector: null,
      },
    });
    await pageStore(page, 'userPacks', {
      op: 'put',
      value: {
        id: packId,
        pack: {
          metadata: {
            name: 'Office party',
            id: packId,
            description: 'Kept on this phone',
            author: 'Ana',
            explicit: false,
            alcohol: false,
            creation_date: now,
            tags: [],
          },
          prompts: [{ text: 'Never have I ever missed a deadline' }],
          likes: 0,
          plays: 0,
          lastUpdated: now,
        },
        draft: false,
        publish: 'local',
        fileUrl: null,
        updatedAt: now,
      },
    });
    await page.reload();
    await page.getByText('Road trip').waitFor();
    await page.getByText('Office party').waitFor();
    await page.waitForTimeout(500);
    expect(await shifts()).toEqual([]);
    // Continuing comes first, right under the hero, then the saved packs, then the import.
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Continue editing',
      'Your packs',
      'Import a pack file',
    ]);
    await screenshot(page, 'editor-landing-stored-phone');
    await context.close();
  });

  it('imports a pack file, listing errors by line, and asks before replacing', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(baseUrl + '/editor');
    const input = page.getByTestId('import-input');
    await input.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{\n  "metadata": {\n    oops\n  }\n}'),
    });
    await page
      .getByText(/^This is not a pack file: its text is broken at line 3, column 5\./)
      .waitFor();
    await screenshot(page, 'editor-import-error-phone');
    const pack = {
      metadata: {
        name: 'Imported pack',
        id: '0d6c7a35-5b7e-4f55-9a53-8f3d2c1b0a99',
        description: 'From a file',
        author: 'Ben',
        explicit: false,
        alcohol: false,
        creation_date: '2026-11-20T10:00:00.000Z',
        tags: [],
      },
      prompts: [{ text: 'From the file' }],
    };
    const file = {
      name: 'pack.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(pack)),
    };
    await input.setInputFiles(file);
    await waitForStep(page, 'Step3Setup');
    expect(await page.getByLabel('Game name').inputValue()).toBe('Imported pack');
    await page.getByLabel('Game name').fill('Imported and changed');
    await page.getByRole('radio', { name: /^Never have I ever/ }).check();
    // A person reaches for the address bar in more than a few hundred milliseconds.
    await page.waitForTimeout(500);
    await page.goto(baseUrl + '/editor');
    await page.getByText('Imported and changed').waitFor();
    await page.getByTestId('import-input').setInputFiles(file);
    await page.getByText('is already on this device').waitFor();
    await screenshot(page, 'editor-import-confirm-phone');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('import-input').setInputFiles(file);
    await page.getByRole('button', { name: 'Import as a copy' }).click();
    const copy = await waitForStep(page, 'Step3Setup');
    expect(copy).not.toBe(pack.metadata.id);
    expect(await page.getByLabel('Game name').inputValue()).toBe('Imported pack');
    await context.close();
  });
});
