import { createFileRoute } from '@tanstack/react-router';
import { RoomPage } from '../../features/rooms';

// A room with signal, every player on their own phone: /room/CODE joins it (the link the host's
// QR holds). The games layout, and a game in progress (an update never reloads it mid-round).
export const Route = createFileRoute('/room/$code')({
  staticData: { layout: 'games', inGame: true },
  component: RoomRoute,
});

function RoomRoute() {
  const { code } = Route.useParams();
  // A new code is a new room: nothing of the last one's page carries over.
  return <RoomPage key={code} code={code} />;
}
