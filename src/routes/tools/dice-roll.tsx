import { createFileRoute } from '@tanstack/react-router';
import { DiceRollTool } from '../../features/tools/dice-roll';

export const Route = createFileRoute('/tools/dice-roll')({
  component: DiceRollTool,
});
