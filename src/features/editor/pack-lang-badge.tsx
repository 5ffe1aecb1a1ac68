import { useT } from '../../lib/i18n';
import { packLangOf, type PackMetadata } from '../../../sync';

/** The language a pack is written in, as a badge on its page (a pack from before languages: English). */
export function PackLangBadge({ metadata }: { metadata: Pick<PackMetadata, 'lang'> }) {
  const t = useT();
  const lang = packLangOf(metadata);
  return (
    <span
      className="badge"
      data-testid="pack-lang"
      title={t(lang === 'da' ? 'editor.lang.written.da' : 'editor.lang.written.en')}
    >
      {t(lang === 'da' ? 'editor.lang.da' : 'editor.lang.en')}
    </span>
  );
}
