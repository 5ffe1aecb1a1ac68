import './dice.css';

// One six-sided die drawn with its pips (decorative: the value is always given in words beside it).

const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[2, 2]],
  2: [
    [1, 3],
    [3, 1],
  ],
  3: [
    [1, 3],
    [2, 2],
    [3, 1],
  ],
  4: [
    [1, 1],
    [1, 3],
    [3, 1],
    [3, 3],
  ],
  5: [
    [1, 1],
    [1, 3],
    [2, 2],
    [3, 1],
    [3, 3],
  ],
  6: [
    [1, 1],
    [1, 2],
    [1, 3],
    [3, 1],
    [3, 2],
    [3, 3],
  ],
};

export function DieFace({ value, size = 72 }: { value: number; size?: number }) {
  return (
    <svg
      className="die-face"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-value={value}
    >
      <rect x="1.5" y="1.5" width="37" height="37" rx="8" className="die-body" />
      {(PIPS[value] ?? []).map(([column, row]) => (
        <circle
          key={`${column}-${row}`}
          cx={column * 10}
          cy={row * 10}
          r="3.6"
          className="die-pip"
        />
      ))}
    </svg>
  );
}
