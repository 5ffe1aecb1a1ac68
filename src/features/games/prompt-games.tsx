import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { createPool, drawPrompt, type DrawPool, type Drawn, type PromptMemory } from './draw';
import { GameShell, pickerPacks, usePackContext, type PackContext } from './game-shell';
import { DARE, hasSlot, TRUTH, type DrawGameId, type DrawGameManifest } from './manifest';
import { selectDrawPacks, toDrawPack } from './packs';
import { AdultBadge, PromptCard, quoteFor } from './prompt-card';
import { parseSession, type PromptSession, type ShownPrompt } from './session';
import { otherPlayer, playerFor } from './turns';
import { useGameSession } from './use-game-session';
import './games.css';

// Never have I ever, most likely to and truth or dare: deal a prompt, the group plays it, next.

export interface Deck {
  /** One pool per list of the game (truth-or-dare: truths, dares). */
  pools: DrawPool[];
  fallback: 'spice' | 'none-usable' | null;
}

/** Precomputed once per change of packs, premium or filter: a draw only indexes into it. */
export function useDeck(manifest: DrawGameManifest, context: PackContext | null): Deck | null {
  return useMemo(() => {
    if (!context) return null;
    const { packs, fallback } = selectDrawPacks(
      manifest.packs,
      context.states,
      context.premium,
      context.spiceLimit,
    );
    const pools = manifest.lists.map((_, list) =>
      createPool(packs.map((pack) => toDrawPack(pack, list))),
    );
    return { pools, fallback };
  }, [manifest, context]);
}

export function toShown(
  game: DrawGameId,
  list: number,
  drawn: Drawn,
  players: readonly string[],
  turn: number,
): ShownPrompt {
  const player = playerFor(players, turn);
  return {
    game,
    list,
    text: drawn.text,
    packId: drawn.packId,
    packName: drawn.packName,
    player,
    named: hasSlot(drawn.text) ? otherPlayer(players, player) : null,
  };
}

export function freshPromptSession(choosing = false): PromptSession {
  return { kind: 'prompt', prompt: null, turn: 0, shown: 0, choosing };
}

/** Whether the pack a prompt came from is 18+. */
export function isExplicit(manifest: DrawGameManifest, packId: string | undefined): boolean {
  return manifest.packs.some((pack) => pack.id === packId && pack.explicit);
}

export function FallbackNotice({ fallback }: { fallback: Deck['fallback'] | undefined }) {
  if (!fallback) return null;
  return (
    <p className="hint small notice-inline" role="status">
      {fallback === 'spice'
        ? 'Every pack you switched on is spicier than the spice filter, so a mild pack is dealing.'
        : 'None of your packs can deal right now, so the starter pack is dealing.'}
    </p>
  );
}

function Intro({ manifest, action }: { manifest: DrawGameManifest; action: string }) {
  return (
    <div className="intro">
      <p className="prompt-lead">How to play</p>
      <p className="intro-text">{manifest.howTo}</p>
      <p className="hint small">{action}</p>
    </div>
  );
}

function draw(pool: DrawPool | undefined, memory: PromptMemory): Drawn | null {
  return pool ? drawPrompt(pool, memory) : null;
}

/** Never have I ever and most likely to: one list, tap for the next prompt. */
export function SimplePromptGame({ manifest }: { manifest: DrawGameManifest }) {
  const context = usePackContext(manifest.id);
  const deck = useDeck(manifest, context);
  const session = useGameSession(
    manifest.id,
    (raw) => parseSession(raw, 'prompt'),
    () => freshPromptSession(),
  );
  const { state, memory, commit } = session;
  const ready = state && memory && deck && context;

  const next = ready
    ? () => {
        const drawn = draw(deck.pools[0], memory);
        if (!drawn) return;
        const turn = state.prompt ? state.turn + 1 : state.turn;
        const prompt = toShown(manifest.id, 0, drawn, context.players, turn);
        commit({ ...state, prompt, turn, shown: state.shown + 1 }, drawn);
      }
    : null;

  const quote = state ? quoteFor(state.shown) : null;
  return (
    <GameShell
      game={manifest.id}
      title={manifest.title}
      context={context}
      packs={pickerPacks(manifest)}
    >
      <FallbackNotice fallback={deck?.fallback} />
      <PromptCard
        prompt={state?.prompt ?? null}
        render={manifest.render}
        onNext={next}
        badge={<AdultBadge show={isExplicit(manifest, state?.prompt?.packId)} />}
      >
        <Intro manifest={manifest} action="Tap Next, the card, or press Space to start." />
      </PromptCard>
      {quote && <p className="quote">{quote}</p>}
      <div className="game-actions">
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          disabled={!next}
          onClick={() => next?.()}
        >
          {state?.prompt ? 'Next' : 'Start'}
        </button>
        {state && state.shown > 0 && <p className="counter">{state.shown} played</p>}
      </div>
    </GameShell>
  );
}

/** Truth or dare: the player picks, the game deals from that list, then the next player's turn. */
export function TruthOrDareGame({ manifest }: { manifest: DrawGameManifest }) {
  const context = usePackContext(manifest.id);
  const deck = useDeck(manifest, context);
  const { state, memory, commit } = useGameSession(
    manifest.id,
    (raw) => parseSession(raw, 'prompt'),
    () => freshPromptSession(true),
  );
  const ready = state && memory && deck && context;
  const current = state && context ? playerFor(context.players, state.turn) : null;

  const choose = (list: number) => {
    if (!ready) return;
    const drawn = draw(deck.pools[list], memory);
    if (!drawn) return;
    const prompt = toShown(manifest.id, list, drawn, context.players, state.turn);
    commit({ ...state, prompt, choosing: false, shown: state.shown + 1 }, drawn);
  };
  const nextTurn =
    ready && !state.choosing
      ? () => commit({ ...state, turn: state.turn + 1, choosing: true })
      : null;

  const quote = state ? quoteFor(state.shown) : null;
  return (
    <GameShell
      game={manifest.id}
      title={manifest.title}
      context={context}
      packs={pickerPacks(manifest)}
    >
      <FallbackNotice fallback={deck?.fallback} />
      <PromptCard
        prompt={state && !state.choosing ? state.prompt : null}
        render={manifest.render}
        onNext={nextTurn}
        badge={<AdultBadge show={isExplicit(manifest, state?.prompt?.packId)} />}
      >
        <div className="choice">
          <p className="prompt-player">{current ?? 'Your turn'}</p>
          <p className="prompt-text">Truth or dare?</p>
        </div>
      </PromptCard>
      {quote && <p className="quote">{quote}</p>}
      <div className="game-actions">
        {!state || state.choosing ? (
          <div className="choice-buttons">
            <button
              type="button"
              className="btn btn-large btn-truth"
              disabled={!ready}
              onClick={() => choose(TRUTH)}
            >
              Truth
            </button>
            <button
              type="button"
              className="btn btn-large btn-dare"
              disabled={!ready}
              onClick={() => choose(DARE)}
            >
              Dare
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => nextTurn?.()}
          >
            {context && context.players.length > 1
              ? `Next: ${playerFor(context.players, state.turn + 1) ?? ''}`
              : 'Next turn'}
          </button>
        )}
        {state && !state.choosing && state.prompt?.list === DARE && (
          <Link
            to="/misc/user-card-dare"
            search={{ text: state.prompt.text }}
            className="btn btn-ghost btn-small"
          >
            Send this dare to a friend
          </Link>
        )}
        {state && state.shown > 0 && <p className="counter">{state.shown} played</p>}
      </div>
    </GameShell>
  );
}
