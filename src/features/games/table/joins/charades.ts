import {
  freshSession as freshCharades,
  parseSession as parseCharades,
  type CharadesSession,
} from '../../charades/session';
import { readStoredTable, scoresIn, tableDeck } from '../../charades/table';
import { readSession, writeSession } from '../../state';
import { sameTable, toQrText } from '../payload';
import type { TableJoin } from './types';

const readCharades = async () =>
  parseCharades(await readSession('charades').catch(() => undefined));

export const join: TableJoin = {
  problem: (code) => {
    const deck = tableDeck(code);
    return deck.ok ? null : deck.problem;
  },
  unit: 'turn',
  hosting: async (code) => {
    const existing = await readCharades();
    const table = readStoredTable(existing?.table?.code);
    return !!existing?.table?.host && !existing.ended && !!table && sameTable(table, code);
  },
  standing: async (code) => {
    const existing = await readCharades();
    const at = existing?.table;
    const table = readStoredTable(at?.code);
    if (!existing || !at || at.seat === null || existing.ended || !table) return null;
    return sameTable(table, code) ? at.turn : null;
  },
  catchUp: async (code) => {
    const existing = await readCharades();
    const at = existing?.table;
    if (!existing || !at) return;
    await writeSession({
      game: 'charades',
      state: {
        ...existing,
        table: {
          ...at,
          turn: code.turn,
          scores: scoresIn(code),
          phase: 'ready',
          startsAt: null,
          turnEndsAt: null,
          results: [],
          last: null,
        },
      } satisfies CharadesSession,
    });
  },
  underWay: async () => {
    const existing = await readCharades();
    return !!existing && !existing.ended && (existing.shown > 0 || !!existing.table);
  },
  sit: async (code, seat) => {
    const session: CharadesSession = {
      ...freshCharades(),
      turnSeconds: code.settings.seconds ?? 60,
      target: code.settings.target ?? 0,
      table: {
        code: toQrText(code),
        seat,
        host: false,
        turn: code.turn,
        scores: scoresIn(code),
        phase: 'ready',
        startsAt: null,
        turnEndsAt: null,
        results: [],
        last: null,
      },
    };
    await writeSession({ game: 'charades', state: session });
  },
};
