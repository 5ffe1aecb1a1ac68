import type { CategorySetSource } from '../../../content/games/types';
import { CardLead, cardSurface } from '../../feel';
import { useT } from '../../../lib/i18n';
import type { CicSession } from './session';

// The round: the letter, the clock, the columns, and pens down.

export function Round({
  state,
  set,
  remaining,
  stop,
}: {
  state: CicSession;
  set: CategorySetSource;
  remaining: number;
  stop: () => void;
}) {
  const t = useT();
  return (
    <div className="cic-round">
      <div aria-live="polite" {...cardSurface('letter')}>
        <CardLead type="letter">{t('cic.letterIs')}</CardLead>
        <p className="cic-letter">{state.letter}</p>
      </div>
      <p className={`timer ${remaining <= 10 ? 'timer-low' : ''}`} role="timer">
        {remaining}
      </p>
      {remaining === 0 && <p className="hint">{t('cic.pensDown')}</p>}
      <ol className="cic-columns">
        {set.categories.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={stop}>
        {remaining === 0 ? t('cic.enter') : t('cic.stopEnter')}
      </button>
    </div>
  );
}
