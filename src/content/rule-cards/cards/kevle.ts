import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'empty plastic bottle (the target)', count: '1' },
    { item: 'shoe to throw', count: '1, or one per player' },
    { item: 'can of beer, or any drink', count: '1 per player' },
    { item: 'open lawn or park', count: '1' },
  ],
  players: 'Two teams of 3 or more; there is no upper limit',
  setup: [
    'Draw two lines on the grass about ten meters apart. Each team stands behind its own line, facing the other.',
    'Stand the empty bottle upright halfway between the lines.',
    'Everyone sets a small cup on the ground in front of them, poured to about three sips. Water and soda count. Nobody drinks yet.',
  ],
  steps: [
    'The teams take turns: one player from the throwing team throws the shoe at the bottle from behind their line.',
    'If the bottle falls, the whole throwing team picks up their cups and starts sipping.',
    'At the same moment one player from the other team runs out, stands the bottle back up, runs back behind their own line and shouts "stop".',
    'On "stop", the throwing team puts its drinks down at once. Then the other team throws.',
    'Penalties, each the loss of your next throw: drinking when your team has not hit the bottle, still drinking after "stop", or knocking your cup over.',
  ],
  ending:
    'The first team in which every player has drunk their small cup wins. Show it by turning the cups upside down.',
  notes: [
    'Kævle is a Danish garden game, close cousin of the German Flunkyball.',
    'Throw the shoe at the bottle, never at a person, and use a plastic bottle so nothing breaks. Alcohol-free beer or soda plays just as well.',
  ],
};
