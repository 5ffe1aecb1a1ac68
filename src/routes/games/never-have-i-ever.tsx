import { createFileRoute } from '@tanstack/react-router';
import { neverHaveIEver } from '../../features/games/manifests/never-have-i-ever';
import { SimplePromptGame } from '../../features/games/prompt-games';

export const Route = createFileRoute('/games/never-have-i-ever')({
  staticData: { layout: 'games', inGame: true },
  component: NeverHaveIEverRoute,
});

function NeverHaveIEverRoute() {
  return <SimplePromptGame manifest={neverHaveIEver} />;
}
