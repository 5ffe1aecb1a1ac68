import { createFileRoute } from '@tanstack/react-router';
import { BarHubPage } from '../../features/bars/hub-page';

// The hub a table code at the partner bar opens: its house games, rule cards and partner page.
export const Route = createFileRoute('/games/slusen')({
  // Prerendered: a table code scanned on a bar's weak signal paints before any script runs.
  staticData: {
    head: { title: 'head.slusen.title', description: 'head.slusen.description' },
    paintsWithoutData: true,
  },
  component: () => <BarHubPage bar="slusen" />,
});
