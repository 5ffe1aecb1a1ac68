import { useT } from '../../../lib/i18n';
import { useHoldToReveal } from '../core/use-hold-to-reveal';
import { DieFace } from '../core/die-face';
import { readRoll, rollLabel, type PresetId } from './rules';

// The dice under the cup, for the holder's eyes only: they show while the button is pressed and
// held (pointer, Space or Enter) and hide the moment it is let go. Screen readers hear the value
// only during a peek, because it is only in the page then.

export function PeekButton({
  dice,
  preset,
  label,
}: {
  dice: readonly [number, number];
  preset: PresetId;
  label?: string;
}) {
  const t = useT();
  const { held, holdProps } = useHoldToReveal();
  const [a, b] = dice;
  return (
    <div className="meyer-cup">
      <button
        type="button"
        className={`btn btn-large btn-block hold-to-reveal meyer-peek ${held ? 'is-held' : ''}`}
        {...holdProps}
      >
        {held ? (
          <span className="meyer-dice">
            <DieFace value={a} />
            <DieFace value={b} />
          </span>
        ) : (
          <span className="meyer-cup-closed">{label ?? t('meyer.peek')}</span>
        )}
      </button>
      <p className="meyer-peek-read" aria-live="assertive">
        {held ? t('meyer.rolled', { roll: rollLabel(preset, readRoll(a, b)) }) : ''}
      </p>
    </div>
  );
}
