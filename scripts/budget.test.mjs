import { describe, expect, it } from 'vitest';
import { firstScreenChunks, pageFiles } from './budget.mjs';

// A build as .vite/chunk-modules.json describes it: the entry and the bundler's runtime are the
// first screen; two pages share a helper file, and one of them has a file of its own on top.
const chunks = {
  'assets/index.js': {
    isEntry: true,
    imports: ['assets/runtime.js'],
    modules: ['src/main.tsx', 'src/routes/index.tsx'],
  },
  'assets/runtime.js': { isEntry: false, imports: [], modules: ['rolldown/runtime.js'] },
  'assets/play.js': {
    isEntry: false,
    imports: ['assets/runtime.js', 'assets/data.js'],
    modules: ['src/features/games/core/deal.ts'],
  },
  'assets/data.js': { isEntry: false, imports: ['assets/index.js'], modules: ['dexie.js'] },
  'assets/nhie.js': {
    isEntry: false,
    imports: ['assets/play.js', 'assets/runtime.js'],
    modules: ['src/routes/games/never-have-i-ever.tsx?tsr-split=component'],
  },
  'assets/mix.js': {
    isEntry: false,
    imports: ['assets/play.js', 'assets/mix-lists.js'],
    modules: ['src/features/games/mix/game.tsx', 'src/routes/games/mix.tsx?tsr-split=component'],
  },
  'assets/mix-lists.js': { isEntry: false, imports: ['assets/data.js'], modules: ['lists.ts'] },
};

describe('pageFiles', () => {
  it('counts the files each page needs beyond the first screen, through their imports', () => {
    expect(firstScreenChunks(chunks)).toEqual(['assets/index.js', 'assets/runtime.js']);
    expect(pageFiles(chunks)).toEqual({
      'games/never-have-i-ever.tsx': 3,
      'games/mix.tsx': 4,
    });
  });

  it('follows an import cycle without counting a file twice', () => {
    const cyclic = {
      ...chunks,
      'assets/data.js': { isEntry: false, imports: ['assets/play.js'], modules: ['dexie.js'] },
    };
    expect(pageFiles(cyclic)['games/never-have-i-ever.tsx']).toBe(3);
  });
});
