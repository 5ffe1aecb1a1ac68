import { freshSession as freshMeyer } from '../../meyer/play';
import { parseSession as parseMeyer, type MeyerSession } from '../../meyer/session';
import { caughtUp, joinedMeyer, readMeyerTable } from '../../meyer/cup-table';
import { readSession, writeSession } from '../../state';
import { sameTable } from '../payload';
import type { TableJoin } from './types';

const readMeyer = async () => parseMeyer(await readSession('meyer').catch(() => undefined));

export const join: TableJoin = {
  problem: () => null,
  unit: 'turn',
  hosting: async (code) => {
    const existing = await readMeyer();
    const table = readMeyerTable(existing?.table?.code);
    return !!existing?.table?.host && !!table && sameTable(table, code);
  },
  standing: async (code) => {
    const existing = await readMeyer();
    const at = existing?.table;
    const table = readMeyerTable(at?.code);
    if (!existing || !at || at.seat === null || !table || !sameTable(table, code)) return null;
    return at.turn;
  },
  catchUp: async (code) => {
    const existing = await readMeyer();
    const at = existing?.table;
    if (!existing || !at) return;
    await writeSession({
      game: 'meyer',
      state: {
        ...existing,
        table: { ...at, ...caughtUp(code) },
      } satisfies MeyerSession,
    });
  },
  underWay: async () => {
    const existing = await readMeyer();
    return !!existing && (!!existing.table || !['setup', 'over'].includes(existing.phase));
  },
  sit: async (code, seat) => {
    await writeSession({ game: 'meyer', state: joinedMeyer(freshMeyer(), code, seat) });
  },
};
