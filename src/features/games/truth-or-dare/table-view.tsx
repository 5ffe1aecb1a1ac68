import { useMemo } from 'react';
import { pathIn, useT } from '../../../lib/i18n';
import { cue } from '../../feel';
import { GameShell, type PackContext } from '../core/game-shell';
import { DARE, TRUTH } from '../core/manifest';
import { freshPromptSession, renderFor } from '../core/prompt-game';
import type { PromptSession, PromptTable } from '../core/session';
import { PromptCard } from '../prompt-card';
import { useSessionState, type SessionStore } from '../core/use-game-session';
import { selectDrawPacks } from '../core/packs';
import { currentLang } from '../../../lib/i18n';
import { toQrText } from '../table/payload';
import { HostButton, hostProblem } from '../table/host-button';
import { HostCodePanel, ShowCodeAgain } from '../table/code-panel';
import { TableStatusLine } from '../table/status-line';
import { OtherLanguage } from '../table/other-language';
import { truthOrDare } from './manifest';
import {
  builtInPacksIn,
  newTruthOrDareTable,
  readTodTable,
  seatOnTurn,
  tableCard,
  todCodeAt,
  todDeck,
} from './table';

// Truth or dare on everyone's phone (./table.ts has the rules). The phone whose turn it is offers
// Truth or Dare and shows the card; every other phone shows who is up and the turn number, and
// each taps on to the next turn when the player is done.

export function TruthOrDareTableGame({
  session,
  context,
}: {
  session: SessionStore<PromptSession>;
  context: PackContext | null;
}) {
  const state = useSessionState(session);
  if (!state?.table) return null;
  return (
    <TableGame
      state={state}
      table={state.table}
      context={context}
      commit={(next) => session.commit(next)}
    />
  );
}

function TableGame({
  state,
  table,
  context,
  commit,
}: {
  state: PromptSession;
  table: PromptTable;
  context: PackContext | null;
  commit: (next: PromptSession) => void;
}) {
  const t = useT();
  const code = useMemo(() => readTodTable(table.code), [table.code]);
  const deck = useMemo(() => (code ? todDeck(code) : null), [code]);
  const set = (next: Partial<PromptTable>, rest: Partial<PromptSession> = {}) =>
    commit({ ...state, ...rest, table: { ...table, ...next } });
  const leave = () => commit(freshPromptSession(true));

  const shell = (body: React.ReactNode, status?: React.ReactNode) => (
    <GameShell
      game={truthOrDare.id}
      title={truthOrDare.title}
      context={context}
      packs={null}
      playersButton={false}
      status={status}
    >
      {body}
    </GameShell>
  );

  if (!code) {
    return shell(
      <div className="prompt-card">
        <p className="table-problem" role="alert">
          {t('table.unreadable')}
        </p>
        <button type="button" className="btn btn-block" onClick={leave}>
          {t('table.playHere')}
        </button>
      </div>,
    );
  }
  if (deck && !deck.ok && 'lang' in deck) {
    return shell(
      <OtherLanguage
        lang={deck.lang}
        href={pathIn('/games/truth-or-dare', deck.lang)}
        joining={false}
      />,
    );
  }

  const turn = state.turn;
  const seat = seatOnTurn(code, turn);
  const up = code.seats[seat]?.name ?? '';
  const mine = table.seat === seat;
  const qr = todCodeAt(code, turn);
  const status = (
    <TableStatusLine
      code={code}
      turn={t('table.turn', { n: turn + 1 })}
      seat={table.seat !== null ? (code.seats[table.seat]?.name ?? '') : null}
    />
  );

  if (table.seat === null) {
    return shell(
      <HostCodePanel
        qr={qr}
        game={truthOrDare.title}
        seats={code.seats}
        chooseSeat={(chosen) => set({ seat: chosen })}
      />,
    );
  }

  if (deck && !deck.ok) {
    return shell(
      <div className="prompt-card">
        <p className="table-problem" role="alert">
          {'problem' in deck && deck.problem === 'missing'
            ? t('table.tod.missing', { packs: deck.missing.join(', ') })
            : t('table.tod.other')}
        </p>
        <button type="button" className="btn btn-block" onClick={leave}>
          {t('table.playHere')}
        </button>
      </div>,
      status,
    );
  }

  const card =
    mine && table.choice !== null && deck?.ok
      ? tableCard(code, deck.packs, turn, table.choice)
      : null;
  const next = () => {
    cue('turn');
    set({ choice: null }, { turn: turn + 1, shown: state.shown + (card ? 1 : 0) });
  };
  const choose = (list: number) => {
    set({ choice: list === DARE ? 1 : 0 });
  };
  const sober = code.seats[seat]?.sober;

  return shell(
    <>
      {mine && card ? (
        <div data-testid="table-card">
          <PromptCard prompt={card} render={renderFor(truthOrDare)} onNext={null} />
        </div>
      ) : (
        <div className="prompt-card">
          <div className="prompt-live" aria-live="polite">
            <p className="prompt-player" data-testid="table-up">
              {mine ? t('table.tod.yourTurn', { name: up }) : t('table.up', { name: up })}
            </p>
            <p className="hint small">
              {mine
                ? table.choice !== null
                  ? t('table.nothing', { name: up })
                  : t('table.tod.onlyHere')
                : t('table.upHint', { name: up })}
            </p>
            {mine && sober && (
              <p className="hint small">{t('table.tod.notDrinking', { name: up })}</p>
            )}
          </div>
        </div>
      )}
      <div className="game-actions">
        {mine && table.choice === null ? (
          <div className="choice-buttons">
            <button type="button" className="btn btn-large btn-truth" onClick={() => choose(TRUTH)}>
              {t('game.truthOrDare.truth')}
            </button>
            <button type="button" className="btn btn-large btn-dare" onClick={() => choose(DARE)}>
              {t('game.truthOrDare.dare')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={`btn btn-large btn-block${mine ? ' btn-primary' : ''}`}
            onClick={next}
          >
            {mine ? t('table.done') : t('table.next')}
          </button>
        )}
        <ShowCodeAgain qr={qr} turnLabel={t('table.turnLower', { n: turn + 1 })} />
        <button type="button" className="btn btn-ghost btn-small" onClick={leave}>
          {t('table.leave')}
        </button>
      </div>
    </>,
    status,
  );
}

/** On one phone, before the first card: host a table of phones instead. */
export function HostTable({
  context,
  state,
  start,
}: {
  context: PackContext | null;
  state: PromptSession;
  start: (next: PromptSession) => void;
}) {
  const t = useT();
  const players = context?.players ?? [];
  // The packs a table deals: the built-in ones in the page's language (every phone has those; a
  // pack from the editor lives on this phone only).
  const builtIn = builtInPacksIn(currentLang()) ?? builtInPacksIn('en') ?? [];
  const packs = context
    ? selectDrawPacks(builtIn, context.states, context.premium, context.spiceLimit).packs
    : [];
  const problem = hostProblem(players.length, context ? packs.length : null);
  return (
    <HostButton
      problem={problem}
      hint={t('table.tod.startHint')}
      start={
        context &&
        (() => {
          const code = newTruthOrDareTable(players, context.flags, packs);
          start({
            ...state,
            turn: 0,
            choosing: true,
            prompt: null,
            table: { code: toQrText(code), seat: null, host: true, choice: null },
          });
        })
      }
    />
  );
}
