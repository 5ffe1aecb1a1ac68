import { fillSlot, useNextGesture } from '../games';
import type { PlayState } from './wizard';

/** The play view (docs/spec/editor.md step 7). Prompts are user text: rendered as text, never as HTML. */
export function PlayView({
  title,
  play,
  onNext,
  onRestart,
  onExit,
  exitLabel = 'Exit',
}: {
  title: string;
  play: PlayState;
  onNext: () => void;
  onRestart: () => void;
  onExit: () => void;
  exitLabel?: string;
}) {
  const { deck, index, gameEnded } = play;
  const prompt = deck[index];
  const dealing = !gameEnded && deck.length > 0;
  // A4: Space, Enter or → anywhere, or a tap or swipe on the card, deals the next prompt.
  const gesture = useNextGesture(dealing ? onNext : null);
  return (
    <section className="play" aria-labelledby="play-title">
      <div className="play-meta">
        <h1 id="play-title" className="play-title" tabIndex={-1}>
          <span className="visually-hidden">Playing </span>
          {title}
        </h1>
        <span data-testid="play-progress">
          {deck.length === 0 ? 0 : index + 1} / {deck.length}
        </span>
      </div>
      <div className="play-card" aria-live="polite" {...(dealing ? gesture : {})}>
        {deck.length === 0 ? (
          <p className="play-prompt">This pack has no prompts to play yet.</p>
        ) : gameEnded ? (
          <div>
            <p className="play-prompt">That was the last prompt!</p>
            <p className="editor-muted">Shuffle and go again, or head back.</p>
          </div>
        ) : (
          <p className="play-prompt" data-testid="play-prompt">
            {/* E2: a slot never shows as {player}; here it reads "the player on your left". */}
            {prompt === undefined ? null : fillSlot(prompt, null, null)}
          </p>
        )}
      </div>
      <div className="play-actions">
        {!gameEnded && deck.length > 0 && (
          <button type="button" className="btn btn-primary btn-large" onClick={onNext}>
            Next prompt
          </button>
        )}
        <button
          type="button"
          className={gameEnded ? 'btn btn-primary btn-large' : 'btn btn-ghost'}
          onClick={onRestart}
        >
          Restart
        </button>
        <button type="button" className="btn btn-ghost" onClick={onExit}>
          {exitLabel}
        </button>
      </div>
    </section>
  );
}
