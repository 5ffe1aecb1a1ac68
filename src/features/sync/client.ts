import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../sync';
import { AUTH_STORAGE_KEY } from './session';

export type AppSupabaseClient = SupabaseClient<Database>;

/** The app's one supabase-js client. Loaded lazily: supabase-js never weighs on the first screen. */
export function createAppClient(url: string, anonKey: string): AppSupabaseClient {
  return createClient<Database>(url, anonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    },
  });
}
