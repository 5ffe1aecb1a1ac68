// The VITE_* settings a build reads. Every one is optional: unset, or only spaces, it stays unset
// and what depends on it stays off (a third-party script loads only when configured). Their
// shapes are checked when `vite` starts (settings-schema.ts); the app reads them through
// src/lib/env.ts. A new setting is added here, to the schema and to src/vite-env.d.ts.

export interface Settings {
  /** Where people write to; the app's own address when unset. */
  VITE_SUPPORT_EMAIL?: string;
  /** Where printed QR codes point; the current origin when unset. */
  VITE_PUBLIC_ORIGIN?: string;
  /** Word guess's voice holder: no agent id, no script. */
  VITE_VOICE_AGENT_ID?: string;
  /** The voice widget's embed script (https only). */
  VITE_VOICE_AGENT_SCRIPT?: string;
  /** Premium's price ids at the payment service. */
  VITE_STRIPE_PRICE_MONTHLY?: string;
  VITE_STRIPE_PRICE_YEARLY?: string;
  /** Build time only: written into each page's config line (vite.config.ts, src/lib/env.ts). */
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

export const SETTING_NAMES = [
  'VITE_SUPPORT_EMAIL',
  'VITE_PUBLIC_ORIGIN',
  'VITE_VOICE_AGENT_ID',
  'VITE_VOICE_AGENT_SCRIPT',
  'VITE_STRIPE_PRICE_MONTHLY',
  'VITE_STRIPE_PRICE_YEARLY',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
] as const satisfies readonly (keyof Settings)[];

/** The settings out of an environment, trimmed; a blank value is no value. */
export function pickSettings(source: Record<string, unknown>): Settings {
  const picked: Settings = {};
  for (const name of SETTING_NAMES) {
    const value = source[name];
    if (typeof value === 'string' && value.trim()) picked[name] = value.trim();
  }
  return picked;
}
