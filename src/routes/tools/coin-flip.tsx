import { createFileRoute } from '@tanstack/react-router';
import { CoinFlipTool } from '../../features/tools/coin-flip';

export const Route = createFileRoute('/tools/coin-flip')({
  component: CoinFlipTool,
});
