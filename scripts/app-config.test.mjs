import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview } from 'vite';
import { appConfigPreview, appConfigTag, withAppConfig } from './app-config.mjs';
import { prerenderedPagesPreview } from './prerendered-pages.mjs';

const page = (config) =>
  `<html><head><script type="application/json" id="app-config">${config}</script></head><body>x</body></html>`;

describe("a page's backend line", () => {
  it('names only the public URL and key, and leaves out what is not set', () => {
    expect(appConfigTag({ supabaseUrl: 'https://a.example', supabaseAnonKey: 'k' })).toBe(
      '<script type="application/json" id="app-config">{"supabaseUrl":"https://a.example","supabaseAnonKey":"k"}</script>',
    );
    expect(appConfigTag({ supabaseUrl: undefined, supabaseAnonKey: '' })).toContain('>{}<');
  });

  it('cannot be closed early by a value', () => {
    const tag = appConfigTag({ supabaseUrl: 'https://x/</script><script>alert(1)</script>' });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(tag.replace(/^<[^>]*>|<\/script>$/g, '')).supabaseUrl).toContain('</script>');
  });

  it('replaces the line a build wrote, and refuses a page that has none', () => {
    const html = withAppConfig(page('{"supabaseUrl":"https://old.example"}'), {
      supabaseUrl: 'http://127.0.0.1:5000',
      supabaseAnonKey: 'anon',
    });
    expect(html).toContain('{"supabaseUrl":"http://127.0.0.1:5000","supabaseAnonKey":"anon"}');
    expect(html).not.toContain('old.example');
    expect(() => withAppConfig('<html></html>', {})).toThrow(/app-config/);
  });
});

describe('serving one build against another backend', () => {
  let dist;
  let server;
  let base;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'app-config-'));
    await mkdir(join(dist, 'go'), { recursive: true });
    await writeFile(join(dist, 'index.html'), page('{}'));
    await writeFile(join(dist, 'shell.html'), page('{}'));
    await writeFile(join(dist, 'go/index.html'), page('{}'));
    await writeFile(join(dist, 'app.js'), 'const config = "{}";');
    server = await preview({
      configFile: false,
      root: dist,
      build: { outDir: dist },
      preview: { port: 0, host: '127.0.0.1' },
      logLevel: 'silent',
      plugins: [
        prerenderedPagesPreview(dist),
        appConfigPreview({ supabaseUrl: 'http://backend.test', supabaseAnonKey: 'anon' }, dist),
      ],
    });
    base = `http://127.0.0.1:${server.httpServer.address().port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers every page, prerendered or the shell, with the served backend', async () => {
    const served = '{"supabaseUrl":"http://backend.test","supabaseAnonKey":"anon"}';
    for (const [path, accept] of [
      ['/', 'text/html'],
      ['/go', 'text/html'],
      ['/somewhere/else', 'text/html'],
      ['/go/index.html?__WB_REVISION__=1', '*/*'],
      ['/shell.html', '*/*'],
    ]) {
      const response = await fetch(base + path, { headers: { accept } });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(served);
    }
  });

  it('serves every other file as it is', async () => {
    expect(await (await fetch(`${base}/app.js`)).text()).toBe('const config = "{}";');
  });
});
