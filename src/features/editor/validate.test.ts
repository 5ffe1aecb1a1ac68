import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLang, setCurrentLang } from '../../lib/i18n';
import { createEmptyPack } from './pack-format';
import {
  hasDetailErrors,
  hasPromptErrors,
  MESSAGES,
  validateDetails,
  validatePrompts,
  validateSave,
} from './validate';

beforeAll(() => loadLang('en'));

describe('pack details (docs/spec/editor.md)', () => {
  it('requires a name, a description and an author, each after trimming, word for word', () => {
    expect(
      validateDetails({ name: '', description: '', author: '', game: 'never-have-i-ever' }),
    ).toEqual({
      name: 'Game name is required',
      description: 'Game description is required',
      author: 'Author name is required',
    });
    expect(
      validateDetails({ name: '   ', description: '\n\t', author: ' ', game: 'never-have-i-ever' }),
    ).toEqual({
      name: 'Game name is required',
      description: 'Game description is required',
      author: 'Author name is required',
    });
  });

  it('reports each field on its own', () => {
    expect(
      validateDetails({
        name: 'Cabin night',
        description: '',
        author: 'Ana',
        game: 'never-have-i-ever',
      }),
    ).toEqual({
      description: 'Game description is required',
    });
    expect(
      validateDetails({ name: '', description: 'x', author: 'Ana', game: 'never-have-i-ever' }),
    ).toEqual({
      name: 'Game name is required',
    });
    expect(
      validateDetails({ name: 'x', description: 'x', author: '  ', game: 'never-have-i-ever' }),
    ).toEqual({
      author: 'Author name is required',
    });
  });

  it('asks which game the pack is for, in the same words as the other details', () => {
    expect(validateDetails({ name: 'x', description: 'x', author: 'x' })).toEqual({
      game: 'Game type is required',
    });
    expect(validateDetails({ name: 'x', description: 'x', author: 'x', game: null })).toEqual({
      game: 'Game type is required',
    });
    expect(hasDetailErrors({ game: MESSAGES.game })).toBe(true);
  });

  it('passes a complete pack', () => {
    const errors = validateDetails({
      name: ' A ',
      description: 'B',
      author: 'C',
      game: 'never-have-i-ever',
    });
    expect(errors).toEqual({});
    expect(hasDetailErrors(errors)).toBe(false);
  });
});

describe('prompts (docs/spec/editor.md)', () => {
  it('needs at least one prompt', () => {
    const errors = validatePrompts([]);
    expect(errors.list).toBe('You need to add at least one prompt');
    expect(hasPromptErrors(errors)).toBe(true);
  });

  it('puts "Prompt text is required" on each blank prompt, and only there', () => {
    const errors = validatePrompts([
      { text: 'ok' },
      { text: '  ' },
      { text: 'fine' },
      { text: '' },
    ]);
    expect(errors.list).toBeUndefined();
    expect([...errors.prompts]).toEqual([
      [1, 'Prompt text is required'],
      [3, 'Prompt text is required'],
    ]);
  });

  it('passes when every prompt has text', () => {
    expect(hasPromptErrors(validatePrompts([{ text: 'a' }]))).toBe(false);
  });
});

describe('saving (docs/spec/editor.md)', () => {
  it('needs a pack id', () => {
    expect(validateSave(null)).toBe('No Game to Save Yet!');
    expect(validateSave({ metadata: { id: '' } })).toBe(MESSAGES.noPackId);
    expect(validateSave(createEmptyPack())).toBeNull();
  });
});

describe('in Danish', () => {
  beforeAll(async () => {
    await loadLang('da');
    setCurrentLang('da');
  });
  afterAll(() => setCurrentLang('en'));

  it('tells a Danish page what is missing in Danish, read when the check runs', () => {
    expect(
      validateDetails({ name: '', description: 'x', author: 'x', game: 'never-have-i-ever' }),
    ).toEqual({ name: 'Pakken skal have et navn' });
    expect(validatePrompts([]).list).toBe('Der skal være mindst ét kort i pakken');
    expect(validateSave(null)).toBe('Der er ikke noget spil at gemme endnu!');
  });
});
