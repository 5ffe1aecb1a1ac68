/** Public configuration, read once. Secrets never live here: only URLs and publishable keys. */
export const env = {
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@partydojo.app',
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || null,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || null,
} as const;
