import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'deck of playing cards', count: '1' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  players: 'plus one dealer',
  setup: ['Pick a dealer and shuffle.'],
  steps: [
    'Round one, four guesses. The dealer deals each player four cards face up, one at a time, and before each card the player guesses: red or black; then higher or lower than the first card; then between or outside the first two; then the suit. A wrong guess means a sip for each card dealt so far (1 to 4); a right guess lets you give that many sips away. Keep your cards.',
    'Round two, the pyramid. The dealer lays 10 cards face down in a pyramid of 4, 3, 2 and 1 and turns them over one at a time from the bottom.',
    'When a card is turned, anyone holding a card of the same rank lays it down and gives out sips: 1 for a card in the bottom row, 2 for the next, and so on up to 4.',
    'Round three, the bus. The player with the most cards left in hand rides the bus. The dealer lays out a row of cards face down, and the rider turns them one by one, guessing red or black before each.',
    'A wrong guess costs the rider a sip and sends them back to the start of the row with fresh cards. A right guess moves them on.',
  ],
  ending: 'The game ends when the rider gets through the whole row without a miss.',
  notes: [
    'Agree a limit before round three (for example, ten misses and the bus stops) so nobody is left riding all night.',
    'The row is usually 5 cards; 4 makes for a kinder ride.',
  ],
};
