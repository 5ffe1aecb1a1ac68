import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cue, useTableFeel } from '../feel';
import { addPlayer, savePlayers, usePlayers } from '../games';
import {
  circleOf,
  MAX_PLAYERS,
  MIN_PLAYERS,
  nextRotation,
  pickStep,
  seatAt,
  seatDegrees,
} from './bottle';
import { useReducedMotion, useSpaceKey } from './use-table-keys';
import './tools.css';

/** How long a spin takes to slow to a stop. */
const SPIN_MS = 4200;

/** The bottle, neck up: it points at whoever sits where the neck ends. */
function Bottle() {
  return (
    <svg viewBox="0 0 60 200" className="bottle-art" aria-hidden="true" focusable="false">
      <path
        d="M24 6 h12 v8 h-1 v34 c0 10 17 18 17 40 v100 c0 6 -4 10 -10 10 h-24 c-6 0 -10 -4 -10 -10 v-100 c0 -22 17 -30 17 -40 v-34 h-1 z"
        className="bottle-glass"
      />
      <rect x="11" y="104" width="38" height="44" rx="4" className="bottle-label" />
      <path d="M15 114 h30 M15 124 h22 M15 134 h26" className="bottle-label-lines" />
      <path d="M18 70 c-4 6 -6 12 -6 22 v60" className="bottle-shine" />
    </svg>
  );
}

export function SpinTheBottleTool() {
  useTableFeel();
  const t = useT();
  const reduced = useReducedMotion();
  const stored = usePlayers();
  const players = circleOf(stored ?? []);
  const [draft, setDraft] = useState('');
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  /** The last result, with the circle it was spun on: a changed circle makes it meaningless. */
  const [result, setResult] = useState<{ name: string | null; circle: string } | null>(null);
  const landTimer = useRef<number | null>(null);
  const ready = players.length >= MIN_PLAYERS;
  const circle = players.join('\n');
  const chosen = result?.circle === circle ? result.name : null;
  useEffect(
    () => () => {
      if (landTimer.current !== null) window.clearTimeout(landTimer.current);
    },
    [],
  );

  const spin = () => {
    if (!ready || spinning) return;
    // The landing angle is drawn first; the animation only shows the way there.
    const step = pickStep();
    const name = players[seatAt(step, players.length)] ?? null;
    setRotation((r) => nextRotation(r, step, reduced ? 0 : undefined));
    setResult(null);
    const land = () => {
      landTimer.current = null;
      setSpinning(false);
      setResult({ name, circle });
      cue('turn');
    };
    if (reduced) {
      land();
      return;
    }
    setSpinning(true);
    landTimer.current = window.setTimeout(land, SPIN_MS);
  };

  useSpaceKey(spin);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || players.length >= MAX_PLAYERS) return;
    void addPlayer(draft);
    setDraft('');
  };

  const chosenSeat = chosen ? players.indexOf(chosen) : -1;

  return (
    <div className="game tool">
      <header className="game-head">
        <h1>{t('tools.bottle.title')}</h1>
      </header>

      <div className="bottle-table">
        <ol className="bottle-seats" aria-label={t('tools.bottle.circle')}>
          {players.map((name, seat) => {
            const angle = seatDegrees(seat, players.length);
            return (
              <li
                key={name}
                className={`bottle-seat${seat === chosenSeat ? ' bottle-seat-chosen' : ''}`}
                style={{
                  transform: `rotate(${angle}deg) translateY(calc(-1 * var(--seat-radius))) rotate(${-angle}deg)`,
                }}
              >
                {name}
              </li>
            );
          })}
        </ol>
        <div
          className={`bottle${spinning ? ' bottle-spinning' : ''}`}
          style={{ transform: `rotate(${rotation}deg)` }}
        >
          <Bottle />
        </div>
      </div>

      <div className="tool-result" aria-live="polite" aria-atomic="true">
        {chosen ? (
          <p key={rotation} className="tool-result-main tool-fade">
            <span className="bottle-lead">{t('tools.bottle.pointsAt')}</span>{' '}
            <strong className="bottle-chosen">{chosen}</strong>
          </p>
        ) : (
          <p
            className={`tool-result-main tool-result-waiting${stored === undefined ? ' until-read' : ''}`}
          >
            {spinning
              ? t('tools.bottle.spinning')
              : ready
                ? t('tools.bottle.ready')
                : t('tools.bottle.needTwo')}
          </p>
        )}
      </div>

      <div className="game-actions">
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          aria-disabled={!ready || spinning}
          onClick={spin}
        >
          {chosen ? t('tools.bottle.spinAgain') : t('tools.bottle.spin')}
        </button>
        {chosen && (
          <Link
            to="/games/truth-or-dare"
            search={{ player: chosen }}
            className="btn btn-block btn-dare"
          >
            {t('tools.bottle.truthOrDare', { name: chosen })}
          </Link>
        )}
      </div>

      <section className="tool-history" aria-labelledby="bottle-players-title">
        <h2 id="bottle-players-title">
          {t('tools.bottle.players')}
          {/* The count's room is kept, unseen, until the stored players are read. */}
          <span className={stored === undefined ? 'until-read' : undefined}>
            {' '}
            ({players.length})
          </span>
        </h2>
        <p className="hint small">
          {t('tools.bottle.seating', { min: MIN_PLAYERS, max: MAX_PLAYERS })}
        </p>
        <form className="player-form" onSubmit={add}>
          <label className="visually-hidden" htmlFor="bottle-name">
            {t('tools.bottle.playerName')}
          </label>
          <input
            id="bottle-name"
            className="input"
            value={draft}
            maxLength={40}
            autoComplete="off"
            placeholder={t('tools.bottle.addName')}
            disabled={players.length >= MAX_PLAYERS}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={players.length >= MAX_PLAYERS}
          >
            {t('tools.bottle.add')}
          </button>
        </form>
        {(stored?.length ?? 0) > MAX_PLAYERS && (
          <p className="hint small">{t('tools.bottle.seatsFirst', { max: MAX_PLAYERS })}</p>
        )}
        <ul className="player-list">
          {players.map((name) => (
            <li key={name}>
              <span>{name}</span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                aria-label={t('tools.bottle.removeName', { name })}
                disabled={spinning}
                onClick={() => void savePlayers((stored ?? []).filter((p) => p.trim() !== name))}
              >
                {t('tools.bottle.remove')}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
