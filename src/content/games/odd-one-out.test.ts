import { describe, expect, it } from 'vitest';
import { GUIDES } from '../articles';
import { body as guide } from '../articles/bodies/odd-one-out';
import { ODD_ONE_OUT_CATEGORIES, type OddOneOutCategory } from './odd-one-out';
import { ukForm } from './quality';

// Odd one out's words: enough categories for many nights, each round's secret unmistakable (no
// word twice anywhere, so a word never hints at another category), short enough for a phone in
// large type, the spicy categories kept few, and ids that table codes can rely on.

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|word \d+)\b|\.\.\.|\?\?/i;
const MAX_LENGTH = 28;

/** How a word is compared: case, spacing and a leading "a", "an" or "the" do not make it new. */
function key(word: string): string {
  return word
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(a|an|the) /, '');
}

/** A word with a simple plural added or taken off ("olive", "olives"; "tomato", "tomatoes"). */
function variants(k: string): string[] {
  const forms = [k, `${k}s`, `${k}es`];
  if (k.endsWith('s')) forms.push(k.slice(0, -1));
  if (k.endsWith('es')) forms.push(k.slice(0, -2));
  return forms;
}

/** Pairs of words that are the same word, keyed as `key` does and with plurals folded. */
function repeats(words: { word: string; where: string }[]): string[] {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const { word, where } of words) {
    const k = key(word);
    const earlier = variants(k)
      .map((form) => seen.get(form))
      .find(Boolean);
    if (earlier) clashes.push(`"${word}" in ${where} and ${earlier}`);
    else seen.set(k, `${where} ("${word}")`);
  }
  return clashes;
}

// Every id that has shipped. Table codes store these, so an id may be added but never renamed,
// removed or given to another category: a code shared last week must still open the same words.
const SHIPPED_IDS = [
  'at-the-beach',
  'around-town',
  'getting-away',
  'big-buildings',
  'shops',
  'at-the-airport',
  'at-a-hotel',
  'at-the-doctors-office',
  'amusement-park',
  'at-school',
  'in-the-kitchen',
  'in-the-bathroom',
  'in-the-living-room',
  'in-the-bedroom',
  'in-the-backyard',
  'in-the-toolbox',
  'in-the-office',
  'a-cozy-night-in',
  'in-a-car',
  'jobs-in-uniform',
  'jobs-out-of-uniform',
  'school-subjects',
  'on-the-farm',
  'on-safari',
  'in-the-ocean',
  'pets',
  'in-the-woods',
  'creepy-crawlies',
  'birds',
  'fantasy-creatures',
  'breakfast',
  'fast-food',
  'dinner-around-the-world',
  'desserts',
  'fruit',
  'vegetables',
  'snacks',
  'coffee-shop-orders',
  'sports',
  'at-the-olympics',
  'at-the-gym',
  'hobbies',
  'games-at-the-table',
  'toys',
  'camping',
  'dances',
  'music-genres',
  'musical-instruments',
  'movie-genres',
  'fairy-tales',
  'superpowers',
  'vehicles',
  'clothes',
  'weather',
  'winter',
  'summer',
  'world-landmarks',
  'wonders-of-nature',
  'sights-of-europe',
  'scandinavian-life',
  'holidays-and-celebrations',
  'christmas',
  'halloween',
  'kids-birthday-party',
  'at-a-wedding',
  'cocktails',
  'at-the-bar',
  'house-party',
  'night-out',
  'the-morning-after',
  'first-date',
  'music-festival',
  'drinking-games',
  'date-night-in',
  'flirting',
  'dating-life',
  'bachelor-and-bachelorette',
];

const byId = new Map<string, OddOneOutCategory>(ODD_ONE_OUT_CATEGORIES.map((c) => [c.id, c]));

