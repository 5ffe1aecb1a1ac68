import { outline, TOC_MIN_SECTIONS_OTHER } from './anchors';
import { BodyView } from './body';
import { useDocumentHead } from '../../lib/document-head';
import type { PartnerPageData } from './loaders';
import { ReadingFrame, TableOfContents } from './page-parts';
import './reading.css';

export function PartnerPage({ page }: { page: PartnerPageData }) {
  const { meta, body } = page;
  useDocumentHead(meta.title, meta.description);
  const { sections } = outline(body);
  const toc =
    sections.length >= TOC_MIN_SECTIONS_OTHER ? (
      <TableOfContents sections={sections} path={meta.path} />
    ) : undefined;
  return (
    <ReadingFrame
      kind="partner"
      eyebrow="Partners"
      title={meta.title}
      lead={meta.description}
      back={{ to: '/articles', label: 'All game guides' }}
      updated={meta.updated}
      aside={toc}
    >
      <BodyView body={body} />
    </ReadingFrame>
  );
}
