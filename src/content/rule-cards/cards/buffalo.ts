import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drink of your choice', count: '1 per player' }],
  players: 'and it never really ends',
  setup: [
    'Everyone who wants to play says so out loud. Once you are in, you are in for as long as your group plays buffalo, at every party and every night out.',
    'Agree which hand counts as each player’s "drinking hand": the one they do not write with.',
  ],
  steps: [
    'Only ever drink with your non-dominant hand. Right-handers drink with their left, left-handers with their right.',
    'If you catch someone drinking with their dominant hand, say "buffalo" and point at them.',
    'A player caught fairly takes 2 sips at once.',
    'A wrong call, a "false buffalo", costs the caller instead: they take the 2 sips.',
  ],
  ending:
    'Buffalo has no ending. It carries on wherever the players meet, until the group agrees to retire it.',
  notes: [
    'Simpler version: everyone drinks with the left hand, whatever their writing hand.',
    'Some groups swap the drinking hand on the hour. Water counts: a glass of water caught in the wrong hand costs the same 2 sips.',
  ],
};
