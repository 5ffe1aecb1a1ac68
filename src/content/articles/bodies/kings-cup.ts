import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Kings Cup is the card game that gives every rank in the deck a job. Cards are spread round an empty cup, players draw one at a time, and each card sets off a small rule: you drink, someone else drinks, everybody races to touch the floor, a new rule is born. Each king adds a splash to the cup in the middle, and whoever draws the fourth king takes three sips from it. It is loud, simple and endlessly tweakable, which is why every group ends up with its own version.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Standard deck of 52 cards, jokers out', count: '1' },
      { item: "Large empty cup for the middle (the king's cup)", count: '1' },
      { item: 'Drinks', count: '1 per player' },
      { item: 'Jug of water on the table', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Four to ten people round a table or on the floor. Fewer than four and the social cards fall flat; more than ten and you wait too long between draws. For a big crowd, use two decks and two cups.',
  },
  { h: 'Set-up' },
  {
    steps: [
      "Put the empty king's cup in the middle of the table.",
      'Shuffle and spread the cards face down around the cup in a loose circle.',
      'Read the card list below aloud, and agree any changes now. Every group has some.',
      'The player who most recently went to a concert draws first; then play goes clockwise.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'On your turn, draw a card from the circle and show it to everyone.',
      'Do what that rank says (see the table).',
      'Keep the card in front of you if it gives you a power you can use later, such as the thumb master or the question master.',
      'The turn passes to the left. The game ends when the fourth king is drawn, or when the cards run out.',
    ],
  },
  {
    table: {
      head: ['Card', 'Name', 'What happens'],
      rows: [
        [
          'Ace',
          'Waterfall',
          'Everyone starts drinking at once. Nobody may stop until the person on their right has stopped; the player who drew stops first when they like. At a count of five, everyone stops.',
        ],
        ['2', 'You', 'Choose someone to take a drink.'],
        ['3', 'Me', 'You take a drink.'],
        ['4', 'Floor', 'Everyone touches the floor. Last one down drinks.'],
        [
          '5',
          'Thumb master',
          'Until the next 5, you may quietly put your thumb on the table at any time. The last player to copy you drinks.',
        ],
        ['6', 'Social', 'Everyone drinks together.'],
        ['7', 'Heaven', 'Everyone points at the ceiling. Last hand up drinks.'],
        ['8', 'Mate', 'Choose a mate. Whenever you drink, they drink, until the next 8.'],
        [
          '9',
          'Rhyme',
          'Say a word. Going round, each player says a word that rhymes with it. The first to fail or repeat drinks.',
        ],
        [
          '10',
          'Categories',
          'Name a category. Going round, each player names something in it. The first stuck drinks.',
        ],
        ['Jack', 'Rule', 'Make a rule for the rest of the game. Anyone who breaks it drinks.'],
        [
          'Queen',
          'Question master',
          'Until the next queen, anyone who answers a question you ask drinks.',
        ],
        [
          'King',
          "King's cup",
          'Pour a splash of your drink into the middle cup. The fourth king takes three sips from it.',
        ],
      ],
    },
  },
  {
    p: 'Good jack rules are playful, not punishing: no first names, only drink with your left hand, say "cheers, your majesty" before every sip. The question master is the sneakiest card in the deck: "Is that your drink?" catches someone almost every time.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Gendered fours and sixes: older rule sets split the room by gender on 4 and 6. We use Floor and Social so nobody needs sorting; swap back only if your whole group wants to.',
      'Never have I ever on 6: everyone holds up three fingers and plays a quick round; first out drinks.',
      'Break the circle: if you leave a gap in the ring of cards while drawing, you drink. This is the heart of Ring of Fire, the same game under another name.',
      'Kings cup sober: the middle cup holds only juice or water, and the fourth king sips it, with a ceremony.',
      'Shorter game: take out the twos, threes and one card of each other rank for a deck of about 36.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: "The king's cup is the part of the game that goes wrong. Four splashes of four different drinks make a horrible, strong cup, and the person who draws the last king did nothing but draw a card. That is why our fourth king takes three sips and the rest goes down the sink. Keep the splashes tiny, or let kings add water, or let the fourth king share the sips with their mate. The ace waterfall stops at a count of five, the last person in line may stop when their cup is empty, and a sip of water counts.",
  },
  {
    p: 'Everything in Kings Cup works with soft drinks. With mixed company, let each person fill their own cup with whatever they like, and the rules stay exactly the same.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/ring-of-fire', text: 'Ring of Fire' },
        ': the same deck game played with a ring you must not break.',
      ],
      [
        { to: '/articles/category', text: 'Category' },
        ': the 10 card as a game of its own, with a timer.',
      ],
      [
        { to: '/articles/never-have-i-ever', text: 'Never Have I Ever' },
        ': the confession game many groups play on the 6.',
      ],
      [
        { to: '/articles/waterfall', text: 'Waterfall' },
        ': the ace, explained properly, with a kinder way to play it.',
      ],
    ],
  },
];
