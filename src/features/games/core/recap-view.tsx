import { memo, useEffect, useRef, type ReactNode } from 'react';
import type { Recap } from './recap';
import { playedLine, winnerLine } from './recap';

/**
 * The end screen every game shares: the winner, the scores, who was picked, then play again.
 * A game may name the picked list its own way and add what follows Play again (`children`).
 */
export function RecapView({
  recap,
  onPlayAgain,
  pickedTitle = 'Who was picked',
  children,
}: {
  recap: Recap;
  onPlayAgain: () => void;
  pickedTitle?: string;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The pressed "End game" button is gone: focus the recap so keyboards and readers land here.
  useEffect(() => heading.current?.focus(), []);
  const winner = winnerLine(recap.winners);
  return (
    <section className="recap" aria-labelledby="recap-title">
      <h2 id="recap-title" ref={heading} tabIndex={-1}>
        {winner ?? 'Game over'}
      </h2>
      <p className="recap-played">{playedLine(recap)}</p>
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
          <h3>{pickedTitle}</h3>
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
      {children}
    </section>
  );
}

/** The quiet "End game" button under a game's main action (memoised: a tap deals, it stays). */
export const EndGameButton = memo(function EndGameButton({ onEnd }: { onEnd: () => void }) {
  return (
    <button type="button" className="btn btn-ghost btn-small end-game" onClick={onEnd}>
      End game
    </button>
  );
});
