import { useEffect, useRef, useState } from 'react';
import { useHoldToReveal } from '../core/use-hold-to-reveal';
import {
  WORD_CATEGORIES,
  WORD_DIFFICULTIES,
  type WordDifficulty,
} from '../../../content/games/word-guess';
import { cue } from '../../feel';
import { GameShell, usePackContext } from '../core/game-shell';
import { buildRecap } from '../core/recap';
import { EndGameButton, RecapView } from '../core/recap-view';
import { useGameSession } from '../core/use-game-session';
import {
  answerQuestion,
  ASKERS,
  drawWord,
  isOver,
  makeGuess,
  MAX_QUESTIONS,
  nextHolder,
  questionsUsed,
  REPLY_LABELS,
  roundPoints,
  sameWord,
  undoLast,
  type Reply,
} from './rules';
import { freshSession, parseSession, type WordGuessSession, type WordRound } from './session';
import { VoiceAgentWidget } from './voice-agent-widget';
import '../games.css';
import './word-guess.css';

// Word guess (Twenty Questions): the holder reads a secret word by pressing and holding, the
// others ask yes/no questions, and the app counts to twenty, keeps every answer and guess, and
// turns the word over at the end.

const GAME = 'word-guess';
const TITLE = 'Word guess';
const DIFFICULTY_LABELS: Record<WordDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

function categoryName(id: string): string {
  return WORD_CATEGORIES.find((c) => c.id === id)?.name ?? 'Any category';
}

