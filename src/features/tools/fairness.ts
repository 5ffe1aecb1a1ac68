// A chi-square goodness-of-fit check for the tools' tests: are `counts` what a uniform draw over
// their categories gives? Kept beside the tools so their fairness tests share one yardstick.

/** Pearson's statistic for counts against equal expected counts. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/**
 * Chi-square critical values at a one-in-a-million false alarm rate, for 1–15 degrees of freedom
 * (from the chi-square distribution's inverse survival function). A fair generator fails this
 * almost never, while a real bias of a percent or two over a few hundred thousand draws lands far
 * above it.
 */
const CRITICAL = [
  23.93, 27.63, 30.66, 33.38, 35.89, 38.26, 40.52, 42.7, 44.81, 46.86, 48.87, 50.83, 52.75, 54.64,
  56.49,
];

export function criticalValue(df: number): number {
  const value = CRITICAL[df - 1];
  if (value === undefined) throw new RangeError(`No critical value for ${df} degrees of freedom`);
  return value;
}

/** Draws `n` categories in [0, k) from `draw` and counts them. */
export function countDraws(k: number, n: number, draw: () => number): number[] {
  const counts = new Array<number>(k).fill(0);
  for (let i = 0; i < n; i++) {
    const c = draw();
    counts[c] = (counts[c] ?? 0) + 1;
  }
  return counts;
}

export function looksUniform(counts: readonly number[]): boolean {
  return chiSquare(counts) < criticalValue(counts.length - 1);
}
