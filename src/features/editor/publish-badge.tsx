import type { UserPackRow } from './pack-data';

export function PublishBadge({ row }: { row: Pick<UserPackRow, 'draft' | 'publish'> }) {
  if (row.publish === 'published')
    return <span className="status status-published">Published</span>;
  if (row.publish === 'publishing')
    return <span className="status status-publishing">Publishing</span>;
  return <span className="status">{row.draft ? 'Draft' : 'Saved'}</span>;
}
