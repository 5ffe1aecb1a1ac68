import { createFileRoute } from '@tanstack/react-router';
import { CoinFlipTool } from '../../features/tools/coin-flip';

export const Route = createFileRoute('/tools/coin-flip')({
  // Prerendered: the tool paints from HTML, and what it kept from last time fills in once read.
  staticData: {
    head: { title: 'head.coinFlip.title', description: 'head.coinFlip.description' },
    paintsWithoutData: true,
    fillsInStoredData: true,
  },
  component: CoinFlipTool,
});
