import { describe, expect, it } from 'vitest';
import { cryptoWords, randomIndex, seededWords, type RandomWords } from '../../../lib/random';
import {
  createPool,
  DealtHistory,
  drawPrompt,
  MAX_TRIES,
  MEMORY_SIZE,
  memoryWindow,
  PromptMemory,
  weightedIndex,
  type DrawPack,
} from './draw';

function pack(id: string, size: number, prefix = id): DrawPack {
  return {
    id,
    name: `Pack ${id}`,
    prompts: Array.from({ length: size }, (_, i) => `${prefix}-${i}`),
  };
}

/** Plays `n` draws the way the game does: draw, show, remember. */
function play(packs: DrawPack[], n: number, words: RandomWords, memory = new PromptMemory()) {
  const pool = createPool(packs);
  const shown: string[] = [];
  const packsUsed: string[] = [];
  for (let i = 0; i < n; i++) {
    const drawn = drawPrompt(pool, memory, words);
    if (!drawn) throw new Error('empty draw');
    memory.remember(drawn.text);
    shown.push(drawn.text);
    packsUsed.push(drawn.packId);
  }
  return { shown, packsUsed, memory };
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('randomIndex', () => {
  it('rejects words from the partial top block instead of folding them (no modulo bias)', () => {
    // n = 3: 2^31 mod 3 = 2, so the two words 2^31 − 2 and 2^31 − 1 are the biased ones.
    const words = [0x7fff_ffff, 0x7fff_fffe, 0x7fff_fffd];
    let i = 0;
    const source: RandomWords = () => words[i++] as number;
    expect(randomIndex(3, source)).toBe(0x7fff_fffd % 3);
    expect(i).toBe(3);
    // n = 2^30 + 1: almost half of all words are rejected; the accepted one is returned as is.
    const big = 2 ** 30 + 1;
    const seq = [2 ** 30 + 1, 5];
    let j = 0;
    expect(randomIndex(big, () => seq[j++] as number)).toBe(5);
  });

  it('gets 31-bit words from crypto.getRandomValues', () => {
    for (let i = 0; i < 5_000; i++) {
      const word = cryptoWords();
      expect(Number.isInteger(word) && word >= 0 && word < 2 ** 31).toBe(true);
    }
  });

  it('is uniform over crypto.getRandomValues (chi-square, 10 bins, p > 0.001)', () => {
    const counts = Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) counts[randomIndex(10, cryptoWords)]! += 1;
    // Critical value of chi-square with 9 degrees of freedom at p = 0.001.
    expect(chiSquare(counts)).toBeLessThan(27.88);
  });

  it('refuses impossible ranges', () => {
    expect(() => randomIndex(0)).toThrow(RangeError);
    expect(() => randomIndex(1.5)).toThrow(RangeError);
    expect(randomIndex(1)).toBe(0);
  });

  it('weightedIndex follows the weights', () => {
    const words = seededWords(7);
    const counts = [0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[weightedIndex([1, 0, 2], words)]! += 1;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(1.9);
    expect(counts[2]! / counts[0]!).toBeLessThan(2.1);
    expect(() => weightedIndex([0, 0])).toThrow(RangeError);
  });
});

describe('PromptMemory', () => {
  it('keeps the last 40, oldest first, and forgets older ones', () => {
    const memory = new PromptMemory();
    for (let i = 0; i < 50; i++) memory.remember(`p${i}`);
    expect(memory.length).toBe(MEMORY_SIZE);
    expect(memory.toArray()[0]).toBe('p10');
    expect(memory.shownWithin('p9')).toBe(false);
    expect(memory.shownWithin('p10')).toBe(true);
    expect(memory.shownWithin('p49', 1)).toBe(true);
    expect(memory.shownWithin('p48', 1)).toBe(false);
  });

  it('counts a repeat from its latest showing', () => {
    const memory = new PromptMemory(['a', 'b', 'a'], 3);
    memory.remember('c');
    // 'a' was shown 2 and 4 positions back; dropping the older copy must not forget the newer.
    expect(memory.toArray()).toEqual(['b', 'a', 'c']);
    expect(memory.shownWithin('a')).toBe(true);
    memory.remember('d');
    memory.remember('e');
    expect(memory.shownWithin('a')).toBe(false);
  });

  it('restores from its stored array, as after a reload', () => {
    const memory = new PromptMemory(Array.from({ length: 60 }, (_, i) => `p${i}`));
    expect(memory.toArray()).toHaveLength(40);
    expect(memory.shownWithin('p20')).toBe(true);
    expect(memory.shownWithin('p19')).toBe(false);
  });
});

describe('drawPrompt (docs/spec/games.md)', () => {
  it('returns null when no pack is active', () => {
    expect(drawPrompt(createPool([]), new PromptMemory())).toBeNull();
    expect(drawPrompt(createPool([pack('empty', 0)]), new PromptMemory())).toBeNull();
  });

  it('never repeats a prompt within 40 draws, over a long night', () => {
    const { shown } = play([pack('a', 30), pack('b', 60), pack('c', 200)], 5_000, seededWords(1));
    for (let i = 0; i < shown.length; i++) {
      expect(shown.slice(Math.max(0, i - 40), i)).not.toContain(shown[i]);
    }
  });

  it('honours memory carried over from a previous session', () => {
    const packs = [pack('a', 45)];
    const before = new PromptMemory(packs[0]!.prompts.slice(0, 40));
    for (let seed = 1; seed <= 50; seed++) {
      const drawn = drawPrompt(
        createPool(packs),
        new PromptMemory(before.toArray()),
        seededWords(seed),
      );
      expect(packs[0]!.prompts.slice(40)).toContain(drawn?.text);
    }
  });

  it('names the pack it drew from, so it can become the current pack', () => {
    const drawn = drawPrompt(createPool([pack('x', 5)]), new PromptMemory(), seededWords(2));
    expect(drawn).toMatchObject({ packId: 'x', packName: 'Pack x' });
    expect(drawn?.text).toMatch(/^x-\d$/);
  });

  it('picks packs equally often whatever their size, then prompts uniformly', () => {
    const { packsUsed, shown } = play(
      [pack('small', 300), pack('big', 3000)],
      40_000,
      seededWords(5),
    );
    const small = packsUsed.filter((p) => p === 'small').length;
    expect(small / packsUsed.length).toBeGreaterThan(0.48);
    expect(small / packsUsed.length).toBeLessThan(0.52);
    // Within the small pack, 300 prompts in 10 bins of 30: uniform at p > 0.001.
    const bins = Array<number>(10).fill(0);
    for (const text of shown)
      if (text.startsWith('small-')) bins[Math.floor(Number(text.slice(6)) / 30)]! += 1;
    expect(chiSquare(bins)).toBeLessThan(27.88);
  });
});

describe('the small-pool rule (fewer than 41 prompts)', () => {
  it('shrinks the window to distinct prompts − 1', () => {
    expect(memoryWindow(createPool([pack('a', 100)]))).toBe(40);
    expect(memoryWindow(createPool([pack('a', 41)]))).toBe(40);
    expect(memoryWindow(createPool([pack('a', 40)]))).toBe(39);
    expect(memoryWindow(createPool([pack('a', 2)]))).toBe(1);
    expect(memoryWindow(createPool([pack('a', 1)]))).toBe(0);
    // The same prompt in two packs counts once.
    expect(memoryWindow(createPool([pack('a', 10, 'same'), pack('b', 10, 'same')]))).toBe(9);
  });

  it.each([1, 2, 3, 10, 40])(
    'always ends, and shows every prompt once per cycle (%i prompts)',
    (n) => {
      const { shown } = play([pack('a', n)], n * 6, seededWords(n));
      for (let cycle = 0; cycle < 6; cycle++) {
        expect(new Set(shown.slice(cycle * n, cycle * n + n)).size).toBe(n);
      }
    },
  );

  it('two prompts alternate, never the same twice in a row', () => {
    const { shown } = play([pack('a', 2)], 50, seededWords(11));
    for (let i = 1; i < shown.length; i++) expect(shown[i]).not.toBe(shown[i - 1]);
  });

  it('a tiny pack among big ones stays out of the way instead of stalling the draw', () => {
    let calls = 0;
    const base = seededWords(13);
    const counting: RandomWords = () => {
      calls += 1;
      return base();
    };
    const { shown } = play([pack('tiny', 3), pack('big', 500)], 2_000, counting);
    for (let i = 0; i < shown.length; i++) {
      expect(shown.slice(Math.max(0, i - 40), i)).not.toContain(shown[i]);
    }
    // Each draw costs a couple of words on average; the cap keeps the worst case bounded.
    expect(calls / 2_000).toBeLessThan(8);
  });

  it('falls back to an exact draw when bad luck keeps hitting remembered prompts', () => {
    // A source that always picks pack 0 and prompt 0 first, then behaves randomly.
    const packs = [pack('a', 50), pack('b', 50)];
    const memory = new PromptMemory(['a-0']);
    const fallback = seededWords(17);
    let calls = 0;
    const stuck: RandomWords = () => (calls++ < MAX_TRIES * 2 ? 0 : fallback());
    const drawn = drawPrompt(createPool(packs), memory, stuck);
    expect(drawn).not.toBeNull();
    expect(drawn?.text).not.toBe('a-0');
  });
});

describe('no repeats across nights (DealtHistory)', () => {
  /** One night: a fresh page load (memory and history read back from what was stored). */
  function night(
    packs: DrawPack[],
    draws: number,
    stored: string[],
    recent: string[],
    seed: number,
  ) {
    const dealt = new DealtHistory(stored);
    const memory = new PromptMemory(recent, MEMORY_SIZE, dealt);
    const { shown } = play(packs, draws, seededWords(seed), memory);
    return { shown, stored: dealt.toArray(), recent: memory.toArray(), dealt };
  }

  it('deals every card of a deck once, over several nights, before any card comes back', () => {
    const packs = [pack('a', 300), pack('b', 120), pack('c', 30)];
    const total = 450;
    let stored: string[] = [];
    let recent: string[] = [];
    const all: string[] = [];
    // Three nights of 120 cards and a fourth of 90: the deck is spent exactly at its end.
    for (const [i, draws] of [120, 120, 120, 90].entries()) {
      const played = night(packs, draws, stored, recent, 100 + i);
      expect(played.dealt.startedOver, `night ${i + 1} started nothing over`).toBe(0);
      all.push(...played.shown);
      stored = played.stored;
      recent = played.recent;
    }
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    // The fifth night starts the deck over, says so once, and again deals each card once.
    const fifth = night(packs, 200, stored, recent, 200);
    expect(fifth.dealt.startedOver).toBe(1);
    expect(new Set(fifth.shown).size).toBe(200);
    // and the last 40 of the fourth night are still not dealt first thing
    expect(fifth.shown.slice(0, 20).some((text) => recent.includes(text))).toBe(false);
  });

  it('starts over only the packs on the table, and only once every card that suits it is dealt', () => {
    const packs = [pack('a', 50), pack('b', 50)];
    const dealt = new DealtHistory();
    const memory = new PromptMemory([], MEMORY_SIZE, dealt);
    const pool = createPool(packs);
    const words = seededWords(7);
    // A table that turns down pack b's even cards (a taken player, say): 75 cards suit it.
    const accept = (text: string) => !/^b-\d*[02468]$/.test(text);
    const shown: string[] = [];
    let first: number | null = null;
    for (let i = 0; i < 100; i++) {
      const drawn = drawPrompt(pool, memory, words, accept)!;
      if (drawn.startedOver && first === null) first = i;
      memory.remember(drawn.text);
      shown.push(drawn.text);
    }
    expect(first).toBe(75);
    expect(new Set(shown.slice(0, 75)).size).toBe(75);
    expect(shown.every(accept)).toBe(true);
    // a card of another deck, dealt earlier, stays dealt through the start-over
    const other = new DealtHistory(['x']);
    other.add('charades: a lighthouse');
    other.startOver(packs);
    expect(other.has('charades: a lighthouse')).toBe(true);
  });

  it('keeps about 6 characters a card, whatever the prompt', () => {
    const dealt = new DealtHistory();
    for (let i = 0; i < 1000; i++)
      dealt.add(`Never have I ever ${'told a long story '.repeat(5)}${i}`);
    expect(dealt.size).toBe(1000);
    expect(JSON.stringify(dealt.toArray()).length / 1000).toBeLessThan(10);
  });
});
