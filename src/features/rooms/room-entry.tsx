import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { usePackContext, type GameId } from '../games';
import { currentLang, t as translate, useT } from '../../lib/i18n';
import { useServerProfile } from '../sync';
import { createRoom, RoomError } from './channel';
import { roomClient } from './client';
import { newHostRecord } from './driver';
import { hasRoomGame, loadRoomGame } from './games';
import { lastRoomName, rememberRoomName, writeHostRecord, writeSeat } from './storage';
import './rooms.css';

// On a game page whose game a room plays: "Play on everyone's phone" opens a room for it, this
// phone its host, and goes to the room's lobby.

const NAME_BYTES = 20;

export function RoomEntry({ game }: { game: GameId }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!hasRoomGame(game)) return null;
  return open ? (
    <CreateRoom game={game} onCancel={() => setOpen(false)} />
  ) : (
    <button
      type="button"
      className="btn btn-ghost btn-small room-entry-button"
      onClick={() => setOpen(true)}
    >
      {t('rooms.entry.button')}
    </button>
  );
}

function CreateRoom({ game, onCancel }: { game: GameId; onCancel: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const profile = useServerProfile();
  const choice = usePackContext(game);
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? (profile?.username || lastRoomName());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('rooms.name.empty'));
    if (new TextEncoder().encode(trimmed).length > NAME_BYTES) {
      return setProblem(t('rooms.name.tooLongShort', { bytes: NAME_BYTES }));
    }
    setBusy(true);
    setProblem(null);
    try {
      const client = await roomClient();
      if (!client) throw new RoomError('network', translate('rooms.entry.noServer'));
      const seat = await createRoom(client, game, trimmed);
      rememberRoomName(trimmed);
      writeSeat({ seat, pending: [] });
      // The packs and spice filter chosen on this page are the room's too, and so is its
      // language: every phone, and one that takes over as host, deals the cards in it.
      const module = await loadRoomGame(game);
      const chosen: unknown = module && choice ? module.settingsFrom?.(choice) : undefined;
      const settings: unknown = module
        ? { ...((chosen ?? module.game.defaultSettings) as object), lang: currentLang() }
        : undefined;
      await writeHostRecord({ ...newHostRecord(seat), ...(settings ? { settings } : {}) });
      await navigate({ to: '/room/$code', params: { code: seat.code } });
    } catch (error) {
      setBusy(false);
      setProblem(error instanceof RoomError ? error.message : t('rooms.entry.failed'));
    }
  };

  return (
    <form className="room-entry" onSubmit={(event) => void submit(event)}>
      <label htmlFor="room-host-name">{t('rooms.entry.nameLabel')}</label>
      <input
        id="room-host-name"
        value={name}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="nickname"
        maxLength={40}
      />
      <p className="hint small">{t('rooms.entry.hint')}</p>
      {problem && (
        <p className="room-problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('rooms.entry.opening') : t('rooms.entry.open')}
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={onCancel}>
        {t('rooms.entry.cancel')}
      </button>
    </form>
  );
}
