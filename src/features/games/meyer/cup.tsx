import { useT } from '../../../lib/i18n';
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
import {
  callMade,
  holderAt,
  meyerCodeAt,
  presetOf,
  readMeyerTable,
  rollCup,
  roundLoss,
  roundOver,
  tableLives,
  tableWinner,
  type RoundEnd,
} from './cup-table';
import { CallPicker } from './picker';
import { announceable, liftOutcome, MEYER, readRoll, rollLabel, topName } from './rules';
import type { MeyerCup, MeyerSession } from './session';
import { LivesBoard, PhaseHeading, RankingReminder } from './table';

// Meyer with this phone as its own dice cup (./cup-table.ts). Only the phone of the player on
// turn offers Roll; then the dice stay hidden: press and hold to peek; lay the phone face down (or
// tap Cup down) and they are gone until the cup is picked up again. The call is said out loud and
// tapped on every phone, which passes the turn on; if the next player lifts, the caller's phone
// shows the dice big, for the whole table to see the lie, and every phone taps who lost. Every
// phone shows the turn number, whose turn it is, the call standing and everyone's lives.

const TITLE = 'Meyer';

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
  const t = useT();
  const code = useMemo(() => readMeyerTable(table.code), [table.code]);
  const set = (next: MeyerCup) => commit({ ...state, table: next });
  const leave = () => commit(freshSession());
  const faceDown = useFaceDown(table.cup === 'under', () => {
    if (table.cup === 'under') set({ ...table, cup: 'down' });
  });

  if (!code) {
    return (
      <GameShell game="meyer" title={TITLE} context={context} packs={null}>
        <p className="table-problem" role="alert">
          {t('meyer.cup.badCode')}
        </p>
        <Link to="/join" className="btn btn-primary btn-block">
          {t('meyer.cup.scan')}
        </Link>
        <button type="button" className="btn btn-ghost btn-block" onClick={leave}>
          {t('meyer.cup.playHere')}
        </button>
      </GameShell>
    );
  }

  const preset = presetOf(code);
  const names = code.seats.map((s) => s.name);
  const holder = holderAt(code, table.turn);
  const mine = table.seat === holder;
  const holderName = names[holder] ?? '';
  const lives = tableLives(code, table);
  const winner = tableWinner(lives);
  const qr = meyerCodeAt(code, table);
  const fingerprint = tableFingerprint(code);
  const dice = table.dice;
  const call = table.call;
  const caller = table.caller;
  const callerName = caller === null ? '' : (names[caller] ?? '');
  /** This phone made the standing call and still has its dice: a lift opens this cup. */
  const liftable = call !== null && caller === table.seat && !mine && dice !== null;
  const end = (how: RoundEnd) => {
    cue('loss');
    set(roundOver(code, table, how));
  };
  const board = (
    <LivesBoard
      state={{
        ...state,
        players: names,
        lives: Object.fromEntries(names.map((name, seat) => [name, lives[seat] ?? 0])),
        seat: holder,
        startLives: Math.max(state.startLives, ...lives),
      }}
    />
  );

  if (table.phase === 'code') {
    return (
      <GameShell game="meyer" title={TITLE} context={context} packs={null} playersButton={false}>
        <HostCodePanel
          qr={qr}
          game={TITLE}
          seats={code.seats}
          chooseSeat={(seat) => set({ ...table, seat, phase: 'cup' })}
        />
      </GameShell>
    );
  }

  const status = (
    <span className="table-turn-line">
      <span data-testid="table-turn">{t('meyer.cup.turn', { turn: table.turn + 1 })}</span>
      {table.seat !== null && <span>· {names[table.seat]}</span>}
      <span aria-label={t('meyer.cup.tableLabel', { words: fingerprint.words.join(', ') })}>
        · {fingerprint.pictures.join('')}
      </span>
    </span>
  );

  if (winner !== null) {
    return (
      <GameShell
        game="meyer"
        title={TITLE}
        context={context}
        packs={null}
        playersButton={false}
        status={status}
      >
        <section className="meyer-turn" aria-labelledby="meyer-cup-title">
          <PhaseHeading id="meyer-cup-title">
            {t('meyer.cup.wins', { name: names[winner] ?? '' })}
          </PhaseHeading>
          <p className="meyer-call">{t('meyer.cup.othersOut')}</p>
          {board}
        </section>
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={leave}>
          {t('meyer.cup.newGame')}
        </button>
      </GameShell>
    );
  }

  const lifted = table.cup === 'lifted' && dice && call !== null && caller !== null;
  const outcome = lifted
    ? liftOutcome(preset, {
        dice: readRoll(dice[0], dice[1]),
        call,
        announcer: names[caller] ?? '',
        lifter: names[holder] ?? '',
        meyerCost: 1,
      })
    : null;
  const loss = (how: RoundEnd) => roundLoss(code, table, how);
  const lossLabel = (how: RoundEnd) => {
    const l = loss(how);
    if (!l) return '';
    const lost = t('meyer.lives', { count: l.lives });
    const who = names[l.seat] ?? '';
    if (how === 'caught') return t('meyer.cup.loss.caught', { who, lost });
    if (how === 'gave-up') return t('meyer.cup.loss.gaveUp', { who, lost });
    return t('meyer.cup.loss.wrongLift', { who, lost });
  };

  return (
    <GameShell
      game="meyer"
      title={TITLE}
      context={context}
      packs={null}
      playersButton={false}
      status={status}
    >
      <section className="meyer-turn" aria-labelledby="meyer-cup-title">
        <PhaseHeading id="meyer-cup-title">
          {mine
            ? t('meyer.cup.yourTurn', { name: holderName })
            : t('meyer.cup.theirTurn', { name: holderName })}
        </PhaseHeading>
        <p className="meyer-call" data-testid="table-call">
          {call === null
            ? t('meyer.cup.newRound')
            : t('meyer.cup.called', { caller: callerName, call: rollLabel(preset, call) })}{' '}
          {call === MEYER
            ? mine
              ? t('meyer.cup.topMine', { top: topName(preset) })
              : t('meyer.cup.topTheirs', { top: topName(preset), name: holderName })
            : call !== null
              ? mine
                ? t('meyer.cup.beatIt')
                : t('meyer.cup.believes', { name: holderName })
              : ''}
        </p>
        {mine && table.cup === 'empty' && call !== MEYER && (
          <>
            <p className="hint small">{t('meyer.cup.rollHint')}</p>
            <button
              type="button"
              className="btn btn-primary btn-large btn-block"
              onClick={() => {
                cue('roll');
                set(rollCup(table));
              }}
            >
              {t('meyer.cup.roll')}
            </button>
          </>
        )}
        {mine && table.cup === 'under' && dice && (
          <>
            <PeekButton dice={dice} preset={preset} />
            <p className="hint small">
              {faceDown.allowed === 'ready'
                ? t('meyer.cup.faceDownHint')
                : t('meyer.cup.tapDownHint')}
            </p>
            <div className="meyer-actions">
              <button
                type="button"
                className="btn btn-large btn-block"
                onClick={() => set({ ...table, cup: 'down' })}
              >
                {t('meyer.cup.down')}
              </button>
              {faceDown.allowed === 'ask' && (
                <button type="button" className="btn btn-small" onClick={() => void faceDown.ask()}>
                  {t('meyer.cup.askFaceDown')}
                </button>
              )}
            </div>
          </>
        )}
        {table.cup === 'down' && dice && (
          <div className="meyer-cup meyer-cup-down" data-testid="cup-down">
            <p className="meyer-cup-closed">{t('meyer.cup.hidden')}</p>
            {mine && (
              <button
                type="button"
                className="btn btn-block"
                onClick={() => set({ ...table, cup: 'under' })}
              >
                {t('meyer.cup.pickUp')}
              </button>
            )}
          </div>
        )}
        {liftable && table.cup !== 'lifted' && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => {
              cue('turn');
              set({ ...table, cup: 'lifted' });
            }}
          >
            {t('meyer.cup.lifts', { name: holderName })}
          </button>
        )}
        {lifted && outcome && (
          <div className="meyer-lifted" data-testid="lifted">
            <span className="meyer-dice meyer-dice-big">
              <DieFace value={dice[0]} />
              <DieFace value={dice[1]} />
            </span>
            <p className="meyer-lifted-roll">{rollLabel(preset, readRoll(dice[0], dice[1]))}</p>
            <p className="meyer-loss">
              {outcome.truthful ? lossLabel('wrong-lift') : lossLabel('caught')}.{' '}
              {t('meyer.cup.tapUnder')}
            </p>
          </div>
        )}
        {call !== MEYER && (!mine || table.cup !== 'empty') && table.cup !== 'lifted' && (
          <details className="meyer-claim" key={`call:${table.turn}`}>
            <summary>
              {mine ? t('meyer.cup.tapMine') : t('meyer.cup.tapTheirs', { name: holderName })}
            </summary>
            <CallPicker
              preset={preset}
              choices={announceable(preset, call, 'above')}
              legend={
                mine ? t('meyer.cup.legendMine') : t('meyer.cup.legendTheirs', { name: holderName })
              }
              action={t('meyer.cup.action', { name: holderName })}
              placeholder={
                mine
                  ? t('meyer.cup.placeholderMine')
                  : t('meyer.cup.placeholderTheirs', { name: holderName })
              }
              onAnnounce={(value) => {
                cue('turn');
                set(callMade(code, table, value));
              }}
            />
          </details>
        )}
        {call !== null && (
          <details
            className="meyer-starter"
            key={`over:${table.turn}`}
            open={table.cup === 'lifted' || undefined}
          >
            <summary>{t('meyer.cup.roundOver')}</summary>
            <p className="hint small">{t('meyer.cup.roundOverHint')}</p>
            <div className="meyer-round-over">
              {(
                ['caught', 'wrong-lift', ...(call === MEYER ? ['gave-up' as const] : [])] as const
              ).map((how) => (
                <button key={how} type="button" className="btn btn-block" onClick={() => end(how)}>
                  {lossLabel(how)}
                </button>
              ))}
            </div>
          </details>
        )}
        {board}
      </section>
      <RankingReminder preset={preset} />
      <ShowCodeAgain qr={qr} turnLabel={t('meyer.cup.turnLabel', { turn: table.turn + 1 })} />
      <EndGameButton onEnd={leave} />
    </GameShell>
  );
}
