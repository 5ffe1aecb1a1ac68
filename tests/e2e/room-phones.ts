import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, waitForInteractive } from './browser';
import type { SyncApp } from '../sync/browser-harness';
import { da } from '../../src/lib/i18n/messages/da';

// The phones of a room's browser tests (rooms*.e2e.test.ts): one browser context each, against
// the local backend's Realtime. The host's phone opens a room from a game's Players sheet; every
// other phone joins by the room's code.

/** Phones other than the host's are drawn small: nobody looks at them but the test. */
export const SMALL = { width: 320, height: 568 };

export interface RoomPhones {
  /** A new phone (its own browser context). */
  phone: (viewport?: { width: number; height: number }) => Promise<Page>;
  /**
   * The host's phone opens a room for `game` from the game's Players sheet, on the English page
   * or its Danish twin; the room's code.
   */
  openRoom: (host: Page, game: string, hostName: string, lang?: 'en' | 'da') => Promise<string>;
  /** A new phone joins the room `code` as `who`, and waits in the lobby. */
  join: (code: string, who: string) => Promise<Page>;
  /** Closes every phone opened so far (between tests: two cores). */
  closeAll: () => Promise<void>;
}

/** The phones of one suite; `app` and `browser` are read when a phone is needed. */
export function roomPhones(app: () => SyncApp, browser: () => Browser): RoomPhones {
  const contexts: BrowserContext[] = [];

  async function phone(viewport?: { width: number; height: number }): Promise<Page> {
    const context = await newContext(browser(), viewport ? { viewport } : {});
    contexts.push(context);
    return context.newPage();
  }

  async function openRoom(
    host: Page,
    game: string,
    hostName: string,
    lang: 'en' | 'da' = 'en',
  ): Promise<string> {
    const danish = lang === 'da';
    await host.goto(`${app().baseUrl}${danish ? '/da' : ''}/games/${game}`);
    await waitForInteractive(host);
    await host
      .getByRole('button', { name: danish ? /^(\d+ )?spillere?$/i : /^(\d+ )?players?$/i })
      .click();
    await host
      .getByRole('button', {
        name: danish ? da['rooms.entry.button'] : 'Play on everyone’s phone',
        exact: true,
      })
      .click();
    await host
      .getByLabel(danish ? da['rooms.entry.nameLabel'] : 'Your name in the room')
      .fill(hostName);
    await host
      .getByRole('button', { name: danish ? da['rooms.entry.open'] : 'Open the room' })
      .click();
    await host.waitForURL(/\/room\/[2-9A-HJKMNP-Z]{6}$/);
    return host.url().slice(-6);
  }

  async function join(code: string, who: string): Promise<Page> {
    const page = await phone(SMALL);
    await page.goto(`${app().baseUrl}/room/${code}`);
    await waitForInteractive(page);
    await page.getByLabel('Your name').fill(who);
    await page.getByRole('button', { name: 'Join the room' }).click();
    await page.getByText('The host starts the game when everyone is in.').waitFor();
    return page;
  }

  async function closeAll(): Promise<void> {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  }

  return { phone, openRoom, join, closeAll };
}
