import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drink of your choice (optional)', count: '1 per player' }],
  setup: ['Sit in a circle where everyone can see everyone else.', 'Pick who asks first.'],
  steps: [
    'The asker finishes the sentence "Who is most likely to …", for example "… forget their own birthday?"',
    'Everyone counts together: "One, two, three, point!"',
    'On "point", every player points at the person they think fits best, all at once. You may point at yourself.',
    'The player with the most fingers pointing at them takes a sip. If there is a tie, everyone tied sips.',
    'The role of asker moves one seat to the left.',
  ],
  ending: 'Play as long as the questions keep coming. There is no winner, only evidence.',
  notes: [
    'Variants: a sip for every finger pointing at you; or tied players get ten seconds to argue their case and the table votes again.',
    [
      'Play it here: ',
      { to: '/games/most-likely-to', text: 'most likely to' },
      ' deals the questions, with packs for friends, couples and parties.',
    ],
  ],
};
