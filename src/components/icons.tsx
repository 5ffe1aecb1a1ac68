import type { ReactNode } from 'react';

/** Line icons drawn for the app (24×24, stroke-based, currentColor). */
const PATHS = {
  cards: (
    <>
      <rect x="3" y="5" width="11" height="15" rx="2" transform="rotate(-10 8.5 12.5)" />
      <rect x="10" y="4" width="11" height="15" rx="2" />
      <path d="M15.5 9.5l-2 2.5h4l-2 2.5" />
    </>
  ),
  question: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6V14" />
      <circle cx="12" cy="17" r=".6" fill="currentColor" />
    </>
  ),
  crown: <path d="M4 18h16M5 15l-1-9 5 4 3-6 3 6 5-4-1 9z" />,
  flame: (
    <path d="M12 21c-4 0-7-3-7-6.5 0-3 2-5 3-7 .5 2 1.5 3 3 3.5-.5-3 1-6 4-8-.5 3 1 5 2.5 7 1 1.5 1.5 3 1.5 4.5C19 18 16 21 12 21z" />
  ),
  mask: (
    <>
      <path d="M3 7c3-2 6-2 9 0 3-2 6-2 9 0 0 6-3 10-9 11C6 17 3 13 3 7z" />
      <path d="M7 11l2 1M17 11l-2 1M9 15c2 1 4 1 6 0" />
    </>
  ),
  list: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  /** Three figures, one set apart: Odd one out. */
  'odd-one': (
    <>
      <circle cx="5.5" cy="8" r="2" />
      <circle cx="11.5" cy="8" r="2" />
      <circle cx="19" cy="6" r="2" />
      <path d="M2.5 17c0-2 1.3-4 3-4s3 2 3 4M8.5 17c0-2 1.3-4 3-4s3 2 3 4M16 15c0-2 1.3-4 3-4s3 2 3 4" />
      <path d="M16.5 19.5l5-5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
    </>
  ),
  shuffle: <path d="M3 7h4l10 10h4M3 17h4l3-3M14 10l3-3h4M18 4l3 3-3 3M18 14l3 3-3 3" />,
  dice: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="9" cy="9" r="1" fill="currentColor" />
      <circle cx="15" cy="15" r="1" fill="currentColor" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </>
  ),
  /** Two dice, one tilted: Drunk dice (Meyer keeps the single die). */
  'dice-pair': (
    <>
      <rect x="2.5" y="8" width="11" height="11" rx="2" />
      <rect x="12" y="3.5" width="9.5" height="9.5" rx="2" transform="rotate(12 16.75 8.25)" />
      <circle cx="5.5" cy="11" r=".8" fill="currentColor" />
      <circle cx="10.5" cy="16" r=".8" fill="currentColor" />
      <circle cx="8" cy="13.5" r=".8" fill="currentColor" />
      <circle cx="16.7" cy="8.2" r=".8" fill="currentColor" />
    </>
  ),
  /** A burst with a name tag's sparkle: Squiffy's named cards. */
  spark: (
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM18.5 15.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8zM5 16l.6 1.4L7 18l-1.4.6L5 20l-.6-1.4L3 18l1.4-.6z" />
  ),
  /** Up and down arrows: More or less. */
  // Two cards passing by, one after the other: a stream of cards.
  stream: (
    <>
      <rect x="3" y="7" width="8" height="12" rx="1.5" />
      <rect x="13" y="4" width="8" height="12" rx="1.5" />
      <path d="M5 4h4M15 20h4M7 13h.01M17 10h.01" />
    </>
  ),
  updown: <path d="M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4" />,
  /** A beer mug: Slusen's bar games. */
  mug: (
    <>
      <path d="M5 7h10v12a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z" />
      <path d="M15 10h2.5a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H15M5 7c0-2 1.5-3 3-3 .8-1 2.2-1 3 0 1.5-.5 4 .5 4 3M9 11v6M12 11v6" />
    </>
  ),
  /** A cocktail glass: ScrollBar's table games. */
  cocktail: <path d="M4 4h16l-8 9zM12 13v7M8 20h8M15 4l3-2" />,
  coin: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="5" />
    </>
  ),
  bottle: <path d="M10 3h4v4l2 3v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10l2-3z" />,
  book: <path d="M4 5c3-1 5-1 8 1 3-2 5-2 8-1v14c-3-1-5-1-8 1-3-2-5-2-8-1zM12 6v14" />,
  pen: <path d="M4 20l4-1 11-11-3-3L5 16zM14 7l3 3" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4 4-6 8-6s7 2 8 6" />
    </>
  ),
  qr: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />,
  wifiOff: (
    <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.7M19 13a10 10 0 0 0-2.5-1.8M2 9.5a15 15 0 0 1 4.5-2.8M22 9.5A15 15 0 0 0 11 5.1M12 20h.01" />
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  thumbUp: (
    <path d="M7 11v9H4v-9zM7 11l4-7c1.5 0 2.5 1 2.2 2.6L12.6 10H19a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 17.8 20H7" />
  ),
  thumbDown: (
    <path d="M7 13V4H4v9zM7 13l4 7c1.5 0 2.5-1 2.2-2.6L12.6 14H19a2 2 0 0 0 2-2.3l-1.2-6A2 2 0 0 0 17.8 4H7" />
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.5 3.3-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.8.7 3 2.5 3.5 5.2" />
    </>
  ),
  timer: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 13V9M10 2h4M19 6l1.5-1.5" />
    </>
  ),
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  play: <path d="M7 4.5v15l12-7.5z" />,
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  upload: <path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" />,
  download: <path d="M12 4v12M7 11l5 5 5-5M4 16v4h16v-4" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {PATHS[name]}
    </svg>
  );
}
