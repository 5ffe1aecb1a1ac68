import { useT } from '../../../lib/i18n';
import { useState } from 'react';
import { rollName, type PresetId, type Roll } from './rules';

// The announcement: a grid of the values that may be said now (lowest first), then one button to
// say it. What is picked is what the table hears, whatever the dice show.

export function CallPicker({
  preset,
  choices,
  legend,
  action,
  placeholder,
  onAnnounce,
}: {
  preset: PresetId;
  choices: readonly Roll[];
  legend: string;
  /** The button's words before the value: "Announce", "Pass on blind with". */
  action: string;
  /** The button's words before a value is picked. */
  placeholder?: string;
  onAnnounce: (value: Roll) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<Roll | null>(null);
  const picked = chosen !== null && choices.includes(chosen) ? chosen : null;
  return (
    <div className="meyer-picker">
      <fieldset className="meyer-values">
        <legend>{legend}</legend>
        {choices.map((roll) => {
          const name = rollName(preset, roll);
          const pair = Math.floor(roll / 10) === roll % 10;
          const named = name !== String(roll) && !pair;
          return (
            <button
              key={roll}
              type="button"
              className="chip meyer-value"
              aria-pressed={picked === roll}
              onClick={() => setChosen(roll)}
            >
              {roll}
              {named && <span className="meyer-value-name"> {name}</span>}
            </button>
          );
        })}
      </fieldset>
      <button
        type="button"
        className="btn btn-primary btn-large btn-block"
        disabled={picked === null}
        onClick={() => picked !== null && onAnnounce(picked)}
      >
        {picked === null ? (placeholder ?? t('meyer.pickPlaceholder')) : `${action} ${picked}`}
      </button>
    </div>
  );
}
