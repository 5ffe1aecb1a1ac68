import { Link } from '@tanstack/react-router';
import { useLang, useT } from '../../lib/i18n';
import { useMemo, useState } from 'react';
import { EPIC_SKIP_COST, EPIC_SKIPS } from '../../content/misc/epic';
import { miscContent } from './content';
import { completeStep, epicTitle, skipStep, startRun, type EpicRun } from './epic';
import { useRating } from './use-rating';
import './misc.css';

/** The epic dare challenge, full screen: dares that climb, a progress bar, costly skips, a finish. */
export function EpicChallengePage() {
  const { spiceLimit } = useRating();
  const lang = useLang();
  const steps = useMemo(
    () => miscContent(lang).epic.filter((step) => step.spice <= spiceLimit),
    [lang, spiceLimit],
  );
  const [run, setRun] = useState<EpicRun | null>(null);
  const t = useT();

  if (!run) {
    return (
      <section className="epic" aria-labelledby="epic-title">
        <p className="misc-kicker">{t('misc.epic.kicker')}</p>
        <h1 id="epic-title">{t('misc.epic.intro', { count: steps.length })}</h1>
        <p className="misc-note">
          {t('misc.epic.rules', { skips: EPIC_SKIPS, cost: EPIC_SKIP_COST })}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-large"
          onClick={() => setRun(startRun(EPIC_SKIPS))}
        >
          {t('misc.epic.start')}
        </button>
      </section>
    );
  }

  const step = steps[run.index];
  if (!step) {
    return (
      <section className="epic epic-finish" aria-labelledby="epic-title">
        <p className="misc-kicker">{t('misc.epic.complete')}</p>
        <h1 id="epic-title">{epicTitle(run, steps.length)}</h1>
        <p className="epic-score" data-testid="epic-score">
          {t('misc.epic.points', { count: run.points })}
        </p>
        <p className="misc-note">
          {t('misc.epic.summary', {
            done: run.done.length,
            total: steps.length,
            skipped: run.skipped.length,
          })}
        </p>
        <div className="misc-actions">
          <button
            type="button"
            className="btn btn-primary btn-large"
            onClick={() => setRun(startRun(EPIC_SKIPS))}
          >
            {t('misc.epic.again')}
          </button>
          <Link to="/go" className="btn btn-ghost">
            {t('misc.round.back')}
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
        aria-label={t('misc.epic.progress')}
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={run.index}
      >
        <span style={{ width: `${(run.index / steps.length) * 100}%` }} />
      </div>
      <p className="misc-kicker">
        {t('misc.epic.step', {
          n: run.index + 1,
          total: steps.length,
          level: step.level,
          points: run.points,
        })}
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
          {t('misc.epic.done', { level: step.level })}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={run.skipsLeft === 0}
          onClick={() => setRun(skipStep(run, step, EPIC_SKIP_COST))}
        >
          {run.skipsLeft > 0
            ? t('misc.epic.skip', { cost: EPIC_SKIP_COST, left: run.skipsLeft })
            : t('misc.epic.noSkips')}
        </button>
      </div>
    </section>
  );
}
