import { createFileRoute } from '@tanstack/react-router';
import { mostLikelyTo } from '../../features/games/manifests/most-likely-to';
import { SimplePromptGame } from '../../features/games/prompt-games';

export const Route = createFileRoute('/games/most-likely-to')({
  staticData: { layout: 'games', inGame: true },
  component: MostLikelyToRoute,
});

function MostLikelyToRoute() {
  return <SimplePromptGame manifest={mostLikelyTo} />;
}
