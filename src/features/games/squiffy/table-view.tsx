import { useMemo } from 'react';
import { pathIn, useT } from '../../../lib/i18n';
import { cue } from '../../feel';
import { GameShell, type PackContext } from '../core/game-shell';
import { HostCodePanel, ShowCodeAgain } from '../table/code-panel';
import { HostButton, hostProblem } from '../table/host-button';
import { TableStatusLine } from '../table/status-line';
import { OtherLanguage } from '../table/other-language';
import { toQrText } from '../table/payload';
import { selectDrawPacks } from '../core/packs';
import type { SquiffyPackSource } from '../../../content/games/squiffy';
import { SquiffyCardView } from './card-view';
import { freshSquiffy } from './rules';
import type { SquiffySession, SquiffyTableSeat } from './session';
import {
  newSquiffyTable,
  readSquiffyTable,
  squiffyCodeAt,
  squiffyTableCard,
  squiffyTableDeck,
  squiffyTarget,
} from './table';

// Squiffy on everyone's phone (./table.ts has the rules). The phone whose turn it is shows its
// card; every other phone shows who is up and the turn number, and each taps on to the next turn
// when the card is done.

export function SquiffyTableGame({
  state,
  table,
  context,
  commit,
}: {
  state: SquiffySession;
  table: SquiffyTableSeat;
  context: PackContext | null;
  commit: (next: SquiffySession) => void;
}) {
  const t = useT();
  const code = useMemo(() => readSquiffyTable(table.code), [table.code]);
  const deck = useMemo(() => (code ? squiffyTableDeck(code) : null), [code]);
  const leave = () => commit(freshSquiffy(state));

  const shell = (body: React.ReactNode, status?: React.ReactNode) => (
    <GameShell
      game="squiffy"
      title={t('play.title.squiffy')}
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
      <OtherLanguage lang={deck.lang} href={pathIn('/games/squiffy', deck.lang)} joining={false} />,
    );
  }

  const turn = state.turn;
  const seat = turn % code.seats.length;
  const up = code.seats[seat]?.name ?? '';
  const mine = table.seat === seat;
  const qr = squiffyCodeAt(code, turn);
  const target = squiffyTarget(code);
  const over = target !== null && turn >= target;
  const status = (
    <TableStatusLine
      code={code}
      turn={t('table.turn', { n: Math.min(turn, target ?? turn) + 1 })}
      seat={table.seat !== null ? (code.seats[table.seat]?.name ?? '') : null}
    />
  );

  if (table.seat === null) {
    return shell(
      <HostCodePanel
        qr={qr}
        game={t('play.title.squiffy')}
        seats={code.seats}
        chooseSeat={(chosen) => commit({ ...state, table: { ...table, seat: chosen } })}
      />,
    );
  }

  if (deck && !deck.ok) {
    return shell(
      <div className="prompt-card">
        <p className="table-problem" role="alert">
          {'problem' in deck && deck.problem === 'missing'
            ? t('table.squiffy.missing', { packs: deck.missing.join(', ') })
            : t('table.squiffy.other')}
        </p>
        <button type="button" className="btn btn-block" onClick={leave}>
          {t('table.playHere')}
        </button>
      </div>,
      status,
    );
  }

  if (over) {
    return shell(
      <>
        <div className="prompt-card">
          <p className="prompt-player" role="status">
            {t('table.squiffy.over', { count: target })}
          </p>
        </div>
        <div className="game-actions">
          <button type="button" className="btn btn-primary btn-block" onClick={leave}>
            {t('table.leave')}
          </button>
        </div>
      </>,
      status,
    );
  }

  const card = mine && deck?.ok ? squiffyTableCard(code, deck.deck, turn) : null;
  const next = () => {
    cue('turn');
    commit({
      ...state,
      turn: turn + 1,
      shown: state.shown + (card ? 1 : 0),
      kinds: card
        ? { ...state.kinds, [card.kind]: (state.kinds[card.kind] ?? 0) + 1 }
        : state.kinds,
    });
  };

  return shell(
    <>
      {card ? (
        <div data-testid="table-card">
          <SquiffyCardView card={card} shown={turn} onNext={null} />
        </div>
      ) : (
        <div className="prompt-card">
          <div className="prompt-live" aria-live="polite">
            <p className="prompt-player" data-testid="table-up">
              {mine ? t('table.squiffy.yourTurn', { name: up }) : t('table.up', { name: up })}
            </p>
            <p className="hint small">
              {mine ? t('table.nothing', { name: up }) : t('table.upHint', { name: up })}
            </p>
          </div>
        </div>
      )}
      <div className="game-actions">
        <button
          type="button"
          className={`btn btn-large btn-block${mine ? ' btn-primary' : ''}`}
          onClick={next}
        >
          {mine ? t('table.done') : t('table.next')}
        </button>
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
export function SquiffyHostTable({
  context,
  state,
  builtIn,
  start,
}: {
  context: PackContext | null;
  state: SquiffySession;
  /** The built-in packs in the page's language. */
  builtIn: readonly SquiffyPackSource[];
  start: (next: SquiffySession) => void;
}) {
  const t = useT();
  const players = context?.players ?? [];
  // A table deals the built-in packs (every phone has those; a pack from the editor lives on this
  // phone only).
  const packs = context
    ? selectDrawPacks(builtIn, context.states, context.premium, context.spiceLimit).packs
    : [];
  return (
    <HostButton
      problem={hostProblem(players.length, context ? packs.length : null)}
      hint={t('table.squiffy.startHint')}
      start={
        context &&
        (() => {
          const code = newSquiffyTable(players, context.flags, packs, state.rounds);
          start({
            ...freshSquiffy(state),
            table: { code: toQrText(code), seat: null, host: true },
          });
        })
      }
    />
  );
}
