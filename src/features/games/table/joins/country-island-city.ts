import {
  freshSession as freshCic,
  parseSession as parseCic,
} from '../../country-island-city/session';
import { joinedCic, readCicTable, tableSet } from '../../country-island-city/table';
import { readSession, writeSession } from '../../state';
import { sameTable } from '../payload';
import type { TableJoin } from './types';

const readCic = async () =>
  parseCic(await readSession('country-island-city').catch(() => undefined));

export const join: TableJoin = {
  problem: (code) => {
    const set = tableSet(code);
    return set.ok ? null : set.problem;
  },
  unit: 'round',
  hosting: async (code) => {
    const existing = await readCic();
    const table = readCicTable(existing?.table?.code);
    return !!existing?.table?.host && !existing.ended && !!table && sameTable(table, code);
  },
  standing: async (code) => {
    const existing = await readCic();
    const table = readCicTable(existing?.table?.code);
    if (!existing?.table || existing.table.seat === null || existing.ended || !table) return null;
    return sameTable(table, code) ? existing.round : null;
  },
  catchUp: async (code) => {
    const existing = await readCic();
    if (!existing?.table) return;
    const seat = existing.table.seat;
    await writeSession({
      game: 'country-island-city',
      state: { ...joinedCic(existing, code, seat, existing.table.host), totals: existing.totals },
    });
  },
  underWay: async () => {
    const existing = await readCic();
    return !!existing && !existing.ended && (existing.round > 0 || !!existing.table);
  },
  sit: async (code, seat) => {
    await writeSession({
      game: 'country-island-city',
      state: joinedCic(freshCic(), code, seat),
    });
  },
};
