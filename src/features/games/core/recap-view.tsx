import { useEffect, useRef } from 'react';
import type { Recap } from './recap';
import { winnerLine } from './recap';

/** The end screen every game shares: the winner, the scores, who was picked, then play again. */
export function RecapView({ recap, onPlayAgain }: { recap: Recap; onPlayAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The pressed "End game" button is gone: focus the recap so keyboards and readers land here.
  useEffect(() => heading.current?.focus(), []);
  const winner = winnerLine(recap.winners);
  return (
    <section className="recap" aria-labelledby="recap-title">
      <h2 id="recap-title" ref={heading} tabIndex={-1}>
        {winner ?? 'Game over'}
      </h2>
      <p className="recap-played">
        {recap.played} {recap.unit} played
      </p>
      {recap.scores.length > 0 && (
        <>
          <h3>Scores</h3>
          <ol className="recap-list">
            {recap.scores.map((s) => (
              <li key={s.name}>
                <span>{s.name}</span> <b>{s.score}</b>
              </li>
            ))}
          </ol>
        </>
      )}
      {recap.picked.length > 0 && (
        <>
          <h3>Who was picked</h3>
          <ol className="recap-list">
            {recap.picked.map((p) => (
              <li key={p.name}>
                <span>{p.name}</span> <b>{p.count}×</b>
              </li>
            ))}
          </ol>
        </>
      )}
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={onPlayAgain}>
        Play again
      </button>
    </section>
  );
}

/** The quiet "End game" button under a game's main action. */
export function EndGameButton({ onEnd }: { onEnd: () => void }) {
  return (
    <button type="button" className="btn btn-ghost btn-small end-game" onClick={onEnd}>
      End game
    </button>
  );
}
