import { describe, expect, it } from 'vitest';
import { fromBase45, toBase45 } from './base45';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base45 (RFC 9285)', () => {
  it('encodes the examples of the RFC', () => {
    expect(toBase45(bytes('AB'))).toBe('BB8');
    expect(toBase45(bytes('Hello!!'))).toBe('%69 VD92EX0');
    expect(toBase45(bytes('base-45'))).toBe('UJCLQE7W581');
    expect(new TextDecoder().decode(fromBase45('QED8WEX0') ?? undefined)).toBe('ietf!');
  });

  it('round-trips every length and every byte value', () => {
    for (let length = 0; length < 40; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 31) & 0xff);
      expect(fromBase45(toBase45(data))).toEqual(data);
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase45(toBase45(all))).toEqual(all);
  });

  it('refuses text that is not base45', () => {
    expect(fromBase45('abc')).toBeNull(); // lower case is outside the alphabet
    expect(fromBase45('BB8B')).toBeNull(); // one character over
    expect(fromBase45(':::')).toBeNull(); // 44 + 44·45 + 44·45² > 65535
    expect(fromBase45('::')).toBeNull(); // 44 + 44·45 > 255
  });
});
