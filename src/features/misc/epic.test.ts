import { describe, expect, it } from 'vitest';
import { EPIC_SKIP_COST, EPIC_SKIPS, EPIC_STEPS } from '../../content/misc/epic';
import { completeStep, epicTitle, skipStep, startRun } from './epic';

describe('the epic dare challenge', () => {
  it('scores a done dare by its level and walks the steps in order', () => {
    const run = completeStep(completeStep(startRun(EPIC_SKIPS), EPIC_STEPS[0]!), EPIC_STEPS[1]!);
    expect(run).toMatchObject({ index: 2, points: 3, done: ['e01', 'e02'], skipsLeft: 3 });
  });

  it('makes skips cost points, never below zero, and refuses once they are used up', () => {
    let run = completeStep(startRun(2), EPIC_STEPS[2]!);
    run = skipStep(run, EPIC_STEPS[3]!, EPIC_SKIP_COST);
    expect(run).toMatchObject({ points: 1, skipsLeft: 1, skipped: ['e04'] });
    run = skipStep(run, EPIC_STEPS[4]!, EPIC_SKIP_COST);
    expect(run).toMatchObject({ points: 0, skipsLeft: 0 });
    expect(skipStep(run, EPIC_STEPS[5]!, EPIC_SKIP_COST)).toBe(run);
  });

  it('names the finish by how brave the run was', () => {
    let run = startRun(3);
    for (const step of EPIC_STEPS) run = completeStep(run, step);
    expect(epicTitle(run, EPIC_STEPS.length)).toBe('Legend of the dojo');
    expect(epicTitle(startRun(3), EPIC_STEPS.length)).toBe('Warming up');
  });
});
