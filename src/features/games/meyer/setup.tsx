import { useT } from '../../../lib/i18n';
import { JoinTableLink } from '../table/code-panel';
import { MAX_PLAYERS, MIN_PLAYERS } from './play';
import { PRESET_IDS, presetName, presetSummary, topName } from './rules';
import type { MeyerSession } from './session';

// Before the first roll: how to play, lives, the ranking the table grew up with, and what
// doubting a real Meyer costs.

export function HowToPlay() {
  const t = useT();
  return (
    <details className="rules meyer-how" open>
      <summary>{t('meyer.how.title')}</summary>
      <p>{t('meyer.how.one')}</p>
      <p>{t('meyer.how.two')}</p>
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
  const t = useT();
  const id = `stepper-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="meyer-stepper" role="group" aria-labelledby={id}>
      <span id={id} className="meyer-stepper-label">
        {label}
      </span>
      <button
        type="button"
        className="btn btn-small"
        aria-label={t('meyer.fewer', { label })}
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
        aria-label={t('meyer.more', { label })}
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
  const t = useT();
  return (
    <div className="meyer-setup">
      <HowToPlay />
      <Stepper
        label={t('meyer.livesPer')}
        value={state.startLives}
        min={1}
        max={9}
        onChange={(startLives) => commit({ ...state, startLives })}
      />
      <fieldset className="set-list">
        <legend>{t('meyer.ranking')}</legend>
        {PRESET_IDS.map((id) => (
          <label key={id} className="pack">
            <input
              type="radio"
              name="meyer-preset"
              checked={state.preset === id}
              onChange={() => commit({ ...state, preset: id })}
            />
            <span className="pack-text">
              <span className="pack-name">{presetName(id)}</span>
              <span className="pack-desc">{presetSummary(id)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>{t('meyer.doubtCost', { top: topName(state.preset) })}</legend>
        {[1, 2, 3].map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={state.meyerCost === n}
            onClick={() => commit({ ...state, meyerCost: n })}
          >
            {t('meyer.lives', { count: n })}
          </button>
        ))}
      </fieldset>
      <p className="hint small">
        {t('meyer.playing', { players: players.join(', ') })}
        {namesMissing && t('meyer.namesMissing', { min: MIN_PLAYERS, max: MAX_PLAYERS })}
        {tooMany && t('meyer.tooMany', { max: MAX_PLAYERS })}
      </p>
      <div className="sticky-start">
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
          {t('meyer.start')}
        </button>
        <button
          type="button"
          className="btn btn-large btn-block"
          disabled={namesMissing}
          aria-describedby="meyer-table-hint"
          onClick={startTable}
        >
          {t('meyer.tableStart')}
        </button>
        <p className="hint small" id="meyer-table-hint">
          {namesMissing ? t('meyer.tableNeedsNames') : t('meyer.tableHint')}
        </p>
      </div>
      <JoinTableLink />
    </div>
  );
}
