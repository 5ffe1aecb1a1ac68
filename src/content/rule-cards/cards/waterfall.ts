import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drink of your choice', count: '1 per player' }],
  setup: [
    'Sit or stand in a circle, drinks in hand.',
    'Pick who starts. In card games such as kings cup, it is whoever drew the card that calls a waterfall.',
  ],
  steps: [
    'The starter begins to drink, and at once everyone else starts drinking too.',
    'The starter may stop whenever they like.',
    'Nobody drinks past a count of five: at five, the whole circle stops, wherever the chain has got to.',
    'Everyone else may stop only once the player before them, going round the circle, has stopped.',
    'So the second player waits for the starter, the third for the second, and so on round the table.',
  ],
  ending: 'The waterfall ends when the last player in the circle has stopped drinking.',
  notes: [
    'The last player in the circle drinks the longest, so the count of five matters. Rotate who starts, keep drinks small, and anyone who needs to stop, stops. Nobody is held to it.',
  ],
};
