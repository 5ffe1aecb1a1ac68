import { BodyView } from './body';
import { useDocumentHead } from './head';
import type { PartnerPageData } from './loaders';
import { ReadingFrame } from './page-parts';
import './reading.css';

export function PartnerPage({ page }: { page: PartnerPageData }) {
  const { meta, body } = page;
  useDocumentHead(meta.title, meta.description);
  return (
    <ReadingFrame
      kind="partner"
      eyebrow="Partners"
      title={meta.title}
      lead={meta.description}
      back={{ to: '/articles', label: 'All game guides' }}
      updated={meta.updated}
    >
      <BodyView body={body} />
    </ReadingFrame>
  );
}
