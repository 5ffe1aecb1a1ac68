import { createFileRoute } from '@tanstack/react-router';
import { DiceRollTool } from '../../features/tools/dice-roll';

export const Route = createFileRoute('/tools/dice-roll')({
  // Prerendered: the tool paints from HTML, and what it kept from last time fills in once read.
  staticData: {
    head: {
      title: 'Dice roll',
      description:
        'Roll one to six dice on the phone, with the total, for any game that needs dice and nobody brought any.',
    },
    paintsWithoutData: true,
    fillsInStoredData: true,
  },
  component: DiceRollTool,
});
