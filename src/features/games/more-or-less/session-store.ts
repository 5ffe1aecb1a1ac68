import { useEffect, useSyncExternalStore } from 'react';
import { whenDatabaseOpen } from '../../../db';
import { readSession, selectGame, writeSession } from '../state';
import { freshSession, parseSession, type MolSession } from './session';

// One game of more or less in memory for the whole page load, shared by its three pages (team
// select, game, ending): moving between them never re-reads storage, so the page after "Start"
// always sees the game just started. Every change is written in order; a reload reads it back.

const GAME = 'more-or-less';

let current: MolSession | null = null;
let loading: Promise<void> | null = null;
let writes: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load(): void {
  loading ??= whenDatabaseOpen()
    .then(() => readSession(GAME))
    .then(
      (raw) => parseSession(raw) ?? freshSession(),
      (error: unknown) => {
        console.error('Could not read the saved game; starting afresh', error);
        return freshSession();
      },
    )
    .then((loaded) => {
      // A change made while the read was in flight wins over what was stored.
      current ??= loaded;
      emit();
    });
}

function enqueue(task: () => Promise<void>): void {
  writes = writes.then(task).catch((error: unknown) => {
    console.error('Could not save the game', error);
  });
}

/** Shows `next` at once on every page of the game and stores it. */
export function commitMol(next: MolSession): void {
  current = next;
  emit();
  enqueue(() => writeSession({ game: GAME, state: next }));
}

/** The game in play (null while the first read is in flight). */
export function useMolSession(): MolSession | null {
  useEffect(() => {
    load();
    // docs/spec/games.md currentGame: /go offers to continue the game last opened.
    enqueue(() => whenDatabaseOpen().then(() => selectGame(GAME)));
  }, []);
  // Prerendered and hydrated as still reading: the HTML was drawn without storage.
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
