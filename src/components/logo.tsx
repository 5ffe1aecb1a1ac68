import { Mascot } from './mascot';

export const APP_NAME = 'Party Dojo';

/** The mascot beside the wordmark; `className` lets the error page make it wiggle. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={['logo', className].filter(Boolean).join(' ')}>
      <Mascot className="logo-mark" title="" aria-hidden="true" />
      {!compact && (
        <span className="logo-word">
          Party<b>Dojo</b>
        </span>
      )}
    </span>
  );
}
