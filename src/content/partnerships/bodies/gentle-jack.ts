import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Gentle Jack is blackjack for a table where not everyone wants a big night. You play for tokens instead of drinks, the stakes stay small, and every jack that turns up sends the whole table to its water glass. It is the game we suggest to our partner bars for quiet weeknights, mixed groups and the designated driver, and it is still a proper game: the cards, the dealer and the tension of the last card are all there.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'deck of playing cards', count: '1 (2 for more than 5 players)' },
      { item: 'tokens: coins, bottle caps or matches', count: '10 per player' },
      { item: 'glass of water', count: '1 per player' },
      { item: 'your own drink, if you want one', count: '1 per player' },
    ],
  },
  { p: 'Players: 2 to 7, one of whom deals each round.' },
  { h: 'Card values' },
  {
    table: {
      head: ['Card', 'Worth'],
      rows: [
        ['2 to 10', 'Their number'],
        ['Jack, queen, king', '10'],
        ['Ace', '1 or 11, whichever helps you'],
      ],
    },
  },
  {
    p: 'The aim is to end a hand closer to 21 than the dealer without going over. An ace with any ten-value card as your first two cards is a blackjack, the best hand there is.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Give everyone 10 tokens and a full glass of water.',
      'Shuffle, and pick the first dealer: whoever draws the highest card from the deck.',
      'The dealer keeps the deck. The deal passes one seat to the left after every round, so everyone deals.',
    ],
  },
  { h: 'How to play a round' },
  {
    steps: [
      'Everyone except the dealer bets 1, 2 or 3 tokens by putting them in front of them.',
      'The dealer gives each player one card face up, and themselves one card face down; then a second card face up to every player and to themselves.',
      'Going round to the left, each player taps the table for another card (hit) or waves a hand over their cards to stop (stand). Go over 21 and you are bust: your bet goes to the dealer at once.',
      'When every player has finished, the dealer turns over the hidden card and must take cards while under 17, and must stop on 17 or more.',
      'Settle up. Beat the dealer and the dealer pays you tokens equal to your bet. Lose to the dealer and your bet goes to them. A tie (a push) returns your bet. A blackjack is paid one token extra.',
    ],
  },
  { h: 'The gentle rules' },
  {
    list: [
      'The Jack rule: every time a jack is turned face up, everyone at the table takes a sip of water. This is the rule that gives the game its name, and it keeps a long game kind to everyone.',
      'Out of tokens? Buy back in with 5 tokens by taking one sip of your own drink, whatever it is. It is the only time the game asks for a sip of your own drink, and water counts here too.',
      'No one bets more than 3 tokens, however far ahead they are, so nobody is ever out after one bad hand.',
      'A player may sit out any round, keep their tokens and still chat at the table.',
    ],
  },
  { h: 'Ending' },
  {
    p: 'Play for an agreed time (45 minutes suits most tables) or until everyone has dealt twice. The player with the most tokens wins and chooses the next game; the player with the fewest fetches a fresh jug of water for the table.',
  },
  { h: 'Variants' },
  {
    list: [
      'Quick Jack: play to 15 instead of 21, with one deck and no more than four players, for a faster, more chaotic round.',
      'Team Jack: players sit in pairs and share one hand and one pile of tokens, taking turns to decide whether to hit.',
      [
        'Full Jack: play for sips instead of tokens, as in the ',
        { to: '/articles/blackjack', text: 'drinking blackjack guide' },
        ', but keep the Jack rule.',
      ],
    ],
  },
  { h: 'Pacing a night out' },
  {
    p: 'Gentle Jack grew out of a simple idea: the best nights are the ones everyone remembers. These habits help, whatever game you play.',
  },
  {
    list: [
      'Eat before you start, and again later if the night runs long.',
      'Drink a glass of water with every drink. Games with a built-in water rule, like this one, make that easy.',
      'Decide how many drinks you will have before the first one, and tell a friend.',
      'Keep your own glass. Nobody tops up anyone else’s drink without asking.',
      'Take turns with quieter games. A round of Gentle Jack after a round of pong gives everyone a breather.',
      'Let anyone play with water, without comment. A designated driver is still a full player.',
      'Know how everyone gets home before the night starts, and never drive after drinking.',
    ],
  },
  {
    p: [
      'More games that work with or without alcohol: ',
      { to: '/games/most-likely-to', text: 'most likely to' },
      ', ',
      { to: '/games/category', text: 'category' },
      ' and ',
      { to: '/games/charades', text: 'charades' },
      ' on your phone, or the full list of ',
      { to: '/articles', text: 'game guides' },
      '.',
    ],
  },
];
