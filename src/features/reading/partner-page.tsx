import { useT } from '../../lib/i18n';
import { outline, TOC_MIN_SECTIONS_OTHER } from './anchors';
import { BodyView } from './body';
import { useDocumentHead } from '../../lib/document-head';
import type { PartnerPageData } from './loaders';
import { ReadingFrame, TableOfContents } from './page-parts';
import './reading.css';

export function PartnerPage({ page }: { page: PartnerPageData }) {
  const { meta, body } = page;
  const t = useT();
  useDocumentHead(meta.title, meta.description);
  const { sections } = outline(body);
  const toc =
    sections.length >= TOC_MIN_SECTIONS_OTHER ? (
      <TableOfContents sections={sections} path={meta.path} lang={page.lang} />
    ) : undefined;
  return (
    <ReadingFrame
      kind="partner"
      eyebrow={t('reading.partner.eyebrow')}
      title={meta.title}
      lead={meta.description}
      lang={page.lang}
      back={{ to: '/articles', label: t('reading.allGuides') }}
      updated={meta.updated}
      aside={toc}
    >
      <BodyView body={body} lang={page.lang} />
    </ReadingFrame>
  );
}
