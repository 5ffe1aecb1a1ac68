import { afterEach, describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../lib/i18n';
import { createEmptyPack } from './pack-format';
import { exportPackFile, parsePackFile } from './pack-file';

function pack() {
  const p = createEmptyPack(
    new Date('2026-11-21T10:00:00Z'),
    '6f1c1c52-8f7e-4d7a-9d59-2a1f3b0c9e11',
  );
  p.metadata.name = 'Cabin Night!';
  p.prompts = [{ text: 'one' }, { text: 'two' }];
  return p;
}

describe('pack files', () => {
  it('exports pretty JSON that imports back the same', () => {
    const { fileName, text } = exportPackFile(pack());
    expect(fileName).toBe('cabin-night.party-pack.json');
    expect(text).toContain('\n  "prompts": [');
    expect(parsePackFile(text)).toEqual({ ok: true, pack: pack() });
  });

  it('carries the game and each truth or dare mark through an export and back', () => {
    const tod = pack();
    tod.metadata.game = 'truth-or-dare';
    tod.prompts = [
      { text: 'Your worst date?', kind: 'truth' },
      { text: 'Sing a song', kind: 'dare' },
    ];
    const { text } = exportPackFile(tod);
    expect((JSON.parse(text) as { metadata: { game: string } }).metadata.game).toBe(
      'truth-or-dare',
    );
    expect(parsePackFile(text)).toEqual({ ok: true, pack: tod });
  });

  it("carries a Danish pack's language through an export and back; a file without one is English", () => {
    const danish = pack();
    danish.metadata.lang = 'da';
    const { text } = exportPackFile(danish);
    expect((JSON.parse(text) as { metadata: { lang: string } }).metadata.lang).toBe('da');
    expect(parsePackFile(text)).toEqual({ ok: true, pack: danish });

    const old = JSON.parse(text) as { metadata: Record<string, unknown> };
    delete old.metadata.lang;
    const read = parsePackFile(JSON.stringify(old));
    expect(read.ok && read.pack.metadata.lang).toBe('en');
  });

  it('takes a file without a game (its lead-ins place it) and says so of an unknown one', () => {
    const old = JSON.parse(exportPackFile(pack()).text) as {
      metadata: Record<string, unknown>;
      prompts: Record<string, unknown>[];
    };
    expect(parsePackFile(JSON.stringify(old)).ok).toBe(true);

    old.metadata.game = 'beer-pong';
    const unknown = parsePackFile(JSON.stringify(old));
    expect(unknown.ok).toBe(false);
    if (unknown.ok) return;
    expect(unknown.errors).toEqual([
      expect.stringMatching(
        /^This pack is for a game this app does not know \("beer-pong"\)\. The game must be one of "never-have-i-ever" \(Never have I ever\), /,
      ),
    ]);

    old.metadata.game = 3;
    old.prompts[1]!.kind = 'maybe';
    const malformed = parsePackFile(JSON.stringify(old));
    expect(malformed.ok).toBe(false);
    if (malformed.ok) return;
    expect(malformed.errors).toEqual([
      'The game the pack is for must be a name such as "truth-or-dare", not a number.',
      'Prompt 2 must be marked "truth" or "dare".',
    ]);
  });

  it('names the line and column of broken JSON', () => {
    const broken = '{\n  "metadata": {\n    "name": "x",\n    oops\n  }\n}';
    const result = parsePackFile(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'This is not a pack file: its text is broken at line 4, column 5. A pack file is the .json file the Export button saves.',
    ]);
  });

  it('says a file that is not JSON at all is not a pack file, without parser text', () => {
    const result = parsePackFile('hello this is a shopping list');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^This is not a pack file/);
    expect(result.errors[0]).not.toMatch(/Unexpected token|JSON/);
  });

  it('reports a prompt that is not text by its position instead of importing it empty', () => {
    const json = JSON.parse(exportPackFile(pack()).text) as { prompts: unknown[] };
    json.prompts = [{ text: 'fine' }, { text: 42 }, {}, 'also fine', null, [1]];
    expect(parsePackFile(JSON.stringify(json))).toEqual({
      ok: false,
      errors: [
        'Prompt 2 is not text (it is a number).',
        'Prompt 3 has no text.',
        'Prompt 5 is not text (it is empty).',
        'Prompt 6 is not text (it is a list).',
      ],
    });
  });

  it('lists field problems by field and by prompt number', () => {
    const p = pack();
    const json = JSON.parse(exportPackFile(p).text) as {
      metadata: Record<string, unknown>;
      prompts: { text: string }[];
    };
    json.metadata.id = 'not-a-uuid';
    json.metadata.creation_date = 'yesterday';
    json.prompts[1] = { text: 'x'.repeat(501) };
    const result = parsePackFile(JSON.stringify(json));
    expect(result).toEqual({
      ok: false,
      errors: [
        "The pack's id is damaged (an id looks like 6f1c1c52-8f7e-4d7a-9d59-2a1f3b0c9e11).",
        'The creation date is not a date this app can read (it should look like 2026-11-21T10:00:00.000Z).',
        'Prompt 2 is longer than 500 characters.',
      ],
    });
  });

  it('says when no pack shape fits', () => {
    expect(parsePackFile('{"prompts": []}')).toEqual({
      ok: false,
      errors: [
        "Could not determine metadata structure. This file does not look like a pack: a pack file holds the pack's name, author and id, as the Export button writes it.",
      ],
    });
  });

  it('accepts the nested stored shapes', () => {
    const text = JSON.stringify({ pack: pack(), likes: 3 });
    const result = parsePackFile(text);
    expect(result.ok && result.pack.likes).toBe(3);
  });

  it('refuses more than 5,000 prompts', () => {
    const p = pack();
    p.prompts = Array.from({ length: 5001 }, () => ({ text: 'x' }));
    const result = parsePackFile(JSON.stringify(p));
    expect(result).toEqual({ ok: false, errors: ['A pack holds at most 5,000 prompts.'] });
  });
});

describe('pack file problems on a Danish page', () => {
  afterEach(() => setCurrentLang('en'));

  it('are Danish sentences, keyed like the English ones', async () => {
    await loadLang('da');
    setCurrentLang('da');
    const json = JSON.parse(exportPackFile(pack()).text) as {
      metadata: Record<string, unknown>;
      prompts: unknown[];
    };
    json.metadata.id = 'not-a-uuid';
    json.prompts = [{ text: 'fine' }, { text: 42 }, {}];
    expect(parsePackFile(JSON.stringify(json))).toEqual({
      ok: false,
      errors: [
        'Pakkens id er beskadiget (et id ser sådan ud: 6f1c1c52-8f7e-4d7a-9d59-2a1f3b0c9e11).',
        'Kort 2 er ikke tekst (det er et tal).',
        'Kort 3 har ingen tekst.',
      ],
    });
    expect(parsePackFile('{\n  oops\n}')).toEqual({
      ok: false,
      errors: [
        'Det er ikke en pakkefil: teksten er i stykker ved linje 2, tegn 3. En pakkefil er den .json-fil, som Eksportér-knappen gemmer.',
      ],
    });
    const tooMany = pack();
    tooMany.prompts = Array.from({ length: 5001 }, () => ({ text: 'x' }));
    expect(parsePackFile(JSON.stringify(tooMany))).toEqual({
      ok: false,
      errors: ['En pakke kan højst have 5.000 kort.'],
    });
  });
});
