import { useMemo } from 'react';
import { currentLang, pathIn, t as translate, useT } from '../../../lib/i18n';
import { cue, useTimerCues } from '../../feel';
import { GameShell, type PackContext } from '../core/game-shell';
import { selectDrawPacks } from '../core/packs';
import { useCountdown } from '../core/use-countdown';
import { PromptCard } from '../prompt-card';
import { CodeBody, JoinTableLink, ShowCodeAgain } from '../table/code-panel';
import { TableStatusLine } from '../table/status-line';
import { OtherLanguage } from '../table/other-language';
import { MAX_SEATS, toQrText, type TableCode } from '../table/payload';
import { category } from './manifest';
import type { CategorySession } from './session';
import {
  categoryCodeAt,
  categoryPacksIn,
  categoryTableDeck,
  newCategoryTable,
  readCategoryTable,
  roundCategory,
  tableRounds,
  tableSeconds,
} from './table';

// Category on a table of phones (./table.ts has the rules). The host's phone plays the turns
// and who is out (./game.tsx) with the round's category dealt from the seed; every other phone
// shows that category, the round number and a clock anyone can start, and taps on to the next
// category.

type Table = NonNullable<CategorySession['table']>;

/** The host's table, read from its code: the code, and the packs it deals (null if this phone
 * cannot deal them any more). */
export function useHostTable(table: Table | null | undefined) {
  return useMemo(() => {
    const code = table?.host ? readCategoryTable(table.code) : null;
    const deck = code ? categoryTableDeck(code) : null;
    return code && deck?.ok ? { code, packs: deck.packs } : null;
  }, [table]);
}

/** The table's four pictures and the round, as every phone's status line shows them. */
export function TableStatus({ code, round }: { code: TableCode; round: number }) {
  const t = useT();
  const rounds = tableRounds(code);
  return (
    <TableStatusLine
      code={code}
      turn={
        rounds > 0
          ? t('table.category.roundOf', { n: Math.max(1, round), rounds })
          : t('table.category.round', { n: Math.max(1, round) })
      }
    />
  );
}

/** The host's code for the other phones, until the host starts playing. */
export function HostCode({ qr, onStart }: { qr: string; onStart: () => void }) {
  const t = useT();
  return (
    <section className="table-code" aria-labelledby="table-code-title">
      <h2 id="table-code-title">{t('table.host.title')}</h2>
      <p className="hint">{t('table.category.hostHint')}</p>
      <CodeBody qr={qr} />
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={onStart}>
        {t('table.category.hostStart')}
      </button>
    </section>
  );
}

/** On the host's phone mid-game: the code at this round, and leaving the table. */
export function HostTableActions({
  code,
  round,
  leave,
}: {
  code: TableCode;
  round: number;
  leave: () => void;
}) {
  const t = useT();
  return (
    <>
      <ShowCodeAgain
        qr={categoryCodeAt(code, round)}
        turnLabel={t('table.roundLower', { n: Math.max(1, round) })}
      />
      <button type="button" className="btn btn-ghost btn-small" onClick={leave}>
        {t('table.leave')}
      </button>
    </>
  );
}

