import { pickSettings } from './settings';

/** Public configuration, read once. Secrets never live here: only URLs and publishable keys. */

/**
 * Every VITE_* setting of this build, read from here and never from import.meta.env. Their shapes
 * were checked when `vite` started (settings-schema.ts, vite.config.ts): a bad value never gets
 * this far.
 */
export const settings = pickSettings(import.meta.env);

/** The backend this copy talks to: read at run time, so one build can serve any backend. */
export interface AppConfig {
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
}

/**
 * Reads the text of the page's `<script type="application/json" id="app-config">` line (index.html; the build
 * fills it from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, scripts/app-config.mjs). No line, or
 * a line that is not an object of strings, means no backend: the app runs on this device alone.
 */
export function readAppConfig(text: string | null | undefined): AppConfig {
  const none: AppConfig = { supabaseUrl: null, supabaseAnonKey: null };
  if (!text) return none;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return none;
  }
  if (!parsed || typeof parsed !== 'object') return none;
  const { supabaseUrl, supabaseAnonKey } = parsed as Record<string, unknown>;
  return {
    supabaseUrl: typeof supabaseUrl === 'string' && supabaseUrl ? supabaseUrl : null,
    supabaseAnonKey:
      typeof supabaseAnonKey === 'string' && supabaseAnonKey ? supabaseAnonKey : null,
  };
}

const appConfig = readAppConfig(
  typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent,
);

export const env = {
  supportEmail: settings.VITE_SUPPORT_EMAIL ?? 'support@partydojo.app',
  supabaseUrl: appConfig.supabaseUrl,
  supabaseAnonKey: appConfig.supabaseAnonKey,
} as const;
