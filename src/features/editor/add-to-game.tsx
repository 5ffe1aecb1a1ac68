import { useT } from '../../lib/i18n';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import {
  addPackToGame,
  adultConfirmedSetting,
  confirmAdult,
  GAMES,
  GAMES_TAKING_PACKS,
  gamePath,
  LIKED_GROUP,
  OWN_GROUP,
  useSpiceLimit,
  type GameId,
} from '../games';
import { packFitsGame, type PackGame } from '../../lib/pack-game';
import { likePack } from './pack-data';

// The pack page's "Add to a game" (issue 18): a pack from this device joins one of the prompt
// games next to its built-in packs. Someone else's pack joins as a liked pack, so adding it likes
// it first and says so; unliking it later takes it out of the games again. Works offline: both
// steps are local writes that reach the server when they can. Only the games the pack is for are
// offered (its own game and Mix; `lib/pack-game.ts`).

interface Added {
  game: GameId;
  /** This add liked the pack. */
  liked: boolean;
  /** It was on in that game already. */
  already: boolean;
}

export function AddToGame({
  packId,
  name,
  own,
  liked,
  explicit,
  packGame,
}: {
  packId: string;
  /** The game the pack is for (saved, or read from its lead-ins); null when neither says. */
  packGame: PackGame | null;
  name: string;
  /** Made on this device: joins as yours, no like needed. */
  own: boolean;
  liked: boolean;
  explicit: boolean;
}) {
  const t = useT();
  const selectId = useId();
  const choices = GAMES_TAKING_PACKS.filter((id) => packFitsGame(packGame, id));
  const [picked, setGame] = useState<GameId | null>(null);
  const game = picked && choices.includes(picked) ? picked : (choices[0] ?? 'mix');
  const [asking, setAsking] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);
  const [failed, setFailed] = useState(false);
  // A tap while an add is saving is ignored; the button stays focusable throughout.
  const busy = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const spiceLimit = useSpiceLimit();
  const title = GAMES[game].title;

  const add = async (chosen: GameId) => {
    busy.current = true;
    setFailed(false);
    try {
      const newlyLiked = own ? false : await likePack(packId);
      const result = await addPackToGame(chosen, packId);
      setAdded({ game: chosen, liked: newlyLiked, already: result === 'unchanged' });
    } catch {
      setAdded(null);
      setFailed(true);
    } finally {
      busy.current = false;
    }
  };

  const start = async () => {
    if (busy.current) return;
    // 18+ follows the games' rule (G8): the table confirms its age once, before the first 18+
    // pack goes on. Read at the tap, so a table that already confirmed is never asked again.
    if (explicit && !(await adultConfirmedSetting.read())) {
      setAdded(null);
      setAsking(true);
      return;
    }
    await add(game);
  };

  const group = own ? OWN_GROUP : LIKED_GROUP;
  const addedTitle = added ? GAMES[added.game].title : '';
  // A plain string: the router's typed paths do not list each game's page by its id.
  const playPath: string = added ? gamePath(added.game) : '/games';
  return (
    <section className="editor-card add-to-game" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>{t('editor.add.title')}</h2>
      <p className="editor-muted">
        {t('editor.add.text')}
        {!own && !liked && t('editor.add.likesToo')}
      </p>
      <div className="add-to-game-row">
        <div className="add-to-game-field">
          <label htmlFor={selectId}>{t('editor.add.game')}</label>
          <select
            id={selectId}
            value={game}
            onChange={(event) => {
              setGame(event.target.value as GameId);
              setAsking(false);
            }}
          >
            {choices.map((id) => (
              <option key={id} value={id}>
                {GAMES[id].title}
              </option>
            ))}
          </select>
        </div>
        <button ref={button} type="button" className="btn btn-primary" onClick={() => void start()}>
          {t('editor.add.button', { game: title })}
        </button>
      </div>
      {asking && (
        <div className="add-to-game-age" role="alertdialog" aria-labelledby={`${selectId}-age`}>
          <h3 id={`${selectId}-age`}>{t('editor.adult.title', { name })}</h3>
          <p>{t('editor.adult.add')}</p>
          <div className="editor-row">
            <button
              type="button"
              className="btn btn-primary"
              autoFocus
              onClick={() => {
                setAsking(false);
                button.current?.focus();
                void confirmAdult().then(() => add(game));
              }}
            >
              {t('editor.adult.confirm')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setAsking(false);
                button.current?.focus();
              }}
            >
              {t('editor.add.keepOut')}
            </button>
          </div>
        </div>
      )}
      <div role="status" aria-live="polite" className="add-to-game-status">
        {failed && <p>{t('editor.error.didNotSave')}</p>}
        {added && (
          <>
            {added.liked && <p>{t('editor.add.nowLiked')}</p>}
            <p>
              <strong>
                {added.already
                  ? t('editor.add.already', { name, game: addedTitle, group })
                  : t('editor.add.added', { name, game: addedTitle, group })}
              </strong>
            </p>
            {explicit && spiceLimit < 3 && <p>{t('editor.add.spice')}</p>}
          </>
        )}
      </div>
      {added && (
        <p>
          <Link to={playPath} className="btn btn-block">
            {t('editor.add.playNow', { game: addedTitle })}
          </Link>
        </p>
      )}
    </section>
  );
}
