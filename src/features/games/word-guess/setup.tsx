import { WORD_DIFFICULTIES, type WordDifficulty } from '../../../content/games/word-guess';
import { t, useLang } from '../../../lib/i18n';
import { wordCategories } from './content';
import { type WordGuessSession } from './session';

// Before a round: how to play, the category and difficulty, and who holds the word first.

const DIFFICULTY_KEYS = {
  easy: 'facts.wordGuess.easy',
  medium: 'facts.wordGuess.medium',
  hard: 'facts.wordGuess.hard',
} as const satisfies Record<WordDifficulty, string>;

/** A difficulty as the page's language names it. */
export function difficultyLabel(difficulty: WordDifficulty): string {
  return t(DIFFICULTY_KEYS[difficulty]);
}

export function categoryName(id: string): string {
  return wordCategories().find((c) => c.id === id)?.name ?? t('facts.wordGuess.anyCategory');
}

/** How a round goes: the first lines of the setup, painted from HTML before the saved game is read. */
export function HowToPlay() {
  return <p className="intro-text">{t('wordGuess.howTo')}</p>;
}

export function Setup({
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
  const categories = wordCategories(useLang());
  return (
    <div className="wg-setup">
      <HowToPlay />
      {players.length === 0 && <p className="hint small">{t('wordGuess.addPlayers')}</p>}
      {players.length > 0 && (
        <fieldset className="chips">
          <legend>{t('wordGuess.whoHolds')}</legend>
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
        <legend>{t('wordGuess.category')}</legend>
        {[{ id: 'any', name: t('facts.wordGuess.anyCategory') }, ...categories].map((c) => (
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
        <legend>{t('wordGuess.difficulty')}</legend>
        {WORD_DIFFICULTIES.map((d) => (
          <button
            key={d}
            type="button"
            className="chip"
            aria-pressed={state.difficulty === d}
            onClick={() => commit({ ...state, difficulty: d })}
          >
            {difficultyLabel(d)}
          </button>
        ))}
      </fieldset>
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={deal}>
        {t('wordGuess.startRound')}
      </button>
    </div>
  );
}

/** Press and hold (or hold Space/Enter) to read the word; letting go hides it again. */
