import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { EPIC_SKIP_COST, EPIC_SKIPS, EPIC_STEPS } from '../../content/misc/epic';
import { completeStep, epicTitle, skipStep, startRun, type EpicRun } from './epic';
import { useRating } from './use-rating';
import './misc.css';

/** The epic dare challenge, full screen: dares that climb, a progress bar, costly skips, a finish. */
export function EpicChallengePage() {
  const { spiceLimit } = useRating();
  const steps = useMemo(() => EPIC_STEPS.filter((step) => step.spice <= spiceLimit), [spiceLimit]);
  const [run, setRun] = useState<EpicRun | null>(null);

  if (!run) {
    return (
      <section className="epic" aria-labelledby="epic-title">
        <p className="misc-kicker">The epic dare challenge</p>
        <h1 id="epic-title">{steps.length} dares. Each one bolder.</h1>
        <p className="misc-note">
          A done dare scores its level in points. You have {EPIC_SKIPS} skips, and each costs{' '}
          {EPIC_SKIP_COST} points. The group judges whether a dare was done.
        </p>
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() => setRun(startRun(EPIC_SKIPS))}
        >
          Start the challenge
        </button>
      </section>
    );
  }

  const step = steps[run.index];
  if (!step) {
    return (
      <section className="epic epic-finish" aria-labelledby="epic-title">
        <p className="misc-kicker">Challenge complete</p>
        <h1 id="epic-title">{epicTitle(run, steps.length)}</h1>
        <p className="epic-score" data-testid="epic-score">
          {run.points} points
        </p>
        <p className="misc-note">
          {run.done.length} of {steps.length} dares done, {run.skipped.length} skipped.
        </p>
        <div className="misc-actions">
          <button
            type="button"
            className="btn btn-primary btn-large"
            onClick={() => setRun(startRun(EPIC_SKIPS))}
          >
            Go again
          </button>
          <Link to="/go" className="btn btn-ghost">
            Back to the games
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="epic" aria-labelledby="epic-title">
      <div
        className="epic-progress"
        role="progressbar"
        aria-label="Challenge progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={run.index}
      >
        <span style={{ width: `${(run.index / steps.length) * 100}%` }} />
      </div>
      <p className="misc-kicker">
        Dare {run.index + 1} of {steps.length} · level {step.level} · {run.points} points
      </p>
      <h1 id="epic-title" className="epic-dare" data-testid="epic-dare">
        {step.text}
      </h1>
      <div className="misc-actions">
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() => setRun(completeStep(run, step))}
        >
          Done it (+{step.level})
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={run.skipsLeft === 0}
          onClick={() => setRun(skipStep(run, step, EPIC_SKIP_COST))}
        >
          {run.skipsLeft > 0
            ? `Skip (−${EPIC_SKIP_COST} points, ${run.skipsLeft} left)`
            : 'No skips left'}
        </button>
      </div>
    </section>
  );
}
