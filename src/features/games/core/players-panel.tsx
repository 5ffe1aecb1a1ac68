import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { addPlayer, savePlayers, setPlayerFlag } from '../state';
import type { PlayerFlagMap } from './player-flags';
import { sameNameAs } from './player-names';
import { moveSeat } from './turns';
import { Sheet } from './sheet';

/**
 * Optional player names, remembered across games: turns rotate through them in order. Each
 * player can be marked as not drinking tonight (a drink becomes a forfeit for them) or taken (no
 * flirty prompt pairs them with someone else).
 */
export function PlayersPanel({
  players,
  flags,
  onClose,
  extra,
}: {
  players: string[];
  flags: PlayerFlagMap;
  onClose: () => void;
  /** Shown at the sheet's foot: another way to seat the table (a room on everyone's phone). */
  extra?: ReactNode;
}) {
  const [draft, setDraft] = useState('');
  const [taken, setTaken] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  /** Moves a player one seat, then keeps the focus on the moved player's button (or its other
   * button, once they reach an end of the table). */
  const move = (name: string, by: -1 | 1) => {
    const next = moveSeat(players, name, by);
    void savePlayers(next).then(() => {
      const seat = next.indexOf(name);
      const stays = by < 0 ? seat > 0 : seat < next.length - 1;
      const label = `Move ${name} ${by < 0 === stays ? 'up' : 'down'}`;
      requestAnimationFrame(() => {
        const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[aria-label]');
        [...(buttons ?? [])].find((b) => b.getAttribute('aria-label') === label)?.focus();
      });
    });
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    const already = sameNameAs(players, draft);
    if (already) {
      // Kept in the box, so a second "Anna" can become "Anna B." without typing it again.
      setTaken(`${already} is already playing. Add something to tell them apart, like an initial.`);
      return;
    }
    setTaken(null);
    void addPlayer(draft);
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
        Optional. With names, the game says whose turn it is and puts names into prompts. Mark
        anyone not drinking tonight, and they get a forfeit instead of a drink; mark anyone taken,
        and no flirty prompt pairs them with someone else.
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
          aria-describedby={taken ? 'player-name-taken' : undefined}
          aria-invalid={taken ? true : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setTaken(null);
          }}
        />
        <button type="submit" className="btn btn-primary">
          Add
        </button>
      </form>
      {taken && (
        <p className="hint small" id="player-name-taken" role="alert">
          {taken}
        </p>
      )}
      {players.length > 1 && (
        <p className="hint small">Seated in this order, clockwise: move anyone to their seat.</p>
      )}
      <ul className="player-list" ref={list}>
        {players.map((name, seat) => (
          <li key={name}>
            <span className="player-name">{name}</span>
            <span className="player-flags">
              {players.length > 1 && (
                <span className="player-seat">
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    aria-label={`Move ${name} up`}
                    disabled={seat === 0}
                    onClick={() => move(name, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    aria-label={`Move ${name} down`}
                    disabled={seat === players.length - 1}
                    onClick={() => move(name, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </span>
              )}
              <button
                type="button"
                className="chip chip-small"
                aria-pressed={flags[name]?.sober ?? false}
                aria-label={`Not drinking, ${name}`}
                onClick={() => void setPlayerFlag(name, 'sober', !flags[name]?.sober)}
              >
                Not drinking
              </button>
              <button
                type="button"
                className="chip chip-small"
                aria-pressed={flags[name]?.taken ?? false}
                aria-label={`Taken, ${name}`}
                onClick={() => void setPlayerFlag(name, 'taken', !flags[name]?.taken)}
              >
                Taken
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                aria-label={`Remove ${name}`}
                onClick={() => void savePlayers(players.filter((p) => p !== name))}
              >
                Remove
              </button>
            </span>
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
      {extra}
    </Sheet>
  );
}
