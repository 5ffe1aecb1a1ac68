import { describe, expect, it } from 'vitest';
import { isSoundOn, readSoundOn, setSoundOn, SOUND_KEY } from './settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('the Sound switch', () => {
  it('is on for a new device and off once this device turned it off', () => {
    expect(readSoundOn(memoryStorage())).toBe(true);
    expect(readSoundOn(memoryStorage({ [SOUND_KEY]: 'off' }))).toBe(false);
    expect(readSoundOn(memoryStorage({ [SOUND_KEY]: 'on' }))).toBe(true);
    expect(readSoundOn(undefined)).toBe(true);
  });

  it('is remembered: what is written is what the next visit reads', () => {
    const storage = memoryStorage();
    setSoundOn(false, storage as unknown as Storage);
    expect(isSoundOn()).toBe(false);
    expect(readSoundOn(storage)).toBe(false);
    setSoundOn(true, storage as unknown as Storage);
    expect(isSoundOn()).toBe(true);
    expect(storage.data.get(SOUND_KEY)).toBe('on');
  });

  it('keeps working when storage refuses (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSoundOn(refusing)).toBe(true);
    expect(() => setSoundOn(false, refusing as unknown as Storage)).not.toThrow();
    expect(isSoundOn()).toBe(false);
    setSoundOn(true, refusing as unknown as Storage);
  });
});
