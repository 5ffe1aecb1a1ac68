import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { cue } from '../../feel';
import { DieFace } from '../core/die-face';
import { GameShell, type PackContext } from '../core/game-shell';
import { EndGameButton } from '../core/recap-view';
import { HostCodePanel, ShowCodeAgain } from '../table/code-panel';
import { tableFingerprint } from '../table/fingerprint';
import { freshSession } from './play';
import { PeekButton } from './peek';
import { holderAt, meyerCodeAt, passTurn, presetOf, readMeyerTable, rollCup } from './cup-table';
import { readRoll, rollLabel } from './rules';
import type { MeyerCup, MeyerSession } from './session';
import { PhaseHeading, RankingReminder } from './table';

// Meyer with this phone as its own dice cup (./cup-table.ts). Roll, then the dice stay hidden:
// press and hold to peek; lay the phone face down (or tap Cup down) and they are gone until the
// cup is picked up again; Lift shows them big, for the whole table to see the lie. Every phone
// shows the turn number and whose turn it is, and moves on with the same taps.

type OrientationWithPermission = typeof DeviceOrientationEvent & {
  requestPermission?: () => Promise<'granted' | 'denied' | 'default'>;
};

/** Face down: the screen points at the table (front-to-back tilt past 140° either way). */
export function isFaceDown(beta: number | null, gamma: number | null): boolean {
  if (beta === null) return false;
  return Math.abs(beta) > 140 && Math.abs(gamma ?? 0) < 50;
}

function faceDownSupport(): 'ready' | 'ask' | 'none' {
  if (typeof window === 'undefined' || !window.isSecureContext) return 'none';
  if (!('DeviceOrientationEvent' in window)) return 'none';
  const api = window.DeviceOrientationEvent as OrientationWithPermission;
  return typeof api.requestPermission === 'function' ? 'ask' : 'ready';
}

/** Calls `onDown` when the phone is laid face down, while `listening`. On iOS-style browsers the
 * readings need a tap's permission first (`ask`); elsewhere they come when the page is secure. */
function useFaceDown(listening: boolean, onDown: () => void) {
  // Read on the first render: the cup only shows once the saved game is read, in the browser.
  const [allowed, setAllowed] = useState(faceDownSupport);
  const latest = useRef(onDown);
  useEffect(() => {
    latest.current = onDown;
  });
  useEffect(() => {
    if (!listening || allowed !== 'ready') return;
    const handle = (event: DeviceOrientationEvent) => {
      if (isFaceDown(event.beta, event.gamma)) latest.current();
    };
    window.addEventListener('deviceorientation', handle);
    return () => window.removeEventListener('deviceorientation', handle);
  }, [listening, allowed]);
  const ask = async () => {
    const api = window.DeviceOrientationEvent as OrientationWithPermission;
    const answer = await api.requestPermission?.().catch(() => 'denied' as const);
    setAllowed(answer === 'granted' ? 'ready' : 'none');
  };
  return { allowed, ask };
}

