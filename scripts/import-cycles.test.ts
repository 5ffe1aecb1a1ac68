import { describe, expect, it } from 'vitest';
import { cycles, importGraph, ROOTS, specifiers } from './import-cycles';

describe('import cycles', () => {
  it(`no module in ${ROOTS.join(', ')} imports itself back, type-only and lazy imports counted`, () => {
    const found = cycles(importGraph(process.cwd())).map((cycle) => cycle.join(' → '));
    expect(found, `Break these import cycles:\n${found.join('\n')}`).toEqual([]);
  }, 60_000);

  it('counts type-only imports, re-exports, lazy imports and import types as edges', () => {
    const text = [
      "import type { A } from './a';",
      "import { b } from './b';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "const e = () => import('./e');",
      "let f: import('./f').F;",
      "import 'g.css';",
    ].join('\n');
    expect(specifiers('x.ts', text)).toEqual(['./a', './b', './c', './d', './e', './f', 'g.css']);
  });

  it('prints each cycle from its first module, a lazy or type-only edge closing it as well', () => {
    const graph = new Map([
      ['src/registry.ts', ['src/game/manifest.ts']],
      ['src/game/manifest.ts', ['src/core.ts', 'src/registry.ts']],
      ['src/core.ts', []],
      ['src/self.ts', ['src/self.ts']],
    ]);
    expect(cycles(graph)).toEqual([
      ['src/game/manifest.ts', 'src/registry.ts', 'src/game/manifest.ts'],
      ['src/self.ts', 'src/self.ts'],
    ]);
  });
});
