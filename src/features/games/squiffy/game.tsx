import { Link } from '@tanstack/react-router';
import { useMemo, useRef, type RefObject } from 'react';
import type { SquiffyPackSource } from '../../../content/games/squiffy';
import { useLang, useT } from '../../../lib/i18n';
import { cue } from '../../feel';
import { GameShell, usePackContext, type PackContext } from '../core/game-shell';
import type { PickerPack } from '../core/pack-picker';
import { FallbackNotice } from '../core/prompt-game';
import { EndGameButton, RecapView } from '../core/recap-view';
import { useGameSession } from '../core/use-game-session';
import type { OwnPack } from '../core/own-packs';
import { useAdultConfirmed, useOwnPacks } from '../state';
import {
  buildDeck,
  checkPlayers,
  countNamed,
  drawCard,
  freshSquiffy,
  isLastCard,
  kindsLine,
  squiffyRecap,
  targetCards,
} from './rules';
import { parseSession, type SquiffySession } from './session';
import { SquiffyCardView } from './card-view';
import { SquiffyHostTable, SquiffyTableGame } from './table-view';
import { squiffyPacksIn } from './danish';
import { HowToPlay, SquiffySetup } from './setup';
import './squiffy.css';

const TITLE = 'Squiffy';

/** The packs in the shared picker, in the page's language. */
function usePickerPacks(packs: readonly SquiffyPackSource[]): PickerPack[] {
  const t = useT();
  return useMemo(
    () =>
      packs.map((pack) => ({
        id: pack.id,
        name: pack.name,
        description: pack.description,
        premium: pack.premium,
        explicit: pack.explicit,
        spice: pack.spice,
        countLabel: t('squiffy.cardCount', { count: pack.cards.length }),
      })),
    [packs, t],
  );
}

/** The deck for the packs on now; rebuilt only when packs, filters or the user's choice change. */
function useSquiffyDeck(
  builtIn: readonly SquiffyPackSource[],
  context: PackContext | null,
  own: readonly OwnPack[] | undefined,
  chosenOwn: string[] | undefined,
  onlyOwn: boolean,
  adultConfirmed: boolean,
) {
  const chosenKey = chosenOwn?.join('\n');
  return useMemo(() => {
    if (!context || !own || chosenKey === undefined) return null;
    return buildDeck({
      builtIn,
      states: context.states,
      premium: context.premium,
      spiceLimit: context.spiceLimit,
      own,
      chosenOwn: chosenKey ? chosenKey.split('\n') : [],
      onlyOwn,
      adultConfirmed,
    });
  }, [builtIn, context, own, chosenKey, onlyOwn, adultConfirmed]);
}

