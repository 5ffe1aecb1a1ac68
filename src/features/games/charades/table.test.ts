import { describe, expect, it, vi } from 'vitest';
import { charadesPacks } from '../../../content/games/charades';
import { tableFingerprint } from '../table/fingerprint';
import { readTableCode, toQrText, toTypedCode } from '../table/payload';
import { actorFor } from './rules';
import {
  charadesCodeAt,
  newCharadesTable,
  OTHER_CHARADES_WORDS,
  scoresIn,
  tableDeck,
  tableOutcome,
  tableTurn,
  tableWord,
  WORDS_PER_TURN,
} from './table';

// Phones at a charades table never talk: each works out whose turn it is and the turn's words
// from the code it scanned. These tests are the table's promise that they agree.

const NAMES = ['Ava', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lu'];
const packs = (...ids: string[]) => charadesPacks.filter((p) => ids.includes(p.id));

describe('charades at a table of phones', () => {
  it('deals the same words and the same actors on two phones for 300 tables', async () => {
    vi.resetModules();
    const other = {
      payload: await import('../table/payload'),
      table: await import('./table'),
    };
    expect(other.table.tableDeck).not.toBe(tableDeck);
    let agreed = 0;
    for (let n = 0; n < 300; n++) {
      const host = newCharadesTable(NAMES.slice(0, 3 + (n % 10)), {}, packs('easy', 'party'), {
        seconds: 60,
        target: 10,
        teams: 2 + (n % 3),
      });
      const mine = tableDeck(readTableCode(toQrText(host)));
      const scanned = other.payload.readTableCode(toQrText(host));
      const typed = other.payload.readTableCode(toTypedCode(host));
      const theirs = other.table.tableDeck(scanned);
      const typedDeck = other.table.tableDeck(typed);
      if (!mine.ok || !theirs.ok || !typedDeck.ok) continue;
      const same =
        tableFingerprint(scanned).pictures.join('') === tableFingerprint(host).pictures.join('') &&
        [0, 1, 2, 7].every(
          (turn) =>
            JSON.stringify(tableTurn(host, turn)) ===
              JSON.stringify(other.table.tableTurn(typed, turn)) &&
            [0, 1, 5, 20].every(
              (k) =>
                tableWord(mine, turn, k).text === other.table.tableWord(theirs, turn, k).text &&
                tableWord(mine, turn, k).text === other.table.tableWord(typedDeck, turn, k).text,
            ),
        );
      if (same) agreed += 1;
    }
    expect(agreed).toBe(300);
  });

  it('never deals a word twice until the packs run round', () => {
    const host = newCharadesTable(NAMES.slice(0, 4), {}, packs('easy', 'medium'), {
      seconds: 60,
      target: 0,
      teams: 2,
    });
    const deck = tableDeck(host);
    if (!deck.ok) throw new Error(deck.problem);
    const turns = Math.floor(deck.words.length / WORDS_PER_TURN);
    const seen = new Set<string>();
    for (let turn = 0; turn < turns; turn++)
      for (let k = 0; k < WORDS_PER_TURN; k++) seen.add(tableWord(deck, turn, k).text);
    expect(seen.size).toBe(turns * WORDS_PER_TURN);
  });

  it('forms teams and rotates actors as the one-phone game does', () => {
    const players = NAMES.slice(0, 7);
    const host = newCharadesTable(players, {}, packs('easy'), {
      seconds: 60,
      target: 10,
      teams: 3,
    });
    for (let turn = 0; turn < 30; turn++) {
      const { team, actor } = tableTurn(host, turn);
      expect(team).toBe(turn % 3);
      expect(players[actor]).toBe(actorFor(players, 3, team, Math.floor(turn / 3)));
    }
  });

  it('says plainly when this phone lacks a pack or has other words, and never throws', () => {
    const host = newCharadesTable(NAMES.slice(0, 4), {}, packs('easy'), {
      seconds: 60,
      target: 10,
      teams: 2,
    });
    const own = { ...host, packs: ['easy', 'my-own-pack-7f3a'] };
    const missing = tableDeck(own);
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.problem).toMatch(/doesn’t have the charades pack “my-own-pack-7f3a”/);
      expect(missing.problem).toMatch(/QR code/);
    }
    expect(tableDeck({ ...host, contentHash: host.contentHash ^ 1 })).toEqual({
      ok: false,
      problem: OTHER_CHARADES_WORDS,
    });
    expect(tableDeck({ ...host, packs: [] }).ok).toBe(false);
  });

  it('carries the turn and the scores in a code shown again, and wins only at a round’s end', () => {
    const host = newCharadesTable(NAMES.slice(0, 4), {}, packs('easy'), {
      seconds: 60,
      target: 5,
      teams: 2,
    });
    const later = readTableCode(charadesCodeAt(host, 5, [7, 3]));
    expect(later.turn).toBe(5);
    expect(scoresIn(later)).toEqual([7, 3]);
    expect(tableFingerprint(later)).toEqual(tableFingerprint(host));
    // Team 1 reached 5 after 3 turns (team 2 has played 1): team 2 still plays.
    expect(tableOutcome(host, 3, [6, 2]).kind).toBe('play-on');
    expect(tableOutcome(host, 4, [6, 2])).toEqual({ kind: 'winner', team: 0 });
    expect(tableOutcome(host, 4, [6, 6]).kind).toBe('tie');
  });
});
