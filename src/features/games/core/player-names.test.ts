import { describe, expect, it } from 'vitest';
import { cleanName, sameNameAs, uniqueNames } from './player-names';

describe('player names', () => {
  it('keeps one player per name whatever its case, the first spelling winning', () => {
    expect(uniqueNames(['Anna', 'anna', ' ANNA ', 'Ben', 'Åse', 'åse'])).toEqual([
      'Anna',
      'Ben',
      'Åse',
    ]);
  });

  it('trims, collapses spaces, drops empty names and cuts at 40 characters', () => {
    expect(cleanName('  Mary   Jane ')).toBe('Mary Jane');
    expect(uniqueNames(['', '   ', 'Mary  Jane', 'mary jane'])).toEqual(['Mary Jane']);
    expect(cleanName('x'.repeat(50))).toHaveLength(40);
  });

  it('finds the player a new name would duplicate', () => {
    expect(sameNameAs(['Anna', 'Ben'], ' anna')).toBe('Anna');
    expect(sameNameAs(['Anna', 'Ben'], 'Annabel')).toBeNull();
  });
});
