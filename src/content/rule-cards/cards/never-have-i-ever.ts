import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drink of your choice (optional)', count: '1 per player' }],
  setup: ['Sit in a circle.', 'Pick who goes first. Turns go round to the left.'],
  steps: [
    'On your turn, say something you have never done, starting with "Never have I ever …", for example "… been on a plane".',
    'Everyone who has done it takes a sip.',
    'The next player takes their turn.',
  ],
  ending:
    'Play as long as you like. In the finger version, the first player to fold all their fingers ends the round.',
  notes: [
    'Finger version: everyone holds up ten fingers (or three for a quick game) and folds one instead of sipping.',
    'House rules: if nobody has done it, the speaker sips; if exactly one person has, they tell the story.',
    [
      'Play it here: ',
      { to: '/games/never-have-i-ever', text: 'never have I ever' },
      ' deals the statements, from mild to spicy.',
    ],
  ],
};
