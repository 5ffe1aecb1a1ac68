import { useT } from '../../lib/i18n';
import { useId, useState } from 'react';
import { PACK_GAME_CHOICES, packGameTitle, type PackGame } from '../../lib/pack-game';
import { confirmPackGame } from './pack-data';

/**
 * On the owner's page of a pack made before packs had a game: the game its lead-ins point to,
 * for the owner to confirm once (or change). Until then the pack plays where the guess puts it.
 */
export function ConfirmPackGame({ packId, guess }: { packId: string; guess: PackGame | null }) {
  const t = useT();
  const id = useId();
  const [game, setGame] = useState<PackGame | ''>(guess ?? '');
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    if (!game) return;
    setSaving(true);
    setFailed(false);
    try {
      await confirmPackGame(packId, game);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      className="editor-card confirm-pack-game"
      aria-labelledby={`${id}-title`}
      data-testid="confirm-pack-game"
    >
      <h2 id={`${id}-title`}>{t('editor.setup.whichGame')}</h2>
      <p className="editor-muted">
        {guess
          ? t('editor.confirmGame.guess', { game: packGameTitle(guess) })
          : t('editor.confirmGame.none')}
      </p>
      <div className="add-to-game-row">
        <div className="add-to-game-field">
          <label htmlFor={id}>{t('editor.add.game')}</label>
          <select
            id={id}
            value={game}
            onChange={(event) => setGame(event.target.value as PackGame | '')}
          >
            {!guess && (
              <option value="" disabled>
                {t('editor.confirmGame.choose')}
              </option>
            )}
            {PACK_GAME_CHOICES.map((choice) => (
              <option key={choice.game} value={choice.game}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!game || saving}
          onClick={() => void confirm()}
        >
          {game && game === guess ? t('editor.confirmGame.right') : t('editor.confirmGame.save')}
        </button>
      </div>
      {failed && (
        <p role="alert" className="field-error">
          {t('editor.error.didNotSave')}
        </p>
      )}
    </section>
  );
}
