import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'copy of Lethal Company', count: '1 per player' },
    { item: 'drink of your choice', count: '1 per player' },
    { item: 'glass of water', count: '1 per player' },
  ],
  players: '2–4 in the crew, plus anyone watching',
  setup: [
    'Start a new run together. Watchers each pick one crew member to follow and drink along with.',
    'Everyone takes 2 sips as the ship lands on its first moon.',
  ],
  steps: [
    'Take 1 sip when you jump at a scare, lose track of the crew in the facility, or drop a piece of scrap.',
    'Take 2 sips when a monster chases you back to the ship, when you get left behind as the ship takes off, or when the crew comes back with nothing on a day.',
    'Take 3 sips when you die. Everyone still alive takes 1 sip in your memory.',
    'When the Company takes the crew’s scrap and the quota is met, everyone hands 3 sips to the crew member who brought back the most. Miss the quota after the third day and the crew is fired: everyone takes 3 sips.',
    'Between moons, everyone drinks a glass of water while the ship is in orbit.',
  ],
  ending:
    'The game ends when the crew is fired, or when you stop after an agreed number of quotas.',
  notes: [
    'Each quota is bigger than the one before, and the drinking follows. Agree how many quotas you will play before you start.',
  ],
};
