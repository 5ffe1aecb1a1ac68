import { useHoldToReveal } from '../core/use-hold-to-reveal';
import { WORD_CATEGORIES } from '../../../content/games/word-guess';
import { type WordRound } from './session';
import { DIFFICULTY_LABELS, categoryName } from './setup';

// The holder reads the secret word, pressing and holding so nobody else sees it.

export function HoldToRead({ word, label }: { word: string; label: string }) {
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

export function Secret({
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
