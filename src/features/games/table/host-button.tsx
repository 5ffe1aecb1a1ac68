import { t as translate, useT } from '../../../lib/i18n';
import { JoinTableLink } from './code-panel';
import { MAX_SEATS, MIN_SEATS } from './payload';

// On one phone, before the first card: host a table of phones instead (truth or dare, Squiffy).

/** Why this phone cannot host a table yet, or null: enough names, not too many, a built-in pack. */
export function hostProblem(players: number, builtInPacks: number | null): string | null {
  if (builtInPacks === 0) return translate('table.needBuiltIn');
  if (players < MIN_SEATS) return translate('table.needNames', { min: MIN_SEATS });
  if (players > MAX_SEATS) return translate('table.tooMany', { max: MAX_SEATS });
  return null;
}

export function HostButton({
  problem,
  hint,
  start,
}: {
  /** Why it cannot start yet (said under the button), or null. */
  problem: string | null;
  /** What playing on everyone's phone means in this game. */
  hint: string;
  /** Null while the players and packs are being read. */
  start: (() => void) | null;
}) {
  const t = useT();
  return (
    <div className="table-host">
      <button
        type="button"
        className="btn btn-block"
        disabled={!start || !!problem}
        aria-describedby="table-host-hint"
        onClick={() => start?.()}
      >
        {t('table.start')}
      </button>
      <p className="hint small" id="table-host-hint">
        {problem ?? hint}
      </p>
      <JoinTableLink />
    </div>
  );
}