export function WordGuessGame() {
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

  const used = [...state.played.map((r) => r.word), ...(state.round ? [state.round.word] : [])];
  const deal = (base: WordGuessSession) => {
    const drawn = drawWord(base.categoryId, base.difficulty, used);
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
            scores: state.scores,
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
          <ol className="wg-scores" aria-label="Scores">
            {Object.entries(state.scores).map(([name, score]) => (
              <li key={name}>
                {name} <b>{score}</b>
              </li>
            ))}
          </ol>
        ) : (
          <span>
            {state.played.length === 0 ? 'New game' : `Round ${state.played.length + 1}`} ·{' '}
            {categoryName(state.categoryId)} · {DIFFICULTY_LABELS[state.difficulty]}
          </span>
        )
      }
    >
      {state.phase === 'setup' && (
        <Setup state={state} players={players} commit={commit} deal={() => deal(state)} />
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

/** How a round goes: the first lines of the setup, painted from HTML before the saved game is read. */
function HowToPlay() {
  return (
    <p className="intro-text">
      One player holds a secret word. Everyone else asks yes-or-no questions, twenty at most, and a
      guess uses up a question. Guess it and you score; last all twenty and the holder scores.
    </p>
  );
}

function Setup({
  state,
  players,
  commit,
  deal,
}: {
  state: WordGuessSession;
  players: readonly string[];
  commit: (next: WordGuessSession) => void;
  deal: () => void;
}) {
  return (
    <div className="wg-setup">
      <HowToPlay />
      {players.length === 0 && (
        <p className="hint small">
          Add players with the Players button to keep score by name and pass the word round.
        </p>
      )}
      {players.length > 0 && (
        <fieldset className="chips">
          <legend>Who holds the word</legend>
          {players.map((p) => (
            <button
              key={p}
              type="button"
              className="chip"
              aria-pressed={(state.holder ?? players[0]) === p}
              onClick={() => commit({ ...state, holder: p })}
            >
              {p}
            </button>
          ))}
        </fieldset>
      )}
      <fieldset className="chips">
        <legend>Category</legend>
        {[{ id: 'any', name: 'Any category' }, ...WORD_CATEGORIES].map((c) => (
          <button
            key={c.id}
            type="button"
            className="chip"
            aria-pressed={state.categoryId === c.id}
            onClick={() => commit({ ...state, categoryId: c.id })}
          >
            {c.name}
          </button>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>Difficulty</legend>
        {WORD_DIFFICULTIES.map((d) => (
          <button
            key={d}
            type="button"
            className="chip"
            aria-pressed={state.difficulty === d}
            onClick={() => commit({ ...state, difficulty: d })}
          >
            {DIFFICULTY_LABELS[d]}
          </button>
        ))}
      </fieldset>
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={deal}>
        Start a round
      </button>
    </div>
  );
}

/** Press and hold (or hold Space/Enter) to read the word; letting go hides it again. */
function HoldToRead({ word, label }: { word: string; label: string }) {
  const { held, holdProps } = useHoldToReveal();
  return (
    <button
      type="button"
      className={`btn btn-large btn-block hold-to-reveal ${held ? 'is-held' : ''}`}
      {...holdProps}
    >
      {held ? <span className="prompt-text revealed-word">{word}</span> : label}
    </button>
  );
}

function Secret({
  round,
  redeal,
  start,
}: {
  round: WordRound;
  redeal: () => void;
  start: () => void;
}) {
  const opener = WORD_CATEGORIES.find((c) => c.id === round.categoryId)?.opener;
  return (
    <div className="prompt-card wg-secret">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">
          {round.holder ? `Pass the phone to ${round.holder}` : 'Pass the phone to the holder'}
        </p>
        <p className="prompt-lead">
          {categoryName(round.categoryId)} · {DIFFICULTY_LABELS[round.difficulty]}
        </p>
        <HoldToRead word={round.word} label="Holder: press and hold to see the word" />
        <p className="hint small">Nobody else looks. Then tell the table: “{opener}”</p>
        <div className="wg-secret-actions">
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
            I know it: start the questions
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={redeal}>
            Another word
          </button>
        </div>
      </div>
    </div>
  );
}

function Asking({
  round,
  players,
  update,
}: {
  round: WordRound;
  players: readonly string[];
  update: (round: WordRound) => void;
}) {
  const [guessing, setGuessing] = useState(false);
  const [text, setText] = useState('');
  const [by, setBy] = useState<string | null>(null);
  const used = questionsUsed(round);
  const reply = (r: Reply) => update({ ...round, ...answerQuestion(round, r) });
  const guess = (right: boolean) => {
    update({ ...round, ...makeGuess(round, { text, by, right }) });
    setGuessing(false);
    setText('');
    setBy(null);
  };
  const guessField = useRef<HTMLInputElement>(null);
  const firstReply = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A3: focus follows the screen: into the guess form, and back to the answers after it.
    if (guessing) guessField.current?.focus();
    else firstReply.current?.focus();
  }, [guessing]);
  const looksRight = text.trim() !== '' && sameWord(text, round.word);
  return (
    <div className="wg-asking">
      <div className="wg-counter" role="status" aria-live="polite">
        <span className="wg-count">
          Question {Math.min(used + 1, MAX_QUESTIONS)} of {MAX_QUESTIONS}
        </span>
        <span className="wg-left">
          {MAX_QUESTIONS - used} {MAX_QUESTIONS - used === 1 ? 'question' : 'questions'} left
        </span>
      </div>
      <progress
        className="wg-progress"
        max={MAX_QUESTIONS}
        value={used}
        aria-label="Questions used"
      />
      {!guessing ? (
        <>
          <p className="hint">Someone asks a yes-or-no question. The holder answers:</p>
          <div className="wg-replies">
            {(['yes', 'no', 'sort-of'] as const).map((r) => (
              <button
                key={r}
                ref={r === 'yes' ? firstReply : undefined}
                type="button"
                className={`btn btn-large ${r === 'yes' ? 'btn-truth' : r === 'no' ? 'btn-dare' : ''}`}
                onClick={() => reply(r)}
              >
                {REPLY_LABELS[r]}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => setGuessing(true)}
          >
            Someone is guessing the word
          </button>
        </>
      ) : (
        <form
          className="wg-guess"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <label className="wg-field">
            <span>Their guess (optional)</span>
            <input
              ref={guessField}
              className="input"
              value={text}
              maxLength={60}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          {players.length > 0 && (
            <fieldset className="chips">
              <legend>Who guessed (optional)</legend>
              {players
                .filter((p) => p !== round.holder)
                .map((p) => (
                  <button
                    key={p}
                    type="button"
                    className="chip"
                    aria-pressed={by === p}
                    onClick={() => setBy(by === p ? null : p)}
                  >
                    {p}
                  </button>
                ))}
            </fieldset>
          )}
          {looksRight && <p className="notice-inline">That matches the word.</p>}
          <p className="hint small">The holder says whether it is right.</p>
          <div className="choice-buttons">
            <button type="button" className="btn btn-large btn-dare" onClick={() => guess(false)}>
              Wrong guess
            </button>
            <button type="button" className="btn btn-large btn-truth" onClick={() => guess(true)}>
              Right!
            </button>
          </div>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => setGuessing(false)}
          >
            Back to questions
          </button>
        </form>
      )}
      <HoldToRead word={round.word} label="Holder: hold to check the word" />
      <VoiceAgentWidget gameId={GAME} secretWord={round.word} />
      {round.entries.length > 0 && <EntryLog round={round} />}
    </div>
  );
}

function EntryLog({ round }: { round: WordRound }) {
  return (
    <section aria-labelledby="wg-log-title" className="wg-log">
      <h2 id="wg-log-title">So far</h2>
      <ol>
        {round.entries.map((e, i) => (
          <li key={i}>
            <span className="wg-log-n">{i + 1}.</span>{' '}
            {e.kind === 'question'
              ? REPLY_LABELS[e.reply]
              : `${e.by ?? 'A guess'}${e.text ? `: “${e.text}”` : ''} · ${e.right ? 'right' : 'wrong'}`}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Reveal({ round, next, undo }: { round: WordRound; next: () => void; undo: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const used = questionsUsed(round);
  const guessed = round.outcome?.kind === 'guessed';
  const who = round.outcome?.kind === 'guessed' ? (round.outcome.by ?? ASKERS) : null;
  return (
    <section className="prompt-card wg-reveal" aria-labelledby="wg-reveal-title">
      <div>
        <h2 id="wg-reveal-title" ref={heading} tabIndex={-1} className="prompt-lead">
          {guessed ? 'Guessed!' : 'Twenty questions, no right guess'}
        </h2>
        <p className="wg-word-label">The word was</p>
        <p className="prompt-text" data-testid="revealed-word">
          {round.word}
        </p>
        <p className="wg-result">
          {guessed
            ? round.outcome?.kind === 'guessed' && !round.outcome.by
              ? `${who} got it on question ${used}. Name the guesser next time to give them the point.`
              : `${who} got it on question ${used}: one point.`
            : `${round.holder ?? 'The holder'} wins the round: one point.`}
        </p>
        <div className="wg-reveal-actions">
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={next}>
            Next round
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={undo}>
            Undo the last answer
          </button>
        </div>
      </div>
    </section>
  );
}

function RoundList({ rounds }: { rounds: readonly WordRound[] }) {
  return (
    <section className="wg-rounds" aria-labelledby="wg-rounds-title">
      <h3 id="wg-rounds-title">Rounds</h3>
      <ol className="recap-list">
        {rounds.map((r, i) => (
          <li key={i}>
            <span>
              {r.word} · held by {r.holder ?? 'the holder'}
            </span>
            <b>
              {r.outcome?.kind === 'guessed'
                ? `${r.outcome.by ?? ASKERS} in ${r.entries.length}`
                : `not guessed in ${MAX_QUESTIONS}`}
            </b>
          </li>
        ))}
      </ol>
    </section>
  );
}
