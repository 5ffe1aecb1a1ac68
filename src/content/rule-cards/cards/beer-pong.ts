import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'cups', count: '20' },
    { item: 'ping-pong balls', count: '2' },
    { item: 'long table', count: '1' },
    { item: 'cup of water for rinsing balls', count: '1' },
  ],
  players: 'in two teams of one or two',
  setup: [
    'Each team racks 10 cups at its end of the table in a triangle of 4, 3, 2 and 1, rims touching, the single cup pointing at the other team.',
    'Pour a little into every cup, the same amount on both sides.',
    'Decide who throws first: each team throws one ball at the same time, eyes locked on the other team, and the first to sink it starts.',
  ],
  steps: [
    'On its turn a team throws two balls, one per player. Keep your elbow behind the table edge as you throw.',
    'A ball that lands in a cup sinks it: the other team drinks that cup and removes it.',
    'If both balls go in during one turn, the throwing team gets both balls back and throws again.',
    'A bounce shot counts as two cups, but the defenders may swat it away once it has touched the table.',
    'Each team may ask for a re-rack, pulling its remaining cups into a tidy shape, at the start of its own turn, twice per game.',
  ],
  ending:
    'The first team to clear the other side’s cups wins, unless the losers sink a cup in their last-chance throws (one each), which keeps the game alive.',
  notes: [
    'Tournament style: one shot per player per turn, no bounce shots, and defending only after the ball has touched a cup.',
    [
      'Variants from our partner bars: ',
      { to: '/articles/the-line', text: 'The Line' },
      ' and ',
      { to: '/articles/partnerships/scrollbar/beer-pong', text: 'ScrollBar’s dare cups' },
      '.',
    ],
  ],
};
