import { useCallback, useRef, useState } from 'react';
import { useLang, useT } from '../../lib/i18n';
import { cue, useTableFeel } from '../feel';
import { CoinFace } from './art';
import {
  addToHistory,
  addToTally,
  BEST_OF,
  flipCoin,
  joinHistory,
  joinTally,
  matchLine,
  matchScore,
  sideName,
  type BestOf,
  type Side,
  type Tally,
} from './coin';
import { coinKv, useRemembered } from './state';
import { useReducedMotion, useSpaceKey } from './use-table-keys';
import './tools.css';

type Mode = 'single' | BestOf;

/** How long the coin is in the air. */
const FLIP_MS = 1100;

/** The coin's resting turn for a side, after several whole turns on from `from` degrees. */
function landing(from: number, side: Side, turns: number): number {
  return from - (((from % 360) + 360) % 360) + turns * 360 + (side === 'tails' ? 180 : 0);
}

export function CoinFlipTool() {
  const reduced = useReducedMotion();
  const t = useT();
  const lang = useLang();
  useTableFeel();
  const coin = useRef<HTMLDivElement>(null);
  const rotation = useRef(0);
  const [mode, setMode] = useState<Mode>('single');
  const [flipping, setFlipping] = useState(false);
  const [shown, setShown] = useState<Side | null>(null);
  const [history, setHistory] = useState<Side[]>([]);
  const [tally, setTally] = useState<Tally>({ heads: 0, tails: 0 });
  const [match, setMatch] = useState<Side[]>([]);
  /** Bumped on every landing so the result fades in again under reduced motion. */
  const [landings, setLandings] = useState(0);
  /** The user has acted on this page: what storage remembers no longer replaces the screen. */
  const [touched, setTouched] = useState(false);

  useRemembered(
    coinKv,
    { mode, history, tally, match },
    (saved, actedFirst) => {
      if (actedFirst) {
        // Flipped as the page came to life, before the kept flips were read: they join them.
        setHistory((h) => joinHistory(h, saved.history));
        setTally((now) => joinTally(now, saved.tally));
        return;
      }
      setMode(saved.mode);
      setHistory(saved.history);
      setTally(saved.tally);
      setMatch(saved.match);
      const last = saved.history[0] ?? null;
      setShown(last);
      if (last && coin.current) {
        rotation.current = landing(0, last, 0);
        coin.current.style.transform = `rotateY(${rotation.current}deg)`;
      }
    },
    touched,
  );

  const score = mode === 'single' ? null : matchScore(mode, match);

  const flip = useCallback(() => {
    if (flipping) return;
    setTouched(true);
    const side = flipCoin();
    // A decided match is over: this flip opens the next one.
    const decided = mode !== 'single' && matchScore(mode, match).winner !== null;
    const nextMatch = mode === 'single' ? [] : [...(decided ? [] : match), side];
    const land = () => {
      setShown(side);
      setHistory((h) => addToHistory(h, side));
      setTally((now) => addToTally(now, side));
      setMatch(nextMatch);
      setLandings((n) => n + 1);
      setFlipping(false);
      const won = mode !== 'single' && matchScore(mode, nextMatch).winner !== null;
      cue(won ? 'point' : 'turn');
    };
    const from = rotation.current;
    const to = landing(from, side, reduced ? 0 : 5);
    rotation.current = to;
    const element = coin.current;
    setFlipping(true);
    setShown(null);
    if (reduced || !element || typeof element.animate !== 'function') {
      if (element) element.style.transform = `rotateY(${to}deg)`;
      land();
      return;
    }
    element.style.transform = `rotateY(${to}deg)`;
    const animation = element.animate(
      [
        { transform: `translateY(0) rotateY(${from}deg) scale(1)` },
        {
          transform: `translateY(-70px) rotateY(${(from + to) / 2}deg) scale(1.12)`,
          offset: 0.45,
        },
        { transform: `translateY(0) rotateY(${to}deg) scale(1)` },
      ],
      { duration: FLIP_MS, easing: 'cubic-bezier(0.25, 0.6, 0.3, 1)' },
    );
    animation.finished.then(land, land);
  }, [flipping, mode, match, reduced]);

  useSpaceKey(flip);

  const chooseMode = (next: Mode) => {
    setTouched(true);
    setMode(next);
    setMatch([]);
  };

  const resultLine = score
    ? matchLine(mode as BestOf, score, lang)
    : history.length > 0
      ? t('tools.coin.tally', { heads: tally.heads, tails: tally.tails })
      : '';

  return (
    <div className="game tool">
      <header className="game-head">
        <h1>{t('tools.coin.title')}</h1>
      </header>
      <fieldset className="chips">
        <legend>{t('tools.coin.play')}</legend>
        <button
          type="button"
          className="chip"
          aria-pressed={mode === 'single'}
          onClick={() => chooseMode('single')}
        >
          {t('tools.coin.single')}
        </button>
        {BEST_OF.map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={mode === n}
            onClick={() => chooseMode(n)}
          >
            {t('tools.coin.bestOf', { n })}
          </button>
        ))}
      </fieldset>

      <div className="coin-stage">
        <div className="coin" ref={coin}>
          <div className="coin-face coin-heads">
            <CoinFace side="heads" />
          </div>
          <div className="coin-face coin-tails">
            <CoinFace side="tails" />
          </div>
        </div>
      </div>

      <div className="tool-result" aria-live="polite" aria-atomic="true">
        {shown ? (
          <p key={landings} className="tool-result-main tool-fade">
            {sideName(shown, lang)}
          </p>
        ) : (
          <p className="tool-result-main tool-result-waiting">
            {flipping ? t('tools.coin.inAir') : t('tools.coin.callIt')}
          </p>
        )}
        {!flipping && score?.winner ? (
          <p className="winner">{resultLine}</p>
        ) : (
          !flipping && resultLine && <p className="tool-result-line">{resultLine}</p>
        )}
      </div>

      <div className="game-actions">
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          aria-disabled={flipping}
          onClick={flip}
        >
          {score?.winner ? t('tools.coin.flipNew', { n: mode }) : t('tools.coin.flip')}
        </button>
        <p className="hint small tool-hint">{t('tools.coin.spaceHint')}</p>
      </div>

      {history.length > 0 && (
        <section className="tool-history" aria-labelledby="coin-history-title">
          <div className="tool-history-head">
            <h2 id="coin-history-title">{t('tools.coin.last')}</h2>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => {
                setTouched(true);
                setHistory([]);
                setTally({ heads: 0, tails: 0 });
              }}
            >
              {t('tools.coin.clear')}
            </button>
          </div>
          <p className="tool-counts">
            {t('tools.coin.heads')} <strong>{tally.heads}</strong> · {t('tools.coin.tails')}{' '}
            <strong>{tally.tails}</strong>
            {history.length < tally.heads + tally.tails &&
              t('tools.coin.lastBelow', { count: history.length })}
          </p>
          <ol className="coin-history" aria-label={t('tools.coin.newestFirst')}>
            {history.map((side, i) => (
              <li key={i} className={`coin-chip coin-chip-${side}`}>
                <span aria-hidden="true">
                  {t(side === 'heads' ? 'tools.coin.headsShort' : 'tools.coin.tailsShort')}
                </span>
                <span className="visually-hidden">{sideName(side, lang)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
