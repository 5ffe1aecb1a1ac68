import type { CategorySetSource } from '../../../content/games/types';
import type { CicSession } from './session';
import type { CicRoundResult } from './session';
import { markOf } from './rules';

const LABEL = { none: 'None', unique: 'Unique', shared: 'Shared' } as const;

// The round's points per cell, the round and running totals.

export function Summary({
  state,
  last,
  set,
  lastRound,
  nextRound,
  changeSettings,
  endGame,
}: {
  state: CicSession;
  last: CicRoundResult;
  set: CategorySetSource;
  /** The game's last round was scored: the next step is the winner. */
  lastRound: boolean;
  /** Draws the next letter at once: one tap from the scores to the next round. */
  nextRound: () => void;
  /** Back to the columns, the clock and the points before the next round (absent at a table of
   * phones, whose settings are the code's). */
  changeSettings?: () => void;
  endGame: () => void;
}) {
  return (
    <div className="cic-summary">
      <h2 className="cic-round-heading">
        Round {state.round}: {last.letter}
      </h2>
      <p className="hint small">A 0 is an answer not given, or not starting with {last.letter}.</p>
      <div className="table-wrap cic-scores" role="region" tabIndex={0} aria-label="Scores">
        <table>
          <thead>
            <tr>
              <th scope="col">Column</th>
              {state.players.map((p) => (
                <th key={p} scope="col">
                  {p}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {set.categories.map((c, column) => (
              <tr key={c}>
                <th scope="row">{c}</th>
                {state.players.map((p) => {
                  const points = last.points[p]?.[column] ?? 0;
                  const typed = state.answers[p]?.[column];
                  return (
                    <td key={p}>
                      {typed ? (
                        // A round scored from typed answers before marking existed.
                        <span className="answer">{typed}</span>
                      ) : (
                        points > 0 && (
                          <span className="answer">
                            {points === state.rules.only &&
                            markOf(state.marks, p, column) === 'unique'
                              ? 'Only one'
                              : LABEL[markOf(state.marks, p, column)]}
                          </span>
                        )
                      )}{' '}
                      <b>{points}</b>
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr className="row-total">
              <th scope="row">This round</th>
              {state.players.map((p) => (
                <td key={p}>
                  <b>{last.totals[p] ?? 0}</b>
                </td>
              ))}
            </tr>
            <tr className="row-total">
              <th scope="row">Total</th>
              {state.players.map((p) => (
                <td key={p}>
                  <b>{state.totals[p] ?? 0}</b>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {lastRound ? (
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={endGame}>
          See the winner
        </button>
      ) : (
        <>
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={nextRound}>
            Next round
          </button>
          {changeSettings && (
            <button type="button" className="btn btn-block" onClick={changeSettings}>
              Change settings first
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-block" onClick={endGame}>
            End game
          </button>
        </>
      )}
    </div>
  );
}
