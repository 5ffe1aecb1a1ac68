import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as PrerenderModule from './src/app/prerender';
import { withAppConfig } from './scripts/app-config.mjs';
import { readSettings } from './src/lib/settings-schema.ts';
import { prerenderedPagesPreview, SHELL_FILE } from './scripts/prerendered-pages.mjs';

/** Set while the prerender step builds its server-side bundle (no PWA, no prerendering). */
const SSR_BUILD = process.env.PARTY_DOJO_SSR_BUILD === '1';

/** One id per build: the app compares it with /build.json to know a newer version is deployed. */
function makeBuildId(): string {
  let commit = 'dev';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout (e.g. a tarball deploy): the timestamp alone is unique enough.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

const buildId = process.env.BUILD_ID ?? makeBuildId();

/**
 * Emits /build.json (the latest-build manifest the app polls) and .vite/chunk-modules.json (which
 * modules each chunk holds), which the bundle budget check reads.
 */
function buildArtifacts(): Plugin {
  return {
    name: 'party-dojo-build-artifacts',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<
        string,
        { isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[] }
      > = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map((id) => relative(process.cwd(), id)),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/**
 * Writes the backend this build talks to (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY) into the
 * page's config line, which the app reads at run time (src/lib/env.ts): nothing about the backend
 * is compiled into the JavaScript, so one build can be served against another backend by answering
 * its pages with another line (scripts/app-config.mjs, as the browser tests do).
 */
function appConfig(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'party-dojo-app-config',
    configResolved(resolved) {
      env = resolved.env;
      // every VITE_* setting, checked before anything is built: a bad one stops here, named
      readSettings(env);
    },
    transformIndexHtml(html) {
      return withAppConfig(html, {
        supabaseUrl: env.VITE_SUPABASE_URL,
        supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY,
      });
    },
  };
}

/** V8's explicit compile hint: compile every function of the file eagerly, as it streams in. */
const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad\n';

/**
 * The first screen's chunks (the entry and what it imports statically) are all run as the page
 * starts: React renders or hydrates the page with nearly every function in them. Chromium compiles
 * a function lazily, on the main thread, the first time it runs, which made hydrating a
 * prerendered page one long task after its first paint. With the hint at the top of these files
 * it compiles them on a background thread while they download instead. Lazy chunks are left to
 * compile lazily: much of their code never runs.
 */
function compileFirstScreenEagerly(): Plugin {
  return {
    name: 'party-dojo-compile-first-screen-eagerly',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((out) => out.type === 'chunk' && out.isEntry);
        if (!entry || entry.type !== 'chunk') return;
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (seen.has(fileName) || chunk?.type !== 'chunk') return;
          seen.add(fileName);
          chunk.code = COMPILE_EAGERLY + chunk.code;
          chunk.imports.forEach(visit);
        };
        visit(entry.fileName);
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Paint before JavaScript (DESIGN.md "Performance budget"): after the client build, renders every
 * page that paints without stored data (src/app/prerender.tsx decides which, from the content
 * indexes) into dist/<address>/index.html, which the client hydrates. dist/shell.html is the empty
 * shell for every other address. Runs before the service worker is built, so its precache
 * manifest lists these pages.
 */
function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'party-dojo-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // One folder per checkout: worktrees that share node_modules build side by side.
        const checkout = createHash('sha1').update(config.root).digest('hex').slice(0, 10);
        const ssrDir = resolve(config.root, 'node_modules/.cache/party-dojo-prerender', checkout);
        process.env.PARTY_DOJO_SSR_BUILD = '1';
        try {
          await build({
            configFile: resolve(config.root, 'vite.config.ts'),
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: 'src/app/prerender.tsx',
              outDir: ssrDir,
              emptyOutDir: true,
              manifest: false,
              copyPublicDir: false,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
          });
        } finally {
          delete process.env.PARTY_DOJO_SSR_BUILD;
        }
        const prerender = (await import(
          pathToFileURL(join(ssrDir, 'prerender.mjs')).href
        )) as typeof PrerenderModule;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!template.includes('<div id="root"></div>'))
          throw new Error('index.html has no empty #root');
        await writeFile(join(outDir, SHELL_FILE), template);
        let written = 0;
        for (const path of await prerender.prerenderPaths()) {
          const page = await prerender.render(path);
          if (page.kind === 'skip') continue;
          let html = template.replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="${escapeHtml(path)}">${page.html}</div>`,
          );
          if (page.head) html = withHead(html, page.head);
          html = withLanguage(html, page.lang, page.alternates);
          const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path, 'index.html');
          await mkdir(resolve(file, '..'), { recursive: true });
          await writeFile(file, html);
          written++;
        }
        config.logger.info(`Prerendered ${written} pages.`);
      },
    },
  };
}

/**
 * The page's language on `<html>`, and its address in each language as `hreflang` alternates
 * (both ways, with English as the default for any other language).
 */
function withLanguage(html: string, lang: string, alternates: Record<string, string>): string {
  const tagged = html.replace('<html lang="en">', `<html lang="${lang}">`);
  if (!tagged.includes(`<html lang="${lang}">`)) throw new Error('index.html has no <html lang>');
  const links = [
    ...Object.entries(alternates).map(
      ([hreflang, href]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates.en ?? '/')}" />`,
  ];
  return tagged.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/** The page's own title and meta description in place of the shell's, for crawlers and shares. */
function withHead(html: string, head: { title: string; description: string }): string {
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  const described = titled.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  );
  if (described === titled) throw new Error('index.html has no meta description to replace');
  return described;
}

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: SSR_BUILD
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // The first screen's modules (the entry and everything it imports statically) ride
                // in one file, the entry. Left to itself the bundler split off what the lazy
                // routes share with it (React, the router's links, small utilities) into five
                // more files. Each file is one more request the page makes of the offline worker
                // before its first paint, and each request costs the page's main thread time
                // while it starts: 7 requests took an offline start 15-35 % longer than 3 do.
                { name: 'start', tags: ['$initial'], priority: 30 },
                // What the lazy pages share, in three files instead of the bundler's dozens of
                // small ones: a game page needed 25 files before it answered a tap, most under
                // 1 KiB, and its start-up task spent a third of its time asking for them. Each
                // group also takes the modules its own modules import (not yet in a group above).
                // Small helpers every kind of page uses: icons, the catalogue, the schema library.
                {
                  name: 'shared',
                  test: /\/src\/(components|lib)\/|\/src\/content\/catalog\.ts|\/node_modules\/valibot\//,
                  priority: 25,
                },
                // The data layer: Dexie and the app's database.
                { name: 'data', test: /\/node_modules\/dexie\/|\/src\/db\//, priority: 20 },
                // Party stream's cards, rules and look, which Mix deals too: one file for both
                // pages, where the bundler made five (Mix took 20 files before it answered a tap).
                {
                  name: 'party',
                  test: /\/src\/(features\/games\/(party-stream\/(card-types|rules|party-card)|squiffy\/rules)\.tsx?$|content\/games\/party-stream\.ts$)/,
                  priority: 8,
                },
                // Each draw game's manifest with its deck, one file per game: its own page and Mix
                // (which deals all five) each take one file per game instead of two.
                {
                  name: (id: string) =>
                    /\/src\/(?:features\/games\/([\w-]+)\/manifest|content\/games\/([\w-]+))\.ts$/
                      .exec(id)
                      ?.slice(1)
                      .find(Boolean)
                      ?.replace(/^/, 'deck-') ?? null,
                  test: /\/src\/(features\/games\/(never-have-i-ever|most-likely-to|truth-or-dare|category|charades)\/manifest|content\/games\/(never-have-i-ever|most-likely-to|truth-or-dare|category|charades))\.ts$/,
                  priority: 9,
                },
                // What every game runs (the game frame, dealing, the card's feel, the sync badge);
                // each game's own code and content stay in the game's files.
                {
                  name: 'play',
                  test: /\/src\/features\/(games\/(core\/|[\w-]+\.tsx?$)|feel\/)/,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    ...(SSR_BUILD
      ? []
      : [
          appConfig(),
          buildArtifacts(),
          compileFirstScreenEagerly(),
          prerenderPages(),
          prerenderedPagesPreview(),
          pwa(),
        ]),
  ],
});

function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // One classic script, as the page registers it: built as `es`, the plugin sets rollup's
      // deprecated inlineDynamicImports and every build warned about it (U1).
      rollupFormat: 'iife',
      // Every route chunk, content file and icon is precached, so pages never visited open offline.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,json}'],
      globIgnores: ['build.json', '.vite/**', 'screenshots/**'],
      maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}
