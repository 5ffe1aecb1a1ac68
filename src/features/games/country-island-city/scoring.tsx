import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import type { CategorySetSource } from '../../../content/games/types';
import { markOf, seatName } from './rules';
import type { CicSession } from './session';

// After pens down: each player reads their answers out and the table taps each cell to mark it
// unique, shared or none (G7). No typing, one phone, a few taps a column.

export function Scoring({
  state,
  set,
  mark,
  score,
}: {
  state: CicSession;
  set: CategorySetSource;
  /** Moves one cell on to its next mark. */
  mark: (player: string, column: number) => void;
  score: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // A3: the Stop button is gone; focus (and the view) go to the round's heading.
  useEffect(() => heading.current?.focus(), []);
  const points = { none: 0, unique: state.rules.unique, shared: state.rules.shared };
  return (
    <div className="cic-answers">
      <h2 ref={heading} tabIndex={-1} className="cic-round-heading">
        {t('cic.roundLetter', { round: state.round, letter: state.letter ?? '' })}
      </h2>
      <p className="hint small">
        {t('cic.markHint', {
          unique: state.rules.unique,
          shared: state.rules.shared,
          letter: state.letter ?? '',
          only: state.rules.only,
        })}
      </p>
      {set.categories.map((c, column) => (
        <fieldset key={c} className="answer-group">
          <legend>{c}</legend>
          <div className="mark-grid">
            {state.players.map((p) => {
              const current = markOf(state.marks, p, column);
              return (
                <button
                  key={p}
                  type="button"
                  className={`mark-cell mark-${current}`}
                  onClick={() => mark(p, column)}
                >
                  <span className="mark-player">{seatName(p)}</span>{' '}
                  <span className="mark-value">
                    {t(`cic.mark.${current}`)} {points[current]}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={score}>
        {t('cic.scoreRound')}
      </button>
    </div>
  );
}
