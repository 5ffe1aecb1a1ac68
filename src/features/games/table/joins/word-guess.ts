import { freshSession, parseSession, type WordGuessSession } from '../../word-guess/session';
import { readWordGuessTable, scoresIn, wordGuessDeck } from '../../word-guess/table';
import { readSession, writeSession } from '../../state';
import { sameTable, toQrText } from '../payload';
import { t as translate } from '../../../../lib/i18n';
import type { TableJoin } from './types';

const readWordGuess = async () =>
  parseSession(await readSession('word-guess').catch(() => undefined));

export const join: TableJoin = {
  problem: (code) => {
    const deck = wordGuessDeck(code);
    if (deck.ok) return null;
    if ('lang' in deck) return { lang: deck.lang };
    return deck.problem === 'missing'
      ? translate('table.wordGuess.missing', { packs: deck.missing.join(', ') })
      : translate('table.wordGuess.other');
  },
  unit: 'round',
  hosting: async (code) => {
    const existing = await readWordGuess();
    const table = readWordGuessTable(existing?.table?.code);
    return !!existing?.table?.host && !existing.ended && !!table && sameTable(table, code);
  },
  standing: async (code) => {
    const existing = await readWordGuess();
    const at = existing?.table;
    const table = readWordGuessTable(at?.code);
    if (!existing || !at || at.seat === null || existing.ended || !table) return null;
    return sameTable(table, code) ? at.turn : null;
  },
  catchUp: async (code) => {
    const existing = await readWordGuess();
    const at = existing?.table;
    if (!existing || !at) return;
    await writeSession({
      game: 'word-guess',
      state: {
        ...existing,
        table: {
          ...at,
          turn: code.turn,
          scores: scoresIn(code),
          phase: 'ready',
          log: { entries: [], outcome: null },
        },
      } satisfies WordGuessSession,
    });
  },
  underWay: async () => {
    const existing = await readWordGuess();
    return (
      !!existing &&
      !existing.ended &&
      (existing.played.length > 0 || existing.phase !== 'setup' || !!existing.table)
    );
  },
  sit: async (code, seat) => {
    const session: WordGuessSession = {
      ...freshSession(),
      table: {
        code: toQrText(code),
        seat,
        host: false,
        turn: code.turn,
        scores: scoresIn(code),
        phase: 'ready',
        log: { entries: [], outcome: null },
      },
    };
    await writeSession({ game: 'word-guess', state: session });
  },
};
