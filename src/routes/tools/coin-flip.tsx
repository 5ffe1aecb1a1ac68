import { createFileRoute } from '@tanstack/react-router';
import { CoinFlipTool } from '../../features/tools/coin-flip';

export const Route = createFileRoute('/tools/coin-flip')({
  // Prerendered: the tool paints from HTML, and what it kept from last time fills in once read.
  staticData: {
    head: {
      title: 'Coin flip',
      description:
        'Flip a coin on the phone: call it, flip, and play best of three when a single flip will not settle it.',
    },
    paintsWithoutData: true,
    fillsInStoredData: true,
  },
  component: CoinFlipTool,
});
