import { useId, useState } from 'react';
import { PACK_GAME_CHOICES, packGameTitle, type PackGame } from '../../lib/pack-game';
import { confirmPackGame } from './pack-data';

/**
 * On the owner's page of a pack made before packs had a game: the game its lead-ins point to,
 * for the owner to confirm once (or change). Until then the pack plays where the guess puts it.
 */
export function ConfirmPackGame({ packId, guess }: { packId: string; guess: PackGame | null }) {
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
      <h2 id={`${id}-title`}>Which game is this pack for?</h2>
      <p className="editor-muted">
        {guess
          ? `Its prompts read like ${packGameTitle(guess)}, so that is where it plays for now. Confirm it, or choose another game.`
          : 'Packs now say which game they are for, so each is offered only where it fits. Choose this one’s.'}
      </p>
      <div className="add-to-game-row">
        <div className="add-to-game-field">
          <label htmlFor={id}>Game</label>
          <select
            id={id}
            value={game}
            onChange={(event) => setGame(event.target.value as PackGame | '')}
          >
            {!guess && (
              <option value="" disabled>
                Choose a game
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
          {game && game === guess ? 'Yes, that’s right' : 'Save'}
        </button>
      </div>
      {failed && (
        <p role="alert" className="field-error">
          That did not save. Try again.
        </p>
      )}
    </section>
  );
}
