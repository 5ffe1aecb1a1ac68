import { nextLetter, nextMark, scoreMarks, markOf, scoresShown, UNNAMED_SEATS } from './rules';
import { GameShell, usePackContext } from '../core/game-shell';
import { freshSession, parseSession } from './session';
import { cue, useTimerCues } from '../../feel';
import { useLang, useT } from '../../../lib/i18n';
import { columnSets } from './content';
import { useCountdown } from '../core/use-countdown';
import { useGameSession } from '../core/use-game-session';
import { Round } from './round';
import { Scoring } from './scoring';
import { CicIntro, Setup } from './setup';
import { Summary } from './summary';
import { buildRecap } from '../core/recap';
import { RecapView } from '../core/recap-view';
import { CicTableLost, CicTableStatus, CicTableView, MyAnswers } from './table-view';
import {
  joinedCic,
  lastTableRound,
  newCicTable,
  readCicTable,
  startTableRound,
  tableSet,
} from './table';
import type { ReactNode } from 'react';
import '../games.css';

// Country, island, city: a letter is drawn from the set's playable letters; everyone writes one
// answer per column before the clock runs out; then the table marks each cell and it is scored.

const GAME = 'country-island-city';
const TITLE = 'Country, island, city';

const fresh = freshSession;

export function CountryIslandCityGame() {
  const t = useT();
  const context = usePackContext(GAME);
  const { state, commit } = useGameSession(GAME, parseSession, fresh);
  const premium = context?.premium ?? false;
  // On a Danish page the Danish columns (the route loaded them before the page showed).
  const sets = columnSets(useLang());
  // A premium set chosen while premium lasted falls back to the first free set once it lapses.
  const set =
    sets.find((s) => s.id === state?.setId && (!s.premium || premium)) ??
    sets.find((s) => !s.premium);
  const remaining =
    useCountdown(state?.roundEndsAt, state?.roundSeconds ?? 90) ?? state?.roundSeconds ?? 90;
  useTimerCues(state?.phase === 'playing' ? remaining : null);

  if (!state || !set) {
    return (
      <GameShell game={GAME} title={TITLE} context={context} packs={null} reading>
        <CicIntro />
      </GameShell>
    );
  }

  const mark = (player: string, column: number) => {
    const row = set.categories.map((_, c) => markOf(state.marks, player, c));
    row[column] = nextMark(row[column] ?? 'none');
    commit({ ...state, marks: { ...state.marks, [player]: row } });
  };
  const score = () => {
    const result = scoreMarks(
      state.letter ?? '',
      state.players,
      set.categories.length,
      state.marks,
      state.rules,
    );
    const totals = { ...state.totals };
    for (const p of state.players) totals[p] = (totals[p] ?? 0) + (result.totals[p] ?? 0);
    cue('point');
    commit({ ...state, phase: 'summary', last: result, totals });
  };

  const table = state.table ? readCicTable(state.table.code) : null;
  const tableColumns = table ? tableSet(table) : null;
  if (state.table) {
    const leave = () => commit({ ...fresh(), setId: state.setId, rounds: state.rounds });
    const shell = (body: ReactNode) => (
      <GameShell
        game={GAME}
        title={TITLE}
        context={context}
        packs={null}
        playersButton={false}
        status={table ? <CicTableStatus code={table} state={state} /> : undefined}
      >
        {body}
      </GameShell>
    );
    if (!table || !tableColumns?.ok) return shell(<CicTableLost leave={leave} />);
    const columns = tableColumns.set;
    const hostMarks = state.table.host && state.table.seat !== null;
    if (state.ended) {
      const scores = Object.fromEntries(state.players.map((p) => [p, state.totals[p] ?? 0]));
      return shell(
        <RecapView
          recap={buildRecap({ played: state.round, unit: 'rounds', scores: scoresShown(scores) })}
          onPlayAgain={leave}
        />,
      );
    }
    if (hostMarks && state.phase === 'scoring') {
      return shell(
        <>
          <MyAnswers state={state} table={state.table} set={columns} />
          <Scoring state={state} set={columns} mark={mark} score={score} />
        </>,
      );
    }
    if (hostMarks && state.phase === 'summary' && state.last) {
      return shell(
        <Summary
          state={state}
          last={state.last}
          set={columns}
          lastRound={lastTableRound(state)}
          nextRound={() => commit(startTableRound(state, table, columns))}
          endGame={() => commit({ ...state, ended: true })}
        />,
      );
    }
    return shell(
      <CicTableView
        state={state}
        table={state.table}
        code={table}
        set={columns}
        remaining={remaining}
        commit={commit}
        leave={leave}
      />,
    );
  }

  const players = context && context.players.length >= 2 ? context.players : UNNAMED_SEATS;
  const totals = Object.fromEntries(state.players.map((p) => [p, state.totals[p] ?? 0]));
  const newGame = () =>
    commit({ ...fresh(), setId: state.setId, rules: state.rules, rounds: state.rounds });
  const startRound = () => {
    const { letter, used } = nextLetter(set.letters, state.usedLetters);
    commit({
      ...state,
      phase: 'playing',
      letter,
      usedLetters: used,
      players: [...players],
      answers: {},
      marks: {},
      roundEndsAt: Date.now() + state.roundSeconds * 1000,
      round: state.round + 1,
    });
  };
  const stop = () => commit({ ...state, phase: 'scoring', roundEndsAt: null });
  return (
    <GameShell
      game={GAME}
      title={TITLE}
      context={context}
      packs={null}
      status={
        // Always a line, so a saved game read after the page paints moves nothing (see
        // GameShell's `reading`).
        <span>
          {state.round > 0 ? t('cic.round', { round: state.round }) : t('cic.newGame')} · {set.name}
        </span>
      }
    >
      {!state.ended && state.phase === 'ready' && (
        <Setup
          state={state}
          set={set}
          players={players}
          premium={premium}
          namesMissing={!!context && context.players.length < 2}
          commit={commit}
          startRound={startRound}
          startTable={() =>
            commit(
              joinedCic(
                state,
                newCicTable(players, context?.flags ?? {}, set, {
                  seconds: state.roundSeconds,
                  rounds: state.rounds,
                }),
                null,
                true,
              ),
            )
          }
        />
      )}
      {!state.ended && state.phase === 'playing' && (
        <Round state={state} set={set} remaining={remaining} stop={stop} />
      )}
      {!state.ended && state.phase === 'scoring' && (
        <Scoring state={state} set={set} mark={mark} score={score} />
      )}
      {state.ended && (
        <RecapView
          recap={buildRecap({ played: state.round, unit: 'rounds', scores: scoresShown(totals) })}
          onPlayAgain={newGame}
        />
      )}
      {!state.ended && state.phase === 'summary' && state.last && (
        <Summary
          state={state}
          last={state.last}
          set={set}
          lastRound={state.rounds > 0 && state.round >= state.rounds}
          nextRound={startRound}
          changeSettings={() => commit({ ...state, phase: 'ready' })}
          endGame={() => commit({ ...state, ended: true })}
        />
      )}
    </GameShell>
  );
}
