import { useT } from '../../../lib/i18n';
import { tableFingerprint } from './fingerprint';
import { pictureWord } from './fingerprint-view';
import type { TableCode } from './payload';

// The status line under a table game's title on every phone: the turn (or round) the phone is
// on, the seat it plays and the table's four pictures, so the table sees at a glance when a phone
// is out of step or at another table.

export function TableStatusLine({
  code,
  turn,
  seat = null,
}: {
  code: TableCode;
  /** The turn or round as the game says it ("Turn 3", "Round 2 of 5"). */
  turn: string;
  /** This phone's player, or null where the phone has no seat (yet). */
  seat?: string | null;
}) {
  const t = useT();
  const fingerprint = tableFingerprint(code);
  return (
    <span className="table-status">
      <span data-testid="table-turn">{turn}</span>
      {seat !== null && <> · {seat}</>}
      {' · '}
      <span
        aria-label={t('table.pictures', { words: fingerprint.words.map(pictureWord).join(', ') })}
      >
        {fingerprint.pictures.join('')}
      </span>
    </span>
  );
}
