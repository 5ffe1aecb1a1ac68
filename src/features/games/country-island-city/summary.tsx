import type { CategorySetSource } from '../../../content/games/types';
import type { CicSession } from './session';
import type { CicRoundResult } from './session';
import { useT } from '../../../lib/i18n';
import { markOf, seatName } from './rules';

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
  const t = useT();
  return (
    <div className="cic-summary">
      <h2 className="cic-round-heading">
        {t('cic.roundLetter', { round: state.round, letter: last.letter })}
      </h2>
      <p className="hint small">{t('cic.zeroHint', { letter: last.letter })}</p>
      <div
        className="table-wrap cic-scores"
        role="region"
        tabIndex={0}
        aria-label={t('cic.scores')}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">{t('cic.column')}</th>
              {state.players.map((p) => (
                <th key={p} scope="col">
                  {seatName(p)}
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
                              ? t('cic.markOnly')
                              : t(`cic.mark.${markOf(state.marks, p, column)}`)}
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
              <th scope="row">{t('cic.thisRound')}</th>
              {state.players.map((p) => (
                <td key={p}>
                  <b>{last.totals[p] ?? 0}</b>
                </td>
              ))}
            </tr>
            <tr className="row-total">
              <th scope="row">{t('cic.total')}</th>
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
          {t('cic.seeWinner')}
        </button>
      ) : (
        <>
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={nextRound}>
            {t('cic.nextRound')}
          </button>
          {changeSettings && (
            <button type="button" className="btn btn-block" onClick={changeSettings}>
              {t('cic.changeSettings')}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-block" onClick={endGame}>
            {t('cic.endGame')}
          </button>
        </>
      )}
    </div>
  );
}
