import { useState } from 'react';
import { useHoldToReveal } from '../core/use-hold-to-reveal';
import { CardLead, cardSurface } from '../../feel';
import type { ShownPrompt } from '../core/session';
import { useCountdown } from '../core/use-countdown';

// Cards in mix that need more than reading out: a charades word is for the actor's eyes only
// (G3), and a category gets the same turn clock as the category game.

/** A charades word, face down: the actor presses and holds to read it; letting go hides it. */
export function HiddenWord({ prompt, card }: { prompt: ShownPrompt; card: number }) {
  const { held, holdProps } = useHoldToReveal();
  return (
    <div className="prompt-card hidden-word" data-card={card} {...cardSurface('act')}>
      <div className="prompt-live" aria-live="polite">
        <CardLead type="act">Act it out</CardLead>
        <p className="prompt-player">
          {prompt.player ? `Pass the phone to ${prompt.player}` : 'Pass the phone to the actor'}
        </p>
        <button
          type="button"
          className={`btn btn-large btn-block hold-to-reveal ${held ? 'is-held' : ''}`}
          {...holdProps}
        >
          {held ? (
            <span className="prompt-text revealed-word">{prompt.text}</span>
          ) : (
            'Actor: hold here to see the word'
          )}
        </button>
        <p className="hint small">Nobody else looks. Let go, then act it out for the table.</p>
      </div>
    </div>
  );
}

const CATEGORY_SECONDS = 10;

/** A turn clock for a category card: each answer restarts it; blank or repeat and you drink. */
export function CategoryClock() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const remaining = useCountdown(endsAt, CATEGORY_SECONDS);
  return (
    <div className="turn-panel mix-clock">
      <p
        className={`timer ${remaining !== null && remaining <= 3 ? 'timer-low' : ''}`}
        role="timer"
        aria-label="Seconds left this turn"
      >
        {remaining ?? CATEGORY_SECONDS}
      </p>
      {remaining === 0 && <p className="hint">Time! That player drinks.</p>}
      <button
        type="button"
        className="btn btn-block"
        onClick={() => setEndsAt(Date.now() + CATEGORY_SECONDS * 1000)}
      >
        {endsAt === null ? 'Start the clock' : 'Got one: restart the clock'}
      </button>
    </div>
  );
}
