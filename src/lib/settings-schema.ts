import * as v from 'valibot';

import { pickSettings, type Settings } from './settings';

// Every VITE_* setting a build reads, through one schema, checked when `vite` starts (vite.config.ts:
// the dev server, the build and the tests' server), so a bad value stops there with a sentence
// naming it and no build carries one. The app reads the same values, already checked, through
// src/lib/env.ts (valibot stays off the first screen). Kept free of import.meta and the DOM so
// Node can load it.

const webAddress = (what: string) =>
  v.pipe(
    v.string(),
    v.check((value) => {
      try {
        return /^https?:$/.test(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${what} must be a web address such as https://partydojo.app`),
  );

const secureAddress = (what: string) =>
  v.pipe(webAddress(what), v.startsWith('https://', `${what} must be an https:// address`));

const priceId = (what: string) =>
  v.pipe(
    v.string(),
    v.regex(/^price_[A-Za-z0-9_]+$/, `${what} must be a payment price id such as price_1Abc`),
  );

const SettingsSchema: v.GenericSchema<Record<string, string>, Settings> = v.object({
  /** Where people write to; the app's own address when unset. */
  VITE_SUPPORT_EMAIL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'VITE_SUPPORT_EMAIL must be an email address'),
    ),
  ),
  /** Where printed QR codes point; the current origin when unset. */
  VITE_PUBLIC_ORIGIN: v.optional(webAddress('VITE_PUBLIC_ORIGIN')),
  /** Word guess's voice holder: no agent id, no script. */
  VITE_VOICE_AGENT_ID: v.optional(v.string()),
  VITE_VOICE_AGENT_SCRIPT: v.optional(secureAddress('VITE_VOICE_AGENT_SCRIPT')),
  VITE_STRIPE_PRICE_MONTHLY: v.optional(priceId('VITE_STRIPE_PRICE_MONTHLY')),
  VITE_STRIPE_PRICE_YEARLY: v.optional(priceId('VITE_STRIPE_PRICE_YEARLY')),
  /** Build time only: written into each page's config line (vite.config.ts, src/lib/env.ts). */
  VITE_SUPABASE_URL: v.optional(webAddress('VITE_SUPABASE_URL')),
  VITE_SUPABASE_ANON_KEY: v.optional(v.string()),
});

/** A setting with a value the app cannot use; the message names it and says what it should be. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/**
 * The settings out of an environment (import.meta.env, or Vite's loaded env). Blank values count
 * as unset; anything else must have its setting's shape, or this throws one readable sentence per
 * bad setting.
 */
export function readSettings(source: Record<string, unknown>): Settings {
  const raw = pickSettings(source) as Record<string, string>;
  const result = v.safeParse(SettingsSchema, raw);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => {
    const name = issue.path?.[0]?.key;
    const given = typeof name === 'string' ? raw[name] : undefined;
    return given === undefined ? issue.message : `${issue.message} (it is "${given}").`;
  });
  throw new SettingsError(`Party Dojo's build settings need fixing: ${lines.join(' ')}`);
}
