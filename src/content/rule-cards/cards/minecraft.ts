import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'copy of Minecraft', count: '1 per player' },
    { item: 'drink of your choice', count: '1 per player' },
    { item: 'glass of water', count: '1 per player' },
  ],
  players: '2 or more',
  setup: [
    'Everyone joins the same survival world and meets at spawn.',
    'Agree on a shared goal before anyone moves: beat the Ender Dragon, build a base, or reach the Nether.',
  ],
  steps: [
    'Take 1 drink when you break a tool, eat any food, or take fall damage.',
    'Take 2 drinks when you find a village, a temple or any other structure, and when any player dies.',
    'Take 3 drinks when someone finds diamonds, and every time you see an Enderman.',
    'Take 3 drinks when you are the first to step into a new dimension or when a creeper blows you up. When the shared goal is done, everyone raises a glass of water.',
  ],
  ending:
    'The game ends when the dragon is beaten, the build is finished, or the drinks run out, whichever comes first.',
  notes: [
    'Take a water break every in-game day, about twenty minutes.',
    'Count a "drink" as a sip. A long session of fall damage adds up.',
  ],
};
