/**
 * A change waiting to reach the server (docs/architecture.md "The one write path"). It is appended in the
 * same Dexie transaction that applies the change locally, so the two can never disagree.
 */
export interface OutboxOperation<Type extends string = string, Payload = unknown> {
  /** uuidv7: unique, and sortable by creation. The server applies each id at most once. */
  id: string;
  type: Type;
  payload: Payload;
  /** The user who made the change; null for changes made while signed out. */
  userId: string | null;
  createdAt: string;
  attempts: number;
}

/** An operation the server refused, kept with its reason until the user retries or discards it. */
export interface QuarantinedOperation extends OutboxOperation {
  reason: string;
  quarantinedAt: string;
}

/** A small JSON document stored under a key (current game, player names, session, cursors). */
export interface KeyValueRow {
  key: string;
  value: unknown;
}
