import type { TableCode } from './payload';

/** The packs a table code names, taken from this phone's, or why this phone cannot deal them. */
export type PacksInCode<P> =
  { ok: true; packs: P[] } | { ok: false; problem: 'missing' | 'other'; missing: string[] };

/**
 * Every table game deals from the packs its code names, in the code's order, and only if this
 * phone's copies hash as the host's did: a pack this phone lacks is `missing` (by id), the same
 * ids with other content (or none at all) are `other`. A code that names no packs takes `whenNone`
 * (word guess's "any category").
 */
export function packsInCode<P extends { id: string }>(
  code: Pick<TableCode, 'packs' | 'contentHash'>,
  available: readonly P[],
  hash: (packs: readonly P[]) => number,
  whenNone: readonly P[] = [],
): PacksInCode<P> {
  const packs: P[] = code.packs.length === 0 ? [...whenNone] : [];
  const missing: string[] = [];
  for (const id of code.packs) {
    const pack = available.find((p) => p.id === id);
    if (pack) packs.push(pack);
    else missing.push(id);
  }
  if (missing.length > 0) return { ok: false, problem: 'missing', missing };
  if (packs.length === 0 || hash(packs) !== code.contentHash)
    return { ok: false, problem: 'other', missing: [] };
  return { ok: true, packs };
}
