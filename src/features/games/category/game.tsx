import { useMemo } from 'react';
import { t as translate, useT } from '../../../lib/i18n';
import { cue, useTimerCues } from '../../feel';
import { GameShell, pickerPacks, usePackContext } from '../core/game-shell';
import { category as builtIn, renderCategory } from './manifest';
import { drawPrompt } from '../core/draw';
import { PromptCard } from '../prompt-card';
import { buildRecap } from '../core/recap';
import { EndGameButton, RecapView } from '../core/recap-view';
import { useHeldTap } from '../core/held-tap';
import { addWin, playerUp, starterFor, turnAfterOut } from './rules';
import { FallbackNotice, toShown, useDeck, useWithOwnPacks } from '../core/prompt-game';
import { parseSession, type CategorySession } from './session';
import { useCountdown } from '../core/use-countdown';
import { useGameSession } from '../core/use-game-session';
import {
  CategoryGuest,
  HostCategoryTable,
  HostCode,
  HostTableActions,
  TableStatus,
  useHostTable,
} from './table-view';
import { categoryCodeAt, roundCategory } from './table';
import '../games.css';

// Category: a category is dealt, players take turns naming one thing in it against a short
// clock; whoever blanks or repeats is out, and the last one standing wins the category.

const TURN_CHOICES = [5, 10, 15] as const;
/** Without names the table still needs seats to count who is out (in the page's language). */
const seatNames = () => [1, 2, 3, 4].map((n) => translate('play.category.seat', { n }));

function fresh(): CategorySession {
  return {
    kind: 'category',
    prompt: null,
    turn: 0,
    shown: 0,
    out: [],
    turnEndsAt: null,
    turnSeconds: 10,
    wins: {},
    rounds: 5,
    picked: {},
    ended: false,
    table: null,
  };
}

const ROUND_CHOICES = [3, 5, 10, 0] as const;

