import type { Block, Body } from '../../content/reading/types';

/** One section of a page, as the table of contents lists it. */
export interface Section {
  id: string;
  text: string;
}

/** "Set-up & rules" → "set-up-rules": readable anchors people can share ("…/beer-pong#variants"). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Letters that do not decompose (Danish game names): spelled as Danes type them in ASCII.
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

function headingText(block: Block): string | null {
  if ('h' in block) return block.h;
  if ('h3' in block) return block.h3;
  return null;
}

/**
 * Anchor ids for every heading of a body (by block index), unique within the page, plus the
 * sections (h2 only) for the table of contents. Ids never collide with the page's own ids,
 * which start with "page-".
 */
export function outline(body: Body): { ids: Map<number, string>; sections: Section[] } {
  const ids = new Map<number, string>();
  const sections: Section[] = [];
  const used = new Set<string>();
  body.forEach((block, index) => {
    const text = headingText(block);
    if (text === null) return;
    const base = slugify(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    ids.set(index, id);
    if ('h' in block) sections.push({ id, text });
  });
  return { ids, sections };
}

/** Guides with at least this many sections get a table of contents. */
export const TOC_MIN_SECTIONS = 3;
/** Information and partner pages are often short; they get one only when it is long enough to need it. */
export const TOC_MIN_SECTIONS_OTHER = 5;
