import { JoinTableLink } from '../table/code-panel';
import { MAX_PLAYERS, MIN_PLAYERS } from './play';
import { PRESETS, PRESET_IDS, topName } from './rules';
import type { MeyerSession } from './session';

// Before the first roll: how to play, lives, the ranking the table grew up with, and what
// doubting a real Meyer costs.

export function HowToPlay() {
  return (
    <details className="rules meyer-how" open>
      <summary>How to play</summary>
      <p>
        The phone is the dice cup. Shake it, press and hold to peek at your two dice, then announce
        a value: the truth, or a bluff. Every announcement has to beat the one before. The higher
        die is read first, so a 5 and a 3 make 53; pairs beat every mixed roll and a 2 with a 1,
        Meyer (Mia in some places), beats everything.
      </p>
      <p>
        Pass the phone on. The next player can believe you and roll to beat your call, pass the cup
        on blind with the same or a higher call without looking, or lift the cup. If the dice make
        at least what was announced, the lifter loses a life; if not, the bluffer does. Lose all
        your lives and you are out; the last player standing wins.
      </p>
    </details>
  );
}

function Stepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = `stepper-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="meyer-stepper" role="group" aria-labelledby={id}>
      <span id={id} className="meyer-stepper-label">
        {label}
      </span>
      <button
        type="button"
        className="btn btn-small"
        aria-label={`Fewer: ${label}`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output className="meyer-stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="btn btn-small"
        aria-label={`More: ${label}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}

export function Setup({
  state,
  players,
  namesMissing,
  tooMany,
  commit,
  start,
  startTable,
}: {
  state: MeyerSession;
  players: readonly string[];
  namesMissing: boolean;
  tooMany: boolean;
  commit: (next: MeyerSession) => void;
  start: () => void;
  /** Every phone its own cup: the other phones scan this one's code. */
  startTable: () => void;
}) {
  return (
    <div className="meyer-setup">
      <HowToPlay />
      <Stepper
        label="Lives per player"
        value={state.startLives}
        min={1}
        max={9}
        onChange={(startLives) => commit({ ...state, startLives })}
      />
      <fieldset className="set-list">
        <legend>Ranking</legend>
        {PRESET_IDS.map((id) => (
          <label key={id} className="pack">
            <input
              type="radio"
              name="meyer-preset"
              checked={state.preset === id}
              onChange={() => commit({ ...state, preset: id })}
            />
            <span className="pack-text">
              <span className="pack-name">{PRESETS[id].name}</span>
              <span className="pack-desc">{PRESETS[id].summary}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>A doubted real {topName(state.preset)} costs</legend>
        {[1, 2, 3].map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={state.meyerCost === n}
            onClick={() => commit({ ...state, meyerCost: n })}
          >
            {n === 1 ? '1 life' : `${n} lives`}
          </button>
        ))}
      </fieldset>
      <p className="hint small">
        Playing, in this order: {players.join(', ')}
        {namesMissing && ` (add your names under Players: ${MIN_PLAYERS} to ${MAX_PLAYERS})`}
        {tooMany && ` (the first ${MAX_PLAYERS} names play)`}
      </p>
      <div className="sticky-start">
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
          Start the game
        </button>
        <button
          type="button"
          className="btn btn-large btn-block"
          disabled={namesMissing}
          aria-describedby="meyer-table-hint"
          onClick={startTable}
        >
          Every phone its own cup (no signal)
        </button>
        <p className="hint small" id="meyer-table-hint">
          {namesMissing
            ? 'Add everyone’s names under Players first.'
            : 'Each phone rolls its own dice and hides them; the others scan one code from this phone for the seats and the turn order.'}
        </p>
      </div>
      <JoinTableLink />
    </div>
  );
}
