import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Drunk Poker is ordinary poker with a second currency. You still play for chips, but folding costs a sip, losing a hand costs a sip, and a bluff that gets caught costs two. Win big with a full house or better and you choose someone to take a real drink. Poker is a game about reading faces, and a few rounds in, the faces get much easier to read.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Standard deck of 52 cards', count: '1' },
      { item: 'Poker chips, coins or matchsticks, in all', count: '300' },
      { item: 'Drinks', count: '1 per player' },
      { item: 'Table everyone can sit round', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: "Three to eight is comfortable for Texas Hold'em, the variant we suggest. Two players can play heads-up, but the drinking rules are more fun with more people to hand sips to. Everyone should know the basic poker hands before you start; the table below is a refresher.",
  },
  { h: 'Set-up' },
  {
    steps: [
      'Share out the chips equally. With 300 chips and six players, that is 50 each.',
      "Agree the variant (Texas Hold'em is the easiest to teach) and the blinds, for example one and two chips.",
      'Agree when the game ends: a fixed time, a number of hands, or when one player has all the chips.',
      'Choose the first dealer. The deal moves one seat to the left after every hand.',
    ],
  },
  { h: 'How to play' },
  {
    p: 'Play your chosen poker variant normally, betting chips as usual. On top of the chips, these drinking rules apply to every hand:',
  },
  {
    steps: [
      'Folding costs one sip, taken when you fold.',
      'Every player who stays to the end and loses the hand takes one sip.',
      'If you win a hand with a full house or better, choose one player to take three sips.',
      'If you bet big on a bluff, get called and lose, you take two sips. If your bluff wins because the others fold, the player who bet against you longest takes two.',
      'When the game ends, the player with the most chips wins. The player with the fewest takes three sips or a dare chosen by the winner.',
    ],
  },
  {
    table: {
      head: ['Hand', 'What it is'],
      rows: [
        ['Royal flush', 'A, K, Q, J, 10 of one suit'],
        ['Straight flush', 'Five in sequence, one suit'],
        ['Four of a kind', 'Four cards of one rank'],
        ['Full house', 'Three of one rank and two of another'],
        ['Flush', 'Five of one suit'],
        ['Straight', 'Five in sequence, mixed suits'],
        ['Three of a kind', 'Three cards of one rank'],
        ['Two pair', 'Two pairs of different ranks'],
        ['One pair', 'Two cards of one rank'],
        ['High card', 'None of the above'],
      ],
    },
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Sip bets: instead of chips, raise in sips. Whoever wins the pot hands out everything bet.',
      'Show your bluff: a player who wins with nothing may show their cards for glory. Everyone who folded drinks one.',
      'All-in toast: when a player goes all in, everyone at the table raises a glass before the cards are shown.',
      'Dare pot: the last player standing sets a dare for the first player knocked out.',
      'Bad-beat rule: losing with four of a kind or better earns you a sip-free pass for the next three hands.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Poker nights run long, and a sip per fold adds up over a hundred hands. Pick a fixed end time, keep the sips small, and make the final forfeit a dare rather than a finished drink. Folding should never be expensive enough to push someone into playing a hand they want to fold.',
  },
  {
    p: 'The chips are a complete game on their own. Anyone not drinking plays for chips only, and the drinking rules skip them. Keep water on the table; poker faces are easier to hold with a clear head, which is a tip worth keeping to yourself.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/blackjack', text: 'Blackjack' },
        ': cards and sips, with the dealer playing by fixed rules.',
      ],
      [{ to: '/articles/meyer', text: 'Meyer' }, ': bluffing with two dice and a cup.'],
      [
        { to: '/articles/pyramid', text: 'Pyramid' },
        ': the card game built around calling bluffs.',
      ],
    ],
  },
];
