import { PONG_DARE_RULES, PONG_DARES } from '../../misc/beer-pong';
import type { Body } from '../../reading/types';

// The dares and the dare rules come from src/content/misc/beer-pong.ts, the one rule set the
// phone's dare page and the printed sheets use too.

export const body: Body = [
  {
    p: [
      'This is beer pong as it is played at ',
      { to: '/partnerships/scrollbar', text: 'ScrollBar' },
      ', the student bar of the IT University of Copenhagen: the familiar game of ten cups a side, with one house twist. Each team hides two dare cards under its own cups, and a ball in one of those cups turns the card over.',
    ],
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'cups', count: '20' },
      { item: 'ping-pong balls (one spare)', count: '3' },
      { item: 'dare cards from the stack by the table', count: '4' },
      { item: 'jug of water, for rinsing balls and for drinking', count: '1' },
      { item: 'long table', count: '1' },
    ],
  },
  { p: 'Two teams of two. Singles works too: each player then throws both balls.' },
  { h: 'Set-up' },
  {
    steps: [
      'Each team racks ten cups at its end of the table in a triangle of 4, 3, 2 and 1, rims touching, with the single cup pointing at the other team.',
      'Pour the same small amount into every cup. Water or soda is fine for anyone who wants it; the game plays the same.',
      'Each team draws two dare cards from the stack without reading them out, and slips them face down under two of its own cups while the other team looks away. Any two cups will do. Nobody lifts a cup to check later.',
      'Decide who starts with a round of rock-paper-scissors, or by each team throwing one ball at the same time while looking each other in the eye: the first to sink it starts.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'On its turn a team throws two balls, one per player. Elbows stay behind the edge of the table while you throw.',
      'A ball that lands in a cup sinks it. The defending team drinks that cup and takes it off the table.',
      'If the sunk cup had a dare card under it, the defending team turns the card over and one of them (they choose who) does the dare before the next throw.',
      'Both balls in during one turn: the throwing team gets both balls back and throws again. Both balls in the same cup: that cup and one more of the defenders’ choice go.',
      'A bounce shot is allowed and counts as two cups (the defenders choose the second one), but once the ball has touched the table the defenders may swat it away.',
      'Each team may ask for one re-rack per game, at the start of its own turn, to pull its remaining cups back into a tidy shape. Dare cards stay under the cups they were under.',
      'Balls that roll away are fetched by the team that missed. Rinse a ball in the water jug before it goes back into play.',
    ],
  },
  { h: 'Ending' },
  {
    p: 'The first team to sink the other side’s last cup wins, but the losing team gets a last chance: each of its players throws once. Sink a cup and the game goes on; miss both and it is over. Winners keep the table and take on the next team.',
  },
  { h: 'The dare cards' },
  {
    p: `These are the ${PONG_DARES.length} dares printed on ScrollBar’s dare cards, and the same ones the dare code deals on a phone. Every one can be done at the table in under a minute, and none asks anything of a person who is not playing.`,
  },
  {
    table: {
      head: ['No.', 'Dare'],
      rows: PONG_DARES.map((dare, i) => [String(i + 1), dare.text]),
    },
  },
  { h: 'Dare rules' },
  { list: [...PONG_DARE_RULES] },
  {
    tip: 'Keep the table dry, keep the balls clean, and keep an eye on each other. Between games, everyone drinks a glass of water.',
    title: 'Good pong manners',
  },
  {
    p: [
      'New to the game? The ',
      { to: '/articles/beer-pong', text: 'beer pong guide' },
      ' covers the standard rules and common house rules, and ',
      { to: '/articles/the-line', text: 'The Line' },
      ' is a one-line variant from our other partner bar.',
    ],
  },
];
