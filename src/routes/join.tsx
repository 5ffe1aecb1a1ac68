import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../features/games/table/join-page';

// A phone joins a table of phones by scanning the host's code: the games layout, and a game in
// progress (an update never reloads it mid-join).
export const Route = createFileRoute('/join')({
  staticData: { layout: 'games', inGame: true },
  component: JoinPage,
});
