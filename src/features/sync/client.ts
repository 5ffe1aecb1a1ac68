import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../sync';
import { createServerClockFetch, type ServerClockOptions } from './server-clock';
import { AUTH_STORAGE_KEY } from './session';

export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * The app's one supabase-js client. Loaded lazily: supabase-js never weighs on the first screen.
 * Its requests go through the server-clock fetch: token expiry is judged against the server's
 * clock, and refreshes are paced (a phone whose clock is off never refreshes in a loop).
 */
export function createAppClient(
  url: string,
  anonKey: string,
  clock: ServerClockOptions = {},
): AppSupabaseClient {
  return createClient<Database>(url, anonKey, {
    global: { fetch: createServerClockFetch(undefined, clock).fetch },
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    },
  });
}
