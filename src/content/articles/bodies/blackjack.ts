import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Blackjack is the casino game everyone already half knows: get closer to 21 than the dealer without going over. As a drinking game the chips are sips. You bet before the deal, and at the end of the hand you either hand your bet out to the table or drink it yourself. The dealer plays by fixed rules, so the decisions are all yours, and a table of friends will argue about every one of them.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Standard deck of cards (a second for 6 or more players)', count: '1' },
      { item: 'Drinks', count: '1 per player' },
      { item: 'Coins or chips to mark bets (optional)', count: '10 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two to eight: one dealer and up to seven players. The dealer role can rotate every few hands, so nobody stays the house all night.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Choose the first dealer. They shuffle.',
      'Agree a bet range, for example one to three sips. Players set a coin per sip in front of them, or simply say their bet.',
      'Everyone places a bet before any cards are dealt.',
    ],
  },
  { h: 'Card values' },
  {
    table: {
      head: ['Card', 'Worth'],
      rows: [
        ['2 to 10', 'Their number'],
        ['Jack, queen, king', '10'],
        ['Ace', '1 or 11, whichever helps'],
      ],
    },
  },
  { h: 'How to play' },
  {
    steps: [
      'The dealer deals one card face up to each player, and one face down to themselves.',
      "Then a second card face up to each player, and a second card face up to the dealer. The dealer's first card stays hidden.",
      "Starting on the dealer's left and going clockwise, each player decides: hit (tap the table for another card) or stay (wave a hand flat over your cards). Keep hitting as long as you like.",
      'Go over 21 and you bust: you drink your bet straight away.',
      'When every player has stayed or bust, the dealer turns over the hidden card. The dealer must take another card on 16 or less, and must stay on 17 or more.',
      'If the dealer busts, every player still in wins. Otherwise, players closer to 21 than the dealer win.',
      'Winners give their bet out in sips to anyone at the table. Losers drink their bet. Then reshuffle and bet again.',
    ],
  },
  {
    p: 'A rough rule of thumb fits on a beer mat: always stay on 17 or more; with 13 to 16, stay when the dealer\'s visible card is 2 to 6 and hit when it is 7 or higher; with 12 or less, take a card. Aces make a hand "soft", so a soft 17 (an ace and a six) can still safely take a card.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Blackjack bonus: an ace with a ten-value card on the first two cards wins at once and hands out double the bet.',
      'Tie goes to the dealer, or ties return the bet: agree which.',
      'Double down: after your first two cards, double your bet and take exactly one more card.',
      'Dealer drinks on bust: when the dealer busts, they take one sip per player still in.',
      'Gentle blackjack: bets in points, one sip only for the biggest loser of each round of five hands.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: "Blackjack's pace is set by the bets. One to three sips a hand, with reshuffles between, is a gentle evening; no cap at all, and a losing streak becomes a problem. Set the maximum before the first deal and keep it.",
  },
  {
    p: 'It plays perfectly with points, pennies or matchsticks, which makes it easy for anyone not drinking to join without changing a single rule. Some bars go further: Gentle Jack, one of our partner pages, is a low-alcohol take on the game.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/partnerships/gentle-jack', text: 'Gentle Jack' },
        ': blackjack made gentle, from our partner pages.',
      ],
      [
        { to: '/articles/drunk-poker', text: 'Drunk Poker' },
        ': when the table wants bluffing, not arithmetic.',
      ],
      [
        { to: '/articles/horse-race', text: 'Horse Race' },
        ': betting without any decisions at all.',
      ],
    ],
  },
];
