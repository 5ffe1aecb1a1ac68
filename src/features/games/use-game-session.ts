import { useCallback, useEffect, useRef, useState } from 'react';
import { PromptMemory } from './draw';
import type { GameId } from './manifest';
import { readMemory, readSession, selectGame, writeSession } from './state';

// One prompt memory per page load, shared by every game (SPEC §3 keeps a single promptMemory):
// loaded from Dexie once, then updated in memory synchronously on every draw.
let memoryLoad: Promise<PromptMemory> | null = null;

function loadMemory(): Promise<PromptMemory> {
  memoryLoad ??= readMemory().then((texts) => new PromptMemory(texts));
  return memoryLoad;
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
    void Promise.all([readSession(game), loadMemory()]).then(([raw, loaded]) => {
      if (!live) return;
      setMemory(loaded);
      setState(parseRef.current(raw) ?? freshRef.current());
    });
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

/** The current time, ticking while `running`: timers render from absolute end times. */
export function useNow(running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [running, everyMs]);
  return now;
}
