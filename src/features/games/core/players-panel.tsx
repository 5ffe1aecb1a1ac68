import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { addPlayer, savePlayers, setPlayerFlag } from '../state';
import type { PlayerFlagMap } from './player-flags';
import { sameNameAs } from './player-names';
import { moveSeat } from './turns';
import { Sheet } from './sheet';
import { useT } from '../../../lib/i18n';

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
  const t = useT();
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
      const label = t(by < 0 === stays ? 'play.players.up' : 'play.players.down', { name });
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
      setTaken(t('play.players.taken', { name: already }));
      return;
    }
    setTaken(null);
    void addPlayer(draft);
    setDraft('');
  };
  return (
    <Sheet labelledBy="players-title" onClose={onClose}>
      <header className="sheet-head">
        <h2 id="players-title">{t('play.players.title')}</h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('play.players.done')}
        </button>
      </header>
      <p className="hint small">{t('play.players.intro')}</p>
      <form className="player-form" onSubmit={add}>
        <label className="visually-hidden" htmlFor="player-name">
          {t('play.players.name')}
        </label>
        <input
          id="player-name"
          className="input"
          value={draft}
          maxLength={40}
          autoComplete="off"
          placeholder={t('play.players.add')}
          aria-describedby={taken ? 'player-name-taken' : undefined}
          aria-invalid={taken ? true : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setTaken(null);
          }}
        />
        <button type="submit" className="btn btn-primary">
          {t('play.players.addButton')}
        </button>
      </form>
      {taken && (
        <p className="hint small" id="player-name-taken" role="alert">
          {taken}
        </p>
      )}
      {players.length > 1 && <p className="hint small">{t('play.players.order')}</p>}
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
                    aria-label={t('play.players.up', { name })}
                    disabled={seat === 0}
                    onClick={() => move(name, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    aria-label={t('play.players.down', { name })}
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
                aria-label={t('play.players.soberFor', { name })}
                onClick={() => void setPlayerFlag(name, 'sober', !flags[name]?.sober)}
              >
                {t('play.players.sober')}
              </button>
              <button
                type="button"
                className="chip chip-small"
                aria-pressed={flags[name]?.taken ?? false}
                aria-label={t('play.players.takenFor', { name })}
                onClick={() => void setPlayerFlag(name, 'taken', !flags[name]?.taken)}
              >
                {t('play.players.takenFlag')}
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                aria-label={t('play.players.removeFor', { name })}
                onClick={() => void savePlayers(players.filter((p) => p !== name))}
              >
                {t('play.players.remove')}
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
          {t('play.players.clear')}
        </button>
      )}
      {extra}
    </Sheet>
  );
}
