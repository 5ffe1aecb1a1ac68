import { createFileRoute } from '@tanstack/react-router';
import { whenDanish } from '../lib/i18n';
import { JoinPage } from '../features/games/table/join-page';

// A phone joins a table of phones by scanning the host's code: the games layout, and a game in
// progress (an update never reloads it mid-join). A Danish page loads what a Danish table deals
// (Odd one out's words, truth or dare's and Squiffy's decks, word guess's words) before it reads a code (issue 39).
export const Route = createFileRoute('/join')({
  loader: () =>
    whenDanish(() =>
      Promise.all([
        import('../features/games/odd-one-out/danish-words').then((m) => m.loadOddOneOutForPage()),
        import('../features/games/core/danish-decks').then((m) =>
          m.loadDanishDecks(['truth-or-dare']),
        ),
        import('../features/games/squiffy/danish-deck').then((m) => m.loadSquiffyForPage()),
        import('../features/games/core/danish-content').then((m) =>
          m.loadDanishContent('word-guess'),
        ),
      ]),
    ),
  staticData: { layout: 'games', inGame: true },
  component: JoinPage,
});
