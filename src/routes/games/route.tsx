import { createFileRoute, Outlet } from '@tanstack/react-router';
import { GameExtrasProvider } from '../../features/games';
import { RoomEntry } from '../../features/rooms';

// Every page under /games plays in the games layout (docs/spec/screens.md), set once here. The
// layout hands the games what other features add under each game ("Play on everyone's phone").
export const Route = createFileRoute('/games')({
  // The layout itself reads nothing stored; each game says whether it paints before the data.
  staticData: { layout: 'games', inGame: true, paintsWithoutData: true },
  component: GamesLayout,
});

const roomEntry = (game: Parameters<typeof RoomEntry>[0]['game']) => <RoomEntry game={game} />;

function GamesLayout() {
  return (
    <GameExtrasProvider extras={roomEntry}>
      <Outlet />
    </GameExtrasProvider>
  );
}
