import { useState, type FormEvent } from 'react';
import { savePlayers } from '../state';
import { Sheet } from './sheet';

/** Optional player names, remembered across games: turns rotate through them in order. */
export function PlayersPanel({ players, onClose }: { players: string[]; onClose: () => void }) {
  const [draft, setDraft] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    void savePlayers([...players, draft]);
    setDraft('');
  };
  return (
    <Sheet labelledBy="players-title" onClose={onClose}>
      <header className="sheet-head">
        <h2 id="players-title">Players</h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          Done
        </button>
      </header>
      <p className="hint small">
        Optional. With names, the game says whose turn it is and puts names into prompts.
      </p>
      <form className="player-form" onSubmit={add}>
        <label className="visually-hidden" htmlFor="player-name">
          Player name
        </label>
        <input
          id="player-name"
          className="input"
          value={draft}
          maxLength={40}
          autoComplete="off"
          placeholder="Add a name"
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Add
        </button>
      </form>
      <ul className="player-list">
        {players.map((name) => (
          <li key={name}>
            <span>{name}</span>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              aria-label={`Remove ${name}`}
              onClick={() => void savePlayers(players.filter((p) => p !== name))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {players.length > 0 && (
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => void savePlayers([])}
        >
          Clear all names
        </button>
      )}
    </Sheet>
  );
}