describe('odd one out categories', () => {
  it('holds at least 64 categories of exactly 12 words each', () => {
    expect(ODD_ONE_OUT_CATEGORIES.length).toBeGreaterThanOrEqual(64);
    for (const category of ODD_ONE_OUT_CATEGORIES)
      expect(category.words, category.id).toHaveLength(12);
  });

  it('has unique kebab-case ids, and keeps every id that has shipped', () => {
    const ids = ODD_ONE_OUT_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of SHIPPED_IDS) expect(byId.has(id), id).toBe(true);
  });

  it('has unique names that fit a phone in large type', () => {
    const names = ODD_ONE_OUT_CATEGORIES.map((c) => key(c.name));
    expect(new Set(names).size).toBe(names.length);
    for (const { id, name } of ODD_ONE_OUT_CATEGORIES) {
      expect(name.trim(), id).toBe(name);
      expect(name.length, id).toBeGreaterThan(2);
      expect(name.length, id).toBeLessThanOrEqual(MAX_LENGTH);
      expect(name, id).not.toMatch(PLACEHOLDER);
    }
  });

  it('keeps the cheeky and adults-only categories to a few, and most for everyone', () => {
    const count = (spice: number) => ODD_ONE_OUT_CATEGORIES.filter((c) => c.spice === spice).length;
    for (const category of ODD_ONE_OUT_CATEGORIES) expect([1, 2, 3]).toContain(category.spice);
    expect(count(2)).toBeLessThanOrEqual(8);
    expect(count(3)).toBeLessThanOrEqual(4);
    // A table that keeps the spice at 1 still has a long night's worth of categories.
    expect(count(1)).toBeGreaterThanOrEqual(52);
  });

  it('writes every word clean, short enough for large type, and never as the category name', () => {
    const problems = ODD_ONE_OUT_CATEGORIES.flatMap(({ id, name, words }) =>
      words.flatMap((word) => {
        const why = [
          word.trim() !== word && 'padded',
          /\s{2}/.test(word) && 'double space',
          word.length < 2 && 'too short',
          word.length > MAX_LENGTH && `longer than ${MAX_LENGTH}`,
          PLACEHOLDER.test(word) && 'filler',
          key(word) === key(name) && 'the category name',
        ].filter(Boolean);
        return why.length > 0 ? [`${id}: "${word}" is ${why.join(', ')}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('never uses a word twice in the whole file, not even as a plural or with "the"', () => {
    const words = ODD_ONE_OUT_CATEGORIES.flatMap(({ id, words }) =>
      words.map((word) => ({ word, where: id })),
    );
    expect(repeats(words)).toEqual([]);
  });

  it('spots the repeats it guards against, and lets different words be', () => {
    const check = (list: string[]) => repeats(list.map((word) => ({ word, where: 'x' }))).length;
    expect(check(['The Ugly Duckling', 'ugly  duckling'])).toBe(1);
    expect(check(['Olives', 'an olive'])).toBe(1);
    expect(check(['tomato', 'Tomatoes'])).toBe(1);
    expect(check(['dumpling', 'dumplings'])).toBe(1);
    expect(check(['glass', 'grass', 'bus', 'glasses case', 'the bus stop'])).toBe(0);
  });

  it('uses US spelling in every name and word', () => {
    const found = ODD_ONE_OUT_CATEGORIES.flatMap(({ id, name, words }) =>
      [name, ...words].flatMap((text) => {
        const hit = ukForm(text);
        return hit ? [`${id}: ${hit} in "${text}"`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});

/** Every string inside a value: the text of a guide's blocks, links included. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// The guide itself is checked with every other guide in reading.test.ts (schema, links, filler);
// these are what that test cannot know about this one.
describe('odd one out guide', () => {
  it('is listed for 3 to 12 players, as the game deals', () => {
    const entry = GUIDES.find((g) => g.slug === 'odd-one-out');
    expect(entry?.players).toEqual({ min: 3, max: 12 });
  });

  it('uses US spelling in the guide', () => {
    const found = strings(guide).flatMap((text) => {
      const hit = ukForm(text);
      return hit ? [`${hit} in "${text}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it('sends readers to the game from the section on how the app runs it', () => {
    expect(guide).toContainEqual({
      play: { to: '/games/odd-one-out', text: 'Play Odd One Out here' },
    });
    expect(GUIDES.find((g) => g.slug === 'odd-one-out')?.play).toBe('/games/odd-one-out');
  });
});
