import { BodyView } from './body';
import { useDocumentHead } from './head';
import type { InfoPageData } from './loaders';
import { ReadingFrame } from './page-parts';
import './reading.css';

export function InfoPage({ page }: { page: InfoPageData }) {
  const { meta, body } = page;
  useDocumentHead(meta.title, meta.description);
  return (
    <ReadingFrame kind="info" title={meta.title} lead={meta.description} updated={meta.updated}>
      <BodyView body={body} />
    </ReadingFrame>
  );
}
