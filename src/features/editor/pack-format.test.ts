import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createEmptyPack,
  METADATA_STRUCTURE_ERROR,
  normaliseStoredPack,
  packToJson,
  storedPackIdentity,
  userPackSchema,
  withCounters,
  withDraftTag,
} from './pack-format';

const ID = '6f1c1c52-8f7e-4d7a-9d59-2a1f3b0c9e11';
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

describe('the stored-shape loader (docs/spec/editor.md)', () => {
  it('reads details at the top level, with counters at the top level', () => {
    const pack = normaliseStoredPack(fixture('top-level-flat'));
    expect(pack).toEqual({
      metadata: {
        name: 'Flat pack',
        id: ID,
        description: 'Details at the top level',
        author: 'Ana',
        explicit: true,
        alcohol: false,
        creation_date: '2026-01-02T03:04:05.000Z',
        tags: ['cabin'],
        // a pack from before packs had a language is English
        lang: 'en',
      },
      prompts: [{ text: 'Never have I ever slept in a tent' }, { text: 'Most likely to get lost' }],
      likes: 4,
      plays: 9,
      lastUpdated: '2026-02-01T00:00:00.000Z',
    });
  });

  it('reads details under "metadata"', () => {
    const pack = normaliseStoredPack(fixture('metadata-top-level'));
    expect(pack.metadata).toMatchObject({ name: 'Metadata pack', author: 'Ben', alcohol: true });
    expect(pack.metadata.tags).toEqual(['draft', 'party']);
    expect(pack.prompts).toEqual([{ text: 'Sip if you sang today' }]);
    expect([pack.likes, pack.plays]).toEqual([1, 2]);
  });

  it('reads a pack nested under "pack", counters under pack', () => {
    const pack = normaliseStoredPack(fixture('under-pack'));
    expect(pack.metadata.name).toBe('Nested pack');
    expect(pack.prompts).toHaveLength(2);
    expect([pack.likes, pack.plays]).toEqual([11, 12]);
    expect(pack.lastUpdated).toBe('2026-02-01T00:00:00.000Z');
  });

  it('reads flat details under "pack" and string prompts, defaulting what is missing', () => {
    const pack = normaliseStoredPack(fixture('under-pack-flat'));
    expect(pack.metadata).toEqual({
      name: 'Nested flat pack',
      id: ID,
      description: 'Flat details under pack',
      author: 'Dev',
      explicit: false,
      alcohol: false,
      creation_date: '',
      tags: [],
      lang: 'en',
    });
    expect(pack.prompts).toEqual([{ text: 'A bare string prompt' }, { text: 'An object prompt' }]);
    expect(pack.likes).toBeUndefined();
    expect(pack.plays).toBeUndefined();
  });

  it('finds counters under metadata and under pack.metadata', () => {
    const a = normaliseStoredPack(fixture('counters-in-metadata'));
    expect([a.likes, a.plays]).toEqual([21, 22]);
    const b = normaliseStoredPack(fixture('counters-in-pack-metadata'));
    expect([b.likes, b.plays]).toEqual([31, 32]);
  });

  it('prefers the top level, then pack, then metadata, then pack.metadata', () => {
    const pack = normaliseStoredPack({
      likes: 1,
      pack: { plays: 2, likes: 5, metadata: { id: ID, name: 'n', likes: 7, plays: 8 } },
    });
    expect([pack.likes, pack.plays]).toEqual([1, 2]);
  });

  it.each([
    'fail-no-metadata',
    'fail-metadata-without-id',
    'fail-metadata-not-object',
    'fail-array',
  ])('fails %s with "Could not determine metadata structure"', (name) => {
    expect(() => normaliseStoredPack(fixture(name))).toThrow(METADATA_STRUCTURE_ERROR);
    expect(METADATA_STRUCTURE_ERROR).toBe('Could not determine metadata structure');
  });

  it('fails null and primitives the same way', () => {
    for (const value of [null, 3, 'pack', true]) {
      expect(() => normaliseStoredPack(value)).toThrow('Could not determine metadata structure');
    }
  });

  it('names a listing entry, or gives nothing for a broken file', () => {
    expect(storedPackIdentity(fixture('under-pack'))).toEqual({ name: 'Nested pack', id: ID });
    expect(storedPackIdentity(fixture('fail-no-metadata'))).toEqual({});
  });
});

describe('saving rules (docs/spec/editor.md)', () => {
  it('adds "draft" once for a draft save and removes it for a final save', () => {
    const pack = createEmptyPack();
    pack.metadata.tags = ['party'];
    const drafted = withDraftTag(withDraftTag(pack, true), true);
    expect(drafted.metadata.tags).toEqual(['party', 'draft']);
    expect(withDraftTag(drafted, false).metadata.tags).toEqual(['party']);
    expect(pack.metadata.tags).toEqual(['party']);
  });

  it('keeps likes and plays from the stored copy when the pack lacks them', () => {
    const pack = createEmptyPack();
    const now = new Date('2026-11-21T12:00:00Z');
    expect(withCounters(pack, { likes: 5, plays: 7 }, now)).toMatchObject({
      likes: 5,
      plays: 7,
      lastUpdated: '2026-11-21T12:00:00.000Z',
    });
    expect(withCounters({ ...pack, likes: 1 }, { likes: 5, plays: 7 }, now)).toMatchObject({
      likes: 1,
      plays: 7,
    });
    expect(withCounters(pack, null, now)).toMatchObject({ likes: 0, plays: 0 });
  });

  it('writes pretty-printed JSON that reads back the same', () => {
    const stored = withCounters(createEmptyPack(), null);
    const text = packToJson(stored);
    expect(text).toContain('\n  "metadata": {\n    "name": ""');
    expect(normaliseStoredPack(JSON.parse(text))).toEqual(stored);
  });

  it('a fresh pack has a UUID id and an ISO creation date', () => {
    const pack = createEmptyPack();
    expect(pack.metadata.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(pack.metadata.creation_date).toISOString()).toBe(pack.metadata.creation_date);
    expect(v.safeParse(userPackSchema, pack).success).toBe(true);
  });
});