export function MeyerCupGame({
  state,
  table,
  context,
  commit,
}: {
  state: MeyerSession;
  table: MeyerCup;
  context: PackContext | null;
  commit: (next: MeyerSession) => void;
}) {
  const code = useMemo(() => readMeyerTable(table.code), [table.code]);
  const set = (next: MeyerCup) => commit({ ...state, table: next });
  const leave = () => commit(freshSession());
  const faceDown = useFaceDown(table.cup === 'under', () => {
    if (table.cup === 'under') set({ ...table, cup: 'down' });
  });

  if (!code) {
    return (
      <GameShell game="meyer" title="Meyer" context={context} packs={null}>
        <p className="table-problem" role="alert">
          This phone’s table code no longer reads. Scan the host’s code again to rejoin.
        </p>
        <Link to="/join" className="btn btn-primary btn-block">
          Scan the code
        </Link>
        <button type="button" className="btn btn-ghost btn-block" onClick={leave}>
          Play on this phone instead
        </button>
      </GameShell>
    );
  }

  const preset = presetOf(code);
  const names = code.seats.map((s) => s.name);
  const holder = holderAt(code, table.turn);
  const mine = table.seat === holder;
  const next = holderAt(code, table.turn + 1);
  const qr = meyerCodeAt(code, table.turn);
  const fingerprint = tableFingerprint(code);
  const dice = table.dice;

  if (table.phase === 'code') {
    return (
      <GameShell game="meyer" title="Meyer" context={context} packs={null} playersButton={false}>
        <HostCodePanel
          qr={qr}
          game="Meyer"
          seats={code.seats}
          chooseSeat={(seat) => set({ ...table, seat, phase: 'cup' })}
        />
      </GameShell>
    );
  }

  return (
    <GameShell
      game="meyer"
      title="Meyer"
      context={context}
      packs={null}
      playersButton={false}
      status={
        <span className="table-turn-line">
          <span data-testid="table-turn">Turn {table.turn + 1}</span>
          {table.seat !== null && <span>· {names[table.seat]}</span>}
          <span aria-label={`Table: ${fingerprint.words.join(', ')}`}>
            · {fingerprint.pictures.join('')}
          </span>
        </span>
      }
    >
      <section className="meyer-turn" aria-labelledby="meyer-cup-title">
        <PhaseHeading id="meyer-cup-title">
          {mine ? `${names[holder]}, your turn` : `${names[holder]}’s turn`}
        </PhaseHeading>
        {table.cup === 'empty' && (
          <>
            <p className="meyer-call">
              {mine
                ? 'Roll under your cup, peek, then say your call out loud.'
                : `When ${names[holder]} has called and the turn passes on, tap Next turn.`}
            </p>
            <button
              type="button"
              className={`btn btn-large btn-block${mine ? ' btn-primary' : ''}`}
              onClick={() => {
                cue('roll');
                set(rollCup(table));
              }}
            >
              Roll the dice
            </button>
          </>
        )}
        {table.cup === 'under' && dice && (
          <>
            <PeekButton dice={dice} preset={preset} />
            <p className="hint small">
              {faceDown.allowed === 'ready'
                ? 'Lay the phone face down, or tap Cup down, to hide the dice.'
                : 'Tap Cup down to hide the dice until someone lifts.'}
            </p>
            <div className="meyer-actions">
              <button
                type="button"
                className="btn btn-large btn-block"
                onClick={() => set({ ...table, cup: 'down' })}
              >
                Cup down
              </button>
              {faceDown.allowed === 'ask' && (
                <button type="button" className="btn btn-small" onClick={() => void faceDown.ask()}>
                  Hide by laying the phone face down
                </button>
              )}
            </div>
          </>
        )}
        {table.cup === 'down' && (
          <div className="meyer-cup meyer-cup-down" data-testid="cup-down">
            <p className="meyer-cup-closed">Cup down: the dice are hidden</p>
            <button
              type="button"
              className="btn btn-block"
              onClick={() => set({ ...table, cup: 'under' })}
            >
              Pick up the cup to peek again
            </button>
          </div>
        )}
        {(table.cup === 'under' || table.cup === 'down') && dice && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => {
              cue('turn');
              set({ ...table, cup: 'lifted' });
            }}
          >
            Lift: show the table
          </button>
        )}
        {table.cup === 'lifted' && dice && (
          <div className="meyer-lifted" data-testid="lifted">
            <span className="meyer-dice meyer-dice-big">
              <DieFace value={dice[0]} />
              <DieFace value={dice[1]} />
            </span>
            <p className="meyer-lifted-roll">{rollLabel(preset, readRoll(dice[0], dice[1]))}</p>
          </div>
        )}
        <button type="button" className="btn btn-block" onClick={() => set(passTurn(code, table))}>
          Next turn: {names[next]}
        </button>
        <details className="meyer-starter">
          <summary>New round: someone else starts</summary>
          <p className="hint small">
            After a lift, whoever starts the next round: tap their name on every phone.
          </p>
          <div className="table-seats">
            {names.map((name, seat) => (
              <button
                key={`${seat}:${name}`}
                type="button"
                className="btn btn-small"
                onClick={() => set(passTurn(code, table, seat))}
              >
                {name}
              </button>
            ))}
          </div>
        </details>
      </section>
      <RankingReminder preset={preset} />
      <ShowCodeAgain qr={qr} turnLabel={`turn ${table.turn + 1}`} />
      <EndGameButton onEnd={leave} />
    </GameShell>
  );
}
