import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'deck of playing cards', count: '1 (more for a big table)' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  players: 'one of whom deals',
  setup: [
    'Pick a dealer. The role can rotate after every hand or stay put all night.',
    'Card values: 2 to 10 as numbered, jack, queen and king 10, ace 1 or 11.',
    'Before each deal, every player bets a number of sips by saying it out loud.',
  ],
  steps: [
    'The dealer gives every player one card face up and themselves one face down, then a second card face up to everyone, themselves included.',
    'Starting on the dealer’s left and going clockwise, each player taps the table to take another card (hit) or waves a hand to stop (stay).',
    'Go over 21 and you are bust: drink your bet straight away.',
    'When everyone has finished, the dealer turns over the hidden card. The dealer must take cards on 16 or less and must stop on 17 or more.',
    'Beat the dealer without going bust and you hand your bet out in sips to anyone you like. Lose to the dealer and you drink it.',
  ],
  ending:
    'After every hand the cards are shuffled back in. Stop when the table has had enough, or after each player has dealt once.',
  notes: [
    [
      'For a lighter table, try ',
      { to: '/articles/partnerships/gentle-jack', text: 'Gentle Jack' },
      ', played for tokens with a water rule on every jack.',
    ],
  ],
};
