import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { QrCode } from '../../components/qr-code';
import { useDocumentHead } from '../../lib/document-head';
import { t as translate, useT } from '../../lib/i18n';
import { useOnline } from '../../lib/online';
import { publicUrl } from '../../lib/public-url';
import { GAMES, gamePath, isGameId, savePlayers } from '../games';
import { lastRoomName } from './storage';
import { useRoom, type RoomState } from './use-room';
import type { GameSeat } from './room-game';
import './rooms.css';

// /room/CODE: a room with signal, every player on their own phone. A phone with no seat here asks
// for a name and sits down; a seated phone (its seat kept across reloads) goes straight back in.
// The lobby shows the code, its QR and who is here; then the game, live on every phone.

/** The most players a room seats (the backend's limit). */
export const ROOM_SEATS = 16;
/** The longest name the backend takes, in bytes (a letter with an accent or an emoji takes more). */
export const NAME_BYTES = 20;
const CODE_PATTERN = /^[2-9A-HJKMNP-Z]{6}$/;

export const normaliseCode = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

const gameTitle = (game: string | undefined) =>
  game && isGameId(game) ? GAMES[game].title : translate('rooms.theGame');

export function RoomPage({ code }: { code: string }) {
  const t = useT();
  const upper = normaliseCode(code);
  useDocumentHead(t('rooms.head.title', { code: upper }), t('rooms.head.description'));
  const room = useRoom(upper);
  const { status } = room;
  return (
    <div className="room">
      {status.kind === 'open' && room.room?.phase === 'game' ? (
        <InGame room={room} />
      ) : (
        <>
          <h1>
            {t('rooms.heading')} <span className="room-code-inline">{upper}</span>
          </h1>
          {status.kind === 'loading' && <p role="status">{t('rooms.loading')}</p>}
          {status.kind === 'reconnecting' && <p role="status">{t('rooms.reconnectingSeat')}</p>}
          {status.kind === 'ended' && (
            <Ended host={status.host} game={status.game} names={status.names} />
          )}
          {status.kind === 'left' && <Left game={status.game} />}
          {status.kind === 'join' && (
            <JoinForm problem={status.problem} onJoin={(name) => room.join(name)} />
          )}
          {status.kind === 'no-room' && <NoRoom code={upper} />}
          {status.kind === 'unreachable' && (
            <Unreachable
              message={status.message}
              host={status.host}
              game={status.game}
              names={room.room?.seats.map((s) => s.name) ?? []}
              retry={room.retry}
            />
          )}
          {status.kind === 'open' && <Lobby room={room} code={upper} />}
        </>
      )}
    </div>
  );
}

function nameProblem(name: string): string | null {
  if (name.trim() === '') return translate('rooms.name.empty');
  if (new TextEncoder().encode(name.trim()).length > NAME_BYTES) {
    return translate('rooms.name.tooLong', { bytes: NAME_BYTES });
  }
  return null;
}

function JoinForm({
  problem,
  onJoin,
}: {
  problem: string | null;
  onJoin: (name: string) => Promise<void>;
}) {
  const t = useT();
  const [name, setName] = useState(lastRoomName);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? problem;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = nameProblem(name);
    setTyped(wrong);
    if (wrong) return;
    setBusy(true);
    await onJoin(name.trim());
    setBusy(false);
  };
  return (
    <form className="room-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor="room-name">{t('rooms.name.label')}</label>
      <input
        id="room-name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setTyped(null);
        }}
        autoComplete="nickname"
        maxLength={40}
        aria-describedby="room-name-hint"
      />
      <p id="room-name-hint" className="hint small">
        {t('rooms.name.hint', { bytes: NAME_BYTES })}
      </p>
      {shown && (
        <p className="room-problem" role="alert">
          {shown}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('rooms.joining') : t('rooms.join')}
      </button>
    </form>
  );
}

