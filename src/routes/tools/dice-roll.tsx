import { createFileRoute } from '@tanstack/react-router';
import { DiceRollTool } from '../../features/tools/dice-roll';

export const Route = createFileRoute('/tools/dice-roll')({
  // Prerendered: the tool paints from HTML, and what it kept from last time fills in once read.
  staticData: {
    head: { title: 'head.diceRoll.title', description: 'head.diceRoll.description' },
    paintsWithoutData: true,
    fillsInStoredData: true,
  },
  component: DiceRollTool,
});
