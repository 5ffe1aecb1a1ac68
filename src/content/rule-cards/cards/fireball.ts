import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'cups', count: '10–20' },
    { item: 'ping-pong balls', count: '2' },
    { item: 'round or square table', count: '1' },
  ],
  players: 'best round a big table',
  setup: [
    'Put one cup in the middle of the table: the King. Fill it three-quarters full.',
    'Stand the other cups in a ring around the King, except two, and fill each of them a quarter full.',
    'Give the two spare cups, empty, to two players standing opposite each other, with one ball each.',
  ],
  steps: [
    'On "go", both players with a cup try to bounce their ball off the table and into their own empty cup.',
    'Land it on the first try and you may send your cup and ball to any player. Land it after two or more tries and you pass it to the player on your left.',
    'If a cup passed on reaches a player who is still bouncing, they have been stacked: they hand the arriving cup on to their left, take a cup from the ring, drink it, stack it inside their own cup, and keep bouncing.',
    'A ball that lands in a cup of the ring by accident means the thrower drinks that cup and adds it to their stack.',
    'The play never stops: there are no turns, only two cups moving round the table as fast as the bouncers can manage.',
  ],
  ending:
    'Once the ring is empty, the next player to be stacked drinks the King, and the game is over.',
  notes: [
    'Also called stack cup.',
    'The King is the biggest drink on the table: fill it with water or a soft drink if you would rather end on a laugh than a gulp.',
  ],
};
