import { createFileRoute } from '@tanstack/react-router';
import { SpinTheBottleTool } from '../../features/tools/spin-the-bottle';

export const Route = createFileRoute('/tools/spin-the-bottle')({
  component: SpinTheBottleTool,
});
