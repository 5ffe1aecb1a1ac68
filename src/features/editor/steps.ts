// The wizard's step URLs (docs/spec/screens.md). Kept apart from the wizard so the route's parameter check can
// import it without pulling any editor code into the first screen.

export const STEP_NAMES = [
  'Step1Landing',
  'Step2Explanation',
  'Step3Setup',
  'Step4Prompts',
  'Step5Review',
  'Step6Success',
  'Step7Gameplay',
] as const;

export type StepName = (typeof STEP_NAMES)[number];

export function isStepName(value: string): value is StepName {
  return (STEP_NAMES as readonly string[]).includes(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Pack ids are UUIDs; anything else in a pack URL is a 404. */
export function isPackId(value: string): boolean {
  return UUID.test(value);
}
