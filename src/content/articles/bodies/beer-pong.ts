import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: "Beer pong is the party game people travel with: two teams, two triangles of cups at the ends of a long table, and one small white ball that seems to know exactly which cup you did not aim for. Sink a ball in the other team's cup and they drink it and take it away; clear their whole triangle first and you win. The basics take thirty seconds to explain, and then the arguments about bounce shots start.",
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Large plastic party cups, plus a few spares', count: '20' },
      { item: 'Ping-pong balls, plus a spare', count: '2' },
      { item: 'Table about 2.4 m long', count: '1' },
      { item: 'Cups of water for rinsing the balls, one at each end', count: '2' },
      { item: 'Drink, a splash in each cup' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two against two is the standard match, and most tournament rules assume it. One on one is common too, with each player throwing both balls. Bigger groups keep a line of challengers: winners stay on, and the next pair up referees while they wait.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Each team sets ten cups in a triangle of 4, 3, 2 and 1 at its end of the table, rims touching, with the point aimed at the other team.',
      'Pour the same small amount into every cup. A few centimeters is plenty.',
      'Put a rinse cup of water beside each triangle, out of the line of fire.',
      'Decide who throws first: one player from each team throws at the same time while looking the other in the eye; first to sink it chooses.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'A team throws both balls on its turn, one per player. Throw from behind your end of the table, with your elbow not past the edge.',
      'A ball that lands in a cup makes it: the defending team drinks that cup and takes it off the table.',
      'Then the other team throws. Turns alternate until one team has no cups left.',
      'The team that clears the other triangle first wins.',
    ],
  },
  {
    p: 'Most disagreements are about a handful of situations. Decide them before the first throw, and pick one person to settle anything new.',
  },
  { h3: 'Common rules worth agreeing' },
  {
    list: [
      'Re-racks: a team may ask for its remaining cups to be pushed back into a tight shape at the start of its own turn. Tournament rules allow two per game, at 6, 4, 3 or 2 cups left.',
      'Balls back: if both teammates sink a ball in the same turn, they get an extra throw.',
      'Bounce shots: a ball bounced off the table into a cup counts for two cups, but the defenders may swat a bounced ball away.',
      'Defending: tournament rules say a defender may only touch the ball after it has touched a cup. Before that, hands off.',
      'Redemption: when a team loses its last cup, each of its players gets one throw to hit back. Hit, and the game goes on.',
    ],
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Tour rules: one shot per player per turn, no bounce shots, two re-racks, an extra ball when both teammates sink, and never more than three cups lost in one turn.',
      'Six-cup game: a 3-2-1 triangle for a quick match while others are waiting.',
      'Island: once a game, a team may call "island" on a cup standing on its own; sinking it removes an extra cup of their choice.',
      "The Line: six cups in a straight row, where only the front cup can be removed. Slusen's house version, with its own guide.",
      "Dare cups: some bars pair a sunk cup with a dare from a card. ScrollBar's house rules work this way.",
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Throw with an arc, not a line: a soft lob drops into a cup, a flat throw bounces out. Aim for the cup in the middle of the front row early on, because a near miss still has neighbors to fall into.',
  },
  {
    p: 'Balls pick up whatever is on the floor, so many groups fill the game cups with water and drink from their own glasses whenever a cup is lost. It also makes the pours honest and keeps a ten-cup loss from becoming a lot of beer. A long match is still a lot of drinking; slow the pace with a rule that the losing team fetches water for the table, and let anyone play with soft drinks.',
  },
  {
    tip: 'Never drink from a cup a ball has landed in if you can help it. Water in the game cups, drinks in your hand.',
    title: 'The clean-cup habit',
  },
  { h: 'Related guides' },
  {
    list: [
      [{ to: '/articles/the-line', text: 'The Line' }, ': the straight-line version from Slusen.'],
      [
        { to: '/articles/partnerships/scrollbar/beer-pong', text: 'ScrollBar beer pong' },
        ": the bar's house rules with dare cards.",
      ],
      [
        { to: '/articles/bakke', text: 'Bakke' },
        ': a table game for when someone else has the pong table.',
      ],
      [{ to: '/articles/flip-cup', text: 'Flip Cup' }, ': the relay race for the same cups.'],
      [
        { to: '/articles/fireball', text: 'Fireball' },
        ': two balls, a ring of cups and a chase round the table.',
      ],
    ],
  },
];
