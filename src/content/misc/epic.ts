import type { Spice } from './types';

// The epic dare challenge (/misc/epic-dare-challenge): ten dares that climb from easy to bold.
// Original writing. None is 18+: the challenge is played in front of a group.

export interface EpicStep {
  id: string;
  level: number;
  text: string;
  spice: Spice;
}

function step(level: number, spice: Spice, text: string): EpicStep {
  return { id: `e${String(level).padStart(2, '0')}`, level, text, spice };
}

export const EPIC_STEPS: readonly EpicStep[] = [
  step(1, 1, 'Do your best victory pose and hold it for ten seconds.'),
  step(2, 1, 'Tell the group a joke. Keep going until someone laughs.'),
  step(3, 1, 'Do ten squats while naming ten countries.'),
  step(4, 1, 'Talk in an accent of the group’s choice until the next dare.'),
  step(5, 2, 'Let the group pick a song and dance to its chorus.'),
  step(6, 2, 'Read out the most recent note on your phone.'),
  step(7, 2, 'Call someone not here and tell them a secret you make up on the spot.'),
  step(
    8,
    2,
    'Let the group pose you for a photo, then make it your lock screen for the next hour.',
  ),
  step(9, 3, 'Answer any question the group agrees on, with the whole truth.'),
  step(10, 3, 'Give a one-minute speech on why you deserve the crown, standing on a chair.'),
];

/** Skips the challenge allows, and what each costs in points. */
export const EPIC_SKIPS = 3;
export const EPIC_SKIP_COST = 2;
