// A charades turn as pure functions over the stored session (and over nothing else), so every
// way of playing a turn reuses them: this phone held by the actor, or a later mode where only the
// actor's phone shows the word. A turn is a 3-2-1 countdown, then a clock; each word is got or
// passed, the last one can be undone, and at the end the table reviews the list and corrects it
// before the next team plays. The team's score follows every mark, undo and correction, so the
// scoreboard is right at every moment (and a session stored before the list existed, whose score
// already holds its points, still adds up).

/** Seconds of "3, 2, 1" before the clock of a turn starts (and again after a pause). */
export const COUNTDOWN_SECONDS = 3;

export type WordResult = 'got' | 'passed';

export interface TurnWord<W> {
  prompt: W;
  result: WordResult;
}

export interface TurnTeam {
  name: string;
  score: number;
  turns: number;
}

/** What a turn reads and changes: the teams, who is up, the word shown and the words played. */
export interface TurnFields<W> {
  teams: TurnTeam[];
  team: number;
  word: W | null;
  got: number;
  skipped: number;
  words: TurnWord<W>[];
}

function withScore<T extends TurnTeam>(teams: readonly T[], team: number, change: number): T[] {
  return teams.map((t, i) => (i === team ? { ...t, score: Math.max(0, t.score + change) } : t));
}

/** The word on show is got or passed; `next` takes its place. Nothing happens without a word. */
export function markWord<W, S extends TurnFields<W>>(
  state: S,
  result: WordResult,
  next: W | null,
): S {
  if (state.word === null) return state;
  return {
    ...state,
    teams: result === 'got' ? withScore(state.teams, state.team, 1) : state.teams,
    got: state.got + (result === 'got' ? 1 : 0),
    skipped: state.skipped + (result === 'passed' ? 1 : 0),
    words: [...state.words, { prompt: state.word, result }],
    word: next,
  };
}

/**
 * Takes back the last Got it or Pass: its word is on show again (the one drawn after it is put
 * aside), and its point, if any, comes off. Null when nothing was marked this turn.
 */
export function undoLast<W, S extends TurnFields<W>>(state: S): S | null {
  const last = state.words[state.words.length - 1];
  if (!last) return null;
  return {
    ...state,
    teams: last.result === 'got' ? withScore(state.teams, state.team, -1) : state.teams,
    got: Math.max(0, state.got - (last.result === 'got' ? 1 : 0)),
    skipped: Math.max(0, state.skipped - (last.result === 'passed' ? 1 : 0)),
    words: state.words.slice(0, -1),
    word: last.prompt,
  };
}

/** Flips word `index` of the turn between got and passed, and the score with it. */
export function correctWord<W, S extends TurnFields<W>>(state: S, index: number): S {
  const entry = state.words[index];
  if (!entry) return state;
  const nowGot = entry.result === 'passed';
  return {
    ...state,
    teams: withScore(state.teams, state.team, nowGot ? 1 : -1),
    got: Math.max(0, state.got + (nowGot ? 1 : -1)),
    skipped: Math.max(0, state.skipped + (nowGot ? -1 : 1)),
    words: state.words.map((w, i) =>
      i === index ? { ...w, result: nowGot ? ('got' as const) : ('passed' as const) } : w,
    ),
  };
}

/** The team that plays next: the first of those with the fewest turns (a new team catches up). */
export function nextTeam(teams: readonly Pick<TurnTeam, 'turns'>[]): number {
  let best = 0;
  teams.forEach((t, i) => {
    if (t.turns < (teams[best]?.turns ?? 0)) best = i;
  });
  return best;
}

/** Every team has had as many turns as the others: a round is complete. */
export function roundComplete(teams: readonly Pick<TurnTeam, 'turns'>[]): boolean {
  return teams.every((t) => t.turns === teams[0]?.turns);
}

/** The round being played or about to start (1 for the first), from the turns taken. */
export function roundNumber(teams: readonly Pick<TurnTeam, 'turns'>[]): number {
  return Math.min(...teams.map((t) => t.turns)) + 1;
}

