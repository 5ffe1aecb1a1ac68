import type { ReactNode } from 'react';
import type { CardType } from './card-types';

// Line icons drawn for the card types and the Sound switch, in the style of
// src/components/icons.tsx (24×24, stroke-based, currentColor).

const PATHS = {
  // A speech bubble: say it.
  truth: (
    <>
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H11l-5 4v-4h-.5A1.5 1.5 0 0 1 4 14.5z" />
      <path d="M10 8.6a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2v.2" />
      <circle cx="12" cy="13.6" r=".5" fill="currentColor" />
    </>
  ),
  // A lightning bolt: do it.
  dare: <path d="M13.5 2.5 5 13.5h6l-1.5 8 9-11.5h-6z" />,
  // A hand held up, fingers ready to fold.
  never: (
    <path d="M8 13V6.5a1.5 1.5 0 0 1 3 0V11M11 11V4.5a1.5 1.5 0 0 1 3 0V11M14 11V6a1.5 1.5 0 0 1 3 0v6M17 12V9a1.5 1.5 0 0 1 3 0v5c0 4-3 7-7 7-3 0-4.6-1.3-6-3.6L4.3 13a1.6 1.6 0 0 1 2.6-1.8L8 13" />
  ),
  // A target: everyone aims at one person.
  vote: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </>
  ),
  // A clapperboard: lights, camera, act.
  act: (
    <>
      <path d="M3.5 10h17v9a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19z" />
      <path d="M3.5 10 3 7.2a1.5 1.5 0 0 1 1.2-1.7l13.8-2.4a1.5 1.5 0 0 1 1.7 1.2l.4 2.2-16.6 3.5M8 5l2.6 3.6M13.2 4.1l2.6 3.6" />
    </>
  ),
  // Four tiles: name one of the set.
  category: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </>
  ),
  // A letter on a tile.
  letter: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="m8 16.5 4-9 4 9M9.4 13.5h5.2" />
    </>
  ),
  // A trophy: two players, one winner.
  contest: (
    <>
      <path d="M8 4h8v5.5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5.5a2.5 2.5 0 0 0 2.8 4M16 6h2.5a2.5 2.5 0 0 1-2.8 4M12 13.5V17M8.5 20.5h7M10 17h4v3.5h-4z" />
    </>
  ),
  soundOn: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M15.5 9.2a4 4 0 0 1 0 5.6M18 6.8a7.5 7.5 0 0 1 0 10.4" />
    </>
  ),
  soundOff: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="m16 9.5 5 5M21 9.5l-5 5" />
    </>
  ),
} satisfies Record<CardType | 'soundOn' | 'soundOff', ReactNode>;

export type FeelIconName = keyof typeof PATHS;

export function FeelIcon({
  name,
  size = 20,
  className = 'feel-icon',
}: {
  name: FeelIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[name]}
    </svg>
  );
}
