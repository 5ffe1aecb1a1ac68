import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'deck of playing cards', count: '1' },
    { item: 'large empty cup (the King’s cup)', count: '1' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  setup: [
    'Put the big cup in the middle of the table.',
    'Spread the cards face down in a ring around it, edges touching.',
    'Go over the card meanings below. The player who most recently went to a concert draws first; then play goes clockwise.',
  ],
  steps: [
    'On your turn, draw a card from the ring, show it to everyone and do what it says.',
    'Ace, waterfall: everyone starts drinking, and nobody may stop before the player on their right, up to a count of five, when everyone stops.',
    '2, you: give someone a sip.',
    '3, me: take a sip.',
    '4, floor: everyone touches the floor; the last one down sips.',
    '5, thumb master: at any moment until the next 5, put your thumb on the table; the last to copy you sips.',
    '6, never have I ever: say something you have never done; everyone who has, sips.',
    '7, heaven: everyone points up; the last to do it sips.',
    '8, mate: choose a mate, who drinks every time you do until the game ends.',
    '9, rhyme: say a word; going round, each player rhymes with it until someone fails and sips.',
    '10, categories: name a category; going round, each player names something in it until someone is stuck and sips.',
    'Jack, rule: make a rule that holds for the rest of the game.',
    'Queen, question master: until the next queen, anyone who answers a question you ask sips.',
    'King: pour a little of your drink into the King’s cup.',
  ],
  ending:
    'The player who draws the fourth king takes three sips from the King’s cup, the rest is poured away, and the game is over.',
  notes: [
    'Ring of fire is the same game; some groups make breaking the ring of cards cost a sip.',
    'The King’s cup is a mix of everyone’s drinks. Pour only a splash, or fill it with water, so the last king is a laugh and not a punishment.',
  ],
};
