import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'More or Less is a team quiz where nobody needs to know the answer. The card asks a question with a number for an answer, such as how high Mount Everest is, and shows a number that is close but wrong. Your team only has to say whether the real answer is more or less. It sounds easy until the card asks how many bones are in your hand, and half your team is sure of something the other half has never heard of.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Phone with More or Less open', count: '1' },
      { item: 'Drink of your choice, for the sips mode (water counts)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two or more, in two to four teams. Two players make two teams of one, which works as a quick duel. Six to twelve players in three or four teams is the best of it: every card starts a short argument inside the team on turn, and the others get to enjoy it.',
  },
  { h: 'Setting up' },
  {
    steps: [
      'Name two to four teams. Players’ names are optional; if you enter them, every player goes in a team, and Shuffle deals them out at random.',
      'Choose how many rounds (3, 5, 8 or 10) and how many cards each team answers per round (1, 2 or 3).',
      'Choose sips or forfeits. In the sips mode, anyone marked as not drinking tonight gets a forfeit wherever their team would sip.',
      'Choose the most a losing team can owe at the end: 3, 5 or 10.',
    ],
  },
  { play: { to: '/games/more-or-less', text: 'Play More or Less here' } },
  { h: 'How a turn goes' },
  {
    steps: [
      'The phone shows whose turn it is. Pass it to that team.',
      'Someone reads the card out loud: the question and the number shown beside it. The number is never the answer. It is just as likely to be too high as too low, and for a year, more means later.',
      'The team talks it over, then taps More or Less. Other teams keep quiet, or at least try.',
      'The card turns over and shows the real answer and where the figure comes from. A right call scores the team one point.',
      'Pass the phone to the next team. The team that opens each round moves along by one, so nobody always goes first.',
    ],
  },
  { h: 'Scoring' },
  {
    table: {
      head: ['When', 'What happens'],
      rows: [
        ['A right call', 'One point to the team on turn'],
        [
          'The end of each round',
          'The team with the fewest points that round pays: one sip each, or a forfeit picked by the leaders. A tie pays nothing.',
        ],
        [
          'The end of the game',
          'The team with most points wins. Every other team owes the gap to the winners, up to the limit you chose.',
        ],
      ],
    },
  },
  {
    p: 'Teams that share the top score share the win and owe nothing. If every team ends level, nobody owes anything and you can play again with the same teams from the last screen.',
  },
  { h: 'Drinking variant' },
  {
    p: 'The sips mode is the drinking version, and it is built to stay small: one sip a player for the round’s losers, and at the end a number of sips that you capped before the first card. Three keeps it gentle, five is the usual, and ten is only for a long game with a close score.',
  },
  {
    list: [
      'Sips, never whole drinks. The cap is per player, not per team.',
      'A player who is not drinking does the forfeit the app shows instead; the rest of the team still sips.',
      'A table without alcohol plays the forfeits mode: the leaders pick a forfeit for the losing team.',
      'Keep water on the table; it counts as a sip like anything else.',
    ],
  },
  { h: 'Tips' },
  {
    list: [
      'Ask how far off the number feels, not what the answer is. "That seems high" is enough to win the card.',
      'Use anchors you know. If you know a marathon is about 42 kilometers, a question about a race has a place to start.',
      'Give everyone a turn as the one who taps. The quiet player is often the one who is right.',
      'The cards come from twelve topics, from space and sport to food and money, and a game never deals the same fact twice until the deck runs out.',
      'Argue about the source afterwards, not during the turn: the clock is the other teams’ patience.',
    ],
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/category', text: 'Category' },
        ': another quick game of knowing things under pressure.',
      ],
      [
        { to: '/articles/country-island-city', text: 'Country, Island, City' },
        ': a letter, a timer and every column to fill.',
      ],
    ],
  },
];
