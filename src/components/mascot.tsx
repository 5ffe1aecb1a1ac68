import type { SVGProps } from 'react';

/**
 * Dojo, the app's mascot: a cheerful mug with a foam head and a fighter's headband.
 * Drawn for this app; also the source of the favicon and install icons (public/icons).
 */
export function Mascot({
  title = 'Dojo the mug',
  ...props
}: SVGProps<SVGSVGElement> & { title?: string }) {
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={title} {...props}>
      <path
        d="M86 44h10a14 14 0 0 1 0 28h-10v-9h9a5 5 0 0 0 0-10h-9z"
        fill="#f2a431"
        stroke="#3a2150"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect
        x="24"
        y="34"
        width="66"
        height="72"
        rx="14"
        fill="#ffc94a"
        stroke="#3a2150"
        strokeWidth="4"
      />
      <path d="M30 98h54" stroke="#f2a431" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M20 38c0-10 8-16 16-14 3-9 15-12 22-6 7-7 20-5 24 4 9-1 15 6 13 14-1 5-5 8-10 8H31c-6 0-11-3-11-6z"
        fill="#fff8ec"
        stroke="#3a2150"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M24 52h66v11H24z"
        fill="#ff4f8b"
        stroke="#3a2150"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M26 57l-14-6 2 14z"
        fill="#ff4f8b"
        stroke="#3a2150"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path
        d="M25 60l-12 10 12 2z"
        fill="#e03a74"
        stroke="#3a2150"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <circle cx="46" cy="74" r="5" fill="#3a2150" />
      <circle cx="68" cy="74" r="5" fill="#3a2150" />
      <circle cx="47.5" cy="72.5" r="1.6" fill="#fff" />
      <circle cx="69.5" cy="72.5" r="1.6" fill="#fff" />
      <path
        d="M47 85q10 9 20 0"
        fill="none"
        stroke="#3a2150"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="38" cy="84" r="4" fill="#ff8fb3" opacity=".7" />
      <circle cx="76" cy="84" r="4" fill="#ff8fb3" opacity=".7" />
    </svg>
  );
}