/** A field for a room's code, for a wrong or ended code, and for the /join page. */
export function RoomCodeField({ label }: { label: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCode(typed);
    if (!CODE_PATTERN.test(code)) {
      setProblem(t('rooms.code.wrong'));
      return;
    }
    void navigate({ to: '/room/$code', params: { code } });
  };
  return (
    <form className="room-code-form" onSubmit={submit}>
      <label htmlFor="room-code-field">{label}</label>
      <input
        id="room-code-field"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
      />
      <button type="submit" className="btn" disabled={typed.trim() === ''}>
        {t('rooms.join')}
      </button>
      {problem && (
        <p className="room-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

function NoRoom({ code }: { code: string }) {
  const t = useT();
  return (
    <>
      <p className="room-problem" role="alert">
        {t('rooms.noRoom', { code })}
      </p>
      <RoomCodeField label={t('rooms.code.typeLabel')} />
    </>
  );
}

/** The room has ended: on every phone, with a way back to the game on one phone. */
function Ended({ host, game, names }: { host: boolean; game: string; names: string[] }) {
  const t = useT();
  return (
    <div className="room-ended">
      <p className="room-problem" role="status">
        {host ? t('rooms.ended.host') : t('rooms.ended.guest')}
      </p>
      {host ? (
        <CarryOn
          game={game}
          names={names}
          label={t('rooms.playHere', { game: gameTitle(game) })}
          kept={false}
        />
      ) : (
        <BackToGame game={game} />
      )}
    </div>
  );
}

function Left({ game }: { game: string }) {
  const t = useT();
  return (
    <div className="room-ended">
      <p className="room-problem" role="status">
        {t('rooms.left')}
      </p>
      <BackToGame game={game} />
    </div>
  );
}

function BackToGame({ game }: { game: string }) {
  const t = useT();
  if (!isGameId(game)) return null;
  return (
    <p>
      <Link to={gamePath(game) as '/games'} className="btn btn-block">
        {t('rooms.playHere', { game: gameTitle(game) })}
      </Link>
    </p>
  );
}

/** Back to the game on this phone alone, passed round the table, with the room's players. */
function CarryOn({
  game,
  names,
  label,
  kept = true,
}: {
  game: string | null;
  names: string[];
  label?: string;
  /** Whether the room is kept for when the signal is back (not once it has ended). */
  kept?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  if (!game || !isGameId(game)) return null;
  const carryOn = async () => {
    // The room stays stored for when the signal is back.
    if (names.length > 0) await savePlayers(names).catch(() => undefined);
    await navigate({ to: gamePath(game) as '/games' });
  };
  return (
    <>
      <button type="button" className="btn btn-block" onClick={() => void carryOn()}>
        {label ?? t('rooms.carryOn')}
      </button>
      <p className="hint small">{kept ? t('rooms.carryOn.kept') : t('rooms.carryOn.ended')}</p>
    </>
  );
}

/** The channel dropped: this phone is getting back in by itself. */
function Reconnecting({ room }: { room: RoomState }) {
  const t = useT();
  if (!room.reconnecting) return null;
  return (
    <p className="room-reconnecting" role="status">
      {t('rooms.reconnecting')}
    </p>
  );
}

/** A player leaves their seat; the host ends the room for everyone, after saying yes. */
function LeaveOrEnd({ room }: { room: RoomState }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const host = room.canStart !== null;
  if (!host) {
    return (
      <button
        type="button"
        className="btn btn-ghost btn-small room-leave"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void room.leave();
        }}
      >
        {busy ? t('rooms.leaving') : t('rooms.leave')}
      </button>
    );
  }
  if (!asking) {
    return (
      <button
        type="button"
        className="btn btn-ghost btn-small room-leave"
        onClick={() => setAsking(true)}
      >
        {t('rooms.end')}
      </button>
    );
  }
  return (
    <div className="room-confirm" role="alertdialog" aria-labelledby="room-end-question">
      <p id="room-end-question">{t('rooms.end.question')}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void room.end();
        }}
      >
        {busy ? t('rooms.ending') : t('rooms.end.confirm')}
      </button>
      <button type="button" className="btn btn-block" onClick={() => setAsking(false)}>
        {t('rooms.end.cancel')}
      </button>
    </div>
  );
}

/** The host's phone cannot reach the other phones mid-game. */
function NoSignal({ room }: { room: RoomState }) {
  const t = useT();
  const online = useOnline();
  if (online && !room.cut) return null;
  return (
    <div className="room-host-gone" role="alert">
      <p>{room.canStart !== null ? t('rooms.noSignal.host') : t('rooms.noSignal.guest')}</p>
      {room.canStart !== null && (
        <CarryOn game={room.seat?.game ?? null} names={room.room?.seats.map((s) => s.name) ?? []} />
      )}
    </div>
  );
}

function Unreachable({
  message,
  host,
  game,
  names,
  retry,
}: {
  message: string;
  host: boolean;
  game: string | null;
  names: string[];
  retry: () => void;
}) {
  const t = useT();
  return (
    <>
      <p className="room-problem" role="alert">
        {message}
      </p>
      <button type="button" className="btn btn-primary btn-block" onClick={retry}>
        {t('rooms.tryAgain')}
      </button>
      {host && <CarryOn game={game} names={names} />}
    </>
  );
}

function Lobby({ room, code }: { room: RoomState; code: string }) {
  const t = useT();
  const link = publicUrl(`/room/${code}`);
  const seats = room.room?.seats ?? [];
  const presentIds = new Set(room.present.map((s) => s.seatId));
  const host = room.canStart !== null;
  const me = seats.find((s) => s.seatId === room.seat?.seatId);
  return (
    <div className="room-lobby">
      <p className="room-game-name">
        {t('rooms.lobby.game', { game: gameTitle(room.seat?.game) })}
      </p>
      <p
        className="room-code"
        aria-label={t('rooms.lobby.codeLabel', { code: code.split('').join(' ') })}
      >
        {code}
      </p>
      <QrCode value={link} className="room-qr" label={t('rooms.lobby.qrLabel', { link })} />
      <p className="room-link">
        {t('rooms.lobby.orOpen')} <a href={link}>{link.replace(/^https?:\/\//, '')}</a>
      </p>
      <section aria-labelledby="room-players-title">
        <h2 id="room-players-title">
          {t('rooms.lobby.players')} <span className="room-count">{seats.length}</span>
        </h2>
        <ul className="room-players">
          {seats.map((seat) => (
            <PlayerRow
              key={seat.seatId}
              seat={seat}
              here={presentIds.has(seat.seatId)}
              host={seat.seatId === room.room?.hostSeatId}
              mine={seat.seatId === room.seat?.seatId}
            />
          ))}
        </ul>
        {seats.length >= ROOM_SEATS && (
          <p className="hint">{t('rooms.lobby.full', { seats: ROOM_SEATS })}</p>
        )}
      </section>
      <Reconnecting room={room} />
      {me && <FlagToggles me={me} pending={room.pendingFlags} onChange={room.setFlags} />}
      <LobbySettings room={room} />
      {host && room.canStart ? (
        <>
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            disabled={!room.canStart.ok}
            aria-describedby={room.canStart.ok ? undefined : 'room-start-reason'}
            onClick={room.start}
          >
            {t('rooms.lobby.start')}
          </button>
          {!room.canStart.ok && (
            <p id="room-start-reason" className="hint">
              {room.canStart.reason}
            </p>
          )}
        </>
      ) : (
        <p className="hint" role="status">
          {room.room ? t('rooms.lobby.waitHost') : t('rooms.lobby.reachingHost')}
        </p>
      )}
      {room.hostGone && <HostGone room={room} />}
      <LeaveOrEnd room={room} />
    </div>
  );
}

/** The game's own settings: the host changes them, everyone sees them, in a panel opened by a tap. */
function LobbySettings({ room }: { room: RoomState }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const Settings = room.module?.Settings;
  const settings = room.room?.settings;
  if (!Settings || settings === undefined) return null;
  const host = room.canStart !== null;
  return (
    <section className="room-settings" aria-labelledby="room-settings-title">
      <h2 id="room-settings-title" className="room-settings-title">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-expanded={open}
          aria-controls="room-settings-panel"
          onClick={() => setOpen(!open)}
        >
          {host ? t('rooms.settings.host') : t('rooms.settings.guest')}
        </button>
      </h2>
      {open && (
        <div id="room-settings-panel" className="room-settings-panel">
          <Settings
            settings={settings}
            host={host}
            onChange={room.configure}
            seats={room.room?.seats ?? []}
          />
        </div>
      )}
    </section>
  );
}

function PlayerRow({
  seat,
  here,
  host,
  mine,
}: {
  seat: GameSeat;
  here: boolean;
  host: boolean;
  mine: boolean;
}) {
  const t = useT();
  const notes = [
    host ? t('rooms.note.host') : null,
    mine ? t('rooms.note.you') : null,
    seat.sober ? t('rooms.note.sober') : null,
    seat.taken ? t('rooms.note.taken') : null,
    here ? null : t('rooms.note.away'),
  ].filter(Boolean);
  return (
    <li className={here ? 'room-player' : 'room-player room-player-away'}>
      <span className="room-player-name">{seat.name}</span>
      {notes.length > 0 && <span className="room-player-notes">{notes.join(' · ')}</span>}
    </li>
  );
}

function FlagToggles({
  me,
  pending,
  onChange,
}: {
  me: GameSeat;
  /** What this phone asked for and the host has not yet applied: shown at once, as pending. */
  pending: { sober: boolean; taken: boolean } | null;
  onChange: (flags: { sober: boolean; taken: boolean }) => void;
}) {
  const t = useT();
  const flags = pending ?? { sober: me.sober, taken: me.taken };
  return (
    <fieldset className="room-flags" aria-busy={pending !== null}>
      <legend>{t('rooms.flags.legend')}</legend>
      <label>
        <input
          type="checkbox"
          checked={flags.sober}
          onChange={(event) => onChange({ ...flags, sober: event.target.checked })}
        />{' '}
        {t('rooms.flags.sober')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={flags.taken}
          onChange={(event) => onChange({ ...flags, taken: event.target.checked })}
        />{' '}
        {t('rooms.flags.taken')}
      </label>
      <p className="hint small room-flags-status" role="status">
        {pending ? t('rooms.flags.sending') : ''}
      </p>
    </fieldset>
  );
}

function HostGone({ room }: { room: RoomState }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <div className="room-host-gone" role="alert">
      <p>{t('rooms.hostGone')}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void room.takeOver();
        }}
      >
        {t('rooms.takeOver')}
      </button>
    </div>
  );
}

function InGame({ room }: { room: RoomState }) {
  const { module, seat } = room;
  const view = room.room;
  if (!module || !seat || !view) return null;
  const seats = view.seats;
  const me =
    seats.find((s) => s.seatId === seat.seatId) ??
    ({
      seatId: seat.seatId,
      name: seat.name,
      seatNumber: seat.seatNumber,
      sober: false,
      taken: false,
    } satisfies GameSeat);
  const View = module.View;
  return (
    <div className="room-in-game">
      <h1 className="room-title">
        {gameTitle(seat.game)} <span className="room-code-inline">{seat.code}</span>
      </h1>
      {room.hostGone && <HostGone room={room} />}
      <Reconnecting room={room} />
      <NoSignal room={room} />
      <View
        shared={view.shared}
        secret={room.secret}
        me={me}
        seats={seats}
        host={seat.seatId === view.hostSeatId && room.canStart !== null}
        send={room.send}
      />
      <LeaveOrEnd room={room} />
    </div>
  );
}
