import { useHoldToReveal } from '../core/use-hold-to-reveal';
import { useLang } from '../../../lib/i18n';
import { wordCategories } from './content';
import { type WordRound } from './session';
import { difficultyLabel, categoryName } from './setup';

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
  const lang = useLang();
  const opener = wordCategories(lang).find((c) => c.id === round.categoryId)?.opener;
  return (
    <div className="prompt-card wg-secret">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">
          {round.holder ? `Pass the phone to ${round.holder}` : 'Pass the phone to the holder'}
        </p>
        <p className="prompt-lead">
          {categoryName(round.categoryId)} · {difficultyLabel(round.difficulty)}
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
