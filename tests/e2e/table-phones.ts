// What the browser tests of a table of phones (the table link: no signal, one code) share: phones
// that installed the app and can use a fake camera, a count of requests that leave a phone, adding
// players, the host's code as a camera sees it, and the four pictures a phone shows.

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, installedContext } from './browser';

/**
 * Requests that left the phone (anything not answered by the app's own offline copy). Empty it
 * (`length = 0`) where the round begins; it must stay empty to the end.
 */
export function outgoingRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('requestfinished', (request) => {
    void request.response().then((response) => {
      if (response && !response.fromServiceWorker() && !request.url().startsWith('data:'))
        urls.push(request.url());
    });
  });
  context.on('requestfailed', (request) => {
    if (!request.url().startsWith('data:') && !request.url().startsWith('blob:'))
      urls.push(request.url());
  });
  return urls;
}

/** Opens installed phones (Chrome args, e.g. a fake camera's file) and closes them all at the end. */
export function tablePhones(baseUrl: string) {
  const contexts: BrowserContext[] = [];
  const phone = async (args: string[] = []) => {
    const { context, page, errors } = await installedContext(baseUrl, {
      args,
      permissions: ['camera'],
    });
    contexts.push(context);
    return { context, page, errors, outgoing: outgoingRequests(context) };
  };
  const closeAll = () => Promise.all(contexts.map((context) => context.close()));
  return { phone, closeAll };
}

export async function addPlayers(page: Page, names: string[]): Promise<void> {
  await page.getByRole('button', { name: /^(\d+ )?players?$/i }).click();
  for (const name of names) {
    await page.getByLabel('Player name').fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
}

/** The host's code as a camera would see it: a JPEG of the screen around it, as a Motion JPEG
 * file for Chromium's fake camera (the frame repeats while the file loops). */
export async function cameraFileOf(page: Page, name: string): Promise<string> {
  const qr = page.locator('.ooo-qr, .table-qr').first();
  await qr.waitFor();
  const box = await qr.boundingBox();
  if (!box) throw new Error('the table code is not on screen');
  const pad = 24;
  const size = Math.ceil((box.width + pad * 2) / 2) * 2;
  const jpeg = await page.screenshot({
    type: 'jpeg',
    quality: 92,
    clip: { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad), width: size, height: size },
  });
  await mkdir(ARTIFACTS, { recursive: true });
  const file = join(process.cwd(), ARTIFACTS, `${name}.mjpeg`);
  await writeFile(file, Buffer.concat(Array.from({ length: 10 }, () => jpeg)));
  return file;
}

/** The four pictures' words a phone shows to check it is at the same table. */
export const fingerprint = (page: Page) =>
  page.getByTestId('fingerprint').locator('.table-fingerprint-word').allTextContents();
