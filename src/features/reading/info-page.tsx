import { outline, TOC_MIN_SECTIONS_OTHER } from './anchors';
import { BodyView } from './body';
import { useDocumentHead } from '../../lib/document-head';
import type { InfoPageData } from './loaders';
import { ReadingFrame, TableOfContents } from './page-parts';
import './reading.css';

export function InfoPage({ page }: { page: InfoPageData }) {
  const { meta, body } = page;
  useDocumentHead(meta.title, meta.description);
  const { sections } = outline(body);
  const toc =
    sections.length >= TOC_MIN_SECTIONS_OTHER ? (
      <TableOfContents sections={sections} path={`/info/${meta.page}`} lang={page.lang} />
    ) : undefined;
  return (
    <ReadingFrame
      kind="info"
      title={meta.title}
      lead={meta.description}
      lang={page.lang}
      updated={meta.updated}
      aside={toc}
    >
      <BodyView body={body} lang={page.lang} />
    </ReadingFrame>
  );
}
