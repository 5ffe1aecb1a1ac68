import { describe, expect, it } from 'vitest';
import routeTreeSource from '../../route-tree.gen.ts?raw';
import { CATALOG } from '../../content/catalog';
import { PARTNER_PAGES } from '../../content/partnerships';
import { GUIDE_SLUGS } from '../reading';
import { BAR_HUBS, BAR_IDS, hubLinks } from '../bars';
import { DRAW_GAMES } from './mix/draw-games';
import { DRAW_GAME_IDS, GAME_IDS, GAMES, gamePath } from './registry';

// Adding a game is one folder and one registry entry (plus its route file): this suite fails
// when any piece is forgotten, and when the catalogue points at a page that is neither built nor
// planned (a typo there would otherwise hide a finished page without a word).

/**
 * Catalogue pages not built yet; each leaves this list in the change that adds its route. Every
 * page of the catalogue is built now; a game announced before its route is written goes here.
 */
const PLANNED = new Set<string>();

/** The full paths of the generated route tree (`FileRoutesByFullPath`). */
function routePaths(): Set<string> {
  const body = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1] ?? '';
  return new Set([...body.matchAll(/'([^']+)':/g)].map((m) => (m[1] ?? '').replace(/\/$/, '')));
}

const SESSIONS = import.meta.glob<{ sessionSchema?: unknown; parseSession?: unknown }>(
  './*/session.ts',
  { eager: true },
);
const GAME_FOLDERS = import.meta.glob('./*/game.tsx');

describe('the games registry', () => {
  const routes = routePaths();

  it('reads the route tree', () => {
    expect(routes.has('/go')).toBe(true);
  });

  it.each(GAME_IDS)(
    '%s has a route, a catalogue entry with its title, a game and a session schema',
    (id) => {
      expect(routes.has(gamePath(id)), `no route file for ${gamePath(id)}`).toBe(true);
      const entry = CATALOG.find((e) => e.path === gamePath(id));
      expect(entry, `no catalogue entry for ${gamePath(id)}`).toBeDefined();
      expect(entry?.section).toBe('games');
      expect(entry?.title).toBe(GAMES[id].title);
      expect(Object.keys(GAME_FOLDERS), `no ${id}/game.tsx`).toContain(`./${id}/game.tsx`);
      const session = SESSIONS[`./${id}/session.ts`];
      expect(session?.sessionSchema, `no ${id}/session.ts exporting sessionSchema`).toBeDefined();
      expect(typeof session?.parseSession).toBe('function');
    },
  );

  it('every game folder is in the registry', () => {
    const folders = Object.keys(GAME_FOLDERS).map((path) => path.split('/')[1]);
    expect(folders.sort()).toEqual([...GAME_IDS].sort());
  });

  it("loads every game's packs, with unique ids", async () => {
    for (const id of GAME_IDS) {
      const packs = await GAMES[id].packs();
      expect(packs.length, id).toBeGreaterThan(0);
      expect(new Set(packs.map((p) => p.id)).size, id).toBe(packs.length);
    }
  });

  it('mix plays every draw game, in registry order', () => {
    expect(DRAW_GAMES.map((g) => g.id)).toEqual(DRAW_GAME_IDS);
    for (const game of DRAW_GAMES) expect(game.title).toBe(GAMES[game.id].title);
  });

  it('every game has its own tile icon, and partner bars sit in their own section (U3)', () => {
    const games = CATALOG.filter((e) => e.section === 'games');
    const icons = games.map((e) => e.icon);
    expect(new Set(icons).size, icons.join(', ')).toBe(icons.length);
    for (const id of BAR_IDS) {
      expect(CATALOG.find((e) => e.path === `/games/${id}`)?.section, id).toBe('bars');
    }
  });

  it('every catalogue page is a route or planned, and nothing planned is already built', () => {
    for (const entry of CATALOG) {
      const path = entry.path.split('#')[0] ?? entry.path;
      expect(routes.has(path) || PLANNED.has(path), `${path} is neither a route nor PLANNED`).toBe(
        true,
      );
    }
    for (const path of PLANNED) expect(routes.has(path), `${path} is built: unplan it`).toBe(false);
  });

  it.each(BAR_IDS)(
    'the %s hub is a route, and each of its links is a page, a guide or PLANNED',
    (id) => {
      expect(routes.has(`/games/${id}`)).toBe(true);
      for (const to of hubLinks(BAR_HUBS[id])) {
        const guide = /^\/articles\/([a-z-]+)$/.exec(to)?.[1];
        const known =
          routes.has(to) ||
          PLANNED.has(to) ||
          (!!guide && GUIDE_SLUGS.includes(guide)) ||
          PARTNER_PAGES.some((page) => page.path === to);
        expect(known, `${id} links to ${to}, which is neither a page nor PLANNED`).toBe(true);
      }
    },
  );
});
