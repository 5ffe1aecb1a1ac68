import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'deck of playing cards', count: '1' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  players: 'plus a caller who flips the cards',
  setup: [
    'Take out the four aces: they are the horses. Line them up side by side at the start.',
    'Lay a track of 7 cards face down in a row next to the aces, running away from them.',
    'Every player bets a number of sips on one suit.',
  ],
  steps: [
    'The caller flips cards from the rest of the deck one at a time.',
    'Each flipped card moves the ace of its suit one step up the track.',
    'When all four horses have passed a track card, turn that card over: the ace of its suit moves one step back.',
    'The caller commentates. A horse race without a commentator is just a pile of cards.',
  ],
  ending:
    'The first ace past the end of the track wins. Players who backed it hand out their bet in sips; everyone else drinks their own bet.',
  notes: ['A longer race uses a track of 8 to 10 cards. Some groups pay double to the winners.'],
};
