import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drink of your choice (optional)', count: '1 per player' }],
  setup: ['Sit in a circle where everyone can see everyone else.', 'Pick who asks first.'],
  steps: [
    'The asker poses a choice about the group: "Who would rather … than …?", for example "Who would rather sleep in a tent than a five-star hotel?"',
    'Everyone counts "one, two, three" and points at the player they think would pick the first option.',
    'The player with the most fingers pointing at them takes a sip. A tie means everyone tied sips.',
    'That player then says which they would really choose. If the table got them wrong, everyone who pointed at them takes a sip instead.',
    'The asker’s role moves one seat to the left.',
  ],
  ending: 'Play until the group runs out of choices, or moves on to another game.',
  notes: [
    'Would you rather, the vote version: the asker gives two options, everyone shows a fist for the first or an open hand for the second on three, and the smaller side sips. A tie means everyone sips.',
  ],
};
