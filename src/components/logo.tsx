import { Mascot } from './mascot';

export const APP_NAME = 'Party Dojo';
/** The wordmark's two halves: a name, the same in every language. */
const [WORD_ONE, WORD_TWO] = APP_NAME.split(' ');

/** The mascot beside the wordmark; `className` lets the error page make it wiggle. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={['logo', className].filter(Boolean).join(' ')}>
      <Mascot className="logo-mark" title="" aria-hidden="true" />
      {!compact && (
        <span className="logo-word">
          {WORD_ONE}
          <b>{WORD_TWO}</b>
        </span>
      )}
    </span>
  );
}
