import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'deck of playing cards', count: '1' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  setup: [
    'Lay 21 cards face down in a pyramid: 6 cards in the bottom row, then 5, 4, 3, 2 and 1 at the top.',
    'Deal every player 3 cards face down. Each player may look at their cards once, then leaves them face down.',
  ],
  steps: [
    'Turn over the pyramid’s cards one at a time, starting at the bottom row and working up.',
    'A card in the bottom two rows is worth 1 drink, in the middle two rows 2, and in the top two rows 3.',
    'When a card is turned, any player who holds a card of the same rank (or says they do) points at someone and gives them that many drinks.',
    'The target either drinks or calls "liar". The giver must then show a matching card. If they can, the target drinks the value plus one; if they cannot, the giver drinks the value plus one.',
    'A card shown to prove a claim is swapped for a new one from the deck, and its owner looks at the new card once.',
  ],
  ending: 'The game ends when the top card of the pyramid has been turned and played.',
  notes: [
    'The top rows add up fast. Count a "drink" as one sip, and let anyone take theirs with water.',
    'Shorter game: a five-row pyramid of 15 cards, with 4 cards per player.',
  ],
};
