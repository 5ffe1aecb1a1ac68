import { parseSession as parseCategory } from '../../category/session';
import {
  categoryTableDeck,
  guestRoundIndex,
  joinedCategory,
  readCategoryTable,
} from '../../category/table';
import { readSession, writeSession } from '../../state';
import { sameTable } from '../payload';
import { t as translate } from '../../../../lib/i18n';
import type { TableJoin } from './types';

const readCategory = async () =>
  parseCategory(await readSession('category').catch(() => undefined));

export const join: TableJoin = {
  problem: (code) => {
    const deck = categoryTableDeck(code);
    if (deck.ok) return null;
    if ('lang' in deck) return { lang: deck.lang };
    return deck.problem === 'missing'
      ? translate('table.category.missing', { packs: deck.missing.join(', ') })
      : translate('table.category.other');
  },
  unit: 'round',
  hosting: async (code) => {
    const existing = await readCategory();
    const table = readCategoryTable(existing?.table?.code);
    return !!existing?.table?.host && !existing.ended && !!table && sameTable(table, code);
  },
  standing: async (code) => {
    const existing = await readCategory();
    const at = existing?.table;
    const table = readCategoryTable(at?.code);
    if (!existing || !at || at.host || existing.ended || !table) return null;
    return sameTable(table, code) ? guestRoundIndex(existing) : null;
  },
  catchUp: async (code) => {
    const existing = await readCategory();
    if (!existing?.table) return;
    await writeSession({ game: 'category', state: joinedCategory(code) });
  },
  underWay: async () => {
    const existing = await readCategory();
    return !!existing && !existing.ended && (existing.shown > 0 || !!existing.table);
  },
  sit: async (code) => {
    await writeSession({ game: 'category', state: joinedCategory(code) });
  },
  seatless: true,
};
