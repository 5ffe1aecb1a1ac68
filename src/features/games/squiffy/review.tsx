import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/icons';
import { db } from '../../../db';
import { useT } from '../../../lib/i18n';
import { useServerProfile, useSyncUi } from '../../sync';
import { readSession, sendFeedback, writeSession } from '../state';
import { checkReview, COMMENT_MAX, counterText, type ReviewCheck } from './review-rules';
import { freshSquiffy } from './rules';
import { parseSession } from './session';
import '../games.css';
import './squiffy.css';

// /games/squiffy-review: after a game, thumbs up or down and an optional comment, stored as a
// docs/spec/games.md feedback record (game "squiffy") through the outbox, so it works offline and signed
// out. The thank-you says where the review really is.

type Delivery = 'checking' | 'waiting' | 'refused' | 'delivered';

/** Where the queued feedback op is, live: still on this device, refused, or with us. */
function useDelivery(opId: string | null): Delivery {
  return useLiveQuery(
    async (): Promise<Delivery> => {
      if (!opId) return 'checking';
      if (await db().outbox.get(opId)) return 'waiting';
      if (await db().quarantine.get(opId)) return 'refused';
      return 'delivered';
    },
    [opId],
    'checking',
  );
}

/** A new Squiffy game with the last one's length and packs, then the game page. */
function usePlayAgain() {
  const navigate = useNavigate();
  return async () => {
    const previous = parseSession(await readSession('squiffy').catch(() => undefined));
    await writeSession({ game: 'squiffy', state: freshSquiffy(previous ?? undefined) }).catch(
      (error: unknown) => console.error('Could not reset the Squiffy game', error),
    );
    await navigate({ to: '/games/squiffy' });
  };
}

export function SquiffyReview() {
  const [positive, setPositive] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<Extract<ReviewCheck, { ok: false }> | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ opId: string; positive: boolean } | null>(null);
  const t = useT();
  const profile = useServerProfile();
  const playAgain = usePlayAgain();
  const ids = { comment: useId(), counter: useId(), thumbError: useId(), commentError: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReview({ positive, comment });
    if (!checked.ok) {
      setProblem(checked);
      return;
    }
    setProblem(null);
    setSaveError(null);
    setBusy(true);
    sendFeedback({
      game: 'squiffy',
      positive: checked.positive,
      text: checked.comment,
      user: profile?.username ?? '',
    }).then(
      (opId) => {
        setBusy(false);
        setSent({ opId, positive: checked.positive });
      },
      (error: unknown) => {
        console.error('Could not store the review', error);
        setBusy(false);
        setSaveError(t('squiffy.review.saveFailed'));
      },
    );
  };

  return (
    <div className="game squiffy-review">
      <header className="game-head">
        <h1>{t('squiffy.review.title')}</h1>
      </header>
      {sent ? (
        <ThankYou opId={sent.opId} positive={sent.positive} onPlayAgain={playAgain} />
      ) : (
        <form className="squiffy-box review-form" onSubmit={submit} noValidate>
          <fieldset
            className="review-thumbs"
            aria-describedby={problem?.field === 'thumb' ? ids.thumbError : undefined}
          >
            <legend>{t('squiffy.review.ask')}</legend>
            <button
              type="button"
              className="btn review-thumb squiffy-outline"
              aria-pressed={positive === true}
              onClick={() => {
                setPositive(true);
                if (problem?.field === 'thumb') setProblem(null);
              }}
            >
              <Icon name="thumbUp" size={22} />
              {t('squiffy.review.up')}
            </button>
            <button
              type="button"
              className="btn review-thumb squiffy-outline"
              aria-pressed={positive === false}
              onClick={() => {
                setPositive(false);
                if (problem?.field === 'thumb') setProblem(null);
              }}
            >
              <Icon name="thumbDown" size={22} />
              {t('squiffy.review.down')}
            </button>
          </fieldset>
          {problem?.field === 'thumb' && (
            <p className="squiffy-warn" id={ids.thumbError} role="alert">
              {problem.message}
            </p>
          )}
          <label htmlFor={ids.comment} className="review-label">
            {t('squiffy.review.comment')}
          </label>
          <textarea
            id={ids.comment}
            className="input"
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            aria-describedby={`${ids.counter}${problem?.field === 'comment' ? ` ${ids.commentError}` : ''}`}
            aria-invalid={problem?.field === 'comment' || undefined}
            placeholder={t('squiffy.review.placeholder')}
            onChange={(e) => setComment(e.target.value)}
          />
          <p className="review-counter" id={ids.counter} aria-live="polite">
            {counterText(comment)}
          </p>
          {problem?.field === 'comment' && (
            <p className="squiffy-warn" id={ids.commentError} role="alert">
              {problem.message}
            </p>
          )}
          {saveError && (
            <p className="squiffy-warn" role="alert">
              {saveError}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-large btn-block" disabled={busy}>
            {busy ? t('squiffy.review.saving') : t('squiffy.review.send')}
          </button>
          <p className="hint small">{t('squiffy.review.offline')}</p>
        </form>
      )}
      {!sent && (
        <p className="review-skip">
          <Link to="/games/squiffy">{t('squiffy.review.back')}</Link>
        </p>
      )}
    </div>
  );
}

function ThankYou({
  opId,
  positive,
  onPlayAgain,
}: {
  opId: string;
  positive: boolean;
  onPlayAgain: () => Promise<void>;
}) {
  const t = useT();
  const delivery = useDelivery(opId);
  const configured = useSyncUi((s) => s.configured);
  const online = useSyncUi((s) => s.online);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and its button) is gone: bring keyboards and readers to the thank-you.
  useEffect(() => heading.current?.focus(), []);

  const where = t(
    !configured
      ? 'squiffy.review.noServer'
      : delivery === 'delivered'
        ? 'squiffy.review.delivered'
        : delivery === 'refused'
          ? 'squiffy.review.refused'
          : online
            ? 'squiffy.review.onItsWay'
            : 'squiffy.review.waiting',
  );

  return (
    <section className="squiffy-box review-thanks" aria-labelledby="review-thanks-title">
      <h2 id="review-thanks-title" ref={heading} tabIndex={-1}>
        {t('squiffy.review.thanks')}
      </h2>
      <p>{positive ? t('squiffy.review.glad') : t('squiffy.review.sorry')}</p>
      <p role="status" data-testid="review-delivery">
        {where}
      </p>
      <button
        type="button"
        className="btn btn-primary btn-large btn-block"
        onClick={() => void onPlayAgain()}
      >
        {t('squiffy.review.again')}
      </button>
      <Link to="/" className="btn btn-block squiffy-outline">
        {t('squiffy.review.allGames')}
      </Link>
    </section>
  );
}
