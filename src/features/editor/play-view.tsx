import { useEffect, useState } from 'react';
import { loadLang, useT, type Lang } from '../../lib/i18n';
import { isLangLoaded } from '../../lib/i18n/catalogue';
import { fillSlot, useNextGesture } from '../games';
import type { PlayState } from './wizard';

/** The play view (docs/spec/editor.md step 7). Prompts are user text: rendered as text, never as HTML. */
export function PlayView({
  title,
  play,
  onNext,
  onRestart,
  onExit,
  exitLabel,
  lang,
}: {
  title: string;
  /** The language the pack is written in: a slot nobody fills reads in it. */
  lang?: Lang;
  play: PlayState;
  onNext: () => void;
  onRestart: () => void;
  onExit: () => void;
  exitLabel?: string;
}) {
  const t = useT();
  const { deck, index, gameEnded } = play;
  const prompt = deck[index];
  const dealing = !gameEnded && deck.length > 0;
  // A4: Space, Enter or → anywhere, or a tap or swipe on the card, deals the next prompt.
  const gesture = useNextGesture(dealing ? onNext : null);
  // A pack in another language than the page's: its words load once, then the card reads in it.
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (lang && !isLangLoaded(lang)) void loadLang(lang).then(() => setLoaded(true));
  }, [lang]);
  return (
    <section className="play" aria-labelledby="play-title">
      <div className="play-meta">
        <h1 id="play-title" className="play-title" tabIndex={-1}>
          <span className="visually-hidden">{t('editor.play.playing')}</span>
          {title}
        </h1>
        <span data-testid="play-progress">
          {deck.length === 0 ? 0 : index + 1} / {deck.length}
        </span>
      </div>
      <div className="play-card" aria-live="polite" {...(dealing ? gesture : {})}>
        {deck.length === 0 ? (
          <p className="play-prompt">{t('editor.play.empty')}</p>
        ) : gameEnded ? (
          <div>
            <p className="play-prompt">{t('editor.play.last')}</p>
            <p className="editor-muted">{t('editor.play.again')}</p>
          </div>
        ) : (
          <p className="play-prompt" data-testid="play-prompt">
            {/* E2: a slot never shows as {player}; here it reads "the player on your left". */}
            {prompt === undefined ? null : fillSlot(prompt, null, null, lang)}
          </p>
        )}
      </div>
      <div className="play-actions">
        {!gameEnded && deck.length > 0 && (
          <button type="button" className="btn btn-primary btn-large" onClick={onNext}>
            {t('editor.play.next')}
          </button>
        )}
        <button
          type="button"
          className={gameEnded ? 'btn btn-primary btn-large' : 'btn btn-ghost'}
          onClick={onRestart}
        >
          {t('editor.play.restart')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onExit}>
          {exitLabel ?? t('editor.play.exit')}
        </button>
      </div>
    </section>
  );
}
