import type { Fact } from '../../../content/games/more-or-less';
import { cryptoWords, type RandomWords } from '../../../lib/random';
import { cardsInRound, decoyFor, isRight, nextFactId, teamOnTurn, type Call } from './rules';
import type { MolSession, MolTeam } from './session';

// The moves of a game of more or less, as pure steps from one stored session to the next: the
// pages call these and store the result, so a reload always lands on a consistent table.

/** The team whose turn it is (its index). */
export function currentTeam(session: MolSession): number {
  return teamOnTurn(session.round, session.turn, Math.max(1, session.teams.length));
}

/** Whether this was the last card of the round. */
export function roundComplete(session: MolSession): boolean {
  return session.turn >= cardsInRound(session.teams.length, session.cardsPerTurn);
}

/** A new card from the facts in play, with its decoy; the previous card is gone. */
export function deal(
  session: MolSession,
  facts: readonly Fact[],
  words: RandomWords = cryptoWords,
): MolSession {
  const next = nextFactId(
    facts.map((f) => f.id),
    session.used,
    words,
  );
  const fact = next && facts.find((f) => f.id === next.id);
  if (!next || !fact) return { ...session, card: null };
  return {
    ...session,
    phase: 'call',
    used: next.used,
    card: { factId: fact.id, shown: decoyFor(fact, words), call: null },
  };
}

/** Fresh teams and settings, first round, first card. */
export function startGame(
  base: MolSession,
  teams: readonly Pick<MolTeam, 'name' | 'players'>[],
  facts: readonly Fact[],
  words: RandomWords = cryptoWords,
): MolSession {
  return deal(
    {
      ...base,
      teams: teams.map((t) => ({ name: t.name.trim(), players: [...t.players], score: 0 })),
      round: 1,
      turn: 0,
      phase: 'call',
      card: null,
      roundPoints: teams.map(() => 0),
      used: [],
      answers: [],
      picked: {},
      ended: false,
    },
    facts,
    words,
  );
}

/** The team on turn says more or less: the card turns over and a right call scores a point. */
export function call(session: MolSession, fact: Fact, choice: Call): MolSession {
  const card = session.card;
  if (!card || card.call || session.phase !== 'call') return session;
  const team = currentTeam(session);
  const right = isRight(choice, fact.answer, card.shown);
  const name = session.teams[team]?.name ?? '';
  return {
    ...session,
    phase: 'reveal',
    card: { ...card, call: choice },
    teams: session.teams.map((t, i) => (i === team && right ? { ...t, score: t.score + 1 } : t)),
    roundPoints: session.teams.map(
      (_, i) => (session.roundPoints[i] ?? 0) + (i === team && right ? 1 : 0),
    ),
    answers: [
      ...session.answers,
      { round: session.round, team, factId: card.factId, shown: card.shown, call: choice, right },
    ],
    picked: { ...session.picked, [name]: (session.picked[name] ?? 0) + 1 },
  };
}

/** After a reveal: the next team's card, or the end of the round. */
export function advance(
  session: MolSession,
  facts: readonly Fact[],
  words: RandomWords = cryptoWords,
): MolSession {
  if (session.phase !== 'reveal') return session;
  const next = { ...session, turn: session.turn + 1 };
  if (roundComplete(next)) return { ...next, phase: 'round-over', card: null };
  return deal(next, facts, words);
}

/** After the between-rounds scores: the next round, or the end of the game after the last. */
export function nextRound(
  session: MolSession,
  facts: readonly Fact[],
  words: RandomWords = cryptoWords,
): MolSession {
  if (session.phase !== 'round-over') return session;
  if (session.round >= session.rounds) return { ...session, ended: true };
  return deal(
    {
      ...session,
      round: session.round + 1,
      turn: 0,
      roundPoints: session.teams.map(() => 0),
    },
    facts,
    words,
  );
}

/** The same teams and settings again, scores back to zero. */
export function rematch(
  session: MolSession,
  facts: readonly Fact[],
  words: RandomWords = cryptoWords,
): MolSession {
  return startGame(session, session.teams, facts, words);
}
