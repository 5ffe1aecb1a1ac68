import { useEffect, useMemo, useRef } from 'react';
import { createStore, useStore, type Store } from '../../../lib/store';
import { liveQuery } from 'dexie';
import { whenDatabaseOpen } from '../../../db';
import { DealtHistory, MEMORY_SIZE, PromptMemory } from './draw';
import type { GameId } from './manifest';
import {
  readDealt,
  readMemory,
  readSession,
  selectGame,
  writeSession,
  writeSessionsAtUnload,
} from '../state';
import { createSaveSchedule } from './save-schedule';

// One prompt memory per page load, shared by every game (docs/spec/games.md keeps a single promptMemory):
// loaded from Dexie once, then updated in memory synchronously on every draw.
let memoryLoad: Promise<PromptMemory> | null = null;

function loadMemory(): Promise<PromptMemory> {
  // A failed read is not kept: the next game page tries again instead of inheriting the failure.
  memoryLoad ??= Promise.all([readMemory(), readDealt()])
    .then(([texts, dealt]) => {
      const memory = new PromptMemory(texts, MEMORY_SIZE, new DealtHistory(dealt));
      followStoredDealt(memory.dealt as DealtHistory);
      return memory;
    })
    .catch((error: unknown) => {
      memoryLoad = null;
      throw error;
    });
  return memoryLoad;
}

/**
 * Cards dealt elsewhere join this page's history as they are stored: another tab's deals, and for
 * a signed-in user the account's decks the sync pulls (merged into the same kv row).
 */
function followStoredDealt(dealt: DealtHistory): void {
  liveQuery(readDealt).subscribe({
    next: (stored) => dealt.merge(stored),
    error: (error: unknown) => console.error('Could not follow the dealt cards', error),
  });
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
      return new PromptMemory([], MEMORY_SIZE, new DealtHistory());
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

type SessionWrite = Parameters<typeof writeSession>[0];

// Paint first, persist after: a tap draws the next prompt in its own frame, and its save waits for
// a pause in play (./save-schedule), then runs as a background task, after whatever the page has
// queued. Taps in between fold into one write of the latest state (its memory snapshot holds
// every earlier draw); leaving the game saves at once, and leaving the page writes what is not
// yet stored before the page goes.
interface TaskScheduler {
  postTask: (task: () => void, options: { priority: 'background' }) => Promise<unknown>;
}

/** Runs `task` once nothing more urgent is queued (Prioritized Task Scheduling), else next. */
function inBackground(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    void scheduler.postTask(task, { priority: 'background' });
  } else {
    setTimeout(task, 0);
  }
}

/** A write without a draw (the game ended, a choice made) keeps the memory of an earlier one. */
function fold(earlier: SessionWrite, later: SessionWrite): SessionWrite {
  return earlier.memory && !later.memory
    ? {
        ...later,
        memory: earlier.memory,
        currentPack: earlier.currentPack,
        ...(earlier.dealt ? { dealt: earlier.dealt } : {}),
      }
    : later;
}

// Writes handed to the queue and not yet stored, per game: the page's last moment writes them.
const unstored = new Map<GameId, SessionWrite>();
let leaving = false;

function store(write: SessionWrite): void {
  unstored.set(write.game, write);
  enqueue(async () => {
    // The page went and stored the latest state itself: an older write must not follow it.
    if (leaving) return;
    try {
      await writeSession(write);
    } catch (error) {
      // Stopped by the page's last moment, which wrote this itself (storeBeforeLeaving).
      if (leaving) return;
      throw error;
    }
    if (unstored.get(write.game) === write) unstored.delete(write.game);
  });
}

const saves = createSaveSchedule<SessionWrite>({
  save: store,
  keyOf: (write) => write.game,
  fold,
  runLater: inBackground,
});

/**
 * The page is going (closed, reloaded, navigated away): what is not stored yet is written now,
 * in requests made before the page's last handler returns.
 */
function storeBeforeLeaving(): void {
  const held = saves.drain();
  const writes = new Map(unstored);
  for (const write of held) {
    const earlier = writes.get(write.game);
    writes.set(write.game, earlier ? fold(earlier, write) : write);
  }
  if (writes.size === 0) return;
  let written = false;
  try {
    written = writeSessionsAtUnload([...writes.values()]);
  } catch (error) {
    console.error('Could not save the game', error);
  }
  if (!written) {
    // Not stored now (the database is not open yet): they stay held, to be saved as before.
    for (const write of held) saves.schedule(write);
    return;
  }
  leaving = true;
  unstored.clear();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', storeBeforeLeaving);
  // Back from the back-forward cache: the page lives on and saves as before.
  window.addEventListener('pageshow', () => (leaving = false));
  // Hidden (another app, the phone locked) may be the last the page runs: save now.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saves.flush();
  });
}