export function CategoryGame() {
  // Packs made for this game in the editor, and liked ones, join the built-in packs.
  const t = useT();
  const manifest = useWithOwnPacks(builtIn);
  const context = usePackContext(manifest.id);
  const deck = useDeck(manifest, context);
  const render = useMemo(() => renderCategory(manifest), [manifest]);
  const { state, memory, commit } = useGameSession(manifest.id, parseSession, fresh);
  const seats = context && context.players.length >= 2 ? context.players : seatNames();
  const alive = state ? seats.filter((p) => !state.out.includes(p)) : seats;
  const current = state ? playerUp(alive, state.turn) : null;
  const running = !!state?.turnEndsAt;
  const remaining = useCountdown(state?.turnEndsAt, state?.turnSeconds ?? 0);
  const winner = state?.prompt && alive.length === 1 ? alive[0] : null;
  useTimerCues(running ? remaining : null);
  // At a table of phones this phone is the host's: it deals each round's category from the seed.
  const hostTable = useHostTable(state?.table);

  const deal =
    state && memory && deck && context
      ? () => {
          const next = {
            ...state,
            out: [],
            turnEndsAt: null,
            turn: starterFor(state.shown, seats.length),
            shown: state.shown + 1,
          };
          if (hostTable) {
            // The same category every phone at the table shows for this round.
            const prompt = roundCategory(hostTable.code, hostTable.packs, state.shown + 1);
            if (prompt) commit({ ...next, prompt });
            return;
          }
          const pool = deck.pools[0];
          const drawn = pool ? drawPrompt(pool, memory) : null;
          if (!drawn) return;
          // Nobody has a turn on the card itself: the whole table plays the category.
          const prompt = { ...toShown(manifest.id, 0, drawn, [], 0), player: null };
          commit({ ...next, prompt }, drawn);
        }
      : null;

  // A tap on Deal a category before the table is read deals once it is, unless a game was in
  // progress.
  const firstDeal = useHeldTap('deal', deal, !state?.prompt);

  const startClock = () =>
    state && commit({ ...state, turnEndsAt: Date.now() + state.turnSeconds * 1000 });
  const gotOne = () => {
    if (!state) return;
    cue('turn');
    commit({ ...state, turn: state.turn + 1, turnEndsAt: Date.now() + state.turnSeconds * 1000 });
  };
  const out = () => {
    if (!state || !current) return;
    cue('turn');
    const nextOut = [...state.out, current];
    const left = seats.filter((p) => !nextOut.includes(p));
    const wins = left.length === 1 ? addWin(state.wins, left[0]) : state.wins;
    commit({
      ...state,
      out: nextOut,
      turn: turnAfterOut(state.turn, alive.length),
      wins,
      // The last category of the game is won: the recap shows the winner.
      ended: left.length === 1 && state.rounds > 0 && state.shown >= state.rounds,
      turnEndsAt: left.length > 1 ? Date.now() + state.turnSeconds * 1000 : null,
    });
  };

  // The table chose how many categories to play: once the last is dealt, the button that dealt
  // the next one shows who won instead of dealing past the count.
  const lastDealt = !!state?.prompt && state.rounds > 0 && state.shown >= state.rounds;
  const finish = () => state && commit({ ...state, ended: true, turnEndsAt: null });

  const playAgain = () =>
    state && commit({ ...fresh(), turnSeconds: state.turnSeconds, rounds: state.rounds });
  const leaveTable = () => state && commit({ ...fresh(), turnSeconds: state.turnSeconds });

  // Every other phone at a table of phones shows the round's category (./table-view.tsx).
  if (state?.table && !state.table.host) {
    return (
      <CategoryGuest
        state={state}
        table={state.table}
        context={context}
        commit={commit}
        leave={leaveTable}
      />
    );
  }
  // The host's phone shows its code until everyone has scanned it.
  if (state?.table?.host && state.table.showing && hostTable) {
    const table = state.table;
    return (
      <GameShell
        game={manifest.id}
        title={manifest.title}
        context={context}
        packs={null}
        playersButton={false}
      >
        <HostCode
          qr={categoryCodeAt(hostTable.code, state.shown)}
          onStart={() => commit({ ...state, table: { ...table, showing: false } })}
        />
      </GameShell>
    );
  }

  if (state?.ended) {
    return (
      <GameShell game={manifest.id} title={manifest.title} context={context} packs={null}>
        <RecapView
          recap={buildRecap({
            played: state.shown,
            unit: 'categories',
            scores: Object.fromEntries(seats.map((p) => [p, state.wins[p] ?? 0])),
          })}
          onPlayAgain={() => playAgain?.()}
        />
      </GameShell>
    );
  }

  return (
    <GameShell
      game={manifest.id}
      title={manifest.title}
      context={context}
      packs={hostTable ? null : pickerPacks(manifest)}
      status={
        // Always drawn, with two lines' room, kept (hidden) before a category is dealt: the card
        // below it stays where the page first drew it when a saved round comes in.
        state?.prompt ? (
          <span className="status-line">
            {hostTable && (
              <>
                <TableStatus code={hostTable.code} round={state.shown} />
                {' · '}
              </>
            )}
            {t('play.category.stillIn', { alive: alive.length, seats: seats.length })}
            {state.rounds > 0 &&
              !hostTable &&
              t('play.category.ofRounds', { shown: state.shown, rounds: state.rounds })}
            {state.out.length > 0 && t('play.category.out', { names: state.out.join(', ') })}
          </span>
        ) : (
          <span className="status-line until-read" aria-hidden="true">
            {'\u00a0'}
          </span>
        )
      }
    >
      <FallbackNotice fallback={deck?.fallback} />
      {/* The card and the buttons are drawn anew once the saved game is read: a saved round
          takes the intro's place instead of pushing it about. */}
      <PromptCard
        key={state ? 'card' : 'intro-card'}
        prompt={state?.prompt ?? null}
        render={render}
        onNext={winner || !state?.prompt ? deal : null}
      >
        <div className="intro">
          <p className="prompt-lead">{t('play.prompt.howTo')}</p>
          <p className="intro-text">{manifest.howTo}</p>
        </div>
      </PromptCard>
      <div key={state ? 'actions' : 'intro-actions'} className="game-actions">
        {state?.prompt && !winner && (
          <div className="turn-panel">
            <p className="turn-who">
              <span className="visually-hidden">{t('play.category.turn')}</span>
              {current}
            </p>
            <p
              className={`timer ${remaining !== null && remaining <= 3 ? 'timer-low' : ''}`}
              role="timer"
              aria-label={t('play.category.secondsLeft')}
            >
              {remaining ?? state.turnSeconds}
            </p>
            {running && (
              // Its line is kept while the clock runs: time called moves nothing on the table.
              <p className={remaining === 0 ? 'hint' : 'hint until-time-up'}>
                {t('play.category.timeUp', { player: current ?? '' })}
              </p>
            )}
            {running ? (
              <div className="choice-buttons">
                <button
                  type="button"
                  className="btn btn-large btn-truth"
                  disabled={remaining === 0}
                  onClick={gotOne}
                >
                  {t('play.category.gotOne')}
                </button>
                <button type="button" className="btn btn-large btn-dare" onClick={out}>
                  {t('play.category.outButton')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-large btn-block"
                onClick={startClock}
              >
                {t('play.category.startClock')}
              </button>
            )}
          </div>
        )}
        {winner && <p className="winner">{t('play.category.wins', { player: winner })}</p>}
        {(!state?.prompt || winner || !running) && (
          <button
            type="button"
            className={`btn btn-large btn-block ${!state?.prompt || winner ? 'btn-primary' : ''}`}
            {...(lastDealt ? { onClick: finish } : firstDeal)}
          >
            {lastDealt
              ? t('play.category.seeWinner')
              : state?.prompt
                ? t('play.category.next')
                : t('play.category.deal')}
          </button>
        )}
        {(!state || state.shown === 0) && !hostTable && (
          // Before the saved game is read the choices are drawn hidden, keeping their room.
          <fieldset
            className={`chips${state ? '' : ' until-read'}`}
            aria-hidden={state ? undefined : true}
            inert={!state}
          >
            <legend>{t('play.category.howMany')}</legend>
            {ROUND_CHOICES.map((n) => (
              <button
                key={n}
                type="button"
                className="chip"
                aria-pressed={state?.rounds === n}
                onClick={() => state && commit({ ...state, rounds: n })}
              >
                {n === 0 ? t('play.category.noLimit') : n}
              </button>
            ))}
          </fieldset>
        )}
        {state && !state.table && (
          // End game in play, hosting a table of phones before: they take turns in one place,
          // as tall as End game, so a saved game in play fills in without moving anything.
          <div className="settings-slot">
            <div
              className={`settings-slot-end${state.shown === 0 ? ' until-read' : ''}`}
              aria-hidden={state.shown === 0 || undefined}
              inert={state.shown === 0}
            >
              <EndGameButton onEnd={finish} />
            </div>
            <details
              className={state.shown > 0 ? 'until-read' : undefined}
              aria-hidden={state.shown > 0 || undefined}
              inert={state.shown > 0}
            >
              <summary>{t('table.start')}</summary>
              <HostCategoryTable context={context} state={state} seats={seats} start={commit} />
            </details>
          </div>
        )}
        {state && state.table && state.shown > 0 && <EndGameButton onEnd={finish} />}
        {state && hostTable && (
          <HostTableActions code={hostTable.code} round={state.shown} leave={leaveTable} />
        )}
        {/* At a table the code carries the seconds: the other phones' clocks keep to them. */}
        <fieldset
          hidden={!!hostTable}
          className={`chips${state ? '' : ' until-read'}`}
          aria-label={t('play.category.secondsPerTurn')}
          aria-hidden={state ? undefined : true}
          inert={!state}
        >
          <legend>{t('play.category.secondsPerTurn')}</legend>
          {TURN_CHOICES.map((s) => (
            <button
              key={s}
              type="button"
              className="chip"
              aria-pressed={state?.turnSeconds === s}
              onClick={() => state && commit({ ...state, turnSeconds: s })}
            >
              {t('play.category.seconds', { seconds: s })}
            </button>
          ))}
        </fieldset>
      </div>
    </GameShell>
  );
}
