import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import {
  answerQuestion,
  makeGuess,
  MAX_QUESTIONS,
  questionsUsed,
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
  const t = useT();
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
          {t('wordGuess.questionOf', {
            question: Math.min(used + 1, MAX_QUESTIONS),
            max: MAX_QUESTIONS,
          })}
        </span>
        <span className="wg-left">{t('wordGuess.left', { count: MAX_QUESTIONS - used })}</span>
      </div>
      <progress
        className="wg-progress"
        max={MAX_QUESTIONS}
        value={used}
        aria-label={t('wordGuess.used')}
      />
      {!guessing ? (
        <>
          <p className="hint">{t('wordGuess.asks')}</p>
          <div className="wg-replies">
            {(['yes', 'no', 'sort-of'] as const).map((r) => (
              <button
                key={r}
                ref={r === 'yes' ? firstReply : undefined}
                type="button"
                className={`btn btn-large ${r === 'yes' ? 'btn-truth' : r === 'no' ? 'btn-dare' : ''}`}
                onClick={() => reply(r)}
              >
                {t(`wordGuess.reply.${r}`)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => setGuessing(true)}
          >
            {t('wordGuess.guessing')}
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
            <span>{t('wordGuess.theirGuess')}</span>
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
              <legend>{t('wordGuess.whoGuessed')}</legend>
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
          {looksRight && <p className="notice-inline">{t('wordGuess.matches')}</p>}
          <p className="hint small">{t('wordGuess.holderSays')}</p>
          <div className="choice-buttons">
            <button type="button" className="btn btn-large btn-dare" onClick={() => guess(false)}>
              {t('wordGuess.wrong')}
            </button>
            <button type="button" className="btn btn-large btn-truth" onClick={() => guess(true)}>
              {t('wordGuess.right')}
            </button>
          </div>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => setGuessing(false)}
          >
            {t('wordGuess.back')}
          </button>
        </form>
      )}
      <HoldToRead word={round.word} label={t('wordGuess.holdToCheck')} />
      <VoiceAgentWidget gameId={GAME} secretWord={round.word} />
      {round.entries.length > 0 && <EntryLog round={round} />}
    </div>
  );
}

function EntryLog({ round }: { round: WordRound }) {
  const t = useT();
  return (
    <section aria-labelledby="wg-log-title" className="wg-log">
      <h2 id="wg-log-title">{t('wordGuess.soFar')}</h2>
      <ol>
        {round.entries.map((e, i) => (
          <li key={i}>
            <span className="wg-log-n">{i + 1}.</span>{' '}
            {e.kind === 'question'
              ? t(`wordGuess.reply.${e.reply}`)
              : e.text
                ? t('wordGuess.logGuessText', {
                    who: e.by ?? t('wordGuess.aGuess'),
                    text: e.text,
                    result: e.right ? t('wordGuess.logRight') : t('wordGuess.logWrong'),
                  })
                : t('wordGuess.logGuess', {
                    who: e.by ?? t('wordGuess.aGuess'),
                    result: e.right ? t('wordGuess.logRight') : t('wordGuess.logWrong'),
                  })}
          </li>
        ))}
      </ol>
    </section>
  );
}