/** Every phone but the host's: the round's category, its number, a clock, Next category. */
export function CategoryGuest({
  state,
  table,
  context,
  commit,
  leave,
}: {
  state: CategorySession;
  table: Table;
  context: PackContext | null;
  commit: (next: CategorySession) => void;
  leave: () => void;
}) {
  const t = useT();
  const code = useMemo(() => readCategoryTable(table.code), [table.code]);
  const deck = useMemo(() => (code ? categoryTableDeck(code) : null), [code]);
  const seconds = code ? tableSeconds(code) : state.turnSeconds;
  const remaining = useCountdown(state.turnEndsAt, seconds);
  const running = !!state.turnEndsAt;
  useTimerCues(running ? remaining : null);
  const round = Math.max(1, state.shown);

  const shell = (body: React.ReactNode, status?: React.ReactNode) => (
    <GameShell
      game={category.id}
      title={category.title}
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
        href={pathIn('/games/category', deck.lang)}
        joining={false}
      />,
    );
  }
  const status = <TableStatus code={code} round={round} />;
  if (!deck?.ok) {
    return shell(
      <div className="prompt-card">
        <p className="table-problem" role="alert">
          {deck && 'problem' in deck && deck.problem === 'missing'
            ? t('table.category.missing', { packs: deck.missing.join(', ') })
            : t('table.category.other')}
        </p>
        <button type="button" className="btn btn-block" onClick={leave}>
          {t('table.playHere')}
        </button>
      </div>,
      status,
    );
  }

  const prompt = roundCategory(code, deck.packs, round);
  const rounds = tableRounds(code);
  const last = rounds > 0 && round >= rounds;
  const next = () => {
    cue('turn');
    commit({ ...state, shown: round + 1, turnEndsAt: null });
  };
  const startClock = () => commit({ ...state, turnEndsAt: Date.now() + seconds * 1000 });

  return shell(
    <>
      <div data-testid="table-card">
        <PromptCard prompt={prompt} render={category.render} onNext={null} />
      </div>
      <div className="game-actions">
        <div className="turn-panel">
          <p
            className={`timer ${remaining !== null && remaining <= 3 ? 'timer-low' : ''}`}
            role="timer"
            aria-label={t('play.category.secondsLeft')}
          >
            {remaining ?? seconds}
          </p>
          <p className="hint small">{t('table.category.guestHint')}</p>
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={startClock}
          >
            {running ? t('table.category.restartClock') : t('play.category.startClock')}
          </button>
        </div>
        {last ? (
          <p className="hint" role="status">
            {t('table.category.last')}
          </p>
        ) : (
          <button type="button" className="btn btn-large btn-block" onClick={next}>
            {t('play.category.next')}
          </button>
        )}
        <ShowCodeAgain
          qr={categoryCodeAt(code, round)}
          turnLabel={t('table.roundLower', { n: round })}
        />
        <button type="button" className="btn btn-ghost btn-small" onClick={leave}>
          {t('table.leave')}
        </button>
      </div>
    </>,
    status,
  );
}

/** Why this phone cannot host a category table yet, or null. */
function hostProblem(seats: number, builtInPacks: number | null): string | null {
  if (builtInPacks === 0) return translate('table.needBuiltIn');
  if (seats > MAX_SEATS) return translate('table.tooMany', { max: MAX_SEATS });
  return null;
}

/** On one phone: share the categories with everyone's phone (a new game, from round 1). */
export function HostCategoryTable({
  context,
  state,
  seats,
  start,
}: {
  context: PackContext | null;
  /** Null until the saved game is read. */
  state: CategorySession | null;
  seats: readonly string[];
  start: (next: CategorySession) => void;
}) {
  const t = useT();
  // The packs a table deals: the built-in ones in the page's language (every phone has those; a
  // pack from the editor lives on this phone only).
  const builtIn = categoryPacksIn(currentLang()) ?? categoryPacksIn('en') ?? [];
  const packs = context
    ? selectDrawPacks(builtIn, context.states, context.premium, context.spiceLimit).packs
    : [];
  const problem = hostProblem(seats.length, context ? packs.length : null);
  const begin =
    context &&
    state &&
    (() => {
      const code = newCategoryTable(seats, packs, {
        seconds: state.turnSeconds,
        rounds: state.rounds,
      });
      start({
        ...state,
        prompt: null,
        shown: 0,
        out: [],
        turnEndsAt: null,
        table: { code: toQrText(code), host: true, showing: true },
      });
    });
  return (
    <div className="table-host">
      <button
        type="button"
        className="btn btn-block"
        disabled={!begin || !!problem}
        aria-describedby="table-host-hint"
        onClick={() => begin?.()}
      >
        {t('table.category.hostGo')}
      </button>
      <p className="hint small" id="table-host-hint">
        {problem ?? t('table.category.startHint')}
      </p>
      <JoinTableLink />
    </div>
  );
}
