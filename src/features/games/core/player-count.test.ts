import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../definitions';
import { MAX_SEATS } from '../table/payload';
import { playersProblem } from './player-count';

describe('the player minimum, one rule for every game', () => {
  it('holds Start back with a reason while a game has too few or too many names', () => {
    expect(playersProblem('squiffy', 0)).toBe(
      'Squiffy needs at least 2 players: add them with the Players button.',
    );
    expect(playersProblem('squiffy', 1)).toBe(
      'Squiffy needs at least 2 players: add one more with the Players button.',
    );
    expect(playersProblem('squiffy', 2)).toBeNull();
    expect(playersProblem('squiffy', 10)).toBeNull();
    expect(playersProblem('squiffy', 12)).toBe(
      'Squiffy plays with up to 10 players: take 2 off with the Players button.',
    );
    expect(playersProblem('odd-one-out', 1)).toBe(
      'Odd one out needs at least 3 players: add 2 more with the Players button.',
    );
    expect(playersProblem('odd-one-out', 3)).toBeNull();
    // A table code seats at most MAX_SEATS: the definition says the same.
    expect(playersProblem('odd-one-out', MAX_SEATS)).toBeNull();
    expect(playersProblem('odd-one-out', MAX_SEATS + 1)).not.toBeNull();
  });

  it('lets every game without a minimum start with no names at all', () => {
    const needing = GAME_IDS.filter((id) => playersProblem(id, 0) !== null);
    expect(needing.sort()).toEqual(['odd-one-out', 'party-stream', 'squiffy']);
  });
});

describe('the player minimum on a Danish page (issue 39)', () => {
  it('says why in Danish, with the game’s Danish name', async () => {
    await loadLang('da');
    setCurrentLang('da');
    try {
      expect(playersProblem('party-stream', 0)).toBe(
        'Festflow kræver mindst 2 spillere: tilføj dem under Spillere.',
      );
      expect(playersProblem('odd-one-out', 1)).toMatch(/kræver mindst 3 spillere: tilføj 2 til/);
      expect(playersProblem('squiffy', 12)).toMatch(/højst 10 spillere: fjern 2 under Spillere\.$/);
    } finally {
      setCurrentLang('en');
    }
  });
});
