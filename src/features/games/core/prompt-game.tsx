import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAddedPacks } from '../state';
import { useLang, useT } from '../../../lib/i18n';
import { localized } from './danish-decks';
import { dealPrompt } from './deal';
import { addedPackLang, isAddedPackId, renderOwn, withOwnPacks } from './own-packs';
import { createPool, type DrawPool, type Drawn } from './draw';
import { useHeldTap } from './held-tap';
import { GameShell, pickerPacks, usePackContext, type PackContext } from './game-shell';
import {
  fillSlot,
  hasSlot,
  type DrawGameId,
  type DrawGameManifest,
  type GameId,
  type RenderedPrompt,
} from './manifest';
import type { PickerPack } from './pack-picker';
import { selectDrawPacks, toDrawPack } from './packs';
import { AdultBadge, PromptCard, quoteFor } from '../prompt-card';
import { buildRecap, pick, turnsTitle, type Recap } from './recap';
import { EndGameButton, RecapView } from './recap-view';
import { parsePromptSession, type PromptSession, type ShownPrompt } from './session';
import { otherPlayer, playerFor } from './turns';
import {
  useSessionPart,
  useSessionState,
  useSessionStore,
  type SessionStore,
} from './use-game-session';
import '../games.css';

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

/** `manifest` with your own and liked packs added, for a game that takes them (UX E2). */
export function useWithOwnPacks(manifest: DrawGameManifest): DrawGameManifest {
  const added = useAddedPacks();
  // A Danish page deals the Danish deck (loaded by the game's route before it draws).
  const local = localized(manifest, useLang());
  return useMemo(() => withOwnPacks(local, added ?? []), [local, added]);
}

/**
 * How a dealt prompt renders in `manifest`'s game: the prompts of your own and liked packs are
 * whole sentences, their lead-in and the words for a player nobody named in the language the pack
 * is written in (`text` is the prompt filled in the page's).
 */
export function renderFor(manifest: DrawGameManifest) {
  let render = renderers.get(manifest);
  if (!render) {
    render = (text: string, list: number, prompt: ShownPrompt): RenderedPrompt => {
      if (!isAddedPackId(prompt.packId)) return manifest.render(text, list);
      const lang = addedPackLang(manifest, prompt.packId);
      if (!lang) return renderOwn(manifest, text, list, prompt.packId);
      const filled = fillSlot(prompt.text, prompt.named, prompt.named2 ?? null, lang);
      return { ...renderOwn(manifest, filled, list, prompt.packId, lang), lang };
    };
    renderers.set(manifest, render);
  }
  return render;
}

// One renderer per manifest, so a card's props stay the same between deals.
const renderers = new WeakMap<
  DrawGameManifest,
  (text: string, list: number, prompt: ShownPrompt) => RenderedPrompt
>();

/** A word or category for the whole table (charades, category): nobody named, no flags. */
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
  return { kind: 'prompt', prompt: null, turn: 0, shown: 0, choosing, picked: {}, ended: false };
}

/** The recap of a one-card-at-a-time game: prompts played and who was picked. */
export function promptRecap(state: PromptSession): Recap {
  return buildRecap({ played: state.shown, unit: 'prompts', picked: state.picked });
}

/** Whether the pack a prompt came from is 18+. */
export function isExplicit(manifest: DrawGameManifest, packId: string | undefined): boolean {
  return manifest.packs.some((pack) => pack.id === packId && pack.explicit);
}

/**
 * Why another pack than the chosen ones is dealing. It shows from the first tap or key press on
 * the page: the packs are read after the page has painted, and a line appearing above the card
 * then would push the card down under the reader's eyes (or thumb).
 */
export function FallbackNotice({ fallback }: { fallback: Deck['fallback'] | undefined }) {
  const t = useT();
  const acted = useActedOnPage();
  if (!fallback || !acted) return null;
  return (
    <p className="hint small notice-inline" role="status">
      {fallback === 'spice' ? t('play.prompt.fallbackSpice') : t('play.prompt.fallbackStarter')}
    </p>
  );
}

/**
 * Whether the user has tapped or pressed a key since this component mounted. A tap counts once it
 * is a click, so nothing moves under a finger still on the glass.
 */
function useActedOnPage(): boolean {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    window.addEventListener('click', act, true);
    window.addEventListener('keydown', act, true);
    return () => {
      window.removeEventListener('click', act, true);
      window.removeEventListener('keydown', act, true);
    };
  }, [acted]);
  return acted;
}

function Intro({ manifest, action }: { manifest: DrawGameManifest; action?: string }) {
  const t = useT();
  return (
    <div className="intro">
      <p className="prompt-lead">{t('play.prompt.howTo')}</p>
      <p className="intro-text">{manifest.howTo}</p>
      <p className="hint small">{action ?? t('play.prompt.startHint')}</p>
    </div>
  );
}

/** Whether a prompt game's session has ended (its recap shows). */
const hasEnded = (state: PromptSession | null): boolean => state?.ended ?? false;

