import type { CategorySetSource } from '../../../content/games/types';
import type { CicSession } from './session';
import type { CicRoundResult } from './session';

// The round's points per cell, the round and running totals.

export function Summary({
  state,
  last,
  set,
  lastRound,
  nextRound,
  endGame,
}: {
  state: CicSession;
  last: CicRoundResult;
  set: CategorySetSource;
  /** The game's last round was scored: the next step is the winner. */
  lastRound: boolean;
  nextRound: () => void;
  endGame: () => void;
}) {
  return (
    <div className="cic-summary">
      <h2>
        Round {state.round}: {last.letter}
      </h2>
      <div className="table-wrap">
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
                {state.players.map((p) => (
                  <td key={p}>
                    <span className="answer">{state.answers[p]?.[column] || '–'}</span>{' '}
                    <b>{last.points[p]?.[column] ?? 0}</b>
                  </td>
                ))}
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
          <button type="button" className="btn btn-ghost btn-block" onClick={endGame}>
            End game
          </button>
        </>
      )}
    </div>
  );
}
