import { memo, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/icons';
import type { GameId } from './manifest';
import { sendFeedback } from '../state';

/**
 * Thumbs up or down with an optional note (docs/spec/games.md feedback record), per game. Memoised: it does
 * not change when a card is dealt.
 */
export const FeedbackBar = memo(function FeedbackBar({
  game,
  user,
}: {
  game: GameId;
  user: string;
}) {
  const [positive, setPositive] = useState<boolean | null>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (positive === null) return;
    void sendFeedback({ game, positive, text, user }).then(
      () => {
        setStatus('Thanks! We read every note.');
        setPositive(null);
        setText('');
      },
      () => setStatus('Could not save that. Try again.'),
    );
  };

  return (
    <section className="feedback" aria-label="Feedback">
      <div className="feedback-row">
        <span>Enjoying this game?</span>
        <button
          type="button"
          className="icon-btn"
          aria-label="Thumbs up"
          aria-pressed={positive === true}
          onClick={() => setPositive(true)}
        >
          <Icon name="thumbUp" size={22} />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label="Thumbs down"
          aria-pressed={positive === false}
          onClick={() => setPositive(false)}
        >
          <Icon name="thumbDown" size={22} />
        </button>
      </div>
      {positive !== null && (
        <form className="feedback-form" onSubmit={submit}>
          <label htmlFor="feedback-text" className="visually-hidden">
            Anything to add? (optional)
          </label>
          <textarea
            id="feedback-text"
            className="input"
            rows={2}
            maxLength={2000}
            placeholder="Anything to add? (optional)"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-small btn-primary">
            Send feedback
          </button>
        </form>
      )}
      <p className="hint small" role="status">
        {status}
      </p>
    </section>
  );
});
