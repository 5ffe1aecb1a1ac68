import type { ReactNode } from 'react';
import { GameShell, type PackContext } from './game-shell';
import type { GameId } from './manifest';

/**
 * What a game with its own setup screen draws until its saved game is read: its "How to play",
 * which is also what its prerendered page paints before any script runs, under a status line
 * whose room is kept (the game always has one), so nothing moves as the game fills in.
 */
export function ReadingSavedGame({
  game,
  title,
  context,
  children,
}: {
  game: GameId;
  title: string;
  context: PackContext | null;
  children: ReactNode;
}) {
  return (
    <GameShell
      game={game}
      title={title}
      context={context}
      packs={null}
      reading
      status={
        <span className="until-read" aria-hidden="true">
          Reading the saved game
        </span>
      }
    >
      {children}
      <p className="hint">Setting the table…</p>
    </GameShell>
  );
}
