import { useEffect, useRef } from 'react';
import { ASKERS, MAX_QUESTIONS, questionsUsed } from './rules';
import { type WordRound } from './session';

// The end of a round: the word turned over, who scored, and the rounds played so far.

export function Reveal({
  round,
  next,
  undo,
}: {
  round: WordRound;
  next: () => void;
  undo: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const used = questionsUsed(round);
  const guessed = round.outcome?.kind === 'guessed';
  const who = round.outcome?.kind === 'guessed' ? (round.outcome.by ?? ASKERS) : null;
  return (
    <section className="prompt-card wg-reveal" aria-labelledby="wg-reveal-title">
      <div>
        <h2 id="wg-reveal-title" ref={heading} tabIndex={-1} className="prompt-lead">
          {guessed ? 'Guessed!' : 'Twenty questions, no right guess'}
        </h2>
        <p className="wg-word-label">The word was</p>
        <p className="prompt-text" data-testid="revealed-word">
          {round.word}
        </p>
        <p className="wg-result">
          {guessed
            ? round.outcome?.kind === 'guessed' && !round.outcome.by
              ? `${who} got it on question ${used}. Name the guesser next time to give them the point.`
              : `${who} got it on question ${used}: one point.`
            : `${round.holder ?? 'The holder'} wins the round: one point.`}
        </p>
        <div className="wg-reveal-actions">
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={next}>
            Next round
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={undo}>
            Undo the last answer
          </button>
        </div>
      </div>
    </section>
  );
}

export function RoundList({ rounds }: { rounds: readonly WordRound[] }) {
  return (
    <section className="wg-rounds" aria-labelledby="wg-rounds-title">
      <h2 id="wg-rounds-title">Rounds</h2>
      <ol className="recap-list">
        {rounds.map((r, i) => (
          <li key={i}>
            <span>
              {r.word} · held by {r.holder ?? 'the holder'}
            </span>
            <b>
              {r.outcome?.kind === 'guessed'
                ? `${r.outcome.by ?? ASKERS} in ${r.entries.length}`
                : `not guessed in ${MAX_QUESTIONS}`}
            </b>
          </li>
        ))}
      </ol>
    </section>
  );
}
