import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../lib/i18n';
import { JoinPage } from '../features/games/table/join-page';

// A phone joins a table of phones by scanning the host's code: the games layout, and a game in
// progress (an update never reloads it mid-join). A Danish page loads the Danish words a Danish
// table deals before it reads a code (issue 39).
export const Route = createFileRoute('/join')({
  loader: () =>
    whenDanish(() =>
      import('../features/games/odd-one-out/danish-words').then((m) => m.loadOddOneOutForPage()),
    ),
  staticData: { layout: 'games', inGame: true },
  component: JoinPage,
});
