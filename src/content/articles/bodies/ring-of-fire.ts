import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Ring of Fire is a deck of cards laid in a ring around one big cup, and a group taking turns to draw from it without breaking the ring. Every card has an action, from handing out a sip to inventing a rule that lasts all night. Break the circle of cards while you draw and you pay for it; draw the fourth king and you take three sips from the cup in the middle. Many people know it as Kings Cup, and the two share almost every card, but the ring is what makes this one tense.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Standard deck of 52 cards', count: '1' },
      { item: 'Big cup for the middle', count: '1' },
      { item: 'Drinks', count: '1 per player' },
      { item: 'Table with room for a ring of cards', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Three to ten. It works at a kitchen table with four and on a living-room floor with eight. Everyone needs to reach the ring, so sit close.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Put the big cup in the center of the table.',
      'Shuffle and deal the whole deck face down in a ring around the cup, each card touching the next so there is no gap.',
      'Agree the card meanings below, and any house changes.',
      'The oldest player draws first. Play passes to the left.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'Draw any card from the ring without making a gap in it. Slide it out gently.',
      'If you break the ring, leaving a gap between two cards, you take two sips. Close the gap and play on.',
      'Turn the card over and carry out its action.',
      'The next player to the left draws.',
      'The game ends when the last card is drawn or when the fourth king comes up. Whoever draws the fourth king takes three sips from the cup in the middle, and the rest is poured away.',
    ],
  },
  {
    table: {
      head: ['Card', 'Action'],
      rows: [
        [
          'Ace',
          'Waterfall: everyone drinks; you may stop when the player before you has stopped, the drawer stops first, and at a count of five everyone stops.',
        ],
        ['2', 'Give: hand a sip to another player.'],
        ['3', 'Take: you drink a sip.'],
        ['4', 'Women: every woman at the table sips.'],
        [
          '5',
          'Thumb master: keep the card. Whenever you put your thumb on the table, the last to follow sips. You may save it for the perfect moment.',
        ],
        ['6', 'Men: every man at the table sips.'],
        ['7', 'Heaven: the last to point up sips.'],
        ['8', 'Mate: choose a partner who drinks whenever you do, for the rest of the game.'],
        ['9', 'Rhyme: say a word; round the ring, each player rhymes with it. First to fail sips.'],
        ['10', 'Categories: name a category; round the ring, name things in it. First stuck sips.'],
        ['Jack', 'Make a rule that lasts the game. Breakers sip.'],
        [
          'Queen',
          'Question master: anyone who answers your question sips, until another queen is drawn.',
        ],
        [
          'King',
          'Pour a splash of your drink into the middle cup. The fourth king takes three sips from it.',
        ],
      ],
    },
  },
  {
    p: 'In this version, the mate lasts for the rest of the game, not just until the next 8, so by the end of the night a chain of mates can link half the table: one sip from the right person sets off four more.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Neutral fours and sixes: swap "women" and "men" for splits that include everyone, such as "anyone wearing black" and "anyone with a birthday in the first half of the year".',
      'Quick fix: a breaker who closes the gap before anyone notices pays nothing.',
      'Popping the can: instead of a ring, lay the cards over the top of an unopened can. Whoever breaks the seal when slipping a card out loses. Only with cans you will open anyway.',
      'Thumb war: the thumb master can only use the power once, then passes the card back into the ring.',
      'Silent queen: the question master may only ask questions in a whisper.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Two rules in older versions of Ring of Fire turn a fun game into a hard one: a whole drink for breaking the ring, and one person drinking a mixed middle cup. We play a broken ring as two sips, which keeps the tension without the damage, and the middle cup as three sips for the fourth king, since four drinks mixed together are not a prize. Keep the king pours small, and let the fourth king pick a mate to share the sips with.',
  },
  {
    p: 'The card actions are just as funny with soft drinks, and the middle cup can be juice. Put a jug of water within reach of the ring and make a sip of water count as a sip.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': the same deck with a different set of card names.',
      ],
      [
        { to: '/articles/category', text: 'Category' },
        ': the tens, stretched into a full game with a turn timer.',
      ],
      [
        { to: '/articles/waterfall', text: 'Waterfall' },
        ': what the ace sets off, and how to keep it short.',
      ],
    ],
  },
];
