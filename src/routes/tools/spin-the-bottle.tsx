import { createFileRoute } from '@tanstack/react-router';
import { SpinTheBottleTool } from '../../features/tools/spin-the-bottle';

export const Route = createFileRoute('/tools/spin-the-bottle')({
  // Prerendered: the tool paints from HTML, and what it kept from last time fills in once read.
  staticData: {
    head: { title: 'head.spinBottle.title', description: 'head.spinBottle.description' },
    paintsWithoutData: true,
    fillsInStoredData: true,
  },
  component: SpinTheBottleTool,
});
