import { describe, expect, it } from 'vitest';
import { boundaryViolation } from './layers.mjs';

describe('import boundaries', () => {
  it.each([
    ['src/features/games/draw.ts', 'src/lib/store'],
    ['src/features/games/draw.ts', 'src/db/index'],
    ['src/features/games/draw.ts', 'src/features/games/state/memory'],
    ['src/features/games/draw.ts', 'src/features/account/index'],
    ['src/features/games/draw.ts', 'src/features/account'],
    ['src/routes/games/mix.tsx', 'src/features/games/mix-page'],
    ['src/app/root.tsx', 'src/features/account/premium'],
    ['src/db/mutate.ts', 'sync/index'],
    ['src/db/mutate.ts', 'sync'],
    ['sync/engine.ts', 'sync/protocol'],
    ['src/content/catalog.ts', 'src/components/icons'],
  ])('allows %s → %s', (from, to) => expect(boundaryViolation(from, to)).toBeNull());

  it.each([
    ['sync/engine.ts', 'src/db/index', 'sync/ must not import from src/'],
    ['src/db/mutate.ts', 'sync/protocol', 'through sync/index.ts'],
    ['src/features/games/draw.ts', 'src/features/account/premium', 'through its index.ts'],
    ['src/features/games/draw.ts', 'src/app/layouts', 'Features must not import src/app'],
    ['src/features/editor/x.ts', 'src/routes/editor', 'Features must not import src/routes'],
    ['src/components/logo.tsx', 'src/features/home/home-page', 'base layer'],
    ['src/lib/store.ts', 'src/app/site-state', 'base layer'],
    ['src/db/open.ts', 'src/features/pwa/index', 'base layer'],
  ])('refuses %s → %s', (from, to, message) =>
    expect(boundaryViolation(from, to)).toContain(message),
  );
});
