import { useHoldToReveal } from '../core/use-hold-to-reveal';
import { useLang, useT } from '../../../lib/i18n';
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
  const t = useT();
  const lang = useLang();
  const opener = wordCategories(lang).find((c) => c.id === round.categoryId)?.opener;
  return (
    <div className="prompt-card wg-secret">
      <div className="prompt-live" aria-live="polite">
        <p className="prompt-player">
          {round.holder
            ? t('wordGuess.passTo', { name: round.holder })
            : t('wordGuess.passToHolder')}
        </p>
        <p className="prompt-lead">
          {categoryName(round.categoryId)} · {difficultyLabel(round.difficulty)}
        </p>
        <HoldToRead word={round.word} label={t('wordGuess.holdToSee')} />
        <p className="hint small">{t('wordGuess.tellTable', { opener: opener ?? '' })}</p>
        <div className="wg-secret-actions">
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
            {t('wordGuess.know')}
          </button>
          <button type="button" className="btn btn-small btn-ghost" onClick={redeal}>
            {t('wordGuess.another')}
          </button>
        </div>
      </div>
    </div>
  );
}
