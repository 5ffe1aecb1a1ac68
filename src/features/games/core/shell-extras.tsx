import { createContext, useContext, type ReactNode } from 'react';
import type { GameId } from '../definitions';

// What another feature adds under every game (rooms: "Play on everyone's phone"), handed in by
// the games layout (src/routes/games/route.tsx), so the games never import the features built on
// them and no import cycle runs through the game frame.

export type GameExtras = (game: GameId) => ReactNode;

const GameExtrasContext = createContext<GameExtras | null>(null);

export function GameExtrasProvider({
  extras,
  children,
}: {
  extras: GameExtras;
  children: ReactNode;
}) {
  return <GameExtrasContext.Provider value={extras}>{children}</GameExtrasContext.Provider>;
}

/** The extras under `game`'s frame, or nothing outside the games layout. */
export function GameExtrasSlot({ game }: { game: GameId }) {
  const extras = useContext(GameExtrasContext);
  return extras ? extras(game) : null;
}
