import { createFileRoute } from '@tanstack/react-router';
import { TruthOrDareGame } from '../../features/games/truth-or-dare/game';

export const Route = createFileRoute('/games/truth-or-dare')({
  component: TruthOrDareGame,
});
