import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/icons';
import { db } from '../../../db';
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
        setSaveError('This device could not save your review. Try again in a moment.');
      },
    );
  };

  return (
    <div className="game squiffy-review">
      <header className="game-head">
        <h1>Review Squiffy</h1>
      </header>
      {sent ? (
        <ThankYou opId={sent.opId} positive={sent.positive} onPlayAgain={playAgain} />
      ) : (
        <form className="squiffy-box review-form" onSubmit={submit} noValidate>
          <fieldset
            className="review-thumbs"
            aria-describedby={problem?.field === 'thumb' ? ids.thumbError : undefined}
          >
            <legend>Did your table enjoy Squiffy?</legend>
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
              Thumbs up
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
              Thumbs down
            </button>
          </fieldset>
          {problem?.field === 'thumb' && (
            <p className="squiffy-warn" id={ids.thumbError} role="alert">
              {problem.message}
            </p>
          )}
          <label htmlFor={ids.comment} className="review-label">
            Comment (optional)
          </label>
          <textarea
            id={ids.comment}
            className="input"
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            aria-describedby={`${ids.counter}${problem?.field === 'comment' ? ` ${ids.commentError}` : ''}`}
            aria-invalid={problem?.field === 'comment' || undefined}
            placeholder="Your favorite card, one that fell flat, a pack you would like…"
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
            {busy ? 'Saving…' : 'Send review'}
          </button>
          <p className="hint small">
            No signal? Send it anyway: it waits on this device and goes out once you are online.
          </p>
        </form>
      )}
      {!sent && (
        <p className="review-skip">
          <Link to="/games/squiffy">Back to Squiffy</Link>
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
  const delivery = useDelivery(opId);
  const configured = useSyncUi((s) => s.configured);
  const online = useSyncUi((s) => s.online);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and its button) is gone: bring keyboards and readers to the thank-you.
  useEffect(() => heading.current?.focus(), []);

  let where: string;
  if (!configured)
    where = 'It is saved on this device; this copy of Party Dojo has no server to send it to.';
  else if (delivery === 'delivered') where = 'It has reached us.';
  else if (delivery === 'refused')
    where = 'Our server did not accept it, so it stays on this device only.';
  else if (online) where = 'It is saved on this device and on its way to us.';
  else
    where =
      'It is saved on this device and will be sent once you are back online, even if you close this page.';

  return (
    <section className="squiffy-box review-thanks" aria-labelledby="review-thanks-title">
      <h2 id="review-thanks-title" ref={heading} tabIndex={-1}>
        Thank you!
      </h2>
      <p>
        {positive
          ? 'Glad your table had fun.'
          : 'Sorry it missed the mark; your notes help us fix it.'}
      </p>
      <p role="status" data-testid="review-delivery">
        {where}
      </p>
      <button
        type="button"
        className="btn btn-primary btn-large btn-block"
        onClick={() => void onPlayAgain()}
      >
        Play Squiffy again
      </button>
      <Link to="/" className="btn btn-block squiffy-outline">
        All games
      </Link>
    </section>
  );
}
