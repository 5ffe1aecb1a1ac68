import { backendClient } from '../sync';
import { activeUser } from '../../db';
import { env } from '../../lib/env';
import type { RoomClient } from './channel';

// The supabase-js client a room uses. Signed in: the app's own client, so the room knows the
// account. Signed out: a client of its own whose anonymous guest session is kept apart from the
// app's, so joining a room never signs this phone in to an account (nor starts syncing).

const GUEST_STORAGE_KEY = 'party-dojo-room-guest';
let guest: Promise<RoomClient> | null = null;

export async function roomClient(): Promise<RoomClient | null> {
  if (!env.supabaseUrl || !env.supabaseAnonKey) return null;
  // Signed out (known at boot, from the stored session): no need to wait for the sync runtime,
  // so a reloaded phone is back in its seat sooner.
  if (activeUser.get().userId) {
    const app = await backendClient();
    if (!app) return null;
    const { data } = await app.auth.getSession();
    if (data.session && !data.session.user.is_anonymous) return app;
  }
  const url = env.supabaseUrl;
  const anonKey = env.supabaseAnonKey;
  guest ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient(url, anonKey, {
        auth: {
          storageKey: GUEST_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
        },
      }) as RoomClient,
  );
  return guest;
}
