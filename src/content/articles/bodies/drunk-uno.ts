import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Drunk UNO keeps every rule of the family card game and adds one simple exchange rate: every card you draw costs a sip. A +2 played on you is two sips, a +4 is four, and because draw cards can be stacked, a long chain of them lands on one unlucky player all at once. The game you played on rainy holidays as a child turns out to have been a drinking game waiting to happen.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'UNO deck of 108 cards (two for more than 8 players)', count: '1' },
      { item: 'Drinks', count: '1 per player' },
      { item: 'Table or floor space for the discard pile', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two to ten, like the original. Four to six is the sweet spot: enough players for reverses and skips to matter, few enough that a turn comes round quickly. With more than eight, shuffle in a second deck.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Shuffle and deal seven cards to each player.',
      'Put the rest face down as the draw pile and turn the top card over to start the discard pile.',
      'Agree the drinking rules below, especially whether draw cards may be stacked.',
      "The player to the dealer's left goes first.",
    ],
  },
  { h: 'How to play' },
  {
    p: 'Play normal UNO: match the top card of the discard pile by color, number or symbol, or play a wild. If you cannot play, draw. The first to empty their hand wins. These rules sit on top:',
  },
  {
    table: {
      head: ['What happens', 'Sips'],
      rows: [
        ['You draw a card, for any reason', '1 per card'],
        ['A +2 is played on you', '2, one per card drawn'],
        ['A wild +4 is played on you', '4, one per card drawn'],
        ['You are skipped', '1'],
        ['A reverse is played on your turn', '1'],
        ['You forget to say "UNO" and get caught', 'A penalty of 2 cards and 2 sips (see below)'],
      ],
    },
  },
  {
    steps: [
      'Stacking: a +2 may be played on a +2, and a +4 on a +4. The draw passes along and grows, and the sips grow with it. The first player who cannot stack takes the whole lot.',
      'When you get down to one card, say "UNO". Anyone who catches you without saying it before the next player starts their turn can call it.',
      'When someone plays their last card, the round ends. Everyone else counts the cards left in their hand: one sip per card, with a +2 counting as two and a +4 as four.',
    ],
  },
  {
    p: 'The original drunk version punishes a forgotten UNO with a finished drink and five cards. We have cut it to two of each in the table above. It is still the most memorable penalty in the game, and nobody has to finish a pint over a slip of the tongue.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Mixed stacking: a +4 may be played on a +2, but never the other way round.',
      'Sevens and zeros: play a 7 and swap hands with any player; play a 0 and every hand moves one seat in the direction of play. Swapping into a big hand costs no sips, but it hurts.',
      'Wild rule: whoever plays a wild color card may also make a rule until the next wild, in the style of Kings Cup.',
      'Draw to match: if you cannot play, keep drawing until you can. Brutal in the drinking version; cap it at five cards.',
      'Jump in: holding the exact card just played, same color and same number, you may slam it down out of turn. Jump in with the wrong card and you sip.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Stacking chains are where Drunk UNO gets heavy, so a stack costs five sips at most, however many cards it holds. Keep a sip a small one. The end-of-round count can also add up for someone holding a big hand; halve it if rounds run long.',
  },
  {
    p: 'UNO is a family game before it is anything else, so it is easy to play with soft drinks, or with a tally of sips as points, lowest score wins. It is also a good one to slow a party down: a round takes ten minutes, and everyone stays sitting.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': the card game built entirely out of rules.',
      ],
      [
        { to: '/articles/drunk-poker', text: 'Drunk Poker' },
        ': another table classic with sips on the side.',
      ],
      [
        { to: '/articles/blackjack', text: 'Blackjack' },
        ': a quicker card game with bets in sips.',
      ],
    ],
  },
];
