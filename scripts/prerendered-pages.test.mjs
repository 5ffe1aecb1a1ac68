import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFileFor, SHELL_FILE } from './prerendered-pages.mjs';

let dist;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'prerendered-'));
  await mkdir(join(dist, 'go'), { recursive: true });
  await mkdir(join(dist, 'articles/beer-pong'), { recursive: true });
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), 'home');
  await writeFile(join(dist, SHELL_FILE), 'shell');
  await writeFile(join(dist, 'go/index.html'), 'go');
  await writeFile(join(dist, 'articles/beer-pong/index.html'), 'guide');
  await writeFile(join(dist, 'assets/app.js'), '');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('serving the prerendered build as a static host must', () => {
  it('answers a prerendered address with its own page, with or without a trailing slash', () => {
    expect(pageFileFor(dist, '/')).toBe('/index.html');
    expect(pageFileFor(dist, '/go')).toBe('/go/index.html');
    expect(pageFileFor(dist, '/go/')).toBe('/go/index.html');
    expect(pageFileFor(dist, '/articles/beer-pong')).toBe('/articles/beer-pong/index.html');
  });

  it('answers every other page address with the empty app shell', () => {
    expect(pageFileFor(dist, '/games/never-have-i-ever')).toBe('/shell.html');
    expect(pageFileFor(dist, '/articles/not-a-guide')).toBe('/shell.html');
  });

  it('leaves files alone and refuses to climb out of the build', () => {
    expect(pageFileFor(dist, '/assets/app.js')).toBeNull();
    expect(pageFileFor(dist, '/../secret')).toBeNull();
    expect(pageFileFor(dist, '/%E0%A4%A')).toBeNull();
  });
});
