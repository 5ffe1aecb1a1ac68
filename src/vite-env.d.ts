/// <reference types="vite/client" />

/** Set by vite.config.ts: the id of this build, compared with /build.json to detect updates. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Where printed QR codes point, e.g. https://partydojo.app; defaults to the current origin. */
  readonly VITE_PUBLIC_ORIGIN?: string;
  /** Word guess's optional voice holder (docs/spec/games.md): the third-party agent's id; unset, none loads. */
  readonly VITE_VOICE_AGENT_ID?: string;
  /** The voice widget's embed script (https only); defaults to the ElevenLabs embed. */
  readonly VITE_VOICE_AGENT_SCRIPT?: string;
  /** Premium's price ids at the payment service; default to the local stand-in's ids. */
  readonly VITE_STRIPE_PRICE_MONTHLY?: string;
  readonly VITE_STRIPE_PRICE_YEARLY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
