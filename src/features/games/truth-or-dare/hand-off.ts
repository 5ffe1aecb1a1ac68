import type { PromptSession } from '../core/session';

// Another page (spin the bottle) can open truth or dare with a chosen player on turn:
// /games/truth-or-dare?player=Name. The session's turn moves forward to that player's next turn
// (turns only ever count up, so the recap's order stays true) and the player is asked to choose.

/** The longest name the players panel keeps; a longer search value cannot be a player. */
export const MAX_NAME = 40;

/** The `?player=` search value, trimmed, or nothing when it is absent or cannot be a name. */
export function playerSearch(search: Record<string, unknown>): { player?: string } {
  const raw = search.player;
  if (typeof raw !== 'string') return {};
  const player = raw.trim();
  return player !== '' && player.length <= MAX_NAME ? { player } : {};
}

/**
 * The session with `name` on turn and choosing. A name that is not among the players leaves the
 * session as it was; a finished game starts afresh with that player first.
 */
export function startWithPlayer(
  state: PromptSession,
  players: readonly string[],
  name: string,
  fresh: () => PromptSession,
): PromptSession {
  const seat = players.indexOf(name);
  if (seat < 0) return state;
  const base = state.ended ? fresh() : state;
  const n = players.length;
  // A turn already waiting for a choice can be given away; one whose card is shown is done.
  const from = base.choosing ? base.turn : base.turn + 1;
  const turn = from + ((((seat - (from % n)) % n) + n) % n);
  if (turn === base.turn && base.choosing && base.prompt === null) return base;
  return { ...base, turn, choosing: true, prompt: null };
}
