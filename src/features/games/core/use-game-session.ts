import { useCallback, useEffect, useRef, useState } from 'react';
import { PromptMemory } from './draw';
import type { GameId } from './manifest';
import { readMemory, readSession, selectGame, writeSession } from '../state';

// One prompt memory per page load, shared by every game (SPEC §3 keeps a single promptMemory):
// loaded from Dexie once, then updated in memory synchronously on every draw.
let memoryLoad: Promise<PromptMemory> | null = null;

function loadMemory(): Promise<PromptMemory> {
  // A failed read is not kept: the next game page tries again instead of inheriting the failure.
  memoryLoad ??= readMemory()
    .then((texts) => new PromptMemory(texts))
    .catch((error: unknown) => {
      memoryLoad = null;
      throw error;
    });
  return memoryLoad;
}

/**
 * Reads what a game page needs. Storage can fail (a private window, a full or broken disk): the
 * game then starts fresh with an empty memory rather than staying stuck on its loading state.
 */
export async function loadSession<S>(
  read: () => Promise<unknown>,
  memory: () => Promise<PromptMemory>,
  parse: (raw: unknown) => S | null,
  fresh: () => S,
): Promise<{ state: S; memory: PromptMemory }> {
  const [raw, loaded] = await Promise.all([
    read().catch((error: unknown) => {
      console.error('Could not read the saved game; starting afresh', error);
      return undefined;
    }),
    memory().catch((error: unknown) => {
      console.error('Could not read the prompt memory; starting with none', error);
      return new PromptMemory();
    }),
  ]);
  return { state: parse(raw) ?? fresh(), memory: loaded };
}

// Writes run one after another in the order they were made, so the stored session can never be
// older than the one on screen once the queue drains.
let queue: Promise<void> = Promise.resolve();

function enqueue(task: () => Promise<void>): void {
  queue = queue.then(task).catch((error: unknown) => {
    // Storage failures surface through the shell's storage notice; the game keeps going.
    console.error('Could not save the game', error);
  });
}

export interface GameSession<S> {
  /** null until the stored session (or a fresh one) is loaded. */
  state: S | null;
  memory: PromptMemory | null;
  /**
   * Shows `next` at once and stores it. When a prompt was drawn, pass it: it joins the memory
   * now (so the next draw already avoids it) and is stored with the session in one transaction.
   */
  commit: (next: S, drawn?: { text: string; packName: string }) => void;
}

export function useGameSession<S>(
  game: GameId,
  parse: (raw: unknown) => S | null,
  fresh: () => S,
): GameSession<S> {
  const [state, setState] = useState<S | null>(null);
  const [memory, setMemory] = useState<PromptMemory | null>(null);
  const parseRef = useRef(parse);
  const freshRef = useRef(fresh);

  useEffect(() => {
    let live = true;
    // SPEC §3 currentGame: written when the game opens, so /go offers to continue it.
    enqueue(() => selectGame(game));
    void loadSession(() => readSession(game), loadMemory, parseRef.current, freshRef.current).then(
      (loaded) => {
        if (!live) return;
        setMemory(loaded.memory);
        setState(loaded.state);
      },
    );
    return () => {
      live = false;
    };
  }, [game]);

  const commit = useCallback(
    (next: S, drawn?: { text: string; packName: string }) => {
      setState(next);
      if (drawn && memory) memory.remember(drawn.text);
      const snapshot = drawn && memory ? memory.toArray() : undefined;
      enqueue(() =>
        writeSession({
          game,
          state: next,
          ...(snapshot ? { memory: snapshot, currentPack: drawn?.packName } : {}),
        }),
      );
    },
    [game, memory],
  );

  return { state, memory, commit };
}
