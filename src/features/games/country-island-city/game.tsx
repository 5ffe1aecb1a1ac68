import { categorySets } from '../../../content/games/country-island-city';
import { nextLetter, nextMark, scoreMarks, markOf } from './rules';
import { GameShell, usePackContext } from '../core/game-shell';
import { DEFAULT_CIC_RULES, parseSession, type CicSession } from './session';
import { cue, useTimerCues } from '../../feel';
import { useLang } from '../../../lib/i18n';
import { columnSets } from './content';
import { useCountdown } from '../core/use-countdown';
import { useGameSession } from '../core/use-game-session';
import { Round } from './round';
import { Scoring } from './scoring';
import { CicIntro, Setup } from './setup';
import { Summary } from './summary';
import { buildRecap } from '../core/recap';
import { RecapView } from '../core/recap-view';
import '../games.css';

// Country, island, city: a letter is drawn from the set's playable letters; everyone writes one
// answer per column before the clock runs out; then the table marks each cell and it is scored.

const SEATS = ['Player 1', 'Player 2'];
const GAME = 'country-island-city';
const TITLE = 'Country, island, city';

function fresh(): CicSession {
  return {
    kind: 'cic',
    setId: categorySets[0]?.id ?? 'classic',
    phase: 'ready',
    letter: null,
    usedLetters: [],
    roundEndsAt: null,
    roundSeconds: 90,
    players: [],
    answers: {},
    marks: {},
    totals: {},
    round: 0,
    last: null,
    rules: DEFAULT_CIC_RULES,
    rounds: 3,
    picked: {},
    ended: false,
  };
}

export function CountryIslandCityGame() {
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

  const players = context && context.players.length >= 2 ? context.players : SEATS;
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
          {state.round > 0 ? `Round ${state.round}` : 'New game'} · {set.name}
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
          recap={buildRecap({ played: state.round, unit: 'rounds', scores: totals })}
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
