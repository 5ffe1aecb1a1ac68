import { useT } from '../../lib/i18n';
import type { UserPackRow } from './pack-data';

export function PublishBadge({ row }: { row: Pick<UserPackRow, 'draft' | 'publish'> }) {
  const t = useT();
  if (row.publish === 'published')
    return <span className="status status-published">{t('editor.publish.published')}</span>;
  if (row.publish === 'publishing')
    return <span className="status status-publishing">{t('editor.badge.publishing')}</span>;
  return (
    <span className="status">{row.draft ? t('editor.badge.draft') : t('editor.badge.saved')}</span>
  );
}
