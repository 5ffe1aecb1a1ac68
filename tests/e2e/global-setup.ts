import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { prerenderedPagesPreview } from '../../scripts/prerendered-pages.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
  }
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    appType: 'spa',
    logLevel: 'warn',
    // Served as a static host must serve it (README "Deploying"): prerendered pages from
    // dist/<address>/index.html, the empty shell for every other page.
    plugins: [prerenderedPagesPreview()],
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
  };
}