export type RoundOutcome =
  | { kind: 'play-on' }
  | { kind: 'winner'; team: number }
  /** Several teams reached the target on the same top score: another round decides. */
  | { kind: 'tie'; teams: number[] };

/**
 * Whether the game is won. Only at the end of a round (every team has had the same number of
 * turns): a team reaching the target mid-round waits for the others to play. Of the teams at or
 * over the target, the highest score wins; equal top scores play on another round.
 */
export function roundOutcome(
  teams: readonly Pick<TurnTeam, 'score' | 'turns'>[],
  target: number,
): RoundOutcome {
  if (target <= 0 || teams.length === 0 || !roundComplete(teams)) return { kind: 'play-on' };
  if (!teams.some((t) => t.score >= target)) return { kind: 'play-on' };
  const top = Math.max(...teams.map((t) => t.score));
  const leaders = teams.flatMap((t, i) => (t.score === top ? [i] : []));
  const [only] = leaders;
  return leaders.length === 1 && only !== undefined
    ? { kind: 'winner', team: only }
    : { kind: 'tie', teams: leaders };
}

/** The words reviewed: the turn counts, the next team is up, and the game may be won. */
export function finishTurn<W, S extends TurnFields<W>>(
  state: S,
  target: number,
): { state: S; outcome: RoundOutcome; last: { team: number; got: number; skipped: number } } {
  const teams = state.teams.map((t, i) => (i === state.team ? { ...t, turns: t.turns + 1 } : t));
  const last = { team: state.team, got: state.got, skipped: state.skipped };
  return {
    state: { ...state, teams, team: nextTeam(teams), words: [], word: null, got: 0, skipped: 0 },
    outcome: roundOutcome(teams, target),
    last,
  };
}

/** The clock of a turn: when the countdown ends and when time is up, or the time left if paused. */
export interface TurnClock {
  startsAt: number | null;
  turnEndsAt: number | null;
  pausedLeftMs: number | null;
}

/** A turn starts now: the countdown, then `seconds` on the clock. */
export function startClock(now: number, seconds: number): TurnClock {
  const startsAt = now + COUNTDOWN_SECONDS * 1000;
  return { startsAt, turnEndsAt: startsAt + seconds * 1000, pausedLeftMs: null };
}

/** The time left on the clock in ms (all of it during the countdown), never below 0. */
export function msLeft(clock: TurnClock, now: number): number {
  if (clock.pausedLeftMs !== null) return clock.pausedLeftMs;
  if (clock.turnEndsAt === null) return 0;
  return Math.max(0, clock.turnEndsAt - Math.max(now, clock.startsAt ?? now));
}

/** The time on a clock that is not running yet (during the countdown) or any more (paused). */
export function msHeld(clock: TurnClock): number {
  if (clock.pausedLeftMs !== null) return clock.pausedLeftMs;
  if (clock.turnEndsAt === null || clock.startsAt === null) return 0;
  return Math.max(0, clock.turnEndsAt - clock.startsAt);
}

/** Paused: the deadline becomes the time left, so a reload while paused keeps it. */
export function pauseClock(clock: TurnClock, now: number): TurnClock {
  return { startsAt: null, turnEndsAt: null, pausedLeftMs: Math.round(msLeft(clock, now)) };
}

/** Resumed: a new countdown (to get the phone back in place), then the time that was left. */
export function resumeClock(clock: TurnClock, now: number): TurnClock {
  const startsAt = now + COUNTDOWN_SECONDS * 1000;
  return { startsAt, turnEndsAt: startsAt + (clock.pausedLeftMs ?? 0), pausedLeftMs: null };
}

/** Still counting down to the clock's start. */
export function countingDown(clock: Pick<TurnClock, 'startsAt'>, now: number): boolean {
  return clock.startsAt !== null && now < clock.startsAt;
}
