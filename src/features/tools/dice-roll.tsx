import { useCallback, useState, type KeyboardEvent } from 'react';
import { useLang, useT } from '../../lib/i18n';
import { cue, useTableFeel } from '../feel';
import { DieFace } from './art';
import {
  allHeld,
  diceSum,
  freshDice,
  MAX_DICE,
  MIN_DICE,
  resize,
  rollDice,
  rollLine,
  toggleHold,
  type Die,
} from './dice';
import { diceKv, useRemembered } from './state';
import { useReducedMotion, useSpaceKey } from './use-table-keys';
import './tools.css';

/** How long the dice tumble before they settle. */
const TUMBLE_MS = 650;

const COUNTS = Array.from({ length: MAX_DICE - MIN_DICE + 1 }, (_, i) => MIN_DICE + i);

export function DiceRollTool() {
  useTableFeel();
  const t = useT();
  const lang = useLang();
  const reduced = useReducedMotion();
  const [dice, setDice] = useState<Die[]>(() => freshDice(2));
  const [rolling, setRolling] = useState(false);
  /** Bumped on every roll: restarts the tumble (or, with reduced motion, the fade). */
  const [rolls, setRolls] = useState(0);
  const [hidden, setHidden] = useState(false);
  /** A hidden roll stays covered until it is shown to the table. */
  const [covered, setCovered] = useState(false);
  const [peeking, setPeeking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** The user has acted on this page: what storage remembers no longer replaces the screen. */
  const [touched, setTouched] = useState(false);

  const read = useRemembered(
    diceKv,
    { dice, hidden, covered },
    (saved, actedFirst) => {
      // A roll or a new count before the kept dice were read replaces them.
      if (actedFirst) return;
      setDice(saved.dice);
      setHidden(saved.hidden);
      setCovered(saved.covered);
    },
    touched,
  );

  const rolled = dice.some((d) => d.value !== null);
  const frozen = rolled && allHeld(dice);

  const roll = useCallback(() => {
    if (rolling || frozen) return;
    setTouched(true);
    const next = rollDice(dice);
    setRolls((n) => n + 1);
    setCovered(hidden);
    setPeeking(false);
    const settle = () => {
      setDice(next);
      setRolling(false);
      cue('turn');
      setAnnouncement(
        hidden ? t('tools.dice.rolledHidden', { count: next.length }) : rollLine(next, lang),
      );
    };
    if (reduced) {
      settle();
      return;
    }
    setRolling(true);
    setAnnouncement(t('tools.dice.rolling'));
    window.setTimeout(settle, TUMBLE_MS);
  }, [rolling, frozen, dice, hidden, reduced, t, lang]);

  useSpaceKey(roll);

  const setCount = (count: number) => {
    setTouched(true);
    setDice((d) => resize(d, count));
    setCovered(false);
  };

  const peekKey = (event: KeyboardEvent<HTMLButtonElement>, down: boolean) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (down && event.repeat) return;
    setPeeking(down);
    if (down) setAnnouncement(rollLine(dice, lang));
  };

  const showTray = !covered || peeking;
  const sum = diceSum(dice);

  const title = (
    <header className="game-head">
      <h1>{t('tools.dice.title')}</h1>
    </header>
  );
  // The tray is as tall as the number of dice kept from last time, and everything under it moves
  // with it: it is drawn once that number is read (a moment), never first with two dice.
  if (!read && !touched) return <div className="game tool">{title}</div>;
  return (
    <div className="game tool">
      {title}
      <fieldset className="chips">
        <legend>{t('tools.dice.howMany')}</legend>
        {COUNTS.map((n) => (
          <button
            key={n}
            type="button"
            className="chip chip-count"
            aria-pressed={dice.length === n}
            disabled={rolling}
            onClick={() => setCount(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          checked={hidden}
          onChange={(e) => {
            setTouched(true);
            setHidden(e.target.checked);
            if (!e.target.checked) setCovered(false);
          }}
        />
        {t('tools.dice.hidden')}
      </label>

      <div className="dice-area">
        <ul
          className={`dice-tray${showTray ? '' : ' dice-tray-covered'}`}
          aria-label={t('tools.dice.tray')}
        >
          {dice.map((die, i) => {
            const tumbling = rolling && !die.held;
            return (
              <li key={i}>
                <button
                  type="button"
                  className={`die${die.held ? ' die-held' : ''}`}
                  aria-pressed={die.held}
                  disabled={die.value === null || rolling || !showTray}
                  onClick={() => {
                    setTouched(true);
                    setDice((d) => toggleHold(d, i));
                  }}
                >
                  <span
                    key={rolls}
                    className={
                      tumbling
                        ? 'die-face die-tumble'
                        : die.held
                          ? 'die-face'
                          : 'die-face tool-fade'
                    }
                  >
                    <DieFace value={tumbling ? null : die.value} />
                  </span>
                  <span className="visually-hidden">
                    {t('tools.dice.die', {
                      n: i + 1,
                      value: die.value ?? t('tools.dice.notRolled'),
                    })}
                  </span>
                  <span className="die-tag">
                    {die.held ? t('tools.dice.held') : t('tools.dice.hold')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {covered && (
          <button
            type="button"
            className={`dice-cover${peeking ? ' dice-cover-peek' : ''}`}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture?.(e.pointerId);
              setPeeking(true);
            }}
            onPointerUp={() => setPeeking(false)}
            onPointerCancel={() => setPeeking(false)}
            onLostPointerCapture={() => setPeeking(false)}
            onKeyDown={(e) => peekKey(e, true)}
            onKeyUp={(e) => peekKey(e, false)}
            onBlur={() => setPeeking(false)}
            onContextMenu={(e) => e.preventDefault()}
          >
            {peeking ? t('tools.dice.letGo') : t('tools.dice.pressToLook')}
          </button>
        )}
      </div>

      <div className="tool-result" aria-live="polite" aria-atomic="true">
        <p className="visually-hidden">{announcement}</p>
        {rolled && showTray && !rolling ? (
          <p className="tool-result-main" aria-hidden="true">
            {dice.length > 1 ? t('tools.dice.sum', { sum }) : `${sum}`}
          </p>
        ) : (
          <p className="tool-result-main tool-result-waiting" aria-hidden="true">
            {rolling
              ? t('tools.dice.rolling')
              : covered
                ? t('tools.dice.covered')
                : t('tools.dice.ready')}
          </p>
        )}
      </div>

      <div className="game-actions">
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          aria-disabled={rolling || frozen}
          onClick={roll}
        >
          {t('tools.dice.roll', { count: dice.length })}
        </button>
        {covered && (
          <button
            type="button"
            className="btn btn-block"
            onClick={() => {
              setCovered(false);
              setAnnouncement(rollLine(dice, lang));
            }}
          >
            {t('tools.dice.showTable')}
          </button>
        )}
        <p className="hint small tool-hint">
          {frozen ? t('tools.dice.allHeld') : t('tools.dice.hint')}
        </p>
      </div>
    </div>
  );
}
