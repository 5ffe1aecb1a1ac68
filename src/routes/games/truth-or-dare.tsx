import { createFileRoute } from '@tanstack/react-router';
import { truthOrDare } from '../../features/games/manifests/truth-or-dare';
import { TruthOrDareGame } from '../../features/games/prompt-games';

export const Route = createFileRoute('/games/truth-or-dare')({
  staticData: { layout: 'games', inGame: true },
  component: TruthOrDareRoute,
});

function TruthOrDareRoute() {
  return <TruthOrDareGame manifest={truthOrDare} />;
}
