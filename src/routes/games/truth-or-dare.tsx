import { createFileRoute } from '@tanstack/react-router';
import { TruthOrDareGame } from '../../features/games/truth-or-dare/game';
import { playerSearch } from '../../features/games/truth-or-dare/hand-off';

// ?player=Name opens the game with that player on turn (spin the bottle hands off this way).
export const Route = createFileRoute('/games/truth-or-dare')({
  // Prerendered: the intro paints from HTML, the saved game fills in once read.
  staticData: { paintsWithoutData: true, fillsInStoredData: true },
  validateSearch: playerSearch,
  component: TruthOrDareRoute,
});

function TruthOrDareRoute() {
  const { player } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TruthOrDareGame
      startWith={player}
      // The hand-off is used once: the address goes back to plain, so a reload keeps the game.
      onStarted={() => void navigate({ search: {}, replace: true })}
    />
  );
}
