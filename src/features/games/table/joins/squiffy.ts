import { readSession, writeSession } from '../../state';
import { sameTable, toQrText } from '../payload';
import { freshSquiffy } from '../../squiffy/rules';
import { parseSession as parseSquiffy, type SquiffySession } from '../../squiffy/session';
import { readSquiffyTable, squiffyTableDeck } from '../../squiffy/table';
import { t as translate } from '../../../../lib/i18n';
import type { TableJoin } from './types';

const readSquiffy = async () => parseSquiffy(await readSession('squiffy').catch(() => undefined));

export const join: TableJoin = {
  problem: (code) => {
    const deck = squiffyTableDeck(code);
    if (deck.ok) return null;
    if ('lang' in deck) return { lang: deck.lang };
    return deck.problem === 'missing'
      ? translate('table.squiffy.missing', { packs: deck.missing.join(', ') })
      : translate('table.squiffy.other');
  },
  unit: 'turn',
  hosting: async (code) => {
    const existing = await readSquiffy();
    const table = readSquiffyTable(existing?.table?.code);
    return !!existing?.table?.host && !existing.ended && !!table && sameTable(table, code);
  },
  standing: async (code) => {
    const existing = await readSquiffy();
    const at = existing?.table;
    const table = readSquiffyTable(at?.code);
    if (!existing || !at || at.seat === null || existing.ended || !table) return null;
    return sameTable(table, code) ? existing.turn : null;
  },
  catchUp: async (code) => {
    const existing = await readSquiffy();
    if (!existing?.table) return;
    await writeSession({
      game: 'squiffy',
      state: {
        ...existing,
        turn: code.turn,
        table: { ...existing.table, code: toQrText(code) },
      } satisfies SquiffySession,
    });
  },
  underWay: async () => {
    const existing = await readSquiffy();
    return !!existing && !existing.ended && (existing.shown > 0 || !!existing.table);
  },
  sit: async (code, seat) => {
    const session: SquiffySession = {
      ...freshSquiffy(),
      rounds: code.settings.rounds ? code.settings.rounds : null,
      turn: code.turn,
      table: { code: toQrText(code), seat, host: false },
    };
    await writeSession({ game: 'squiffy', state: session });
  },
};
