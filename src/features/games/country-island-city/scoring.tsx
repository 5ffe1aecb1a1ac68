import type { CategorySetSource } from '../../../content/games/types';
import type { CicSession } from './session';

// After pens down: each player's answers are typed in, then scored.

export function Scoring({
  state,
  set,
  setAnswer,
  score,
}: {
  state: CicSession;
  set: CategorySetSource;
  setAnswer: (player: string, column: number, value: string) => void;
  score: () => void;
}) {
  return (
    <form
      className="cic-answers"
      onSubmit={(e) => {
        e.preventDefault();
        score();
      }}
    >
      <p className="hint">
        Letter <b>{state.letter}</b>: type each player&apos;s answers. Leave a box empty for no
        answer.
      </p>
      {set.categories.map((c, column) => (
        <fieldset key={c} className="answer-group">
          <legend>{c}</legend>
          {state.players.map((p) => (
            <label key={p} className="answer-row">
              <span>{p}</span>
              <input
                className="input"
                value={state.answers[p]?.[column] ?? ''}
                autoComplete="off"
                maxLength={60}
                aria-label={`${c}, ${p}`}
                onChange={(e) => setAnswer(p, column, e.target.value)}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="btn btn-primary btn-large btn-block">
        Score the round
      </button>
    </form>
  );
}
