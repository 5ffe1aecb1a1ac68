import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeUser, openDatabase } from '../../../../db';
import { closeDatabaseForTests } from '../../../../db/open';
import { WORD_CATEGORIES } from '../../../../content/games/word-guess';
import { category } from '../../category/manifest';
import { newCategoryTable } from '../../category/table';
import { readSession, writeSession } from '../../state';
import { newWordGuessTable, wordGuessCodeAt } from '../../word-guess/table';
import { freshSession } from '../../word-guess/session';
import { readTableCode, toQrText } from '../payload';
import { join as categoryJoin } from './category';
import { join as wordGuessJoin } from './word-guess';

// What /join does with a code, game by game: a host that reads its own table code (scanned off a
// screenshot, or typed in to check it) must stay the host, so the join page asks `hosting` before
// it offers seats or seats the phone; a guest that reads a newer code catches up.

const PLAYERS = ['Ava', 'Bo', 'Cy'];

beforeEach(async () => {
  activeUser.set({ userId: null });
  closeDatabaseForTests();
  await openDatabase('hosting-test', new IDBFactory());
});
afterEach(() => closeDatabaseForTests());

describe('a host reading its own table code', () => {
  it('is recognised at its own word guess table, and only there', async () => {
    const code = newWordGuessTable(PLAYERS, {}, WORD_CATEGORIES, 'en', {
      categoryId: 'any',
      difficulty: 'easy',
    });
    const table = {
      code: toQrText(code),
      seat: null,
      host: true,
      turn: 0,
      scores: [0, 0, 0],
      phase: 'code' as const,
      log: { entries: [], outcome: null },
    };
    await writeSession({ game: 'word-guess', state: { ...freshSession(), table } });
    expect(await wordGuessJoin.hosting(code)).toBe(true);
    // Another table (a new seed), or the same one read by a guest's phone, is not this host's.
    const other = newWordGuessTable(PLAYERS, {}, WORD_CATEGORIES, 'en', {
      categoryId: 'any',
      difficulty: 'easy',
    });
    expect(await wordGuessJoin.hosting(other)).toBe(false);
    await wordGuessJoin.sit(code, 1);
    expect(await wordGuessJoin.hosting(code)).toBe(false);
    // Sitting is what a guest does, and what a host must never be led to: it gives up the host.
    const stored = (await readSession('word-guess')) as { table: { host: boolean } };
    expect(stored.table.host).toBe(false);
  });

  it('is recognised at its own category table mid-game', async () => {
    const code = newCategoryTable(PLAYERS, category.packs.slice(0, 1), { seconds: 10, rounds: 5 });
    await categoryJoin.sit(code, 0);
    expect(await categoryJoin.hosting(code)).toBe(false);
    const guest = (await readSession('category')) as Record<string, unknown> & {
      table: Record<string, unknown>;
    };
    await writeSession({
      game: 'category',
      state: { ...guest, shown: 3, table: { ...guest.table, host: true } },
    });
    expect(await categoryJoin.hosting(code)).toBe(true);
    expect(await categoryJoin.hosting({ ...code, turn: 4 })).toBe(true);
  });

  it('lets a guest at a word guess table catch up from the host’s newer code, scores and all', async () => {
    const code = newWordGuessTable(PLAYERS, {}, WORD_CATEGORIES, 'en', {
      categoryId: 'animals',
      difficulty: 'medium',
    });
    await wordGuessJoin.sit(code, 2);
    expect(await wordGuessJoin.standing(code)).toBe(0);
    const later = readTableCode(wordGuessCodeAt(code, 4, [2, 1, 1]));
    expect(await wordGuessJoin.standing(later)).toBe(0);
    await wordGuessJoin.catchUp(later);
    expect(await wordGuessJoin.standing(code)).toBe(4);
    const stored = (await readSession('word-guess')) as {
      table: { seat: number; turn: number; scores: number[]; host: boolean };
    };
    expect(stored.table).toMatchObject({ seat: 2, turn: 4, scores: [2, 1, 1], host: false });
  });
});
