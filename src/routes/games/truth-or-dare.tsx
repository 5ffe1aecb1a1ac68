import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../../lib/i18n';
import { TruthOrDareGame } from '../../features/games/truth-or-dare/game';
import { playerSearch } from '../../features/games/truth-or-dare/hand-off';

// ?player=Name opens the game with that player on turn (spin the bottle hands off this way).
export const Route = createFileRoute('/games/truth-or-dare')({
  // A Danish page's deck is loaded before the game draws (issue 39).
  loader: ({ location }) =>
    whenDanish(() =>
      import('../../features/games/core/danish-decks').then((m) =>
        m.loadDecksForPage(location.pathname),
      ),
    ),
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
