import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'cup', count: '1 per player' },
    { item: 'long table', count: '1' },
    { item: 'splash of drink to pour', count: '1 per cup' },
  ],
  players: 'in two teams of the same size',
  setup: [
    'The teams line up along opposite sides of the table, each player facing an opponent.',
    'Every player has a cup in front of them, near the edge of the table. Pour the same small amount into every cup.',
  ],
  steps: [
    'On the start signal, the first player on each team drinks their cup.',
    'They set the empty cup upright, its base slightly over the edge of the table, and flick the bottom of it upwards so it turns over and lands upside down.',
    'If it does not land upside down, set it back and try again. Only your own hand touches your cup.',
    'As soon as your cup lands upside down, the next teammate in line starts drinking.',
  ],
  ending: 'The first team to have every cup flipped upside down wins.',
  notes: [
    'Rematches are half the fun: play best of five or seven, and swap the order of each team between games.',
    'Pour a mouthful, not a glassful, and let anyone play with water.',
  ],
};
