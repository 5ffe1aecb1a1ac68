import { cue } from '../../feel';
import { useT } from '../../../lib/i18n';
import { cryptoWords } from '../../../lib/random';
import { wordCategories } from './content';
import { GameShell, usePackContext } from '../core/game-shell';
import { buildRecap } from '../core/recap';
import { EndGameButton, RecapView } from '../core/recap-view';
import { useGameSession } from '../core/use-game-session';
import {
  drawWord,
  isOver,
  nextHolder,
  roundPoints,
  scoreName,
  scoresShown,
  undoLast,
} from './rules';
import { freshSession, GAME, parseSession, type WordGuessSession, type WordRound } from './session';
import { difficultyLabel, HowToPlay, Setup, categoryName } from './setup';
import { Secret } from './secret';
import { Asking } from './asking';
import { Reveal, RoundList } from './reveal';
import { WordGuessHostTable, WordGuessTableGame } from './table-view';
import '../games.css';
import './word-guess.css';

// Word guess (Twenty Questions): the holder reads a secret word by pressing and holding, the
// others ask yes/no questions, and the app counts to twenty, keeps every answer and guess, and
// turns the word over at the end.

const TITLE = 'Word guess';

export function WordGuessGame() {
  const t = useT();
  const context = usePackContext(GAME);
  const { state, commit } = useGameSession(GAME, parseSession, freshSession);
  const players = context?.players ?? [];

  if (!state) {
    return (
      <GameShell game={GAME} title={TITLE} context={context} packs={null} reading>
        <div className="wg-setup">
          <HowToPlay />
        </div>
      </GameShell>
    );
  }

  // At a table of phones the game is the table's (./table-view.tsx).
  if (state.table) {
    return (
      <WordGuessTableGame state={state} table={state.table} context={context} commit={commit} />
    );
  }

  const used = [...state.played.map((r) => r.word), ...(state.round ? [state.round.word] : [])];
  const deal = (base: WordGuessSession) => {
    const drawn = drawWord(base.categoryId, base.difficulty, used, cryptoWords, wordCategories());
    if (!drawn) return;
    commit({
      ...base,
      phase: 'secret',
      round: {
        word: drawn.word,
        categoryId: drawn.categoryId,
        difficulty: base.difficulty,
        holder: base.holder ?? players[0] ?? null,
        entries: [],
        outcome: null,
      },
    });
  };
  const updateRound = (round: WordRound) => {
    if (!isOver(round)) {
      commit({ ...state, round });
      return;
    }
    const points = roundPoints(round, round.holder);
    const scores = { ...state.scores };
    for (const [name, p] of Object.entries(points)) scores[name] = (scores[name] ?? 0) + p;
    cue(round.outcome?.kind === 'guessed' ? 'point' : 'time-up');
    commit({
      ...state,
      round,
      phase: 'reveal',
      played: [...state.played, round],
      scores,
      picked: round.holder
        ? { ...state.picked, [round.holder]: (state.picked[round.holder] ?? 0) + 1 }
        : state.picked,
    });
  };
  const nextRound = () =>
    commit({
      ...state,
      phase: 'setup',
      round: null,
      holder: nextHolder(
        players,
        state.round?.holder ?? state.holder,
        state.round?.outcome ?? null,
      ),
    });
  /** A mistap on the answer that ended the round: take it back and carry on asking. */
  const undoRound = (ended: WordRound | null) => {
    if (!ended) return;
    const points = roundPoints(ended, ended.holder);
    const scores = { ...state.scores };
    for (const [name, p] of Object.entries(points)) {
      scores[name] = Math.max(0, (scores[name] ?? 0) - p);
    }
    commit({
      ...state,
      phase: 'asking',
      round: { ...ended, ...undoLast(ended) },
      played: state.played.slice(0, -1),
      scores,
      picked: ended.holder
        ? { ...state.picked, [ended.holder]: Math.max(0, (state.picked[ended.holder] ?? 0) - 1) }
        : state.picked,
    });
  };
  const endGame = () => commit({ ...state, ended: true, phase: 'setup', round: null });

  if (state.ended) {
    return (
      <GameShell game={GAME} title={TITLE} context={context} packs={null}>
        <RecapView
          recap={buildRecap({
            played: state.played.length,
            unit: 'rounds',
            scores: scoresShown(state.scores),
            picked: state.picked,
          })}
          onPlayAgain={() =>
            commit({
              ...freshSession(),
              categoryId: state.categoryId,
              difficulty: state.difficulty,
            })
          }
        />
        {state.played.length > 0 && <RoundList rounds={state.played} />}
      </GameShell>
    );
  }

  return (
    <GameShell
      game={GAME}
      title={TITLE}
      context={context}
      packs={null}
      status={
        // Always one line, so a saved game read after the page paints moves nothing (see
        // GameShell's `reading`). The scores keep to that line: it scrolls sideways, never wraps.
        Object.keys(state.scores).length > 0 ? (
          <ol className="wg-scores" aria-label={t('wordGuess.scores')}>
            {Object.entries(state.scores).map(([name, score]) => (
              <li key={name}>
                {scoreName(name)} <b>{score}</b>
              </li>
            ))}
          </ol>
        ) : (
          <span>
            {state.played.length === 0
              ? t('wordGuess.newGame')
              : t('wordGuess.round', { round: state.played.length + 1 })}{' '}
            · {categoryName(state.categoryId)} · {difficultyLabel(state.difficulty)}
          </span>
        )
      }
    >
      {state.phase === 'setup' && (
        <Setup state={state} players={players} commit={commit} deal={() => deal(state)} />
      )}
      {state.phase === 'setup' && state.played.length === 0 && (
        <WordGuessHostTable context={context} state={state} commit={commit} />
      )}
      {state.phase === 'secret' && state.round && (
        <Secret
          round={state.round}
          redeal={() => deal(state)}
          start={() => commit({ ...state, phase: 'asking' })}
        />
      )}
      {state.phase === 'asking' && state.round && (
        <Asking round={state.round} players={players} update={updateRound} />
      )}
      {state.phase === 'reveal' && state.round && (
        <Reveal round={state.round} next={nextRound} undo={() => undoRound(state.round)} />
      )}
      {(state.played.length > 0 || state.phase !== 'setup') && <EndGameButton onEnd={endGame} />}
      {state.played.length > 0 && state.phase === 'setup' && <RoundList rounds={state.played} />}
    </GameShell>
  );
}
