import { describe, expect, it } from 'vitest';
import routeTreeSource from '../../route-tree.gen.ts?raw';
import { CATALOG } from '../../content/catalog';
import { TOOL_IDS, TOOLS, toolPath } from './registry';

function routePaths(): Set<string> {
  const body = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1] ?? '';
  return new Set([...body.matchAll(/'([^']+)':/g)].map((m) => (m[1] ?? '').replace(/\/$/, '')));
}

describe('the tools registry', () => {
  const routes = routePaths();

  it.each(TOOL_IDS)('%s has a route and a catalogue entry under Tools with its title', (id) => {
    expect(routes.has(toolPath(id)), `no route file src/routes/tools/${id}.tsx`).toBe(true);
    const entry = CATALOG.find((e) => e.path === toolPath(id));
    expect(entry?.section).toBe('tools');
    expect(entry?.title).toBe(TOOLS[id].title);
  });

  it('every tool in the catalogue is in the registry', () => {
    const listed = CATALOG.filter((e) => e.section === 'tools').map((e) => e.path);
    expect(listed.sort()).toEqual(TOOL_IDS.map(toolPath).sort());
  });
});
