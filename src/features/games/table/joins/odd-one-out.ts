import { parseSession, type OddOneOutSession } from '../../odd-one-out/session';
import { otherWordsProblem, storedTable, tableWords } from '../../odd-one-out/table';
import { readSession, writeSession } from '../../state';
import { sameTable, toQrText } from '../payload';
import type { TableJoin } from './types';

const readOddOneOut = async () =>
  parseSession(await readSession('odd-one-out').catch(() => undefined));

export const join: TableJoin = {
  problem: (code) => {
    const words = tableWords(code);
    if (words.ok) return null;
    return words.lang ? { lang: words.lang } : otherWordsProblem();
  },
  unit: 'round',
  hosting: async (code) => {
    const existing = await readOddOneOut();
    const table = existing ? storedTable(existing) : null;
    if (!existing || !table || existing.mode !== 'table' || !existing.host) return false;
    return !existing.ended && sameTable(table, code);
  },
  standing: async (code) => {
    const existing = await readOddOneOut();
    const table = existing ? storedTable(existing) : null;
    if (!existing || !table || existing.mode !== 'table' || existing.seat === null) return null;
    if (existing.ended || !sameTable(table, code)) return null;
    return existing.round;
  },
  catchUp: async (code) => {
    const existing = await readOddOneOut();
    if (!existing) return;
    await writeSession({
      game: 'odd-one-out',
      state: {
        ...existing,
        round: code.turn,
        looked: 0,
        phase: 'roles',
      } satisfies OddOneOutSession,
    });
  },
  underWay: async () => {
    const existing = await readOddOneOut();
    return !!existing && existing.phase !== 'setup' && !existing.ended;
  },
  sit: async (code, seat) => {
    const session: OddOneOutSession = {
      kind: 'odd-one-out',
      mode: 'table',
      phase: 'roles',
      rounds: ([3, 5, 8, 0] as const).find((r) => r === code.settings.rounds) ?? 0,
      spice: ([1, 2, 3] as const).find((s) => s === code.settings.spice) ?? 1,
      table: toQrText(code),
      seat,
      host: false,
      round: code.turn,
      looked: 0,
      scores: code.seats.map(() => 0),
      log: [],
      picked: {},
      ended: false,
    };
    await writeSession({ game: 'odd-one-out', state: session });
  },
};
