import { readSession, writeSession } from '../../state';
import { sameTable, toQrText } from '../payload';
import { freshPromptSession } from '../../core/prompt-game';
import { parsePromptSession, type PromptSession } from '../../core/session';
import { readTodTable, todDeck } from '../../truth-or-dare/table';
import { t as translate } from '../../../../lib/i18n';
import type { TableJoin } from './types';

const readTruthOrDare = async () =>
  parsePromptSession(await readSession('truth-or-dare').catch(() => undefined));

export const join: TableJoin = {
  problem: (code) => {
    const deck = todDeck(code);
    if (deck.ok) return null;
    if ('lang' in deck) return { lang: deck.lang };
    return deck.problem === 'missing'
      ? translate('table.tod.missing', { packs: deck.missing.join(', ') })
      : translate('table.tod.other');
  },
  unit: 'turn',
  hosting: async (code) => {
    const existing = await readTruthOrDare();
    const table = readTodTable(existing?.table?.code);
    return !!existing?.table?.host && !existing.ended && !!table && sameTable(table, code);
  },
  standing: async (code) => {
    const existing = await readTruthOrDare();
    const at = existing?.table;
    const table = readTodTable(at?.code);
    if (!existing || !at || at.seat === null || existing.ended || !table) return null;
    return sameTable(table, code) ? existing.turn : null;
  },
  catchUp: async (code) => {
    const existing = await readTruthOrDare();
    if (!existing?.table) return;
    await writeSession({
      game: 'truth-or-dare',
      state: {
        ...existing,
        turn: code.turn,
        table: { ...existing.table, code: toQrText(code), choice: null },
      } satisfies PromptSession,
    });
  },
  underWay: async () => {
    const existing = await readTruthOrDare();
    return !!existing && !existing.ended && (existing.shown > 0 || !!existing.table);
  },
  sit: async (code, seat) => {
    const session: PromptSession = {
      ...freshPromptSession(true),
      turn: code.turn,
      table: { code: toQrText(code), seat, host: false, choice: null },
    };
    await writeSession({ game: 'truth-or-dare', state: session });
  },
};
