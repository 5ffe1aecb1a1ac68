import { useState } from 'react';
import { useHoldToReveal } from '../core/use-hold-to-reveal';
import { CardLead, cardSurface } from '../../feel';
import type { ShownPrompt } from '../core/session';
import { useCountdown } from '../core/use-countdown';
import { useT } from '../../../lib/i18n';

// Cards in mix that need more than reading out: a charades word is for the actor's eyes only
// (G3), and a category gets the same turn clock as the category game.

/** A charades word, face down: the actor presses and holds to read it; letting go hides it. */
export function HiddenWord({ prompt, card }: { prompt: ShownPrompt; card: number }) {
  const t = useT();
  const { held, holdProps } = useHoldToReveal();
  return (
    <div className="prompt-card hidden-word" data-card={card} {...cardSurface('act')}>
      <div className="prompt-live" aria-live="polite">
        <CardLead type="act">{t('game.charades.lead')}</CardLead>
        <p className="prompt-player">
          {prompt.player
            ? t('play.mix.passTo', { name: prompt.player })
            : t('play.mix.passToActor')}
        </p>
        <button
          type="button"
          className={`btn btn-large btn-block hold-to-reveal ${held ? 'is-held' : ''}`}
          {...holdProps}
        >
          {held ? (
            <span className="prompt-text revealed-word">{prompt.text}</span>
          ) : (
            t('play.mix.holdToSee')
          )}
        </button>
        <p className="hint small">{t('play.mix.nobodyLooks')}</p>
      </div>
    </div>
  );
}

const CATEGORY_SECONDS = 10;

/** A turn clock for a category card: each answer restarts it; blank or repeat and you drink. */
export function CategoryClock() {
  const t = useT();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const remaining = useCountdown(endsAt, CATEGORY_SECONDS);
  return (
    <div className="turn-panel mix-clock">
      <p
        className={`timer ${remaining !== null && remaining <= 3 ? 'timer-low' : ''}`}
        role="timer"
        aria-label={t('play.mix.secondsLeft')}
      >
        {remaining ?? CATEGORY_SECONDS}
      </p>
      {remaining === 0 && <p className="hint">{t('play.mix.timeUp')}</p>}
      <button
        type="button"
        className="btn btn-block"
        onClick={() => setEndsAt(Date.now() + CATEGORY_SECONDS * 1000)}
      >
        {endsAt === null ? t('play.mix.startClock') : t('play.mix.restartClock')}
      </button>
    </div>
  );
}
