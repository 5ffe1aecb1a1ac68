import { describe, expect, it } from 'vitest';
import { codeAge, olderCodeMessage } from './catch-up';

describe('a code of the table this phone is already at', () => {
  it('catches up from a later turn, reopens on the same one, and never goes back', () => {
    expect(codeAge(3, 1)).toBe('newer');
    expect(codeAge(2, 2)).toBe('same');
    expect(codeAge(0, 2)).toBe('older');
    expect(codeAge(0, 0)).toBe('same');
  });

  it('says, in people’s numbers, that the code is older and the phone keeps its own turn', () => {
    const message = olderCodeMessage('Charades', 'turn', 0, 2);
    expect(message).toMatch(/^That code is older than what this phone already has/);
    expect(message).toContain('from turn 1 of this Charades table');
    expect(message).toContain('this phone is on turn 3');
    expect(message).toContain('keeps turn 3');
    expect(message).toContain('scan the code the host’s phone shows now');
    expect(olderCodeMessage('Odd one out', 'round', 1, 4)).toContain('keeps round 5');
  });
});
