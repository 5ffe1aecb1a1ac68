import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Ride the Bus is a card game in three acts. First, everyone guesses their way through four questions about cards they cannot see. Then a pyramid of cards is turned over and players unload the cards they collected. Finally, whoever is stuck with the most cards has to "ride the bus": guess four cards in a row correctly, starting again every time they miss. The first two acts are quick and sociable; the third is the one the whole table leans in to watch.',
  },
  { h: 'What you need' },
  {
    kit: [
      {
        item: 'Standard deck of cards, jokers out (a second for 8 or more players)',
        count: '1',
      },
      { item: 'Drinks', count: '1 per player' },
      { item: 'Table space for a pyramid of cards', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Three to seven with one deck: each player takes four cards in the first round, and the pyramid needs ten or fifteen more. With eight or more, shuffle two decks together. One player deals throughout, and can play their own hand as well.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Shuffle and pick a dealer.',
      'Everyone sits where they can see the middle of the table; the cards each player wins in round one stay face up in front of them.',
      'Agree the measure of a drink. Round one hands out one sip per question, and the pyramid counts sips by row.',
    ],
  },
  { h: 'How to play' },
  {
    p: 'The game runs in three rounds with the same deck: guessing, unloading and, for one unlucky player, the ride home.',
  },
  { h3: 'Round one: four questions' },
  {
    p: 'The dealer goes round the table asking each player the first question, dealing the card face up to show whether they were right. Then everyone gets the second question, and so on. A wrong answer means you drink; a right one means you choose someone else to drink. Either way, the card stays in front of you.',
  },
  {
    table: {
      head: ['Question', 'You guess', 'About'],
      rows: [
        ['1', 'Red or black?', 'The color of your next card.'],
        ['2', 'Higher or lower?', 'Compared with your first card. A tie counts as wrong.'],
        [
          '3',
          'Between or outside?',
          'Whether the third card falls between your first two, or outside them.',
        ],
        [
          '4',
          'Which suit?',
          'Hearts, diamonds, clubs or spades. One in four, so most people drink.',
        ],
      ],
    },
  },
  { h3: 'Round two: the pyramid' },
  {
    steps: [
      'The dealer lays a pyramid of face-down cards: four, three, two and one (or five rows, from five down to one, for a longer game).',
      'Cards are turned over one at a time, starting at the bottom row.',
      'Whenever a turned card matches the rank of a card in front of you, you may put your card on it and give out sips: one per card on the bottom row, two on the next, and so on up.',
      'Each card you play is one fewer in front of you. That matters, because of round three.',
    ],
  },
  { h3: 'Round three: riding the bus' },
  {
    steps: [
      'When the pyramid is finished, the player with the most cards left rides the bus. On a tie, the tied players cut the deck and the lowest card rides.',
      'The dealer deals fresh cards one at a time, and the rider answers the same four questions in order: red or black, higher or lower, between or outside, suit.',
      'A wrong answer costs a sip, and the ride starts again at question one with new cards.',
      'Four right answers in a row and the rider gets off the bus. The game is over.',
    ],
  },
  {
    p: 'Riding the bus can be quick or cruel, because the suit question is a one-in-four guess. That is why most tables put a limit on it, as below.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Bus stop: after five wrong answers, the rider gets off anyway. Strongly recommended.',
      'Three stops: the ride uses only the first three questions, skipping the suit.',
      'Co-pilot: the rider chooses a friend to share every sip with, so nobody rides alone.',
      'Pyramid challenge: like the card game Pyramid, anyone can claim a match they do not have; if caught, they drink double.',
      'Tunnel: the bus ride uses a row of face-down cards laid in advance, turned one by one. The same game, more suspense.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Ride the Bus puts a lot of drinking on one person at the end. Set the bus stop before the game, not while someone is on their fourth try, and keep sips small. A rider who is not drinking can ride with water, or for forfeits, and the suspense is the same.',
  },
  {
    p: 'The dealer role is ideal for someone who would rather sit out the drinks: they run the show and keep the counts honest.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/pyramid', text: 'Pyramid' },
        ': round two expanded into a whole game of bluffing.',
      ],
      [
        { to: '/articles/horse-race', text: 'Horse Race' },
        ': another deck game with a spectator finish.',
      ],
      [{ to: '/articles/kings-cup', text: 'Kings Cup' }, ': a deck where every card is a rule.'],
    ],
  },
];
