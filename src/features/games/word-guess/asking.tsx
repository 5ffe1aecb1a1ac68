import { useEffect, useRef, useState } from 'react';
import {
  answerQuestion,
  makeGuess,
  MAX_QUESTIONS,
  questionsUsed,
  REPLY_LABELS,
  sameWord,
  type Reply,
} from './rules';
import { type WordRound } from './session';
import { VoiceAgentWidget } from './voice-agent-widget';
import { HoldToRead } from './secret';
import { GAME } from './session';

// The round itself: questions counted to twenty, every answer and guess kept.

export function Asking({
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
