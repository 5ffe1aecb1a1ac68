import type { DrawGameId } from './manifest';

// What a game in progress keeps (one gameSessions row per game). Everything needed to continue
// after a reload is here, timers as absolute end times so a reload does not restart the clock.

export interface ShownPrompt {
  game: DrawGameId;
  list: number;
  /** The raw prompt text, as drawn and as remembered. */
  text: string;
  packId: string;
  packName: string;
  /** Whose turn it is, when names were entered. */
  player: string | null;
  /** The name put into the `{player}` slot (null: "the player on your left"). */
  named: string | null;
}

export interface PromptSession {
  kind: 'prompt';
  prompt: ShownPrompt | null;
  /** Turns taken; the player is players[turn % players.length]. */
  turn: number;
  /** Prompts shown in this game, for the quote rhythm and the counter. */
  shown: number;
  /** Truth or dare: waiting for the player to choose. */
  choosing: boolean;
}

export interface CategorySession {
  kind: 'category';
  prompt: ShownPrompt | null;
  turn: number;
  shown: number;
  /** Players out of the current category. */
  out: string[];
  /** The running turn's deadline (ms since epoch); null when the clock is stopped. */
  turnEndsAt: number | null;
  turnSeconds: number;
}

export interface Team {
  name: string;
  score: number;
}

export interface CharadesSession {
  kind: 'charades';
  teams: Team[];
  team: number;
  phase: 'ready' | 'playing' | 'turn-over';
  turnEndsAt: number | null;
  turnSeconds: number;
  word: ShownPrompt | null;
  got: number;
  skipped: number;
  shown: number;
}

export interface CicRules {
  /** Points for an answer nobody else gave. */
  unique: number;
  /** Points for an answer someone else gave too. */
  shared: number;
  /** Points for the only answer in a category. */
  only: number;
}

export const DEFAULT_CIC_RULES: CicRules = { unique: 10, shared: 5, only: 20 };

export interface CicRoundResult {
  letter: string;
  /** Points per player, one per category. */
  points: Record<string, number[]>;
  totals: Record<string, number>;
}

export interface CicSession {
  kind: 'cic';
  setId: string;
  phase: 'ready' | 'playing' | 'scoring' | 'summary';
  letter: string | null;
  usedLetters: string[];
  roundEndsAt: number | null;
  roundSeconds: number;
  players: string[];
  /** Answers per player, one per category of the set. */
  answers: Record<string, string[]>;
  totals: Record<string, number>;
  round: number;
  last: CicRoundResult | null;
  rules: CicRules;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Stored sessions are read back defensively: a row from an older build or a broken write starts
 * a fresh game instead of crashing the page.
 */
export function parseSession<K extends 'prompt' | 'category' | 'charades' | 'cic'>(
  raw: unknown,
  kind: K,
): Extract<PromptSession | CategorySession | CharadesSession | CicSession, { kind: K }> | null {
  if (!isObject(raw) || raw.kind !== kind) return null;
  const numbers: Record<string, string[]> = {
    prompt: ['turn', 'shown'],
    category: ['turn', 'shown', 'turnSeconds'],
    charades: ['team', 'turnSeconds', 'got', 'skipped', 'shown'],
    cic: ['roundSeconds', 'round'],
  };
  for (const field of numbers[kind] ?? []) {
    if (typeof raw[field] !== 'number' || !Number.isFinite(raw[field])) return null;
  }
  if (kind === 'charades' && (!Array.isArray(raw.teams) || raw.teams.length < 2)) return null;
  if (kind === 'cic' && (!Array.isArray(raw.players) || !isObject(raw.answers))) return null;
  const valid: unknown = raw;
  return valid as Extract<
    PromptSession | CategorySession | CharadesSession | CicSession,
    { kind: K }
  >;
}
