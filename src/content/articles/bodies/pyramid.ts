import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Pyramid is a card game of memory and bluffing. Twenty-one cards are laid face down in a pyramid, everyone gets a short look at their own hand, and then the pyramid is turned over one card at a time from the bottom up. Whenever a card matches one you hold, or one you claim to hold, you can send sips to another player. They can believe you, or call your bluff and make you prove it. The higher up the pyramid, the more each card is worth, so the last few cards are the ones everyone remembers.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Standard deck of 52 cards, jokers out', count: '1' },
      { item: 'Table with room for a six-row pyramid', count: '1' },
      { item: 'Drinks', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Three to ten. The pyramid uses 21 cards, which leaves 31 for hands, enough for ten players holding three each. With only two or three players, deal four cards each to give more chances to match.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Shuffle and lay out 21 cards face down in six rows: six at the bottom, then five, four, three, two and one at the top.',
      'Deal three cards face down to each player.',
      'Everyone looks at their own cards once, for about ten seconds, and memorizes them. Then the cards go face down on the table and may not be looked at again.',
      'Choose a dealer to turn over the pyramid cards.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The dealer turns over the first card of the bottom row.',
      "Any player who holds a card of the same rank, or wants to pretend they do, may point at another player and tell them to drink the row's value.",
      'The target either accepts and drinks, or calls "show me".',
      'If challenged, the pointer must find and turn over the matching card from their hand. If they show it, the challenger drinks the value plus one. If they cannot, because they were bluffing or forgot where it was, the pointer drinks the value plus one.',
      'A shown card is replaced from the remaining deck, so the player still has three cards to remember.',
      'The dealer carries on along the row, then up the pyramid, until the top card is turned.',
    ],
  },
  {
    table: {
      head: ['Row', 'Cards in it', 'Sips per match'],
      rows: [
        ['1 (bottom)', '6', '1'],
        ['2', '5', '1'],
        ['3', '4', '2'],
        ['4', '3', '2'],
        ['5', '2', '3'],
        ['6 (top)', '1', '3'],
      ],
    },
  },
  {
    p: 'Several players can match the same card, and one player with two of that rank can point twice. A player can be targeted by more than one person on a single card. Keep track out loud: the dealer repeats who is pointing at whom before anyone drinks.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Five rows: a 15-card pyramid of 5, 4, 3, 2 and 1, with four cards per player. Quicker, and the top card is worth three.',
      'Flat rows: every card is worth one sip, and a challenge adds one. The gentlest curve, for a long evening.',
      'Giving and taking: odd rows are "give" rows as usual, even rows are "take" rows, where a match means you drink yourself.',
      'Final card: whoever holds a match for the top card when it turns may make a rule for the rest of the night instead of handing out sips.',
      'Memory test: at the end, every player names their hand before turning it over. Each wrong card costs a sip.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'The scoring climbs toward the top, and a challenge adds one, so the top card can cost four sips at once. That is the most any card costs. Keep a "sip" small, or play flat rows, and agree it before the game starts, not when someone is already losing.',
  },
  {
    p: 'Pyramid works well with soft drinks, or with points instead of sips: the player with the fewest points at the end wins. Sit anyone who would rather not drink as the dealer, a job with all the drama and none of the sips.',
  },
  { h: 'Related guides' },
  {
    list: [
      [{ to: '/articles/kings-cup', text: 'Kings Cup' }, ': another deck-and-a-table classic.'],
      [{ to: '/articles/meyer', text: 'Meyer' }, ': for groups who enjoyed the bluffing most.'],
    ],
  },
];
