import { describe, expect, it } from 'vitest';
import { confirmsDeletion } from './delete-account';

describe('confirming an account deletion', () => {
  it('takes the username as shown or the word delete, and nothing else', () => {
    expect(confirmsDeletion('party.animal', 'party.animal')).toBe(true);
    expect(confirmsDeletion('  party.animal ', 'party.animal')).toBe(true);
    expect(confirmsDeletion('delete', 'party.animal')).toBe(true);
    expect(confirmsDeletion('DELETE', 'party.animal')).toBe(true);
    expect(confirmsDeletion('Party.Animal', 'party.animal')).toBe(false);
    expect(confirmsDeletion('party', 'party.animal')).toBe(false);
    expect(confirmsDeletion('', 'party.animal')).toBe(false);
    expect(confirmsDeletion('   ', '   ')).toBe(false);
  });
});
