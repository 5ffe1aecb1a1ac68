import { describe, expect, it } from 'vitest';
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

  it('names the line and column of broken JSON', () => {
    const broken = '{\n  "metadata": {\n    "name": "x",\n    oops\n  }\n}';
    const result = parsePackFile(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatch(/^Line 4, column 5: /);
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
        'metadata.id: Pack id must be a UUID',
        'metadata.creation_date: creation_date must be an ISO timestamp',
        'Prompt 2: Prompt text is longer than 500 characters',
      ],
    });
  });

  it('says when no pack shape fits', () => {
    expect(parsePackFile('{"prompts": []}')).toEqual({
      ok: false,
      errors: [
        'Could not determine metadata structure: the file needs a "metadata" object with an "id".',
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
    expect(result).toEqual({ ok: false, errors: ['prompts: A pack has at most 5000 prompts'] });
  });
});
