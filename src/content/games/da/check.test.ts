import { describe, expect, it } from 'vitest';
import { danishDeckProblems, danishVariant } from './check';
import type { PromptPackSource } from '../types';
import type { DanishPackSource, DanishPrompt } from './types';

const english: PromptPackSource[] = [
  {
    id: 'classic',
    name: 'Classic',
    description: 'Small confessions.',
    tone: 'classic',
    explicit: false,
    premium: false,
    spice: 2,
    lists: [['eaten food off the floor', 'cried at a film', 'lost my keys twice in one day']],
  },
];

const p = (text: string, more: Partial<DanishPrompt> = {}): DanishPrompt => ({
  text,
  spice: 1,
  drink: false,
  flirty: false,
  ...more,
});

function danish(prompts: DanishPrompt[]): DanishPackSource[] {
  const { lists: _, ...rest } = english[0]!;
  return [
    { ...rest, lang: 'da', name: 'Klassisk', description: 'Små tilståelser.', lists: [prompts] },
  ];
}

describe('the Danish deck check', () => {
  it('passes a deck that mirrors the English one', () => {
    const deck = danish([
      p('spist mad fra gulvet'),
      p('grædt over en film'),
      p('mistet mine nøgler to gange på én dag'),
    ]);
    expect(danishDeckProblems(deck, english)).toEqual([]);
  });

  it('finds missing tags, untranslated lines, a spicy prompt in a mild pack and a variant spelling', () => {
    const deck = danish([
      p('spist mad fra gulvet', { spice: 3 }),
      { text: 'cried at the film', spice: 1 } as DanishPrompt,
      p('sendt en email til min chef ved en fejl'),
    ]);
    const problems = danishDeckProblems(deck, english).join('\n');
    expect(problems).toMatch(/spicier than its pack/);
    expect(problems).toMatch(/reads as English/);
    expect(problems).toMatch(/no drink tag/);
    expect(problems).toMatch(/e-mail/);
  });

  it('finds an order to drink that is not tagged, and a drink tag on a line without a drink', () => {
    const deck = danish([
      p('spist mad fra gulvet. Drik to tår'),
      p('grædt over en film', { drink: true }),
      p('sunget højt i bussen, og tag en tår'),
      p('mistet mine nøgler to gange på én dag'),
    ]);
    const problems = danishDeckProblems(deck, english).join('\n');
    expect(problems).toMatch(/"spist mad fra gulvet. Drik to tår" orders a drink untagged/);
    expect(problems).toMatch(/"sunget højt i bussen, og tag en tår" orders a drink untagged/);
    expect(problems).toMatch(/tagged drink but never says so/);
  });

  it('finds a deck too far from the English count, and two cards that say the same thing', () => {
    const deck = danish([p('kysset en fremmed til en fest'), p('kyssede en fremmed til festen')]);
    const problems = danishDeckProblems(deck, english).join('\n');
    expect(problems).toMatch(/more than 10 % apart/);
    expect(problems).toMatch(/feel like the same card/);
  });

  it('keeps one spelling where two are allowed', () => {
    expect(danishVariant('Send en email')).toMatch(/e-mail/);
    expect(danishVariant('Det er ok.')).toMatch(/okay/);
    expect(danishVariant('Send en e-mail, okay?')).toBeUndefined();
    expect(danishVariant('Del to tårer ud.')).toMatch(/skriv: tår/);
    expect(danishVariant('Tag tre tåre.')).toMatch(/skriv: tår/);
    expect(danishVariant('Del to tår ud, og tag selv tåren.')).toBeUndefined();
    expect(danishVariant('fået tårer i øjnene over en reklame')).toBeUndefined();
  });
});
