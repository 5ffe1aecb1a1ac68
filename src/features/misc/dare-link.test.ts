import { describe, expect, it } from 'vitest';
import { DARES } from '../../content/misc/dares';
import { daredSentence, dareLinkPath, readDareLink } from './dare-link';

describe('dare links', () => {
  it('carries the dare and the sender, and reads back the same dare', () => {
    const dare = DARES[4]!;
    const path = dareLinkPath({ id: dare.id }, '  Sam   Jones ');
    expect(path).toBe(`/misc/you-have-been-dared?dare=${dare.id}&from=Sam+Jones`);
    const search = Object.fromEntries(new URL(path, 'https://x.test').searchParams);
    expect(readDareLink(search)).toEqual({ dare, from: 'Sam Jones' });
  });

  it('leaves the sender out when no name is given, and reports an unknown dare as missing', () => {
    expect(dareLinkPath({ id: 'd01' }, '   ')).toBe('/misc/you-have-been-dared?dare=d01');
    expect(readDareLink({ dare: 'nope', from: 'Ann' })).toEqual({ dare: null, from: 'Ann' });
    expect(readDareLink({})).toEqual({ dare: null, from: '' });
  });

  it('carries a truth-or-dare dare by its text, with the sender in its player slot', () => {
    const path = dareLinkPath({ text: 'Let {player} give you a nickname.' }, 'Bo');
    const search = Object.fromEntries(new URL(path, 'https://x.test').searchParams);
    expect(readDareLink(search).dare?.text).toBe('Let Bo give you a nickname.');
    expect(readDareLink({ text: 'Hop on {player}.' }).dare?.text).toBe(
      'Hop on the friend who sent this.',
    );
    expect(readDareLink({ text: '   ' }).dare).toBeNull();
    expect(readDareLink({ text: 'x'.repeat(500) }).dare?.text).toHaveLength(200);
  });

  it('reads as a sentence, with someone as the sender when none is named', () => {
    expect(daredSentence('Ann', 'Sing the chorus.')).toBe('Ann dared you to sing the chorus.');
    expect(daredSentence('', 'Sing.')).toBe('Someone dared you to sing.');
  });
});
