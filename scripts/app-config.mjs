// Which backend a build of the app talks to is read in the browser, at run time, from one line of
// each page: <script type="application/json" id="app-config">{...}</script> (src/lib/env.ts reads
// it). `vite build` writes the VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY it is given there
// (vite.config.ts), so a build for one project works as before; and one build can be served
// against any backend by answering its pages with another line, as the browser tests do: every
// suite serves the same dist/ with its own local backend (appConfigPreview below).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The tag in index.html, and in every prerendered page made from it. */
export const APP_CONFIG_TAG = /<script type="application\/json" id="app-config">[^<]*<\/script>/;

/**
 * The tag for `config`: only the backend's public URL and publishable key, never a secret. `<` is
 * escaped so no value can close the script element.
 */
export function appConfigTag({ supabaseUrl, supabaseAnonKey } = {}) {
  const config = {};
  if (supabaseUrl) config.supabaseUrl = supabaseUrl;
  if (supabaseAnonKey) config.supabaseAnonKey = supabaseAnonKey;
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-config">${json}</script>`;
}

/** `html` with its config line answering `config`; a page without the line is a broken build. */
export function withAppConfig(html, config) {
  if (!APP_CONFIG_TAG.test(html)) throw new Error('page has no <script id="app-config"> line');
  return html.replace(APP_CONFIG_TAG, () => appConfigTag(config));
}

/**
 * Vite preview plugin: serves the build in `distDir` with every page's config line answering
 * `config`. List it after prerenderedPagesPreview, which first turns a page address into its file.
 * The service worker precaches the pages as they are served, so an installed copy keeps the backend
 * it was served with.
 */
export function appConfigPreview(config, distDir = 'dist') {
  return {
    name: 'party-dojo-app-config',
    configurePreviewServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const file = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
        if (!file.endsWith('.html') || file.split('/').includes('..')) return next();
        let html;
        try {
          html = await readFile(join(distDir, decodeURIComponent(file)), 'utf8');
        } catch {
          return next();
        }
        const body = withAppConfig(html, config);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Length', Buffer.byteLength(body));
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
