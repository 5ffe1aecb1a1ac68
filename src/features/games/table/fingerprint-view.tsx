import { useT } from '../../../lib/i18n';
import './table.css';

export { tableFingerprint } from './fingerprint';

/** The table's four pictures, each with its word under it: compared at a glance, read aloud, and
 * still comparable on a phone without colour emoji. */
export function FingerprintView({ pictures, words }: { pictures: string[]; words: string[] }) {
  const t = useT();
  return (
    <ol
      className="table-fingerprint"
      data-testid="fingerprint"
      aria-label={t('table.code.picturesLabel')}
    >
      {pictures.map((picture, i) => (
        <li key={i}>
          <span className="table-fingerprint-picture" aria-hidden="true">
            {picture}
          </span>
          <span className="table-fingerprint-word">{words[i]}</span>
        </li>
      ))}
    </ol>
  );
}
