import { t, useT, type MessageKey } from '../../../lib/i18n';
import './table.css';

export { tableFingerprint } from './fingerprint';

/** A picture's word in the page's language (the fingerprint's words are English data). */
export function pictureWord(word: string): string {
  return t(`table.picture.${word}` as Extract<MessageKey, `table.picture.${string}`>);
}

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
          <span className="table-fingerprint-word">{pictureWord(words[i] ?? '')}</span>
        </li>
      ))}
    </ol>
  );
}
