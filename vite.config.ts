import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
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
    buildArtifacts(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Every route chunk, content file and icon is precached, so pages never visited open offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,json}'],
        globIgnores: ['build.json', '.vite/**', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
});
