import type { EpicStep } from '../../content/misc/epic';
import { t } from '../../lib/i18n';

// The epic dare challenge's rules, pure: a run climbs the steps in order; a done dare scores its
// level in points, a skip costs points and one of a few skips; the run ends after the last step.

export interface EpicRun {
  index: number;
  points: number;
  skipsLeft: number;
  done: string[];
  skipped: string[];
}

export function startRun(skips: number): EpicRun {
  return { index: 0, points: 0, skipsLeft: skips, done: [], skipped: [] };
}

export function completeStep(run: EpicRun, step: EpicStep): EpicRun {
  return {
    ...run,
    index: run.index + 1,
    points: run.points + step.level,
    done: [...run.done, step.id],
  };
}

/** Skipping is refused (the same run comes back) once the skips are used up. */
export function skipStep(run: EpicRun, step: EpicStep, cost: number): EpicRun {
  if (run.skipsLeft <= 0) return run;
  return {
    ...run,
    index: run.index + 1,
    points: Math.max(0, run.points - cost),
    skipsLeft: run.skipsLeft - 1,
    skipped: [...run.skipped, step.id],
  };
}

/** The title the finish screen awards. */
export function epicTitle(run: EpicRun, steps: number): string {
  if (run.skipped.length === 0 && run.done.length === steps) return t('misc.epic.title.legend');
  if (run.done.length >= steps - 1) return t('misc.epic.title.blackBelt');
  if (run.done.length >= Math.ceil(steps / 2)) return t('misc.epic.title.brave');
  return t('misc.epic.title.warmingUp');
}
