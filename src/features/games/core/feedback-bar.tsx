import { memo, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/icons';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
  const [positive, setPositive] = useState<boolean | null>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (positive === null) return;
    void sendFeedback({ game, positive, text, user }).then(
      () => {
        setStatus(t('play.feedback.thanks'));
        setPositive(null);
        setText('');
      },
      () => setStatus(t('play.feedback.failed')),
    );
  };

  return (
    <section className="feedback" aria-label={t('play.feedback.label')}>
      <div className="feedback-row">
        <span>{t('play.feedback.ask')}</span>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('play.feedback.up')}
          aria-pressed={positive === true}
          onClick={() => setPositive(true)}
        >
          <Icon name="thumbUp" size={22} />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('play.feedback.down')}
          aria-pressed={positive === false}
          onClick={() => setPositive(false)}
        >
          <Icon name="thumbDown" size={22} />
        </button>
      </div>
      {positive !== null && (
        <form className="feedback-form" onSubmit={submit}>
          <label htmlFor="feedback-text" className="visually-hidden">
            {t('play.feedback.note')}
          </label>
          <textarea
            id="feedback-text"
            className="input"
            rows={2}
            maxLength={2000}
            placeholder={t('play.feedback.note')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-small btn-primary">
            {t('play.feedback.send')}
          </button>
        </form>
      )}
      <p className="hint small" role="status">
        {status}
      </p>
    </section>
  );
});
