import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n';
import { cue } from '../../feel';
import { DARE, fillSlot, TRUTH } from '../core/manifest';
import { dealPrompt } from '../core/deal';
import {
  freshPromptSession,
  PromptGamePage,
  useEndGame,
  isExplicit,
  renderFor,
  usePromptGame,
  type PromptGameSetup,
} from '../core/prompt-game';
import { startWithPlayer } from './hand-off';
import { parseSession } from './session';
import { pick } from '../core/recap';
import { EndGameButton } from '../core/recap-view';
import { useHeldTap } from '../core/held-tap';
import { playerFor } from '../core/turns';
import { useSessionPart, useSessionState } from '../core/use-game-session';
import type { PromptSession } from '../core/session';
import { AdultBadge, PromptCard, quoteFor } from '../prompt-card';
import { truthOrDare } from './manifest';
import { HostTable, TruthOrDareTableGame } from './table-view';
import '../games.css';

/**
 * Truth or dare: the player picks, the game deals from that list, then the next player's turn.
 * `startWith` (a player's name) puts that player on turn once the game has loaded.
 */
export function TruthOrDareGame({
  startWith,
  onStarted,
}: { startWith?: string | undefined; onStarted?: () => void } = {}) {
  const { page, ...setup } = usePromptGame(truthOrDare, parseSession, freshChoice);
  const { context, session } = setup;
  // The page reads only whether the game is loaded (for the hand-off): a tap re-renders the table.
  const loaded = useSessionPart(session, isLoaded);

  useEffect(() => {
    const state = session.get();
    if (!startWith || !state || !context) return;
    const next = startWithPlayer(state, context.players, startWith, freshChoice);
    if (next !== state) session.commit(next);
    onStarted?.();
  }, [startWith, loaded, context, session, onStarted]);

  // At a table of phones the game is the table's (./table-view.tsx).
  const atTable = useSessionPart(session, hasTable);
  if (atTable) return <TruthOrDareTableGame session={session} context={context} />;

  return (
    <PromptGamePage {...page}>
      <TruthOrDareTable {...setup} />
    </PromptGamePage>
  );
}

const freshChoice = () => freshPromptSession(true);
const isLoaded = (state: PromptSession | null) => state !== null;
const hasTable = (state: PromptSession | null) => !!state?.table;

/** The card, the choice or Next button and the count: what a tap changes. */
function TruthOrDareTable({ manifest, context, deck, session }: PromptGameSetup) {
  const t = useT();
  const state = useSessionState(session);
  const memory = session.memory();
  const ready = state && memory && deck && context;
  const current = state && context ? playerFor(context.players, state.turn) : null;

  const choose = (list: number) => {
    if (!ready) return;
    // A list with nothing to deal (your own pack of dares alone) deals from the other one.
    const dealt =
      dealPrompt(manifest, list, deck.pools[list], memory, context, state.turn) ??
      dealPrompt(manifest, 1 - list, deck.pools[1 - list], memory, context, state.turn);
    if (!dealt) return;
    const { drawn, prompt } = dealt;
    const picked = pick(state.picked, prompt.player);
    session.commit({ ...state, prompt, choosing: false, shown: state.shown + 1, picked }, drawn);
  };
  // A tap on Truth or Dare before the table is read deals once it is, if the table is still
  // choosing then (a game in progress may be showing its card).
  const choosing = !!state?.choosing;
  const truth = useHeldTap('truth', ready ? () => choose(TRUTH) : null, choosing);
  const dare = useHeldTap('dare', ready ? () => choose(DARE) : null, choosing);
  const nextTurn =
    ready && !state.choosing
      ? () => {
          cue('turn');
          session.commit({ ...state, turn: state.turn + 1, choosing: true });
        }
      : null;
  const end = useEndGame(session);

  const quote = state ? quoteFor(state.shown, 'truth-or-dare') : null;
  return (
    <>
      <PromptCard
        prompt={state && !state.choosing ? state.prompt : null}
        render={renderFor(manifest)}
        onNext={nextTurn}
        badge={<AdultBadge show={isExplicit(manifest, state?.prompt?.packId)} />}
      >
        <div className="choice">
          <p className="prompt-player">{current ?? t('play.tod.yourTurn')}</p>
          <p className="prompt-text">{t('play.tod.ask')}</p>
          {current && context?.flags[current]?.sober && (
            <p className="hint small">{t('play.tod.notDrinking', { player: current })}</p>
          )}
        </div>
      </PromptCard>
      {quote && <p className="quote">{quote}</p>}
      <div className="game-actions">
        {!state || state.choosing ? (
          <div className="choice-buttons">
            <button
              type="button"
              className="btn btn-large btn-truth"
              // A3: after Next the pressed button is gone; focus lands on the next choice.
              autoFocus={!!state && state.turn > 0}
              {...truth}
            >
              {t('game.truthOrDare.truth')}
            </button>
            <button type="button" className="btn btn-large btn-dare" {...dare}>
              {t('game.truthOrDare.dare')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            // A3: the pressed Truth or Dare button is gone; focus moves on to Next.
            autoFocus
            onClick={() => nextTurn?.()}
          >
            {context && context.players.length > 1
              ? t('play.tod.nextPlayer', {
                  player: playerFor(context.players, state.turn + 1) ?? '',
                })
              : t('play.tod.nextTurn')}
          </button>
        )}
        {state && !state.choosing && state.prompt?.list === DARE && (
          <Link
            to="/misc/user-card-dare"
            search={{
              text: fillSlot(state.prompt.text, state.prompt.named, state.prompt.named2 ?? null),
            }}
            className="btn btn-ghost btn-small"
          >
            {t('play.tod.send')}
          </Link>
        )}
        {state && state.shown > 0 && (
          <p className="counter">{t('play.played', { count: state.shown })}</p>
        )}
        {state && state.shown > 0 && <EndGameButton onEnd={end} />}
        {state && state.shown === 0 && state.choosing && (
          <HostTable context={context} start={(next) => session.commit(next)} state={state} />
        )}
      </div>
    </>
  );
}
