import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { QrCode } from '../../components/qr-code';
import { useDocumentHead } from '../../lib/document-head';
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
  game && isGameId(game) ? GAMES[game].title : 'the game';

export function RoomPage({ code }: { code: string }) {
  const upper = normaliseCode(code);
  useDocumentHead(`Room ${upper}`, 'A game on everyone’s phone: join with the room’s code.');
  const room = useRoom(upper);
  const { status } = room;
  return (
    <div className="room">
      {status.kind === 'open' && room.room?.phase === 'game' ? (
        <InGame room={room} />
      ) : (
        <>
          <h1>
            Room <span className="room-code-inline">{upper}</span>
          </h1>
          {status.kind === 'loading' && <p role="status">Finding your seat…</p>}
          {status.kind === 'reconnecting' && (
            <p role="status">Reconnecting to the room… Your seat is kept.</p>
          )}
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
  if (name.trim() === '') return 'Type a name for the others to see.';
  if (new TextEncoder().encode(name.trim()).length > NAME_BYTES) {
    return `That name is too long: ${NAME_BYTES} letters at most (an accent or emoji counts as more).`;
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
      <label htmlFor="room-name">Your name</label>
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
        Up to {NAME_BYTES} letters. The others see it beside your votes.
      </p>
      {shown && (
        <p className="room-problem" role="alert">
          {shown}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Joining…' : 'Join the room'}
      </button>
    </form>
  );
}

/** A field for a room's code, for a wrong or ended code, and for the /join page. */
export function RoomCodeField({ label }: { label: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCode(typed);
    if (!CODE_PATTERN.test(code)) {
      setProblem('A room’s code is six letters and numbers, as the host’s phone shows it.');
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
        Join the room
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
  return (
    <>
      <p className="room-problem" role="alert">
        No room is open with the code {code}. It may have ended, or a letter may be off.
      </p>
      <RoomCodeField label="Type the code the host’s phone shows" />
    </>
  );
}

/** The room has ended: on every phone, with a way back to the game on one phone. */
function Ended({ host, game, names }: { host: boolean; game: string; names: string[] }) {
  return (
    <div className="room-ended">
      <p className="room-problem" role="status">
        {host
          ? 'You ended the room. Its code no longer works.'
          : 'This room has ended. Thanks for playing!'}
      </p>
      {host ? (
        <CarryOn
          game={game}
          names={names}
          label={`Play ${gameTitle(game)} on this phone`}
          kept={false}
        />
      ) : (
        <BackToGame game={game} />
      )}
    </div>
  );
}

function Left({ game }: { game: string }) {
  return (
    <div className="room-ended">
      <p className="room-problem" role="status">
        You left the room. The others carry on without you.
      </p>
      <BackToGame game={game} />
    </div>
  );
}

function BackToGame({ game }: { game: string }) {
  if (!isGameId(game)) return null;
  return (
    <p>
      <Link to={gamePath(game) as '/games'} className="btn btn-block">
        Play {gameTitle(game)} on this phone
      </Link>
    </p>
  );
}

/** Back to the game on this phone alone, passed round the table, with the room's players. */
function CarryOn({
  game,
  names,
  label = 'Carry on on this phone',
  kept = true,
}: {
  game: string | null;
  names: string[];
  label?: string;
  /** Whether the room is kept for when the signal is back (not once it has ended). */
  kept?: boolean;
}) {
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
        {label}
      </button>
      <p className="hint small">
        {kept
          ? 'Carrying on passes this phone round the table. The room is kept: open this page again when the signal is back.'
          : 'This phone is passed round the table, with the room’s players.'}
      </p>
    </>
  );
}

/** The channel dropped: this phone is getting back in by itself. */
function Reconnecting({ room }: { room: RoomState }) {
  if (!room.reconnecting) return null;
  return (
    <p className="room-reconnecting" role="status">
      Reconnecting… The signal dropped; this phone gets back in the room by itself.
    </p>
  );
}

/** A player leaves their seat; the host ends the room for everyone, after saying yes. */
function LeaveOrEnd({ room }: { room: RoomState }) {
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
        {busy ? 'Leaving…' : 'Leave the room'}
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
        End the room
      </button>
    );
  }
  return (
    <div className="room-confirm" role="alertdialog" aria-labelledby="room-end-question">
      <p id="room-end-question">
        End the room for everyone? Every phone shows that it has ended, and its code stops working.
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void room.end();
        }}
      >
        {busy ? 'Ending…' : 'End it for everyone'}
      </button>
      <button type="button" className="btn btn-block" onClick={() => setAsking(false)}>
        Keep playing
      </button>
    </div>
  );
}

/** The host's phone cannot reach the other phones mid-game. */
function NoSignal({ room }: { room: RoomState }) {
  const online = useOnline();
  if (online && !room.cut) return null;
  return (
    <div className="room-host-gone" role="alert">
      <p>
        {room.canStart !== null
          ? 'No signal: the other phones cannot see the game right now.'
          : 'No signal: this phone catches up once it is back.'}
      </p>
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
  return (
    <>
      <p className="room-problem" role="alert">
        {message}
      </p>
      <button type="button" className="btn btn-primary btn-block" onClick={retry}>
        Try again
      </button>
      {host && <CarryOn game={game} names={names} />}
    </>
  );
}

function Lobby({ room, code }: { room: RoomState; code: string }) {
  const link = publicUrl(`/room/${code}`);
  const seats = room.room?.seats ?? [];
  const presentIds = new Set(room.present.map((s) => s.seatId));
  const host = room.canStart !== null;
  const me = seats.find((s) => s.seatId === room.seat?.seatId);
  return (
    <div className="room-lobby">
      <p className="room-game-name">
        {gameTitle(room.seat?.game)}, on everyone’s phone. Others join with this code:
      </p>
      <p className="room-code" aria-label={`Room code ${code.split('').join(' ')}`}>
        {code}
      </p>
      <QrCode value={link} className="room-qr" label={`QR code of the room’s link, ${link}`} />
      <p className="room-link">
        Or open <a href={link}>{link.replace(/^https?:\/\//, '')}</a>
      </p>
      <section aria-labelledby="room-players-title">
        <h2 id="room-players-title">
          Players <span className="room-count">{seats.length}</span>
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
          <p className="hint">The room is full: {ROOM_SEATS} players at most.</p>
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
            Start
          </button>
          {!room.canStart.ok && (
            <p id="room-start-reason" className="hint">
              {room.canStart.reason}
            </p>
          )}
        </>
      ) : (
        <p className="hint" role="status">
          {room.room ? 'The host starts the game when everyone is in.' : 'Reaching the host…'}
        </p>
      )}
      {room.hostGone && <HostGone room={room} />}
      <LeaveOrEnd room={room} />
    </div>
  );
}

/** The game's own settings: the host changes them, everyone sees them, in a panel opened by a tap. */
function LobbySettings({ room }: { room: RoomState }) {
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
          {host ? 'Game settings' : 'The game’s settings'}
        </button>
      </h2>
      {open && (
        <div id="room-settings-panel" className="room-settings-panel">
          <Settings settings={settings} host={host} onChange={room.configure} />
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
  const notes = [
    host ? 'host' : null,
    mine ? 'you' : null,
    seat.sober ? 'not drinking' : null,
    seat.taken ? 'taken' : null,
    here ? null : 'not connected',
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
  const flags = pending ?? { sober: me.sober, taken: me.taken };
  return (
    <fieldset className="room-flags" aria-busy={pending !== null}>
      <legend>You tonight</legend>
      <label>
        <input
          type="checkbox"
          checked={flags.sober}
          onChange={(event) => onChange({ ...flags, sober: event.target.checked })}
        />{' '}
        Not drinking tonight
      </label>
      <label>
        <input
          type="checkbox"
          checked={flags.taken}
          onChange={(event) => onChange({ ...flags, taken: event.target.checked })}
        />{' '}
        Taken
      </label>
      <p className="hint small room-flags-status" role="status">
        {pending ? 'Sending to the host…' : ''}
      </p>
    </fieldset>
  );
}

function HostGone({ room }: { room: RoomState }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="room-host-gone" role="alert">
      <p>The host’s phone has dropped out of the room.</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void room.takeOver();
        }}
      >
        Be the host on this phone
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