/**
 * A game's session, loaded and saved as above, as a store: each part of a game page reads the part
 * it shows (useSessionPart), so a tap re-renders the card and its buttons, not the page around
 * them (the header, the feedback bar, the sheets).
 */
export interface SessionStore<S> {
  /** null until the stored session (or a fresh one) is loaded. */
  get: () => S | null;
  /** The prompt memory, loaded with the session: null until then. */
  memory: () => PromptMemory | null;
  /**
   * Shows `next` at once and stores it. When a prompt was drawn, pass it: it joins the memory
   * now (so the next draw already avoids it) and is stored with the session in one transaction.
   */
  commit: (
    next: S,
    drawn?: { text: string; packName: string; packId?: string; startedOver?: true },
  ) => void;
  /** What is on screen. A prerendered page was drawn with nothing loaded: that is its build-time state. */
  shown: Store<{ state: S | null }>;
}

/**
 * Set when the card just dealt started its packs over (every card of them had been dealt on this
 * phone, `core/draw.ts` DealtHistory), cleared by the next deal: the game says so meanwhile.
 */
export const deckStartedOver = createStore<{ packName: string | null }>({ packName: null });

function createSessionStore<S>(game: GameId): SessionStore<S> & {
  load: (state: S, memory: PromptMemory) => void;
} {
  const shown = createStore<{ state: S | null }>({ state: null });
  let memory: PromptMemory | null = null;
  return {
    shown,
    get: () => shown.get().state,
    memory: () => memory,
    load(loaded, loadedMemory) {
      memory = loadedMemory;
      if (memory.dealt) memory.dealt.scope = game;
      shown.set({ state: loaded });
    },
    commit(next, drawn) {
      shown.set({ state: next });
      if (drawn) {
        const packName = drawn.startedOver ? drawn.packName : null;
        if (packName !== deckStartedOver.get().packName) deckStartedOver.set({ packName });
      }
      if (drawn && memory) {
        if (memory.dealt) memory.dealt.scope = game;
        memory.remember(drawn.text, drawn.packId);
      }
      const snapshot = drawn && memory ? memory.toArray() : undefined;
      const dealt = drawn && memory?.dealt ? memory.dealt.toSnapshot() : undefined;
      saves.schedule({
        game,
        state: next,
        ...(snapshot ? { memory: snapshot, currentPack: drawn?.packName } : {}),
        ...(dealt ? { dealt } : {}),
      });
    },
  };
}

/** The session of `game` as a store (see SessionStore): one per game page. */
export function useSessionStore<S>(
  game: GameId,
  parse: (raw: unknown) => S | null,
  fresh: () => S,
): SessionStore<S> {
  const store = useMemo(() => createSessionStore<S>(game), [game]);
  const parseRef = useRef(parse);
  const freshRef = useRef(fresh);

  useEffect(() => {
    let live = true;
    // A game page paints before the data layer is up (it is prerendered): it reads and writes
    // once the database is open.
    void whenDatabaseOpen().then(() => {
      if (!live) return;
      // docs/spec/games.md currentGame: written when the game opens, so /go offers to continue it.
      enqueue(() => selectGame(game));
      void loadSession(
        () => readSession(game),
        loadMemory,
        parseRef.current,
        freshRef.current,
      ).then((loaded) => {
        if (live) store.load(loaded.state, loaded.memory);
      });
    });
    return () => {
      live = false;
      // Leaving the game for another page of the app: its save goes now, so the page that opens
      // next (/go offers to continue) reads what was on screen.
      saves.flush(game);
    };
  }, [game, store]);

  return store;
}

/**
 * The part of the session a component shows: it re-renders when that part changes (by `Object.is`),
 * not on every commit. `select` must return a stored value or a primitive, not a new object.
 */
export function useSessionPart<S, T>(session: SessionStore<S>, select: (state: S | null) => T): T {
  return useStore(session.shown, (shown) => select(shown.state));
}

export interface GameSession<S> {
  /** null until the stored session (or a fresh one) is loaded. */
  state: S | null;
  memory: PromptMemory | null;
  /** See SessionStore.commit. */
  commit: SessionStore<S>['commit'];
}

/** The whole session: the component re-renders on every commit. */
export function useSessionState<S>(session: SessionStore<S>): S | null {
  return useSessionPart(session, whole);
}

/** The whole session, for a game page that re-renders as one on every change. */
export function useGameSession<S>(
  game: GameId,
  parse: (raw: unknown) => S | null,
  fresh: () => S,
): GameSession<S> {
  const store = useSessionStore(game, parse, fresh);
  const state = useSessionState(store);
  return { state, memory: store.memory(), commit: store.commit };
}

const whole = <S>(state: S): S => state;
