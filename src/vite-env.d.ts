/// <reference types="vite/client" />

/** Set by vite.config.ts: the id of this build, compared with /build.json to detect updates. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Where printed QR codes point, e.g. https://partydojo.app; defaults to the current origin. */
  readonly VITE_PUBLIC_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
