import { useId } from 'react';
import { useT } from '../../lib/i18n';
import type { Side } from './coin';

// Our own drawings for the tools: the two faces of the coin and the faces of a die.

/** A gold coin face: a crown for heads, a star in a ring of dots for tails. */
export function CoinFace({ side }: { side: Side }) {
  const id = useId();
  const t = useT();
  const gold = `${id}-gold`;
  const dots = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return <circle key={i} cx={100 + 78 * Math.cos(a)} cy={100 + 78 * Math.sin(a)} r="2.6" />;
  });
  return (
    <svg viewBox="0 0 200 200" className="coin-art" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={gold} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#ffe9a3" />
          <stop offset="0.55" stopColor="#ffc94a" />
          <stop offset="1" stopColor="#c98a12" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="100" r="96" fill={`url(#${gold})`} stroke="#8a5a06" strokeWidth="4" />
      <circle cx="100" cy="100" r="84" fill="none" stroke="#a86f0b" strokeWidth="3" />
      <g fill="#a86f0b">{dots}</g>
      {side === 'heads' ? (
        <g fill="#7a4c02">
          <path d="M52 118 L46 70 L72 92 L100 58 L128 92 L154 70 L148 118 Z" />
          <rect x="52" y="122" width="96" height="12" rx="4" />
          <circle cx="46" cy="66" r="7" />
          <circle cx="100" cy="54" r="8" />
          <circle cx="154" cy="66" r="7" />
          <text
            x="100"
            y="160"
            textAnchor="middle"
            fontSize="20"
            fontWeight="800"
            letterSpacing="3"
          >
            {t('tools.coin.headsArt')}
          </text>
        </g>
      ) : (
        <g fill="#7a4c02">
          <path d="M100 48 L112 84 L150 84 L119 106 L131 142 L100 120 L69 142 L81 106 L50 84 L88 84 Z" />
          <text
            x="100"
            y="168"
            textAnchor="middle"
            fontSize="20"
            fontWeight="800"
            letterSpacing="3"
          >
            {t('tools.coin.tailsArt')}
          </text>
        </g>
      )}
    </svg>
  );
}

/** Where the pips sit on a 3 × 3 grid for each value. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** A die face; `null` draws a blank die that has not been rolled yet. */
export function DieFace({ value }: { value: number | null }) {
  return (
    <svg viewBox="0 0 100 100" className="die-art" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="92" height="92" rx="18" className="die-body" />
      {value === null ? (
        <text x="50" y="64" textAnchor="middle" fontSize="40" fontWeight="800" className="die-pip">
          ?
        </text>
      ) : (
        (PIPS[value] ?? []).map(([col, row]) => (
          <circle
            key={`${col}-${row}`}
            cx={26 + col * 24}
            cy={26 + row * 24}
            r="9"
            className="die-pip"
          />
        ))
      )}
    </svg>
  );
}
