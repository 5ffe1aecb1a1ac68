// The one door from the app (src/) into sync/: the app imports sync code only from here.
export * from './protocol';
export {
  backoffDelay,
  DEFAULT_BACKOFF,
  SyncEngine,
  systemClock,
  TransportError,
  type BackoffOptions,
  type Clock,
  type CursorState,
  type OutboxEntry,
  type PageToApply,
  type Settlement,
  type SyncEngineOptions,
  type SyncPhase,
  type SyncStatus,
  type SyncStore,
  type SyncTransport,
  type SyncTrigger,
  type TransportErrorKind,
} from './engine';
export { electLeader, type Leadership } from './leader';
export { UNREADABLE_PULL_MESSAGE } from './pull-message';

/** supabase-js is heavy: the transport loads only when a backend is configured and needed. */
export const loadSupabaseTransport = () => import('./transport-supabase');
export type { Database, Json } from './database.types';
