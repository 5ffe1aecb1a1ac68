import { createFileRoute } from '@tanstack/react-router';
import { BarHubPage } from '../../features/bars/hub-page';

// The hub a table code at the partner bar opens: its house games, rule cards and partner page.
export const Route = createFileRoute('/games/scrollbar')({
  component: () => <BarHubPage bar="scrollbar" />,
});
