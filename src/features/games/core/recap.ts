import { t } from '../../../lib/i18n';
import { countOf } from '../words';
// The end of a game (G6): what the table played, who was picked, the scores and the winner. Pure,
// so every game builds its recap the same way and the rules are unit-tested.

export interface RecapInput {
  /** Prompts, words, categories or rounds played. */
  played: number;
  /** What one of `played` is called ("prompts", "words"…). */
  unit: string;
  /** Turns each player (or team) had: who the game picked. */
  picked?: Readonly<Record<string, number>>;
  /** Points per player or team, when the game keeps score. */
  scores?: Readonly<Record<string, number>>;
}

export interface Recap {
  played: number;
  unit: string;
  /** Most picked first; ties keep the table's order. */
  picked: { name: string; count: number }[];
  /** Highest first; ties keep the table's order. */
  scores: { name: string; score: number }[];
  /** Everyone on the top score; empty when nobody scored or nothing was scored. */
  winners: string[];
}

function ranked(counts: Readonly<Record<string, number>> | undefined): [string, number][] {
  return Object.entries(counts ?? {})
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry[1] - a.entry[1] || a.index - b.index)
    .map(({ entry }) => entry);
}

export function buildRecap(input: RecapInput): Recap {
  const scores = ranked(input.scores).map(([name, score]) => ({ name, score }));
  const top = scores[0]?.score ?? 0;
  return {
    played: input.played,
    unit: input.unit,
    picked: ranked(input.picked)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => ({ name, count })),
    scores,
    winners: top > 0 ? scores.filter((s) => s.score === top).map((s) => s.name) : [],
  };
}

/** "Anna wins!", "Anna and Ben share the win!", "Anna, Ben and Chloé share the win!" */
export function winnerLine(winners: readonly string[]): string | null {
  if (winners.length === 0) return null;
  if (winners.length === 1) return t('play.recap.wins', { name: winners[0] ?? '' });
  return t('play.recap.share', {
    names: winners.slice(0, -1).join(', '),
    last: winners[winners.length - 1] ?? '',
  });
}

/** One more turn for `name` in a picked tally. */
export function pick(
  picked: Readonly<Record<string, number>> | undefined,
  name: string | null,
): Record<string, number> {
  const next = { ...picked };
  if (name) next[name] = (next[name] ?? 0) + 1;
  return next;
}

/** "1 prompt played", "12 prompts played": the count with its unit in the right number. */
export function playedLine(recap: Pick<Recap, 'played' | 'unit'>): string {
  return t('play.playedUnit', { items: countOf(recap.unit, recap.played) });
}

/**
 * What a one-card-at-a-time game's per-player count is, in words: in never have I ever and most
 * likely to the player on turn reads the card out to the table (who drank or was pointed at, the
 * app does not know), so the count says so; in truth or dare and mix it is whose turn it was.
 */
export function turnsTitle(game: string): string {
  return game === 'never-have-i-ever' || game === 'most-likely-to'
    ? t('play.recap.readOut')
    : t('play.recap.turns');
}
