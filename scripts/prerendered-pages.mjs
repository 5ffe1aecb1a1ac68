// How a static host must serve the prerendered build (README "Deploying"), as a Vite preview
// middleware for `vite preview` and the browser tests: an address with a prerendered page gets
// dist/<address>/index.html, any other page address gets the empty app shell (dist/shell.html),
// and files are served as they are.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SHELL_FILE = 'shell.html';

/** The file under `distDir` that answers a page request for `pathname`, or null for a file. */
export function pageFileFor(distDir, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').includes('..')) return null;
  const trimmed = path.replace(/\/+$/, '');
  const page = `${trimmed}/index.html`;
  const file = join(distDir, page);
  if (existsSync(file) && statSync(file).isFile()) return page;
  // A real file (an asset, the manifest): not a page.
  if (trimmed && existsSync(join(distDir, trimmed)) && statSync(join(distDir, trimmed)).isFile())
    return null;
  return `/${SHELL_FILE}`;
}

/** Vite plugin: the preview server answers as the static host would. */
export function prerenderedPagesPreview(distDir = 'dist') {
  return {
    name: 'party-dojo-prerendered-pages',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html'))
          return next();
        const [pathname, query] = (req.url ?? '/').split('?');
        const file = pageFileFor(distDir, pathname ?? '/');
        if (file) req.url = query === undefined ? file : `${file}?${query}`;
        next();
      });
    },
  };
}
