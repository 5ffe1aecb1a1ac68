import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drink of your choice (optional)', count: '1 per player' }],
  setup: [
    'Sit in a circle.',
    'Pick the first player: the oldest at the table, or anyone at random.',
  ],
  steps: [
    'The first player names a category: car brands, sea animals, cheeses, European countries, pizza toppings, anything with plenty of answers.',
    'Going round the circle, each player names one thing that belongs in it.',
    'You have about five seconds. Hesitate too long, repeat something already said, or name something that does not fit, and you take a sip.',
    'Whoever missed starts the next round with a new category.',
  ],
  ending:
    'There is no natural end: stop when the table runs out of categories, or play knock-out rounds until one player is left.',
  notes: [
    'Also known as Categories or Last Man Standing.',
    'Harder: the player who names the category must first give three answers themselves.',
    [
      'Play it here: the ',
      { to: '/games/category', text: 'category game' },
      ' deals categories and keeps the turn timer.',
    ],
  ],
};
