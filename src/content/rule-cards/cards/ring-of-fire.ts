import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'deck of playing cards', count: '1' },
    { item: 'big cup for the middle', count: '1' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  setup: [
    'Put the big cup in the middle of the table.',
    'Spread the cards face down around it in an unbroken ring, each card touching the next.',
    'The oldest player starts. Play passes to the left.',
  ],
  steps: [
    'Draw a card from the ring without breaking it. Leave a gap in the ring and you take a big penalty drink.',
    'Ace, waterfall: everyone drinks together, and nobody stops before the player on their right has, up to a count of five, when everyone stops.',
    '2, give: hand one sip to anyone.',
    '3, take: you sip.',
    '4, floor: everyone touches the floor, and the last one down sips.',
    '5, thumb master: you may keep this card and use it later. Put your thumb on the table edge whenever you like; the last to copy you sips.',
    '6, same color: everyone wearing the same color as you sips.',
    '7, heaven: everyone points at the ceiling, and the last to do it sips.',
    '8, mate: pick a mate, who drinks whenever you drink for the rest of the game.',
    '9, rhyme: say a word; round the circle each player says a rhyme until someone cannot, and sips.',
    '10, categories: name a category; round the circle each player names something in it until someone is stuck, and sips.',
    'Jack, rule: make a rule that holds until the game ends.',
    'Queen, question master: until the next queen, anyone who answers one of your questions sips.',
    'King: pour a little of your drink into the middle cup.',
  ],
  ending:
    'The game ends when the last card is drawn or when the fourth king comes out. Whoever draws the fourth king takes three sips from the middle cup, and the rest is poured away.',
  notes: [
    'The old card labels for 4 and 6 split the table by gender. These versions keep the fun and include everyone.',
    'The middle cup mixes everyone’s drinks. A splash per king, or water, keeps the final king friendly.',
  ],
};