/** Ends a prompt game where it stands (End game): one callback for the page's whole life. */
export function useEndGame(session: SessionStore<PromptSession>): () => void {
  return useCallback(() => {
    const current = session.get();
    if (current) session.commit({ ...current, ended: true });
  }, [session]);
}

/** What a prompt game of one manifest deals from, and where its table keeps the game. */
export interface PromptGameSetup {
  /** The game's manifest, with the group's own packs added. */
  manifest: DrawGameManifest;
  context: PackContext | null;
  deck: Deck | null;
  session: SessionStore<PromptSession>;
}

/**
 * A prompt game of one manifest (never have I ever, most likely to, truth or dare): its setup,
 * and `page`, what its PromptGamePage takes. `fresh` is the session a new game starts with.
 */
export function usePromptGame(
  builtIn: DrawGameManifest,
  parse: (raw: unknown) => PromptSession | null,
  fresh: () => PromptSession,
): PromptGameSetup & { page: Omit<PromptGamePageProps, 'children' | 'status'> } {
  const manifest = useWithOwnPacks(builtIn);
  const context = usePackContext(manifest.id);
  const deck = useDeck(manifest, context);
  const session = useSessionStore(manifest.id, parse, fresh);
  const page = {
    game: manifest.id,
    title: manifest.title,
    context,
    packs: pickerPacks(manifest),
    fallback: deck?.fallback,
    session,
    fresh,
  };
  return { manifest, context, deck, session, page };
}

/** Never have I ever and most likely to: one list, tap for the next prompt. */
export function SimplePromptGame({ manifest: builtIn }: { manifest: DrawGameManifest }) {
  const { page, ...setup } = usePromptGame(builtIn, parsePromptSession, freshDeal);
  return (
    <PromptGamePage {...page}>
      <PromptTable {...setup} />
    </PromptGamePage>
  );
}

interface PromptGamePageProps {
  game: GameId;
  title: string;
  context: PackContext | null;
  packs: readonly PickerPack[];
  status?: ReactNode;
  fallback: Deck['fallback'] | undefined;
  session: SessionStore<PromptSession>;
  /** The session Play again starts. */
  fresh: () => PromptSession;
  children: ReactNode;
}

/**
 * A prompt game's page: the recap once the game has ended, else the table (`children`) in the
 * game's frame. It reads only whether the game has ended, so a tap re-renders the table alone.
 */
export function PromptGamePage({
  game,
  title,
  context,
  packs,
  status,
  fallback,
  session,
  fresh,
  children,
}: PromptGamePageProps) {
  const ended = useSessionPart(session, hasEnded);
  const over = ended ? session.get() : null;
  if (over) {
    return (
      <GameShell game={game} title={title} context={context} packs={null}>
        <RecapView
          recap={promptRecap(over)}
          pickedTitle={turnsTitle(game)}
          onPlayAgain={() => session.commit(fresh())}
        />
      </GameShell>
    );
  }
  return (
    <GameShell game={game} title={title} context={context} packs={packs} status={status}>
      <FallbackNotice fallback={fallback} />
      {children}
    </GameShell>
  );
}

const freshDeal = () => freshPromptSession();

/** The card, its Next button and the count: what a tap changes. */
function PromptTable({ manifest, context, deck, session }: PromptGameSetup) {
  const t = useT();
  const state = useSessionState(session);
  const memory = session.memory();
  const ready = state && memory && deck && context;

  const next = ready
    ? () => {
        const turn = state.prompt ? state.turn + 1 : state.turn;
        const dealt = dealPrompt(manifest, 0, deck.pools[0], memory, context, turn);
        if (!dealt) return;
        const { drawn, prompt } = dealt;
        const picked = pick(state.picked, prompt.player);
        session.commit({ ...state, prompt, turn, shown: state.shown + 1, picked }, drawn);
      }
    : null;
  const end = useEndGame(session);
  // A tap on Start before the table is read deals once it is, unless a game was in progress.
  const start = useHeldTap('start', next, !state?.prompt);

  const quote = state ? quoteFor(state.shown, manifest.id) : null;
  return (
    <>
      <PromptCard
        prompt={state?.prompt ?? null}
        render={renderFor(manifest)}
        onNext={next}
        badge={<AdultBadge show={isExplicit(manifest, state?.prompt?.packId)} />}
      >
        <Intro manifest={manifest} />
      </PromptCard>
      {quote && <p className="quote">{quote}</p>}
      <div className="game-actions">
        <button type="button" className="btn btn-primary btn-large btn-block" {...start}>
          {state?.prompt ? t('play.prompt.next') : t('play.prompt.start')}
        </button>
        {state && state.shown > 0 && (
          <p className="counter">{t('play.played', { count: state.shown })}</p>
        )}
        {state && state.shown > 0 && <EndGameButton onEnd={end} />}
      </div>
    </>
  );
}