/** /games/squiffy: challenge cards with the players' names on them, passed round one phone. */
export function SquiffyGame() {
  const context = usePackContext('squiffy');
  const t = useT();
  const own = useOwnPacks();
  const adultConfirmed = useAdultConfirmed();
  const { state, memory, commit } = useGameSession('squiffy', parseSession, () => freshSquiffy());
  // A Danish page deals the Danish packs (its route loaded them before the game drew).
  const builtIn = squiffyPacksIn(useLang());
  const pickerPacks = usePickerPacks(builtIn);
  const deck = useSquiffyDeck(
    builtIn,
    context,
    own,
    state?.ownPacks,
    state?.onlyOwn ?? false,
    adultConfirmed,
  );
  const players = context?.players ?? [];
  const check = checkPlayers(players);
  // The pressed button goes away (Start, Play again): keyboards carry on from the one that
  // replaces it instead of falling back to the top of the page.
  const nextButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  const next =
    state && memory && deck && check.ok
      ? () => {
          if (isLastCard(state)) {
            commit({ ...state, ended: true });
            return;
          }
          const turn = state.card ? state.turn + 1 : state.turn;
          const table = { players, flags: context?.flags ?? {} };
          const dealt = drawCard(deck, memory, table, turn, state.picked);
          if (!dealt) return;
          const { drawn, card } = dealt;
          commit(
            {
              ...state,
              card,
              turn,
              shown: state.shown + 1,
              target: state.card ? state.target : targetCards(state.rounds, players.length),
              picked: countNamed(state.picked, card),
              kinds: { ...state.kinds, [card.kind]: (state.kinds[card.kind] ?? 0) + 1 },
            },
            drawn,
          );
          if (state.card) cue('turn');
        }
      : null;

  // The saved game, the players and the packs are read one after another; the page waits for all
  // of them (How to play is what paints meanwhile), so the setup or the card never moves as they
  // come in.
  if (!state || !context || !own) {
    return (
      <GameShell game="squiffy" title={TITLE} context={context} packs={pickerPacks} reading>
        <div className="squiffy-setup">
          <HowToPlay />
        </div>
      </GameShell>
    );
  }

  // At a table of phones the game is the table's (./table-view.tsx).
  if (state.table) {
    return <SquiffyTableGame state={state} table={state.table} context={context} commit={commit} />;
  }

  if (state.ended) {
    const kinds = kindsLine(state.kinds);
    return (
      <GameShell game="squiffy" title={TITLE} context={context} packs={null}>
        <RecapView
          recap={squiffyRecap(state)}
          pickedTitle={t('squiffy.game.namedMost')}
          onPlayAgain={() => {
            commit(freshSquiffy(state));
            focusSoon(startButton);
          }}
        >
          {kinds && <p className="recap-played squiffy-kinds">{kinds}</p>}
          <div className="squiffy-review-cta">
            <p>{t('squiffy.game.reviewAsk')}</p>
            <Link to="/games/squiffy-review" className="btn btn-block squiffy-outline">
              {t('squiffy.game.review')}
            </Link>
          </div>
        </RecapView>
      </GameShell>
    );
  }

  const playing = state?.card ?? null;
  return (
    <GameShell
      game="squiffy"
      title={TITLE}
      context={context}
      packs={pickerPacks}
      status={
        // Always a line, so a saved game read after the page paints moves nothing (see
        // GameShell's `reading`).
        playing ? (
          <Progress state={state} players={players.length} />
        ) : (
          <span>
            {t('squiffy.game.newGame', {
              length:
                state.rounds === null
                  ? t('squiffy.game.noLimit')
                  : t('squiffy.game.rounds', { count: state.rounds }),
            })}
          </span>
        )
      }
    >
      <FallbackNotice fallback={deck?.fallback} />
      {playing ? (
        <>
          <SquiffyCardView card={playing} shown={state.shown} onNext={next} />
          {!check.ok && (
            <p className="hint small notice-inline" role="status">
              {check.message}
            </p>
          )}
          <div className="game-actions">
            <button
              ref={nextButton}
              type="button"
              className="btn btn-primary btn-large btn-block"
              disabled={!next}
              onClick={() => next?.()}
            >
              {isLastCard(state) ? t('squiffy.finish') : t('squiffy.next')}
            </button>
            <EndGameButton onEnd={() => commit({ ...state, ended: true })} />
          </div>
        </>
      ) : (
        <SquiffySetup
          state={state}
          players={players}
          check={check}
          own={own}
          spiceLimit={context?.spiceLimit ?? 3}
          commit={commit}
          startRef={startButton}
          onStart={
            next &&
            (() => {
              next();
              focusSoon(nextButton);
            })
          }
        />
      )}
      {!playing && (
        <SquiffyHostTable context={context} state={state} builtIn={builtIn} start={commit} />
      )}
    </GameShell>
  );
}

/** Focuses a button once the screen that holds it has rendered. */
function focusSoon(ref: RefObject<HTMLButtonElement | null>) {
  setTimeout(() => ref.current?.focus(), 0);
}

/** "Round 2 of 5 · card 7 of 15", or the cards so far when there is no limit. */
function Progress({ state, players }: { state: SquiffySession; players: number }) {
  const t = useT();
  if (state.target === null) return <span>{t('squiffy.cardSoFar', { shown: state.shown })}</span>;
  const perRound = state.rounds ? state.target / state.rounds : Math.max(1, players);
  const round = Math.min(state.rounds ?? 1, Math.ceil(state.shown / perRound));
  return (
    <span>
      {t('squiffy.progress', {
        round,
        rounds: state.rounds ?? 1,
        shown: state.shown,
        target: state.target,
      })}
    </span>
  );
}
