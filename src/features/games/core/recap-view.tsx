import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import type { Recap } from './recap';
import { playedLine, winnerLine } from './recap';

/**
 * The end screen every game shares: the winner, the scores, who was picked, then play again.
 * A game may name the picked list its own way and add what follows Play again (`children`).
 */
export function RecapView({
  recap,
  onPlayAgain,
  pickedTitle,
  children,
}: {
  recap: Recap;
  onPlayAgain: () => void;
  pickedTitle?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The pressed "End game" button is gone: focus the recap so keyboards and readers land here.
  useEffect(() => heading.current?.focus(), []);
  const winner = winnerLine(recap.winners);
  return (
    <section className="recap" aria-labelledby="recap-title">
      <h2 id="recap-title" ref={heading} tabIndex={-1}>
        {winner ?? t('play.recap.over')}
      </h2>
      <p className="recap-played">{playedLine(recap)}</p>
      {recap.scores.length > 0 && (
        <>
          <h3>{t('play.recap.scores')}</h3>
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
          <h3>{pickedTitle ?? t('play.recap.picked')}</h3>
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
        {t('play.recap.again')}
      </button>
      {children}
    </section>
  );
}

/** The quiet "End game" button under a game's main action (memoised: a tap deals, it stays). */
export const EndGameButton = memo(function EndGameButton({ onEnd }: { onEnd: () => void }) {
  const t = useT();
  return (
    <button type="button" className="btn btn-ghost btn-small end-game" onClick={onEnd}>
      {t('play.recap.end')}
    </button>
  );
});
