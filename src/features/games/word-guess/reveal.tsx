import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { MAX_QUESTIONS, questionsUsed } from './rules';
import { type WordRound } from './session';

// The end of a round: the word turned over, who scored, and the rounds played so far.

export function Reveal({
  round,
  next,
  undo,
}: {
  round: WordRound;
  next: () => void;
  undo: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const used = questionsUsed(round);
  const guessed = round.outcome?.kind === 'guessed';
  const who =
    round.outcome?.kind === 'guessed' ? (round.outcome.by ?? t('wordGuess.askers')) : null;
  return (
    <section className="prompt-card wg-reveal" aria-labelledby="wg-reveal-title">
      <div>
        <h2 id="wg-reveal-title" ref={heading} tabIndex={-1} className="prompt-lead">
          {guessed ? t('wordGuess.guessed') : t('wordGuess.notGuessed')}
        </h2>
        <p className="wg-word-label">{t('wordGuess.wordWas')}</p>
        <p className="prompt-text" data-testid="revealed-word">
          {round.word}
        </p>
        <p className="wg-result">
          {guessed
            ? round.outcome?.kind === 'guessed' && !round.outcome.by
              ? t('wordGuess.gotItUnnamed', { who: who ?? '', question: used })
              : t('wordGuess.gotIt', { who: who ?? '', question: used })
            : t('wordGuess.holderWins', { name: round.holder ?? t('wordGuess.theHolder') })}
        </p>
        <div className="wg-reveal-actions">
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={next}>
            {t('wordGuess.nextRound')}
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={undo}>
            {t('wordGuess.undo')}
          </button>
        </div>
      </div>
    </section>
  );
}

export function RoundList({ rounds }: { rounds: readonly WordRound[] }) {
  const t = useT();
  return (
    <section className="wg-rounds" aria-labelledby="wg-rounds-title">
      <h2 id="wg-rounds-title">{t('wordGuess.rounds')}</h2>
      <ol className="recap-list">
        {rounds.map((r, i) => (
          <li key={i}>
            <span>
              {t('wordGuess.heldBy', {
                word: r.word,
                name: r.holder ?? t('wordGuess.theHolderLower'),
              })}
            </span>
            <b>
              {r.outcome?.kind === 'guessed'
                ? t('wordGuess.guessedIn', {
                    who: r.outcome.by ?? t('wordGuess.askers'),
                    count: r.entries.length,
                  })
                : t('wordGuess.notGuessedIn', { count: MAX_QUESTIONS })}
            </b>
          </li>
        ))}
      </ol>
    </section>
  );
}
